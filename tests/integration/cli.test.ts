/** The `agency` CLI against the sandbox over real HTTP: login, whoami, context, logout, saved session, exit codes. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configHome, runCli } from '../support/cli';
import { DEMO_PASSWORD, startSandbox } from '../support/sandbox';
import { movableClock } from '../support/clock';
import { MESSAGES } from '../../src/domain/messages';
import { login as loginCall, refreshTokens } from '../../src/api/contract/auth';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
// The sandbox's clock, moved past the access token's lifetime instead of waiting for it.
const clock = movableClock();
const TTL_MS = 60_000;
beforeAll(async () => {
  sandbox = await startSandbox({ accessTokenTtlMs: TTL_MS, now: clock });
});
afterAll(() => sandbox.close());

async function user() {
  const home = await configHome();
  const env = { XDG_CONFIG_HOME: home, AGENCY_API_URL: sandbox.url };
  const file = join(home, 'agency-portal', 'credentials.json');
  const cli = (args: string[], input?: string, extra: Record<string, string> = {}) => runCli(args, { env: { ...env, ...extra }, ...(input !== undefined ? { input } : {}) });
  const login = (who: string, password = DEMO_PASSWORD, more: string[] = []) => cli(['login', '--login', who, '--password-stdin', ...more], `${password}\n`);
  return { home, file, cli, login };
}

const savedSession = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

describe('agency --help', () => {
  it('lists the commands, the environment variables and the exit codes in French', async () => {
    const { code, stdout } = await runCli(['--help']);
    expect(code).toBe(0);
    for (const text of ['Commandes :', 'login', 'logout', 'whoami', 'context', 'AGENCY_API_URL', 'AGENCY_TOKEN', 'AGENCY_LOGIN et AGENCY_PASSWORD', 'Codes de sortie :', '4  authentification']) expect(stdout).toContain(text);
  });

  it('answers a usage error (2) with a French message for an unknown command or a bad option value', async () => {
    const unknown = await runCli(['facturer']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('commande inconnue « facturer »');
    const bad = await runCli(['context', 'select', '--agency', 'deux']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--agency attend un nombre entier positif (reçu « deux »)');
  });
});

describe('agency login', () => {
  it('saves the session in a file only its owner can read, and whoami shows who is logged in', async () => {
    const { file, cli, login } = await user();
    const result = await login('directrice@demo.fr');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Connecté en tant que Sophie Lefèvre <directrice@demo.fr> (Direction)');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await savedSession(file)).tokens.refreshToken).toEqual(expect.any(String));

    const whoami = await cli(['whoami']);
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain('Sophie Lefèvre');
    expect(whoami.stdout).toContain("Agence : Agence Lyon Presqu'île (n° 1)");
  });

  it('gives the French message of a wrong password, exits 4 and writes nothing', async () => {
    const { file, login } = await user();
    const result = await login('directrice@demo.fr', 'mauvais');
    expect(result.code).toBe(4);
    expect(result.stderr).toContain(MESSAGES.badCredentials);
    await expect(stat(file)).rejects.toThrow();
  });

  it('never prompts without a terminal: a missing login or TOTP code is a usage error naming the option', async () => {
    const { cli, login } = await user();
    const noLogin = await cli(['login']);
    expect(noLogin.code).toBe(2);
    expect(noLogin.stderr).toContain('Utilisez --login');
    const noCode = await login('totp@demo.fr');
    expect(noCode.code).toBe(2);
    expect(noCode.stderr).toContain('Utilisez --totp');
  });

  it('goes through the TOTP step with --totp', async () => {
    const { cli, login } = await user();
    const wrong = await login('totp@demo.fr', DEMO_PASSWORD, ['--totp', '000000']);
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain(MESSAGES.badTotpCode);
    const { code } = await (await fetch(`${sandbox.url}/sandbox/totp-code?login=totp@demo.fr`)).json();
    const right = await login('totp@demo.fr', DEMO_PASSWORD, ['--totp', code]);
    expect(right.code).toBe(0);
    expect((await cli(['whoami'])).stdout).toContain('Karim Benali');
  });
});

describe('saved session', () => {
  it('survives an expired access token: the rotated refresh token is saved for the next command', async () => {
    const { file, cli, login } = await user();
    await login('conseiller@demo.fr');
    const before = (await savedSession(file)).tokens;
    clock.advance(TTL_MS + 200);
    expect((await cli(['whoami'])).code).toBe(0);
    const after = (await savedSession(file)).tokens;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The next command works with the rotated tokens (the old refresh token is spent).
    expect((await cli(['whoami'])).code).toBe(0);
  });

  it('context select records the agency of a multi-agency manager; --json gives it to scripts', async () => {
    const { cli, login } = await user();
    await login('multi@demo.fr');
    const selected = await cli(['context', 'select', '--agency', '2']);
    expect(selected.code).toBe(0);
    expect(selected.stdout).toContain('Agence : Agence Genève Rive Gauche (n° 2)');
    const whoami = await cli(['--json', 'whoami']);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ login: 'multi@demo.fr', role: 'DIRECTOR', agency: { agencyId: 2, clientId: 2 } });
    const refused = await cli(['context', 'select', '--agency', '99']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('précisez-le avec --client ID');
  });

  it('logout revokes and deletes the session; then every command asks to log in (4)', async () => {
    const { file, cli, login } = await user();
    await login('directrice@demo.fr');
    const { tokens } = await savedSession(file);
    const result = await cli(['logout']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Déconnecté (directrice@demo.fr).');
    await expect(stat(file)).rejects.toThrow();
    const refresh = await fetch(`${sandbox.url}${refreshTokens.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken: tokens.refreshToken }) });
    expect(refresh.status).toBe(401);
    const whoami = await cli(['whoami']);
    expect(whoami.code).toBe(4);
    expect(whoami.stderr).toContain('Lancez « agency login »');
  });
});

describe('environment variables for scheduled scripts', () => {
  it('AGENCY_LOGIN and AGENCY_PASSWORD open a session for one command and save nothing', async () => {
    const { file, cli } = await user();
    const result = await cli(['--json', 'whoami'], undefined, { AGENCY_LOGIN: 'conseiller@demo.fr', AGENCY_PASSWORD: DEMO_PASSWORD });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ login: 'conseiller@demo.fr', role: 'ADVISER', source: 'AGENCY_LOGIN' });
    await expect(stat(file)).rejects.toThrow();
  });

  it('AGENCY_TOKEN is used as the bearer token; a bad one exits 4', async () => {
    const { cli } = await user();
    const answer = await (await fetch(`${sandbox.url}${loginCall.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'admin@demo.fr', password: DEMO_PASSWORD }) })).json();
    const ok = await cli(['--json', 'whoami'], undefined, { AGENCY_TOKEN: answer.token });
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ role: 'ADMIN', source: 'AGENCY_TOKEN' });
    const bad = await cli(['whoami'], undefined, { AGENCY_TOKEN: 'faux' });
    expect(bad.code).toBe(4);
  });

  it('an unreachable API is a failure (1) that names the address', async () => {
    const { cli } = await user();
    const result = await cli(['whoami'], undefined, { AGENCY_API_URL: 'http://127.0.0.1:9', AGENCY_TOKEN: 'x' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("impossible de joindre l'API à http://127.0.0.1:9");
  });
});
