/**
 * Sign-in cannot be guessed and sessions end for real (issue 28 §4, §5), over real HTTP: the
 * throttle of each sign-in step, reset links built from configuration, one-use temporary tokens,
 * logout, and the back office closed to PRO and FAMILY accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMyAccount } from '../../src/api/contract/account';
import * as auth from '../../src/api/contract/auth';
import { listMails } from '../../src/api/contract/sandbox';
import { MESSAGES } from '../../src/domain/messages';
import { totp } from '../../sandbox/security/totp';
import { DEMO_TOTP_SECRET } from '../../sandbox/seed/organisation';
import { configHome, runCli } from '../support/cli';
import { fromAddress } from '../support/fromAddress';
import { DEMO_PASSWORD, startSandbox, type SandboxOptions } from '../support/sandbox';
import { http } from './sandbox-support';

/** A sandbox of its own for one describe block: each has its own limiter. */
function ownSandbox(options: SandboxOptions = {}) {
  const state = {} as { server: Awaited<ReturnType<typeof startSandbox>>; api: ReturnType<typeof http>; from(address: string): ReturnType<typeof fromAddress> };
  beforeAll(async () => {
    state.server = await startSandbox(options);
    state.api = http(state.server.url);
    state.from = (address) => fromAddress(state.server.url, address);
  });
  afterAll(() => state.server.close());
  return state;
}

const TOO_MANY = { errors: [{ code: 'TOO_MANY_ATTEMPTS', label: 'Trop de tentatives. Réessayez dans 15 minutes.' }] };
const BAD = { errors: [{ code: 'BAD_CREDENTIALS', label: MESSAGES.badCredentials }] };
const WRONG = 'Mauvais-2026!';
const loginBody = (login: string, password = DEMO_PASSWORD) => ({ body: { login, password } });

describe('login throttle', () => {
  const s = ownSandbox();

  it('answers 429 with Retry-After and the French message after the fifth wrong password, even to the right one', async () => {
    const call = s.from('127.0.0.2');
    for (let attempt = 1; attempt <= 5; attempt++) expect(await call('POST', auth.login.path, loginBody('directrice@demo.fr', WRONG))).toMatchObject({ status: 401, body: BAD });
    const sixth = await call('POST', auth.login.path, loginBody('directrice@demo.fr'));
    expect(sixth).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(895);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The account is refused from another address too.
    expect(await s.from('127.0.0.3')('POST', auth.login.path, loginBody('Directrice@demo.fr'))).toMatchObject({ status: 429, body: TOO_MANY });
  });

  it("a success resets the account's count, not the address's", async () => {
    const first = s.from('127.0.0.4');
    for (let attempt = 1; attempt <= 4; attempt++) expect((await first('POST', auth.login.path, loginBody('conseiller@demo.fr', WRONG))).status).toBe(401);
    expect((await first('POST', auth.login.path, loginBody('conseiller@demo.fr'))).status).toBe(200);
    const second = s.from('127.0.0.5');
    // Without the reset, the account would be spent at the second attempt (4 + 1).
    for (let attempt = 1; attempt <= 5; attempt++) expect((await second('POST', auth.login.path, loginBody('conseiller@demo.fr', WRONG))).status).toBe(401);
    expect(await second('POST', auth.login.path, loginBody('conseiller@demo.fr'))).toMatchObject({ status: 429, body: TOO_MANY });
    // The first address has one failure left: its count survived its own success.
    expect((await first('POST', auth.login.path, loginBody('multi@demo.fr', WRONG))).status).toBe(401);
    expect(await first('POST', auth.login.path, loginBody('multi@demo.fr'))).toMatchObject({ status: 429, body: TOO_MANY });
  });

  it('counts the failures of one address over every login, known or not', async () => {
    const call = s.from('127.0.0.6');
    for (const login of ['a@demo.fr', 'b@demo.fr', 'c@demo.fr', 'd@demo.fr', 'e@demo.fr']) expect((await call('POST', auth.login.path, loginBody(login))).status).toBe(401);
    expect(await call('POST', auth.login.path, loginBody('admin@demo.fr'))).toMatchObject({ status: 429, body: TOO_MANY });
    expect((await s.from('127.0.0.7')('POST', auth.login.path, loginBody('admin@demo.fr'))).status).toBe(200);
  });
});

describe('TOTP throttle', () => {
  const s = ownSandbox();
  const wrongCode = () => totp(DEMO_TOTP_SECRET, s.server.sandbox.clock.now() + 5 * 60_000); // a real code, of another time
  const preAuth = async () => (await s.api.login('totp@demo.fr')).token;

  it('a right code resets the count; five wrong codes then answer 429 to the right one, on a new pre-authentication token too', async () => {
    const first = await preAuth();
    for (let attempt = 1; attempt <= 4; attempt++) expect((await s.api.post(auth.totpCode.path, { totpCode: wrongCode() }, first)).status).toBe(401);
    expect((await s.api.post(auth.totpCode.path, { totpCode: totp(DEMO_TOTP_SECRET, s.server.sandbox.clock.now()) }, first)).status).toBe(200);

    const second = await preAuth();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await s.api.post(auth.totpCode.path, { totpCode: wrongCode() }, second)).toMatchObject({ status: 401, body: { errors: [{ code: 'BAD_TOTP_CODE' }] } });
    }
    const sixth = await s.api.post(auth.totpCode.path, { totpCode: totp(DEMO_TOTP_SECRET, s.server.sandbox.clock.now()) }, second);
    expect(sixth).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(895);
    expect(await s.api.post(auth.totpCode.path, { totpCode: totp(DEMO_TOTP_SECRET, s.server.sandbox.clock.now()) }, await preAuth())).toMatchObject({ status: 429, body: TOO_MANY });
  });
});

