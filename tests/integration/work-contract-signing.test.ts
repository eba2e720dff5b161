/**
 * A work contract sent for signing over real HTTP, with the estimates' simulated provider: one
 * signature of the balance spent, the procedure with its events in the contract's history, the
 * contract SIGNED and its download signed once the employee signs; refused while a procedure
 * waits or once signed; marked signed by hand meanwhile: the procedure canceled, nothing more
 * spent; an empty balance refuses it and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { signProceduresBalance } from '../../src/api/contract/agencySettings';
import { settleSignProcedure } from '../../src/api/contract/signProcedures';
import * as work from '../../src/api/contract/workContracts';
import { PDFDocument } from 'pdf-lib';
import { listMails } from '../../sandbox/store/mails';
import { pdfText } from '../support/pdfText';
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
const balance = () => api.call(signProceduresBalance, { params: { agencyId: 1 } });

let skip = 0;
/** A new CDI of a Lyon employee in the payroll, as a draft, with the employee's address. */
async function draftContract() {
  const employee = db().prepare('SELECT e.id, e.email FROM employees e JOIN paye_employees p ON p.employee_id = e.id WHERE p.agency_id = 1 ORDER BY e.id LIMIT 1 OFFSET ?').get(skip++ % 5) as { id: number; email: string };
  const created = await api.call(work.createWorkContract, {
    params: { id: employee.id }, body: { type: 'CDI', jobTitle: 'Garde d’enfants', startDate: '2026-09-01', weeklyHours: 20, hourlyRateCents: 12_50 },
  });
  return { ids: { id: employee.id, cid: created.id }, email: employee.email };
}
const sendForSigning = (ids: { id: number; cid: number }) =>
  api.call(work.sendWorkContract, { params: ids, body: { subject: 'Votre contrat de travail à signer', body: 'Bonjour, voici le lien.', forSignProcedure: true } });
const proceduresOf = (ids: { id: number; cid: number }) => api.call(work.workContractSignProcedures, { params: ids });
const historyOf = async (ids: { id: number; cid: number }) => (await api.call(work.workContractChangelogs, { params: ids })).map((h) => h.description);
const settle = (id: number, outcome: 'SIGN' | 'REFUSE') => api.call(settleSignProcedure, { params: { id }, body: { outcome } });

describe('a work contract sent for signing', () => {
  it('starts a procedure on one signature; signed, the contract is SIGNED and its download says who signed and when', async () => {
    const { ids, email } = await draftContract();
    const before = await balance();
    expect((await sendForSigning(ids)).status).toBe('SENT');
    expect(await balance()).toEqual({ ...before, used: before.used + 1, balance: before.balance - 1 });
    const [procedure] = await proceduresOf(ids);
    expect(procedure).toMatchObject({ workContractId: ids.cid, estimateId: null, status: 'IN_PROGRESS', recipient: email, signedByRecipientAt: null });
    expect(procedure!.events.map((e) => e.type)).toEqual(['CREATED', 'FILE_TRANSFER_SUCCESS', 'STARTED', 'MEMBER_INVITED']);
    expect(listMails(db())[0]).toMatchObject({ to: email, subject: 'Votre contrat de travail à signer' });
    expect((await historyOf(ids)).slice(0, 5)).toEqual([
      'Signature électronique : Destinataire invité à signer', 'Signature électronique : Procédure de signature démarrée',
      'Signature électronique : Document transmis au service de signature', 'Signature électronique : Procédure de signature créée', `Envoyé pour signature électronique à ${email}`,
    ]);

    const again = await failureOf(sendForSigning(ids));
    expect(again).toMatchObject({ status: 400, code: 'WORK_CONTRACT_SIGN_PROCEDURE_OPEN', message: 'Une procédure de signature électronique de ce contrat attend déjà le salarié : attendez sa fin, ou marquez le contrat comme signé' });

    const signed = await settle(procedure!.id, 'SIGN');
    expect(signed.status).toBe('COMPLETED');
    const contract = (await api.call(work.workContractsOfEmployee, { params: { id: ids.id } })).find((c) => c.id === ids.cid)!;
    expect(contract).toMatchObject({ status: 'SIGNED', signedAt: signed.events.at(-1)!.at });
    const bytes = Buffer.from(await (await api.download(work.downloadWorkContract, { params: ids })).arrayBuffer());
    expect(pdfText(bytes)).toContain(`Signé électroniquement par le salarié (${email}) le 16/03/2026`);
    expect(pdfText(bytes)).not.toContain('Signature du salarié :');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Contrat de travail');
    expect((await balance()).used).toBe(before.used + 1);
    expect(await failureOf(sendForSigning(ids))).toMatchObject({ status: 400, code: 'WORK_CONTRACT_SIGNED', message: 'Ce contrat de travail est déjà signé : il ne peut plus être envoyé pour signature' });
  });

  it('refused by the employee: the contract stays sent and can be sent for signing again', async () => {
    const { ids } = await draftContract();
    await sendForSigning(ids);
    const [procedure] = await proceduresOf(ids);
    expect((await settle(procedure!.id, 'REFUSE')).status).toBe('REFUSED');
    expect((await api.call(work.workContractsOfEmployee, { params: { id: ids.id } })).find((c) => c.id === ids.cid)!.status).toBe('SENT');
    await sendForSigning(ids);
    expect((await proceduresOf(ids)).map((p) => p.status)).toEqual(['IN_PROGRESS', 'REFUSED']);
  });

  it('marked signed by hand meanwhile: the procedure is canceled and no signature more is spent', async () => {
    const { ids } = await draftContract();
    await sendForSigning(ids);
    const used = (await balance()).used;
    const document = { fileName: 'contrat-signe.pdf', mimeType: 'application/pdf', bytes: await (await PDFDocument.create()).save() };
    expect(await api.call(work.markWorkContractSigned, { params: ids, body: { document } })).toMatchObject({ status: 'SIGNED', signedFileName: 'contrat-signe.pdf' });
    const [procedure] = await proceduresOf(ids);
    expect([procedure!.status, procedure!.events.at(-1)!.type]).toEqual(['CANCELED', 'CANCELED']);
    expect((await balance()).used).toBe(used);
  });

  it('refuses the sending when the balance is empty, and changes nothing', async () => {
    const { ids } = await draftContract();
    const mails = listMails(db()).length;
    db().prepare("UPDATE agencies SET sign_procedures_used = (SELECT SUM(quantity) FROM sign_procedure_orders WHERE agency_id = 1 AND status = 'ORDERED') WHERE id = 1").run();
    const refused = await failureOf(sendForSigning(ids));
    expect(refused).toMatchObject({
      status: 400, code: 'SIGN_PROCEDURES_BALANCE_EMPTY',
      message: 'Votre solde de signatures électroniques est épuisé : commandez un pack de signatures (Agence › Commandes) avant d’envoyer ce contrat de travail pour signature',
    });
    expect((await api.call(work.workContractsOfEmployee, { params: { id: ids.id } })).find((c) => c.id === ids.cid)!.status).toBe('DRAFT');
    expect(await proceduresOf(ids)).toEqual([]);
    expect(listMails(db())).toHaveLength(mails);
  });
});
