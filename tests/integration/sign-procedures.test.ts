/**
 * Estimates' documents and electronic signatures over real HTTP: the PDF by one-use token (same
 * data, same bytes), the mail with its edited text and attachments, and three sign procedures
 * settled by the sandbox's switch — signed, refused, expired — each with its events, the
 * estimate's status, the customer's history, the prospect's stage and the agency's notification;
 * an empty balance refuses the sending.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { signProceduresBalance } from '../../src/api/contract/agencySettings';
import { searchAgencyEvents } from '../../src/api/contract/agencyEvents';
import { getCustomer } from '../../src/api/contract/customers';
import { createProspect, customerChangelogs } from '../../src/api/contract/customerRecord';
import { downloadEstimate, estimateAvailableAttachments, estimateMailTemplate } from '../../src/api/contract/estimateDocuments';
import { createEstimate, estimateChangelogs, getEstimate, markEstimateSigned, sendEstimate, validateEstimate } from '../../src/api/contract/estimates';
import { estimateSignProcedures, settleSignProcedure } from '../../src/api/contract/signProcedures';
import { listMails } from '../../sandbox/store/mails';
import { SIGN_BALANCE_EMPTY, type SignOutcome } from '../../src/domain/estimates/signProcedure';
import { pdfText } from '../support/pdfText';
import { loggedInClient, startSandbox } from '../support/sandbox';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const LYON = 1;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const one = (sql: string, ...params: unknown[]) => server.sandbox.db.prepare(sql).pluck().get(...params);
const planning = { slots: [{ weekDay: 2 as const, startTime: '16:30', endTime: '19:00' }], repetitionType: 'EVERY_WEEKS' as const, periodStartDate: '2027-02-01', periodEndDate: '2027-02-28' };

let count = 0;
/** A prospect with an e-mail and a validated estimate (READY). */
async function readyEstimate() {
  const email = `famille.signature.${++count}@exemple.fr`;
  const prospect = await api.call(createProspect, { body: { type: 'NATURAL', mainContact: { civility: 'M', firstName: 'Paul', lastName: `Signature${count}` }, email } });
  const prestationTypeId = one("SELECT id FROM prestation_types WHERE agency_id = 1 AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1") as number;
  const draft = await api.call(createEstimate, { body: { customerId: prospect.customerId, prestationTypeId, planning } });
  const estimate = await api.call(validateEstimate, { params: { id: draft.id } });
  return { estimate, customerId: prospect.customerId, email };
}
const balance = () => api.call(signProceduresBalance, { params: { agencyId: LYON } });
const stageOf = async (customerId: number) => (await api.call(getCustomer, { params: { id: customerId } })).stage;
const notificationsOf = async (estimateId: number) =>
  (await api.call(searchAgencyEvents, { params: { agencyId: LYON }, body: { pageSize: 500 } })).content.filter((e) => e.resourceData.estimateId === estimateId).map((e) => [e.type, e.state]);

describe('an estimate’s document and mail', () => {
  it('gives the PDF by one-use token, the same bytes twice', async () => {
    const { estimate } = await readyEstimate();
    const get = async () => Buffer.from(await (await fetch(await api.downloadUrl(downloadEstimate, { params: { id: estimate.id } }))).arrayBuffer());
    const url = await api.downloadUrl(downloadEstimate, { params: { id: estimate.id } });
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`devis-${estimate.number}.pdf`);
    const first = Buffer.from(await response.arrayBuffer());
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(first)).getTitle()).toBe(`Devis ${estimate.number}`);
    expect(pdfText(first)).toContain('Date : ....................    Signature :');
    expect(pdfText(first)).not.toContain('Signé électroniquement');
    expect((await fetch(url)).status).toBe(401);
    expect((await get()).equals(first)).toBe(true);
  });

  it('mails the edited template with the chosen attachments, and refuses a bad recipient on its field', async () => {
    const { estimate, email, customerId } = await readyEstimate();
    const template = await api.call(estimateMailTemplate, { params: { id: estimate.id } });
    expect(template).toMatchObject({ recipient: email, subject: `Votre devis ${estimate.number}` });
    const attachments = await api.call(estimateAvailableAttachments, { params: { id: estimate.id } });
    expect(attachments.map((a) => [a.id, a.byDefault])).toEqual([['ESTIMATE', true], ['AGENCY_PRESENTATION', false], ['GENERAL_TERMS', false]]);
    const bad = await failureOf(api.call(sendEstimate, { params: { id: estimate.id }, body: { mail: { ...template, recipient: 'pas-un-mail' } } }));
    expect(bad?.errors[0]).toMatchObject({ field: 'mail.recipient' });
    const sent = await api.call(sendEstimate, { params: { id: estimate.id }, body: { mail: { ...template, subject: 'Le devis promis', attachments: ['ESTIMATE', 'GENERAL_TERMS'] } } });
    expect(sent.status).toBe('SENT');
    expect(await stageOf(customerId)).toBe('ESTIMATE_SENT');
    const [mail] = listMails(server.sandbox.db);
    expect(mail).toMatchObject({ to: email, subject: 'Le devis promis' });
    expect(mail!.text).toContain(`Pièces jointes : devis-${estimate.number}.pdf, conditions-generales-de-vente.pdf`);
  });
});

