/**
 * Mails that keep their word (issue 34 §7), over real HTTP: the activation mail carries a one-use link on
 * the configured portal page that completes the account (a password, then a sign-in), expiring like reset
 * links; an active account is refused one; a work contract's mail names its PDF in the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { changeForgottenPassword, checkForgottenPasswordToken, login } from '../../src/api/contract/auth';
import { listMails } from '../../src/api/contract/sandbox';
import { searchUsers, sendActivationMail } from '../../src/api/contract/users';
import * as work from '../../src/api/contract/workContracts';
import { movableClock } from '../support/clock';
import { loggedInClient, startSandbox } from '../support/sandbox';

const PORTAL = 'https://portail.exemple.fr/agence/';
const PASSWORD = 'Activation-2026!';
const clock = movableClock();
let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;

beforeAll(async () => {
  server = await startSandbox({ now: clock, portalUrls: [PORTAL] });
  api = await loggedInClient(server.url, 'directrice@demo.fr');
});
afterAll(() => server.close());

const db = () => server.sandbox.db;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
/** The outbox as its view shows it (GET /sandbox/mails), newest first. */
const outbox = () => api.call(listMails, {});
const LINK = /^(\S+)#\/change-forgotten-password\/(\S+)$/m;
const USED = "Ce lien d'activation a déjà été utilisé : votre compte est activé. Connectez-vous à l'application avec votre identifiant et votre mot de passe.";
const EXPIRED = "Ce lien d'activation a expiré : il est valable une heure. Demandez à votre agence de vous envoyer un nouveau mail d'activation.";

/** Professionals of the agency whose account is not active yet and whose login no portal user has. */
async function inactivePros(): Promise<{ id: number; login: string }[]> {
  const { content } = await api.call(searchUsers, { body: { role: 'PRO', pageSize: 500 } });
  const users = new Set((db().prepare('SELECT login FROM users').pluck().all() as string[]).map((l) => l.toLowerCase()));
  return content.filter((u) => u.status !== 'ACTIVE' && !users.has(u.login.toLowerCase()));
}

async function activationToken(to: string): Promise<{ page: string; token: string }> {
  const mail = (await outbox()).find((m) => m.to === to && m.subject === 'Activez votre compte');
  const [, page, token] = LINK.exec(mail?.text ?? '') ?? [];
  return { page: page ?? '', token: token ?? '' };
}

describe('the activation mail', () => {
  it('carries a link that completes the account once: password chosen, account active, sign-in with it', async () => {
    const pro = (await inactivePros())[0]!;
    expect(await api.call(sendActivationMail, { body: { type: 'PRO', userIds: [pro.id], portalUrl: 'https://ailleurs.exemple/' } })).toEqual({ count: 1 });
    const { page, token } = await activationToken(pro.login);
    expect(page).toBe(PORTAL); // The configured page, not the one the caller names.
    expect(await api.call(checkForgottenPasswordToken, { params: { token } })).toEqual({ login: pro.login, activation: true });

    await api.call(changeForgottenPassword, { body: { forgottenPasswordToken: token, newPassword: PASSWORD } });
    const signedIn = await api.call(login, { body: { login: pro.login, password: PASSWORD } });
    expect(signedIn.user).toMatchObject({ login: pro.login, role: 'PRO' });
    const { content } = await api.call(searchUsers, { body: { role: 'PRO', pageSize: 500 } });
    expect(content.find((u) => u.id === pro.id)?.status).toBe('ACTIVE');

    const again = await failureOf(api.call(changeForgottenPassword, { body: { forgottenPasswordToken: token, newPassword: 'Autre-2026!x' } }));
    expect([again?.status, again?.code, again?.message]).toEqual([400, 'ACTIVATION_LINK_USED', USED]);
    const reopened = await failureOf(api.call(checkForgottenPasswordToken, { params: { token } }));
    expect([reopened?.status, reopened?.code, reopened?.message]).toEqual([400, 'ACTIVATION_LINK_USED', USED]);
    expect((await failureOf(api.call(login, { body: { login: pro.login, password: 'Autre-2026!x' } })))?.status).toBe(401);

    const refused = await failureOf(api.call(sendActivationMail, { body: { type: 'PRO', userIds: [pro.id] } }));
    expect([refused?.status, refused?.code, refused?.message]).toEqual([400, 'ACCOUNT_ALREADY_ACTIVE', 'Ce compte est déjà activé']);
  });

  it('expires after an hour of the sandbox clock, like a reset link', async () => {
    const pro = (await inactivePros())[0]!;
    await api.call(sendActivationMail, { body: { type: 'PRO', userIds: [pro.id] } });
    const { token } = await activationToken(pro.login);
    clock.advance(3600_000);
    const opened = await failureOf(api.call(checkForgottenPasswordToken, { params: { token } }));
    expect([opened?.status, opened?.code, opened?.message]).toEqual([400, 'ACTIVATION_LINK_EXPIRED', EXPIRED]);
    const expired = await failureOf(api.call(changeForgottenPassword, { body: { forgottenPasswordToken: token, newPassword: PASSWORD } }));
    expect([expired?.status, expired?.code, expired?.message]).toEqual([400, 'ACTIVATION_LINK_EXPIRED', EXPIRED]);
    expect((await failureOf(api.call(login, { body: { login: pro.login, password: PASSWORD } })))?.status).toBe(401);
  });
});

describe('two activation mails', () => {
  it('the older link, once the account is activated by the newer one, says the account is activated', async () => {
    const pro = (await inactivePros())[0]!;
    await api.call(sendActivationMail, { body: { type: 'PRO', userIds: [pro.id] } });
    const older = await activationToken(pro.login);
    await api.call(sendActivationMail, { body: { type: 'PRO', userIds: [pro.id] } });
    const newer = await activationToken(pro.login);
    expect(newer.token).not.toBe(older.token);
    await api.call(changeForgottenPassword, { body: { forgottenPasswordToken: newer.token, newPassword: PASSWORD } });
    const stale = await failureOf(api.call(checkForgottenPasswordToken, { params: { token: older.token } }));
    expect([stale?.status, stale?.code, stale?.message]).toEqual([400, 'ACTIVATION_LINK_USED', USED]);
  });
});

describe('a work contract’s mail', () => {
  it('lists the contract’s PDF among its attachments, by the name its download gives', async () => {
    const employeeId = db().prepare('SELECT employee_id FROM paye_employees WHERE agency_id = 1 ORDER BY employee_id').pluck().get() as number;
    const params = { id: employeeId };
    const created = await api.call(work.createWorkContract, { params, body: { type: 'CDI', jobTitle: 'Garde d’enfants', startDate: '2026-09-01', weeklyHours: 20, hourlyRateCents: 1250 } });
    const ids = { id: employeeId, cid: created.id };
    const template = await api.call(work.workContractMailTemplate, { params: ids });
    expect(template.body).toContain('ci-joint');
    await api.call(work.sendWorkContract, { params: ids, body: { subject: template.subject, body: template.body } });

    const ref = db().prepare('SELECT ref FROM employees WHERE id = ?').pluck().get(employeeId) as string;
    const fileName = `contrat-de-travail-${ref}-${created.id}.pdf`;
    const mail = (await outbox()).find((m) => m.subject === template.subject);
    expect(mail).toMatchObject({ to: template.recipient, attachments: [fileName] });
    const download = await fetch(await api.downloadUrl(work.downloadWorkContract, { params: ids }));
    expect(download.headers.get('content-disposition')).toContain(fileName);
  });
});
