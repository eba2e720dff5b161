/**
 * Every mail that says « ci-joint » lists its attachments in the outbox (issue 34 §7), over real HTTP:
 * a customer's contract, a SEPA mandate, a bill and its dunning, a fiscal attestation and an estimate
 * each name their PDF in GET /sandbox/mails, by the name their download gives; an estimate's mail that
 * says « ci-joint » with no document ticked is refused. The work contract's
 * mail is tested in mails-keep-their-word.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { downloadBill, getBill, sendBills, sendDunning } from '../../src/api/contract/billing';
import * as contracts from '../../src/api/contract/contracts';
import { createProspect } from '../../src/api/contract/customerRecord';
import { downloadEstimate, estimateMailTemplate } from '../../src/api/contract/estimateDocuments';
import { createEstimate, sendEstimate, validateEstimate } from '../../src/api/contract/estimates';
import {
  downloadFiscalAttestation, recomputeFiscalAttestations, searchFiscalAttestations, sendFiscalAttestation, validateFiscalAttestations,
} from '../../src/api/contract/fiscalAttestations';
import { listMails } from '../../src/api/contract/sandbox';
import * as sepa from '../../src/api/contract/sepaMandates';
import { useSignedInSandbox } from '../support/sandbox';

const sandbox = useSignedInSandbox('directrice@demo.fr');
let api: ApiClient;
beforeAll(() => void (api = sandbox.api));

const one = (sql: string, ...params: unknown[]) => sandbox.server.sandbox.db.prepare(sql).pluck().get(...params) as number;
/** The newest mail of the outbox, as its view shows it. */
const lastMail = async () => (await api.call(listMails, {}))[0]!;
/** The file name the document's download gives (its Content-Disposition). */
async function downloadName(url: Promise<string>): Promise<string> {
  const response = await fetch(await url);
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
}

