/**
 * A contract's own calls (spec 001 §7) over real HTTP: a contract made from a signed estimate,
 * its page, the end of contract with its minimum date, the PDF by one-use token (same data,
 * same bytes), its mail, the signed copy uploaded and downloaded as it was, the changelogs; one
 * customer's contracts searched (`contracts/{id}/search`, {id} the customer), the contract as it
 * applies to each family of its customer (`families/{fid}`) and that part marked set up
 * (`mark-expression-as-initialized/{x}`, {x} the family).
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { createProspect, customerChangelogs } from '../../src/api/contract/customerRecord';
import * as k from '../../src/api/contract/contracts';
import { getCustomer } from '../../src/api/contract/customers';
import { convertEstimateToContract, createEstimate, markEstimateSigned, validateEstimate } from '../../src/api/contract/estimates';
import { createFamily } from '../../src/api/contract/familyRecord';
import { computePlanning } from '../../src/domain/estimates/planning';
import { listMails } from '../../sandbox/store/mails';
import { newContract as makeContract } from '../support/contracts';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const db = () => server.sandbox.db;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function pdfTitled(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage();
  return doc.save();
}

const newContract = async (email: string) => (await makeContract(api, db(), email)).contractId;

describe('a contract made from an estimate', () => {
  it('shows its page, its prestation and monthly data, and ends no earlier than its minimum date', async () => {
    const id = await newContract('louise.garnier.1@exemple.fr');
    const params = { id };
    const contract = await api.call(k.getContract, { params });
    expect(contract).toMatchObject({
      status: 'READY', archived: false, initializedAt: null, startDate: '2027-01-04', endDate: '2027-01-31', weeklyMinutes: 510, state: 'UPCOMING',
      customDocument: false, signedFileName: null, estimate: { number: expect.stringMatching(/^DEV-/) },
    });
    expect(contract.monthlyBillItemLabel).toContain(contract.number);
    expect((await api.call(k.contractPrestations, { params }))[0]!.slots).toHaveLength(2);
    expect(await api.call(k.contractBillingMonthlyData, { params })).toMatchObject({ monthlyMinutes: 2210 });

    // Not yet started: the minimum is its start; the day before is refused, naming the field.
    expect(await api.call(k.contractEndMinDate, { params })).toEqual({ minDate: '2027-01-04' });
    const early = await failureOf(api.call(k.endContract, { params, body: { endDate: '2027-01-03' } }));
    expect(early).toMatchObject({ status: 400, code: 'END_DATE_BEFORE_MIN' });
    expect(early!.errors[0]).toMatchObject({ field: 'endDate', label: 'La date de fin ne peut pas être avant le 04/01/2027' });
    expect((await api.call(k.getContract, { params })).endDate).toBe('2027-01-31');
    expect((await api.call(k.endContract, { params, body: { endDate: '2027-01-04' } })).endDate).toBe('2027-01-04');
    const bad = await failureOf(api.call(k.endContract, { params, body: { endDate: '04/01/2027' } }));
    expect(bad).toMatchObject({ status: 400 });

    expect((await api.call(k.toggleContractArchive, { params })).archived).toBe(true);
    expect((await api.call(k.toggleContractArchive, { params })).archived).toBe(false);
    expect((await api.call(k.updateContractBillItemLabel, { params, body: { label: 'Garde périscolaire de janvier' } })).monthlyBillItemLabel).toBe('Garde périscolaire de janvier');
    expect((await failureOf(api.call(k.updateContractBillItemLabel, { params, body: { label: '  ' } })))?.status).toBe(400);
    expect((await api.call(k.markContractInitialized, { params })).initializedAt).not.toBeNull();
  });

  it('refuses an end date in a month already past for a contract in force', async () => {
    const running = db().prepare("SELECT id, start_date FROM contracts WHERE agency_id = 1 AND start_date < ? AND (end_date IS NULL OR end_date >= ?) ORDER BY id LIMIT 1")
      .get('2026-03-01', '2026-03-01') as { id: number; start_date: string };
    const { minDate } = await api.call(k.contractEndMinDate, { params: { id: running.id } });
    expect(minDate >= '2026-03-01').toBe(true);
    const dayBefore = new Date(Date.parse(`${minDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await failureOf(api.call(k.endContract, { params: { id: running.id }, body: { endDate: dayBefore } }))).toMatchObject({ status: 400, code: 'END_DATE_BEFORE_MIN' });
    expect((await api.call(k.endContract, { params: { id: running.id }, body: { endDate: minDate } })).endDate).toBe(minDate);
  });

  it('gives a real PDF, the same bytes for the same data, mails it, and keeps the signed copy as it was uploaded', async () => {
    const id = await newContract('louise.garnier.2@exemple.fr');
    const params = { id };
    const first = await bytesOf(await api.download(k.downloadContract, { params }));
    expect(Buffer.from(first.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const contract = await api.call(k.getContract, { params });
    expect((await PDFDocument.load(first)).getTitle()).toBe(`Contrat ${contract.number}`);
    expect(await bytesOf(await api.download(k.downloadContract, { params }))).toEqual(first);

    // A custom document replaces it; the working copy stays the generated one; regenerating drops the custom one.
    const custom = await pdfTitled('Contrat personnalisé');
    expect((await api.call(k.applyContractCustomDocument, { params, body: { newDocument: { fileName: 'perso.pdf', mimeType: 'application/pdf', bytes: custom } } })).customDocument).toBe(true);
    expect(await bytesOf(await api.download(k.downloadContract, { params }))).toEqual(custom);
    expect(await bytesOf(await api.download(k.downloadContractWorkingCopy, { params }))).toEqual(first);
    expect((await api.call(k.recomputeContractDocument, { params })).customDocument).toBe(false);

    const template = await api.call(k.contractMailTemplate, { params });
    expect(template).toMatchObject({ recipient: 'louise.garnier.2@exemple.fr', subject: `Votre contrat ${contract.number}` });
    expect((await api.call(k.sendContract, { params, body: { subject: template.subject, body: template.body } })).status).toBe('SENT');
    expect(listMails(db()).some((m) => m.to === 'louise.garnier.2@exemple.fr' && m.subject === template.subject)).toBe(true);

    const notPdf = await failureOf(api.call(k.markContractSigned, { params, body: { document: { fileName: 'signe.txt', mimeType: 'text/plain', bytes: new TextEncoder().encode('signé') } } }));
    expect(notPdf).toMatchObject({ status: 400, code: 'FILE_TYPE_NOT_ACCEPTED', message: "Le fichier « signe.txt » n'est pas accepté : formats acceptés PDF." });
    const signed = await pdfTitled('Contrat signé');
    expect(await api.call(k.markContractSigned, { params, body: { document: { fileName: 'contrat-signe.pdf', mimeType: 'application/pdf', bytes: signed } } }))
      .toMatchObject({ status: 'SIGNED', signedFileName: 'contrat-signe.pdf' });
    const url = await api.downloadUrl(k.downloadContract, { params });
    const downloaded = await fetch(url);
    expect(downloaded.headers.get('content-type')).toContain('application/pdf');
    expect(await bytesOf(downloaded)).toEqual(signed);
    expect((await fetch(url)).status).toBe(401);

    expect(await failureOf(api.call(k.deleteContract, { params }))).toMatchObject({ status: 400, code: 'CONTRACT_SIGNED' });
    expect(await failureOf(api.call(k.applyContractCustomDocument, { params, body: { newDocument: { fileName: 'x.pdf', mimeType: 'application/pdf', bytes: custom } } })))
      .toMatchObject({ status: 400, code: 'CONTRACT_SIGNED' });
    const history = await api.call(k.contractChangelogs, { params });
    expect(history.map((h) => h.description)).toEqual([
      'Copie signée déposée : « contrat-signe.pdf »',
      'Envoyé à louise.garnier.2@exemple.fr',
      'Document régénéré depuis le modèle',
      'Document remplacé par « perso.pdf »',
      // The prospect had no family: the conversion made it (src/domain/estimates/contractFamily.ts).
      'Famille « Louise Garnier » créée avec le contrat (le client n’en avait pas)',
      `Contrat créé depuis le devis ${contract.estimate!.number}`,
    ]);
    expect(await api.call(k.contractHistoryEntry, { params: { id, x: history[0]!.id } })).toEqual(history[0]);
    expect(await failureOf(api.call(k.contractHistoryEntry, { params: { id, x: history[0]!.id + 10_000 } }))).toMatchObject({ status: 404 });
  });

  it('marks a pending fee of the family as already billed, no longer offered to its bills; a fee on a bill is refused', async () => {
    const contract = db().prepare('SELECT id, family_id AS familyId FROM contracts WHERE agency_id = 1 AND family_id IS NOT NULL ORDER BY id LIMIT 1').get() as { id: number; familyId: number };
    const billId = db().prepare('SELECT id FROM bills WHERE agency_id = 1 LIMIT 1').pluck().get() as number;
    const insert = db().prepare('INSERT INTO fees (agency_id, family_id, bill_id, label, vat_included, vat_excluded, vat) VALUES (1, ?, ?, ?, 6000, 5000, 1000)');
    const pending = Number(insert.run(contract.familyId, null, 'Frais de dossier').lastInsertRowid);
    const billed = Number(insert.run(contract.familyId, billId, 'Frais d’inscription').lastInsertRowid);
    try {
      const params = { id: contract.id };
      const before = await api.call(k.contractBillingMonthlyData, { params });
      expect(before.fees).toEqual(expect.arrayContaining([
        { id: pending, label: 'Frais de dossier', vatIncluded: 6000, state: 'PENDING' }, { id: billed, label: 'Frais d’inscription', vatIncluded: 6000, state: 'BILLED' },
      ]));
      const after = await api.call(k.markContractFeeAlreadyBilled, { params: { id: contract.id, fid: pending } });
      expect(after.fees.find((f) => f.id === pending)?.state).toBe('ALREADY_BILLED');
      expect(await failureOf(api.call(k.markContractFeeAlreadyBilled, { params: { id: contract.id, fid: billed } }))).toMatchObject({ status: 400, code: 'FEE_ON_A_BILL' });
      expect((await api.call(k.contractChangelogs, { params }))[0]!.description).toBe('Frais « Frais de dossier » marqués comme déjà facturés');
    } finally {
      db().prepare('DELETE FROM fees WHERE id IN (?, ?)').run(pending, billed);
    }
  });

  it('deletes a contract not signed, its estimate signed again, the customer’s history saying so; another agency’s contract is not found', async () => {
    const id = await newContract('louise.garnier.3@exemple.fr');
    const { estimate, customer, number } = await api.call(k.getContract, { params: { id } });
    await api.call(k.deleteContract, { params: { id } });
    expect(await failureOf(api.call(k.getContract, { params: { id } }))).toMatchObject({ status: 404 });
    expect(db().prepare('SELECT status FROM estimates WHERE id = ?').pluck().get(estimate!.id)).toBe('SIGNED');
    const [latest] = await api.call(customerChangelogs, { params: { id: customer.id } });
    expect(latest).toMatchObject({ type: 'OTHER', comment: `Contrat ${number} supprimé`, author: { id: 2, firstName: 'Sophie', lastName: 'Lefèvre' }, editable: false });
    const paris = db().prepare('SELECT id FROM contracts WHERE agency_id != 1 LIMIT 1').pluck().get() as number | undefined;
    if (paris) expect(await failureOf(api.call(k.getContract, { params: { id: paris } }))).toMatchObject({ status: 404 });
  });
});

// Spec 001 §7's calls decided in src/api/README.md (« Contract search, families and expressions »).
const SLOTS = [{ weekDay: 2 as const, startTime: '16:30', endTime: '19:00' }];

/** A prospect with a family and a contract from 1 March 2026 (the suite's month) to 30 April (Tuesdays 16:30–19:00), and one in June 2027. */
async function customerWithContracts(email: string) {
  const customerId = (await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Inès', lastName: 'Marchand' }, email } })).customerId;
  const family = await api.call(createFamily, { body: { name: 'Marchand', customerId } });
  const prestationTypeId = db().prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const contract = async (periodStartDate: string, periodEndDate: string) => {
    const planning = { slots: SLOTS, repetitionType: 'EVERY_WEEKS' as const, periodStartDate, periodEndDate };
    const estimate = await api.call(createEstimate, { body: { customerId, prestationTypeId, planning } });
    await api.call(validateEstimate, { params: { id: estimate.id } });
    await api.call(markEstimateSigned, { params: { id: estimate.id } });
    return (await api.call(convertEstimateToContract, { params: { id: estimate.id }, body: { allowOverrides: false, breakFromPreviousContract: false } })).contractId;
  };
  const current = await contract('2026-03-01', '2026-04-30');
  const upcoming = await contract('2027-06-01', '2027-06-30');
  return { customerId, familyId: family.id, current, upcoming };
}

describe('one customer’s contracts', () => {
  it('searches them by text and state, newest start first; an unknown customer answers 404', async () => {
    const { customerId, current, upcoming } = await customerWithContracts('ines.marchand.1@exemple.fr');
    const search = (body: Omit<Parameters<typeof api.call<typeof k.searchCustomerContracts>>[1]['body'], 'pageNumber' | 'pageSize'>) =>
      api.call(k.searchCustomerContracts, { params: { id: customerId }, body: { ...body, pageNumber: 0, pageSize: 20 } });
    const all = await search({});
    expect(all.content.map((c) => c.id)).toEqual([upcoming, current]);
    expect(all.totalElements).toBe(2);
    expect((await search({ states: ['IN_FORCE'] })).content.map((c) => c.id)).toEqual([current]);
    expect((await search({ states: ['UPCOMING', 'ENDED'] })).content.map((c) => c.id)).toEqual([upcoming]);
    const number = all.content.find((c) => c.id === upcoming)!.number;
    expect((await search({ text: number.slice(-6) })).content.map((c) => c.id)).toEqual([upcoming]);
    // The family's name and the prestation, whatever the case.
    expect((await search({ text: 'MARCHAND' })).totalElements).toBe(2);
    expect((await search({ text: all.content[0]!.prestationType.label.toUpperCase(), states: ['IN_FORCE'] })).content.map((c) => c.id)).toEqual([current]);
    expect((await search({ text: 'introuvable' })).totalElements).toBe(0);
    const missing = await failureOf(api.call(k.searchCustomerContracts, { params: { id: 999_999 }, body: { pageNumber: 0, pageSize: 20 } }));
    expect(missing?.status).toBe(404);
    const bad = await failureOf(api.call(k.searchCustomerContracts, { params: { id: customerId }, body: { states: ['SOON'], pageNumber: 0, pageSize: 20 } as never }));
    expect(bad?.status).toBe(400);
  });
});

describe('a contract’s families', () => {
  it('gives each family of the customer its part, marks it set up once, and refuses another customer’s family', async () => {
    const { customerId, familyId, current } = await customerWithContracts('ines.marchand.2@exemple.fr');
    const billedFamily = (await api.call(getCustomer, { params: { id: customerId } })).families.find((f) => f.id === familyId)!;
    const second = await api.call(createFamily, { body: { name: 'Marchand (grands-parents)', customerId } });
    const contract = await api.call(k.getContract, { params: { id: current } });
    expect(contract.family?.id).toBe(billedFamily.id);

    const expected = computePlanning({ slots: SLOTS, repetitionType: 'EVERY_WEEKS', periodStartDate: '2026-03-01', periodEndDate: '2026-03-31' }, [])
      .sessions.reduce((sum, s) => sum + s.minutes, 0);
    // Every Tuesday of March 2026 (five) at the slots' 2 h 30.
    expect(expected).toBe(750);
    const part = await api.call(k.contractFamily, { params: { id: current, fid: billedFamily.id } });
    expect(part).toEqual({ family: { id: billedFamily.id, name: billedFamily.name }, billed: true, initializedAt: null, monthMinutes: expect.any(Number) });
    // Holidays of the month may drop a Tuesday: never more than every Tuesday, never none.
    expect(part.monthMinutes).toBe(750);
    expect(part.monthMinutes).toBeLessThanOrEqual(expected);
    expect(await api.call(k.contractFamily, { params: { id: current, fid: second.id } })).toEqual({ family: { id: second.id, name: 'Marchand (grands-parents)' }, billed: false, monthMinutes: 0, initializedAt: null });

    const marked = await api.call(k.markContractExpressionInitialized, { params: { id: current, x: second.id } });
    expect(marked.initializedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const again = await api.call(k.markContractExpressionInitialized, { params: { id: current, x: second.id } });
    expect(again.initializedAt).toBe(marked.initializedAt);
    expect((await api.call(k.contractFamily, { params: { id: current, fid: billedFamily.id } })).initializedAt).toBeNull();
    const history = await api.call(k.contractChangelogs, { params: { id: current } });
    expect(history.filter((line) => line.description === 'Contrat initialisé pour la famille Marchand (grands-parents)')).toHaveLength(1);

    const other = db().prepare('SELECT id FROM families WHERE agency_id = 1 AND (customer_id IS NULL OR customer_id <> ?) ORDER BY id LIMIT 1').pluck().get(customerId) as number;
    expect((await failureOf(api.call(k.contractFamily, { params: { id: current, fid: other } })))?.status).toBe(404);
    expect((await failureOf(api.call(k.markContractExpressionInitialized, { params: { id: current, x: other } })))?.status).toBe(404);
    expect((await failureOf(api.call(k.contractFamily, { params: { id: 999_999, fid: billedFamily.id } })))?.status).toBe(404);
  });
});