describe('forgotten password and password change throttle', () => {
  const s = ownSandbox();

  it('mails five links in 15 minutes, then answers 429', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await s.api.post(auth.forgottenPassword.path, { login: 'conseiller@demo.fr' })).status).toBe(204);
    expect(await s.api.post(auth.forgottenPassword.path, { login: 'conseiller@demo.fr' })).toMatchObject({ status: 429, body: TOO_MANY });
    expect((await s.api.get(listMails.path)).body).toHaveLength(5);
  });

  it('refuses the password change of « Mon compte » after five wrong current passwords', async () => {
    const { token } = await s.api.login('multi@demo.fr');
    const change = (currentPassword: string) =>
      s.api.put(updateMyAccount.path, { login: 'multi@demo.fr', firstName: 'Nathalie', lastName: 'Dubois', changingPassword: true, currentPassword, newPassword: 'Nouveau-2026#' }, token);
    for (let attempt = 1; attempt <= 5; attempt++) expect(await change(WRONG)).toMatchObject({ status: 400, body: { errors: [{ code: 'INVALID_CREDENTIALS' }] } });
    expect(await change(DEMO_PASSWORD)).toMatchObject({ status: 429, body: TOO_MANY });
    // The identity alone still saves: only the password step is throttled.
    expect((await s.api.put(updateMyAccount.path, { login: 'multi@demo.fr', firstName: 'Nathalie', lastName: 'Dubois', changingPassword: false }, token)).status).toBe(200);
  });

  it('checks the e-mail format of the forgotten-password request', async () => {
    expect(await s.api.post(auth.forgottenPassword.path, { login: 'pas-une-adresse' })).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'login', label: 'Champ « login » : Email non valide' }] },
    });
  });
});

const resetLinkOf = async (api: ReturnType<typeof http>) => {
  const mails = (await api.get(listMails.path)).body as { text: string }[];
  return /(\S+)#\/change-forgotten-password\/[\w-]+/.exec(mails[0]!.text)?.[1];
};
const HOSTILE = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

describe('reset link from configuration', () => {
  const s = ownSandbox({ portalUrls: ['https://intranet.agence.example/portail/', 'https://autre.agence.example/'] });

  it('points to the configured page whatever Origin, Host or X-Forwarded-Host say', async () => {
    const call = s.from('127.0.0.8');
    expect((await call('POST', auth.forgottenPassword.path, { body: { login: 'conseiller@demo.fr', portalUrl: 'https://evil.example/' }, headers: { ...HOSTILE, Host: 'evil.example' } })).status).toBe(204);
    expect(await resetLinkOf(s.api)).toBe('https://intranet.agence.example/portail/');
  });

  it('uses the page the portal runs on when it is one of the allowed ones', async () => {
    expect((await s.api.request('POST', auth.forgottenPassword.path, { body: { login: 'conseiller@demo.fr', portalUrl: 'https://autre.agence.example/?bundle=preact#/login' }, headers: HOSTILE })).status).toBe(204);
    expect(await resetLinkOf(s.api)).toBe('https://autre.agence.example/');
  });
});

describe('reset link by default', () => {
  const s = ownSandbox();
  it("points to the sandbox's own page, not to the Origin", async () => {
    await s.api.request('POST', auth.forgottenPassword.path, { body: { login: 'conseiller@demo.fr' }, headers: HOSTILE });
    expect(await resetLinkOf(s.api)).toBe(`${s.server.url}/`);
  });
});

describe('sessions', () => {
  const s = ownSandbox();
  const download = (tk: string) => fetch(`${s.server.url}/private/library/1/download?tk=${tk}`);

  it('refuses a temporary token of more than one use (400)', async () => {
    const { token } = await s.api.login('directrice@demo.fr');
    expect(await s.api.post(auth.getTemporaryToken.path, { maxUsages: 2 }, token)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'PARAMETERS_ERROR', field: 'maxUsages', label: 'Champ « maxUsages » : Un jeton temporaire ne sert qu’une fois : maxUsages vaut 1' }] },
    });
    expect(await s.api.post(auth.getTemporaryToken.path, {}, token)).toMatchObject({ status: 200, body: { maxUsages: 1 } });
  });

  it('kills the temporary tokens and the refresh token at logout, without the refresh token in the body', async () => {
    const session = await s.api.login('directrice@demo.fr');
    const tk = (await s.api.post(auth.getTemporaryToken.path, {}, session.token)).body.token as string;
    const spare = (await s.api.post(auth.getTemporaryToken.path, {}, session.token)).body.token as string;
    expect((await download(spare)).status).toBe(200); // the library's first document opens with a fresh token
    expect((await s.api.post(auth.logout.path, {}, session.token)).status).toBe(204);
    expect((await download(tk)).status).toBe(401);
    expect((await s.api.post(auth.refreshTokens.path, { refreshToken: session.refreshToken })).status).toBe(401);
  });
});

describe('agency login, throttled', () => {
  const s = ownSandbox();
  it('prints the French message and exits 4 once the account is spent', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await s.api.post(auth.login.path, { login: 'directrice@demo.fr', password: WRONG })).status).toBe(401);
    const env = { XDG_CONFIG_HOME: await configHome(), AGENCY_API_URL: s.server.url };
    const result = await runCli(['login', '--login', 'directrice@demo.fr', '--password-stdin'], { env, input: `${DEMO_PASSWORD}\n` });
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('Trop de tentatives. Réessayez dans 15 minutes.');
  });
});