describe('mails that say « ci-joint »', () => {
  it('a contract’s mail lists the contract’s PDF', async () => {
    const id = one("SELECT k.id FROM contracts k JOIN customers c ON c.id = k.customer_id WHERE k.agency_id = 1 AND c.email IS NOT NULL ORDER BY k.id");
    const contract = await api.call(contracts.getContract, { params: { id } });
    const template = await api.call(contracts.contractMailTemplate, { params: { id } });
    await api.call(contracts.sendContract, { params: { id }, body: { subject: template.subject, body: template.body } });
    const mail = await lastMail();
    expect(mail.text).toContain(`Veuillez trouver ci-joint votre contrat ${contract.number}`);
    expect(mail).toMatchObject({ to: template.recipient, attachments: [`contrat-${contract.number}.pdf`] });
    expect(await downloadName(api.downloadUrl(contracts.downloadContract, { params: { id } }))).toBe(`contrat-${contract.number}.pdf`);
  });

  it('a SEPA mandate’s mail lists the mandate’s PDF', async () => {
    const sid = one('SELECT m.id FROM sepa_mandates m JOIN customers c ON c.id = m.customer_id WHERE m.agency_id = 1 AND c.email IS NOT NULL ORDER BY m.id');
    const params = { id: one('SELECT customer_id FROM sepa_mandates WHERE id = ?', sid), sid };
    const rum = String(one('SELECT rum FROM sepa_mandates WHERE id = ?', sid));
    const template = await api.call(sepa.sepaMandateMailTemplate, { params });
    await api.call(sepa.sendSepaMandate, { params, body: { subject: template.subject, body: template.body } });
    const mail = await lastMail();
    expect(mail.text).toContain('Veuillez trouver ci-joint');
    expect(mail).toMatchObject({ to: template.recipient, attachments: [`mandat-sepa-${rum.toLowerCase()}.pdf`] });
    expect(await downloadName(api.downloadUrl(sepa.downloadSepaMandate, { params }))).toBe(`mandat-sepa-${rum.toLowerCase()}.pdf`);
  });

  it('a bill’s mail and its dunning list the bill’s PDF', async () => {
    const id = one("SELECT b.id FROM bills b JOIN customers c ON c.id = b.customer_id WHERE b.agency_id = 1 AND b.type = 'BILL' AND b.status = 'READY' AND c.email IS NOT NULL ORDER BY b.id");
    const [sent] = await api.call(sendBills, { body: { billIds: [id] } });
    const fileName = `facture-${sent!.billNumber}.pdf`;
    const mail = await lastMail();
    expect(mail.text).toContain(`Veuillez trouver ci-joint votre facture ${sent!.billNumber} (prestations : février 2026)`);
    expect(mail.attachments).toEqual([fileName]);

    await api.call(sendDunning, { params: { id } });
    const dunning = await lastMail();
    expect([dunning.subject.startsWith('Relance : '), dunning.text.includes('ci-joint'), dunning.attachments]).toEqual([true, true, [fileName]]);
    expect((await api.call(getBill, { params: { id } })).status).toBe('UNPAID');
    expect(await downloadName(api.downloadUrl(downloadBill, { params: { id } }))).toBe(fileName);
  });

  it('a fiscal attestation’s mail lists the attestation’s PDF', async () => {
    const year = 2026;
    await api.call(recomputeFiscalAttestations, { params: { year } });
    await api.call(validateFiscalAttestations, { params: { year } });
    const [attestation] = (await api.call(searchFiscalAttestations, { params: { year }, body: { pageSize: 1 } })).content;
    await api.call(sendFiscalAttestation, { params: { id: attestation!.id } });
    const mail = await lastMail();
    expect(mail.text).toBe(`Bonjour,\n\nVeuillez trouver ci-joint votre attestation fiscale ${year}.`);
    const fileName = await downloadName(api.downloadUrl(downloadFiscalAttestation, { params: { id: attestation!.id } }));
    expect(fileName).toMatch(/^attestation-fiscale-2026-famille-[a-z-]+\.pdf$/);
    expect(mail.attachments).toEqual([fileName]);
  });

  it('an estimate’s mail lists the estimate’s PDF, and the documents chosen beside it', async () => {
    const email = 'famille.pieces.jointes@exemple.fr';
    const prospect = await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'MME', firstName: 'Anne', lastName: 'Jointe' }, email } });
    const prestationTypeId = one("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1");
    const planning = { slots: [{ weekDay: 2 as const, startTime: '16:30', endTime: '19:00' }], repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-02-01', periodEndDate: '2027-02-28' };
    const draft = await api.call(createEstimate, { body: { customerId: prospect.customerId, prestationTypeId, planning } });
    const estimate = await api.call(validateEstimate, { params: { id: draft.id } });

    await api.call(sendEstimate, { params: { id: estimate.id }, body: {} });
    const byDefault = await lastMail();
    expect(byDefault.text).toContain(`Veuillez trouver ci-joint le devis ${estimate.number}`);
    expect(byDefault).toMatchObject({ to: email, attachments: [`devis-${estimate.number}.pdf`] });
    expect(await downloadName(api.downloadUrl(downloadEstimate, { params: { id: estimate.id } }))).toBe(`devis-${estimate.number}.pdf`);

    const template = await api.call(estimateMailTemplate, { params: { id: estimate.id } });
    await api.call(sendEstimate, { params: { id: estimate.id }, body: { mail: { ...template, attachments: ['ESTIMATE', 'AGENCY_PRESENTATION'] } } });
    expect((await lastMail()).attachments).toEqual([`devis-${estimate.number}.pdf`, 'presentation-agence.pdf']);

    // Saying « ci-joint » and joining nothing is refused, and nothing is sent.
    const before = (await api.call(listMails, {})).length;
    const refused = await api.call(sendEstimate, { params: { id: estimate.id }, body: { mail: { ...template, attachments: [] } } }).then(() => null, (error: ApiError) => error);
    expect([refused?.status, refused?.code, refused?.errors[0]?.field, refused?.message]).toEqual([
      400, 'MAIL_ATTACHMENT_MISSING', 'mail.attachments', 'Le message annonce un document « ci-joint » : choisissez au moins une pièce jointe, ou retirez cette mention',
    ]);
    expect((await api.call(listMails, {})).length).toBe(before);
  });
});
