/**
 * A contract's own calls (spec 001 §7) over real HTTP: a contract made from a signed estimate,
 * its page, the end of contract with its minimum date, the PDF by one-use token (same data,
 * same bytes), its mail, the signed copy uploaded and downloaded as it was, the changelogs.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { createProspect } from '../../src/api/contract/customerRecord';
import * as k from '../../src/api/contract/contracts';
import { convertEstimateToContract, createEstimate, markEstimateSigned, validateEstimate } from '../../src/api/contract/estimates';
import { listMails } from '../../sandbox/store/mails';
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
const firstOfThisMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

async function pdfTitled(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage();
  return doc.save();
}

/** A prospect's estimate for January 2027 (Mondays 16:30–19:00, Wednesdays 12:00–18:00), signed and turned into a contract. */
async function newContract(email: string): Promise<number> {
  const customerId = (await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Louise', lastName: 'Garnier' }, email } })).customerId;
  const prestationTypeId = db().prepare("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck().get() as number;
  const planning = {
    slots: [{ weekDay: 1 as const, startTime: '16:30', endTime: '19:00' }, { weekDay: 3 as const, startTime: '12:00', endTime: '18:00' }],
    repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-01-04', periodEndDate: '2027-01-31',
  };
  const estimate = await api.call(createEstimate, { body: { customerId, prestationTypeId, planning } });
  await api.call(validateEstimate, { params: { id: estimate.id } });
  await api.call(markEstimateSigned, { params: { id: estimate.id } });
  return (await api.call(convertEstimateToContract, { params: { id: estimate.id }, body: { allowOverrides: false, breakFromPreviousContract: false } })).contractId;
}

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
      .get(firstOfThisMonth(), firstOfThisMonth()) as { id: number; start_date: string };
    const { minDate } = await api.call(k.contractEndMinDate, { params: { id: running.id } });
    expect(minDate >= firstOfThisMonth()).toBe(true);
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
    expect(notPdf).toMatchObject({ status: 400, code: 'NOT_A_PDF' });
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

  it('deletes a contract not signed, its estimate signed again; another agency’s contract is not found', async () => {
    const id = await newContract('louise.garnier.3@exemple.fr');
    const estimateId = (await api.call(k.getContract, { params: { id } })).estimate!.id;
    await api.call(k.deleteContract, { params: { id } });
    expect(await failureOf(api.call(k.getContract, { params: { id } }))).toMatchObject({ status: 404 });
    expect(db().prepare('SELECT status FROM estimates WHERE id = ?').pluck().get(estimateId)).toBe('SIGNED');
    const paris = db().prepare('SELECT id FROM contracts WHERE agency_id != 1 LIMIT 1').pluck().get() as number | undefined;
    if (paris) expect(await failureOf(api.call(k.getContract, { params: { id: paris } }))).toMatchObject({ status: 404 });
  });
});
