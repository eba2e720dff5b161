/** The sandbox's authentication and access rules, over real HTTP with plain fetch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMyAccount } from '../../src/api/contract/account';
import * as auth from '../../src/api/contract/auth';
import { listFavorites } from '../../src/api/contract/favorites';
import { demoTotpCode, listMails } from '../../src/api/contract/sandbox';
import { createVersion } from '../../src/api/contract/versions';
import { fillPath } from '../../src/api/endpoint';
import { ERROR_LABELS, MESSAGES } from '../../src/domain/messages';
import { totp } from '../../sandbox/security/totp';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed/organisation';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';
import { movableClock } from '../support/clock';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ReturnType<typeof http>;
// A minute, which no test outlasts by chance: the token's end is reached by moving the clock.
const TTL_MS = 60_000;
// The sandbox's clock, frozen (a TOTP code is the same whatever the test's pace) and moved past a token's lifetime instead of waiting for it.
const clock = movableClock({ frozen: true });

beforeAll(async () => {
  server = await startSandbox({ accessTokenTtlMs: TTL_MS, now: clock });
  api = http(server.url);
});
afterAll(() => server.close());

const unauthenticated = { errors: [{ code: 'UNAUTHENTICATED', label: MESSAGES.sessionExpired }] };

describe('access', () => {
  it('answers 401 UNAUTHENTICATED to a private call without token or with an unknown one', async () => {
    expect(await api.get(listFavorites.path)).toMatchObject({ status: 401, body: unauthenticated });
    expect(await api.get(listFavorites.path, 'inconnu')).toMatchObject({ status: 401, body: unauthenticated });
  });

  it('answers 403 FORBIDDEN to a director on an admin route, and lets the admin in', async () => {
    const version = { number: '9.9.9', description: 'Essai', visible: false, scope: 'PORTAL' };
    const director = await api.login('directrice@demo.fr');
    expect(await api.post(createVersion.path, version, director.token)).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'FORBIDDEN', label: MESSAGES.forbidden }] },
    });
    const admin = await api.login('admin@demo.fr');
    expect(await api.post(createVersion.path, version, admin.token)).toMatchObject({ status: 200, body: { number: '9.9.9', items: [] } });
  });

  it('expires access tokens after the configured TTL', async () => {
    const { token } = await api.login('conseiller@demo.fr');
    expect((await api.get(listFavorites.path, token)).status).toBe(200);
    clock.advance(TTL_MS - 5_000);
    expect((await api.get(listFavorites.path, token)).status).toBe(200);
    clock.advance(5_200);
    expect(await api.get(listFavorites.path, token)).toMatchObject({ status: 401, body: unauthenticated });
  });
});

describe('login', () => {
  it('answers BAD_CREDENTIALS with the French message for a wrong password or an unknown login', async () => {
    const expected = { status: 401, body: { errors: [{ code: 'BAD_CREDENTIALS', label: MESSAGES.badCredentials }] } };
    expect(await api.post(auth.login.path, { login: 'directrice@demo.fr', password: 'Mauvais-1!' })).toMatchObject(expected);
    expect(await api.post(auth.login.path, { login: 'personne@demo.fr', password: DEMO_PASSWORD })).toMatchObject(expected);
  });

  it('answers the session user with their agency', async () => {
    const answer = await api.login('directrice@demo.fr');
    expect(answer).toMatchObject({ totpRequired: false, refreshToken: expect.any(String) });
    expect(answer.user).toMatchObject({ id: 2, role: 'DIRECTOR', agency: { id: 1, label: "Agence Lyon Presqu'île", currency: 'EUR', schoolVacationZone: 'A' }, agencies: [] });
    const multi = await api.login('multi@demo.fr');
    expect(multi.user).toMatchObject({ isMultiAgencies: true, agency: null });
    expect(multi.user.agencies.map((a: { id: number }) => a.id).sort()).toEqual([1, 2, 3]);
  });

  it('goes through the TOTP step: the pre-authentication token opens only the TOTP call', async () => {
    const first = await api.login('totp@demo.fr');
    expect(first).toMatchObject({ totpRequired: true, refreshToken: null, user: { totpEnabled: true } });
    expect((await api.get(listFavorites.path, first.token)).status).toBe(401);

    expect(await api.post(auth.totpCode.path, { totpCode: '123' }, first.token)).toMatchObject({ status: 400, body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'totpCode' }] } });
    const wrongCode = totp(DEMO_TOTP_SECRET, clock.now() + 5 * 60_000); // a real code, but of another time
    expect(await api.post(auth.totpCode.path, { totpCode: wrongCode }, first.token)).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'BAD_TOTP_CODE', label: MESSAGES.badTotpCode }] },
    });

    const { body } = await api.get(`${demoTotpCode.path}?login=totp@demo.fr`);
    expect(body.code).toBe(totp(DEMO_TOTP_SECRET, clock.now())); // the documented secret gives the same codes
    const second = await api.post(auth.totpCode.path, { totpCode: body.code }, first.token);
    expect(second).toMatchObject({ status: 200, body: { totpRequired: false, refreshToken: expect.any(String), user: { login: 'totp@demo.fr' } } });
    expect((await api.get(listFavorites.path, second.body.token)).status).toBe(200);
    // The pre-authentication token is spent.
    expect((await api.post(auth.totpCode.path, { totpCode: body.code }, first.token)).status).toBe(401);
  });

  it('rotates refresh tokens: each one works once', async () => {
    const { refreshToken } = await api.login('directrice@demo.fr');
    const first = await api.post(auth.refreshTokens.path, { refreshToken });
    expect(first).toMatchObject({ status: 200, body: { token: expect.any(String), refreshToken: expect.any(String) } });
    expect(first.body.refreshToken).not.toBe(refreshToken);
    expect((await api.get(listFavorites.path, first.body.token)).status).toBe(200);
    expect(await api.post(auth.refreshTokens.path, { refreshToken })).toMatchObject({ status: 401, body: unauthenticated });
    expect((await api.post(auth.refreshTokens.path, { refreshToken: first.body.refreshToken })).status).toBe(200);
  });

  it('logout revokes the bearer token and the refresh token', async () => {
    const { token, refreshToken } = await api.login('directrice@demo.fr');
    expect((await api.post(auth.logout.path, { refreshToken }, token)).status).toBe(204);
    expect((await api.get(listFavorites.path, token)).status).toBe(401);
    expect((await api.post(auth.refreshTokens.path, { refreshToken })).status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('mails a one-hour link, checks it, changes the password once', async () => {
    expect((await api.post(auth.forgottenPassword.path, { login: 'inconnu@demo.fr' })).status).toBe(204);
    expect((await api.post(auth.forgottenPassword.path, { login: 'conseiller@demo.fr' })).status).toBe(204);
    const mails = (await api.get(listMails.path)).body;
    expect(mails).toHaveLength(1); // nothing for an unknown login
    expect(mails[0]).toMatchObject({ to: 'conseiller@demo.fr', subject: expect.stringContaining('mot de passe') });
    const token = /#\/change-forgotten-password\/([\w-]+)/.exec(mails[0].text)?.[1];
    expect(token).toBeTruthy();

    expect(await api.get(fillPath(auth.checkForgottenPasswordToken.path, { token }))).toMatchObject({ status: 200, body: { login: 'conseiller@demo.fr' } });
    expect(await api.get(fillPath(auth.checkForgottenPasswordToken.path, { token: 'faux' }))).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'INVALID_FORGOTTEN_PASSWORD_TOKEN', label: ERROR_LABELS.INVALID_FORGOTTEN_PASSWORD_TOKEN }] },
    });
    expect(await api.post(auth.changeForgottenPassword.path, { forgottenPasswordToken: token, newPassword: 'sansmajuscule1!' })).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', label: MESSAGES.invalidFormat, field: 'newPassword' }] },
    });
    expect((await api.post(auth.changeForgottenPassword.path, { forgottenPasswordToken: token, newPassword: 'Nouveau-2026#' })).status).toBe(204);
    expect((await api.post(auth.changeForgottenPassword.path, { forgottenPasswordToken: token, newPassword: 'Encore-2026#' })).status).toBe(400);
    expect((await api.post(auth.login.path, { login: 'conseiller@demo.fr', password: DEMO_PASSWORD })).status).toBe(401);
    expect((await api.login('conseiller@demo.fr', 'Nouveau-2026#')).user.login).toBe('conseiller@demo.fr');
  });
});

describe('my account', () => {
  const identity = { login: 'multi@demo.fr', firstName: 'Nathalie', lastName: 'Dubois' };

  it('refuses a login of another user, a wrong current password and a weak new password', async () => {
    const { token } = await api.login('multi@demo.fr');
    expect(await api.put(updateMyAccount.path, { ...identity, login: 'admin@demo.fr', changingPassword: false }, token)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'DUPLICATE_LOGIN', label: MESSAGES.duplicateLogin }] },
    });
    expect(await api.put(updateMyAccount.path, { ...identity, changingPassword: true, currentPassword: 'Faux-2026!', newPassword: 'Nouveau-2026#' }, token)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'INVALID_CREDENTIALS', label: MESSAGES.wrongCurrentPassword }] },
    });
    expect(await api.put(updateMyAccount.path, { ...identity, changingPassword: true, currentPassword: DEMO_PASSWORD, newPassword: 'court' }, token)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', label: MESSAGES.invalidFormat, field: 'newPassword' }] },
    });
  });

  it('saves the names and the new password', async () => {
    const { token } = await api.login('multi@demo.fr');
    const saved = await api.put(updateMyAccount.path, { ...identity, firstName: 'Nathalie-Anne', changingPassword: true, currentPassword: DEMO_PASSWORD, newPassword: 'Multi_2027x' }, token);
    expect(saved).toMatchObject({ status: 200, body: { firstName: 'Nathalie-Anne', login: 'multi@demo.fr', isMultiAgencies: true } });
    expect((await api.login('multi@demo.fr', 'Multi_2027x')).user.firstName).toBe('Nathalie-Anne');
  });
});

describe('agency context', () => {
  it('lets a user choose only an agency they may work in, and answers the current role', async () => {
    const director = await api.login('directrice@demo.fr');
    expect(await api.post(auth.selectContext.path, { clientId: 1, agencyId: 1 }, director.token)).toMatchObject({
      status: 200,
      body: { agency: { id: 1 }, customAttributes: expect.arrayContaining([expect.objectContaining({ name: 'permisB' })]) },
    });
    expect((await api.post(auth.selectContext.path, { clientId: 1, agencyId: 3 }, director.token)).status).toBe(403);
    const admin = await api.login('admin@demo.fr');
    expect(await api.post(auth.selectContext.path, { clientId: 2, agencyId: 2 }, admin.token)).toMatchObject({ status: 200, body: { agency: { currency: 'CHF' } } });
    expect((await api.post(auth.selectContext.path, { clientId: 1, agencyId: 2 }, admin.token)).status).toBe(403); // agency 2 is not client 1's
    expect(await api.get(auth.currentRole.path, admin.token)).toMatchObject({ status: 200, body: { role: 'ADMIN' } });
  });

  it("lists the agencies each user may choose: all for an admin, their own for an agency user (a multi-agency manager's come with the login)", async () => {
    const labels = async (login: string) => ((await api.get(auth.agencyChoices.path, (await api.login(login)).token)).body as Array<{ label: string }>).map((a) => a.label);
    expect(await labels('admin@demo.fr')).toEqual(['Agence Genève Rive Gauche', "Agence Lyon Presqu'île", 'Agence Paris 11e']);
    expect(await labels('directrice@demo.fr')).toEqual(["Agence Lyon Presqu'île"]);
  });
});