describe('sign procedures', () => {
  /** Sends for signing and checks the procedure waits for the recipient, one signature spent. */
  async function sentForSigning() {
    const ready = await readyEstimate();
    const before = await balance();
    const sent = await api.call(sendEstimate, { params: { id: ready.estimate.id }, body: { forSignProcedure: true } });
    expect(sent.status).toBe('SENT_SIGN');
    expect(await balance()).toEqual({ ...before, used: before.used + 1, balance: before.balance - 1 });
    const [procedure] = await api.call(estimateSignProcedures, { params: { id: ready.estimate.id } });
    expect(procedure).toMatchObject({ status: 'IN_PROGRESS', recipient: ready.email, signedByRecipientAt: null });
    expect(procedure!.events.map((e) => e.type)).toEqual(['CREATED', 'FILE_TRANSFER_SUCCESS', 'STARTED', 'MEMBER_INVITED']);
    expect(listMails(server.sandbox.db)[0]).toMatchObject({ to: ready.email, subject: `Devis ${ready.estimate.number} à signer électroniquement` });
    expect(await stageOf(ready.customerId)).toBe('ESTIMATE_SENT_FOR_SIGNING');
    return { ...ready, procedureId: procedure!.id };
  }
  const settle = (id: number, outcome: SignOutcome) => api.call(settleSignProcedure, { params: { id }, body: { outcome } });
  const historyTypes = async (customerId: number) => (await api.call(customerChangelogs, { params: { id: customerId } })).map((c) => c.type);
  const estimateHistory = async (id: number) => (await api.call(estimateChangelogs, { params: { id } })).map((c) => c.description);

  it('signed: the procedure completes, the estimate is SIGNED, the prospect’s stage and the agency follow', async () => {
    const { estimate, customerId, procedureId } = await sentForSigning();
    const signed = await settle(procedureId, 'SIGN');
    expect(signed.status).toBe('COMPLETED');
    expect(signed.signedByRecipientAt).not.toBeNull();
    expect(signed.events.slice(-2).map((e) => e.type)).toEqual(['MEMBER_SIGNED', 'FINISHED']);
    expect((await api.call(getEstimate, { params: { id: estimate.id } })).status).toBe('SIGNED');
    // The download is now the signed copy: who signed and when, in place of the blank signature lines.
    const copy = pdfText(Buffer.from(await (await fetch(await api.downloadUrl(downloadEstimate, { params: { id: estimate.id } }))).arrayBuffer()));
    expect(copy).toContain(`Signé électroniquement par ${signed.recipient}`);
    expect(copy).toContain(`le ${signed.signedByRecipientAt!.slice(8, 10)}/${signed.signedByRecipientAt!.slice(5, 7)}/${signed.signedByRecipientAt!.slice(0, 4)}`);
    expect(copy).not.toContain('Date : ....................    Signature :');
    expect(await stageOf(customerId)).toBe('ESTIMATE_SIGNED');
    expect(await historyTypes(customerId)).toContain('ESTIMATE_SIGN_PROCEDURE_SIGNED');
    expect(await estimateHistory(estimate.id)).toContain('Signature électronique : Document signé par le destinataire');
    expect(await notificationsOf(estimate.id)).toEqual([['SIGN_PROCEDURE_SIGNED', 'UNREAD']]);
    const again = await failureOf(settle(procedureId, 'REFUSE'));
    expect(again).toMatchObject({ status: 400, message: 'Impossible : cette procédure de signature est « Signée, terminée »' });
    expect((await settle(procedureId, 'CLOSE')).status).toBe('CLOSED');
    expect(await notificationsOf(estimate.id)).toEqual([['SIGN_PROCEDURE_CLOSED', 'UNREAD'], ['SIGN_PROCEDURE_SIGNED', 'UNREAD']]);
  });

  it('waits for the agency once the recipient has signed, then completes', async () => {
    const { estimate, procedureId } = await sentForSigning();
    const half = await settle(procedureId, 'RECIPIENT_SIGN');
    expect([half.status, half.signedByRecipientAt !== null]).toEqual(['IN_PROGRESS', true]);
    expect((await api.call(getEstimate, { params: { id: estimate.id } })).status).toBe('SENT_SIGN');
    expect(await notificationsOf(estimate.id)).toEqual([]);
    const done = await settle(procedureId, 'SIGN');
    expect(done.events.slice(-2).map((e) => e.type)).toEqual(['MEMBER_SIGNED', 'FINISHED']);
    expect((await api.call(getEstimate, { params: { id: estimate.id } })).status).toBe('SIGNED');
  });

  it('refused: the procedure and the estimate are refused', async () => {
    const { estimate, customerId, procedureId } = await sentForSigning();
    expect((await settle(procedureId, 'REFUSE')).status).toBe('REFUSED');
    expect((await api.call(getEstimate, { params: { id: estimate.id } })).status).toBe('REFUSED');
    expect(await stageOf(customerId)).toBe('ESTIMATE_REFUSED');
    expect(await historyTypes(customerId)).toContain('ESTIMATE_SIGN_PROCEDURE_REFUSED');
    expect(await estimateHistory(estimate.id)).toContain('Signature électronique : Signature refusée par le destinataire');
    expect(await notificationsOf(estimate.id)).toEqual([['SIGN_PROCEDURE_REFUSED', 'UNREAD']]);
  });

  it('expired: the estimate goes back to sent and can be sent for signing again', async () => {
    const { estimate, customerId, procedureId } = await sentForSigning();
    expect((await settle(procedureId, 'EXPIRE')).status).toBe('EXPIRED');
    expect((await api.call(getEstimate, { params: { id: estimate.id } })).status).toBe('SENT');
    expect(await stageOf(customerId)).toBe('ESTIMATE_SENT');
    expect(await estimateHistory(estimate.id)).toContain('Signature électronique : Procédure expirée sans signature');
    expect(await notificationsOf(estimate.id)).toEqual([['SIGN_PROCEDURE_EXPIRED', 'UNREAD']]);
    await api.call(sendEstimate, { params: { id: estimate.id }, body: { forSignProcedure: true } });
    expect((await api.call(estimateSignProcedures, { params: { id: estimate.id } })).map((p) => p.status)).toEqual(['IN_PROGRESS', 'EXPIRED']);
  });

  it('cancels the open procedure of an estimate marked signed by hand, and spends no signature more', async () => {
    const { estimate } = await sentForSigning();
    const before = await balance();
    expect((await api.call(markEstimateSigned, { params: { id: estimate.id } })).status).toBe('SIGNED');
    expect((await api.call(estimateSignProcedures, { params: { id: estimate.id } }))[0]!.status).toBe('CANCELED');
    expect(await balance()).toEqual(before);
  });

  it('seeds prospects’ estimates waiting for signature that the switch settles', async () => {
    const seeded = server.sandbox.db.prepare("SELECT p.id, p.estimate_id AS estimateId, e.customer_id AS customerId FROM sign_procedures p JOIN estimates e ON e.id = p.estimate_id WHERE p.agency_id = 1 AND e.status = 'SENT_SIGN' ORDER BY p.id LIMIT 1").get() as
      { id: number; estimateId: number; customerId: number } | undefined;
    expect(seeded).toBeDefined();
    const [procedure] = await api.call(estimateSignProcedures, { params: { id: seeded!.estimateId } });
    expect(procedure!.status).toBe('IN_PROGRESS');
    expect(await stageOf(seeded!.customerId)).toBe('ESTIMATE_SENT_FOR_SIGNING');
    await settle(seeded!.id, 'SIGN');
    expect((await api.call(getEstimate, { params: { id: seeded!.estimateId } })).status).toBe('SIGNED');
    expect(await stageOf(seeded!.customerId)).toBe('ESTIMATE_SIGNED');
  });

  it('refuses the sending when the balance is empty, and changes nothing', async () => {
    const { estimate, customerId } = await readyEstimate();
    server.sandbox.db.prepare("UPDATE agencies SET sign_procedures_used = (SELECT SUM(quantity) FROM sign_procedure_orders WHERE agency_id = 1 AND status = 'ORDERED') WHERE id = 1").run();
    expect((await balance()).balance).toBe(0);
    const refused = await failureOf(api.call(sendEstimate, { params: { id: estimate.id }, body: { forSignProcedure: true } }));
    expect(refused).toMatchObject({ status: 400, code: SIGN_BALANCE_EMPTY.code, message: SIGN_BALANCE_EMPTY.label });
    expect((await api.call(getEstimate, { params: { id: estimate.id } })).status).toBe('READY');
    expect(await api.call(estimateSignProcedures, { params: { id: estimate.id } })).toEqual([]);
    expect(await stageOf(customerId)).not.toBe('ESTIMATE_SENT_FOR_SIGNING');
  });
});
