/**
 * The API session of a command, from (in this order) AGENCY_TOKEN, AGENCY_LOGIN and
 * AGENCY_PASSWORD (scheduled scripts), or the session saved by `agency login`.
 */
import { ApiClient, type SessionTokens } from '../src/api/client';
import { login, logout, totpCode, type LoginAnswer, type SessionUser } from '../src/api/contract/auth';
import { cliClientContext } from './client-context';
import { apiUrlOf, type Cli } from './context';
import { deleteCredentials, readCredentials, writeCredentials, type Credentials, type SavedContext } from './credentials';
import { CliError, EXIT } from './exit-codes';

export type SessionSource = 'AGENCY_TOKEN' | 'AGENCY_LOGIN' | 'credentials';

export interface Session {
  client: ApiClient;
  apiUrl: string;
  source: SessionSource;
  /** Unknown with AGENCY_TOKEN (the token says nothing about its user). */
  user: SessionUser | null;
  context: SavedContext | null;
  /** Records the agency context in the saved session (no-op for the environment sources). */
  saveContext(context: SavedContext): Promise<void>;
  /** Waits for pending writes; logs out a session opened from AGENCY_LOGIN just for this command. */
  close(): Promise<void>;
}

export function newClient(apiUrl: string, tokens: SessionTokens | null = null): ApiClient {
  return new ApiClient({ baseUrl: apiUrl, clientContext: cliClientContext(), tokens });
}

/** Logs in, going through the TOTP step with `totp()` when the account asks for it. */
export async function logIn(client: ApiClient, credentials: { login: string; password: string }, totp: () => Promise<string>): Promise<LoginAnswer> {
  let answer = await client.call(login, { body: credentials });
  if (answer.totpRequired) {
    client.setTokens({ token: answer.token, refreshToken: null });
    const code = await totp();
    if (!/^\d{6}$/.test(code)) throw new CliError('le code TOTP doit comporter 6 chiffres.', EXIT.usage);
    answer = await client.call(totpCode, { body: { totpCode: code } });
  }
  if (!answer.refreshToken) throw new CliError("la connexion n'a pas abouti (aucun jeton de renouvellement).", EXIT.auth);
  client.setTokens({ token: answer.token, refreshToken: answer.refreshToken });
  return answer;
}

export function contextOfUser(user: SessionUser): SavedContext | null {
  return user.agency ? { agencyId: user.agency.id, clientId: user.agency.clientId, label: user.agency.label } : null;
}

export async function openSession(cli: Cli): Promise<Session> {
  const token = cli.env.AGENCY_TOKEN?.trim();
  if (token) return environmentSession(cli, newClient(apiUrlOf(cli), { token, refreshToken: null }), 'AGENCY_TOKEN', null);

  const envLogin = cli.env.AGENCY_LOGIN?.trim();
  if (envLogin && cli.env.AGENCY_PASSWORD) {
    const client = newClient(apiUrlOf(cli));
    const answer = await logIn(client, { login: envLogin, password: cli.env.AGENCY_PASSWORD }, async () => {
      const code = cli.env.AGENCY_TOTP?.trim();
      if (!code) throw new CliError(`le compte ${envLogin} demande un code TOTP : définissez AGENCY_TOTP, ou utilisez AGENCY_TOKEN.`, EXIT.auth);
      return code;
    });
    return environmentSession(cli, client, 'AGENCY_LOGIN', answer.user);
  }

  return savedSession(cli);
}

function environmentSession(cli: Cli, client: ApiClient, source: SessionSource, user: SessionUser | null): Session {
  return {
    client,
    apiUrl: client.baseUrl,
    source,
    user,
    context: user ? contextOfUser(user) : null,
    saveContext: async () => undefined,
    close: async () => {
      // A session opened for one command ends with it.
      if (source === 'AGENCY_LOGIN') await client.call(logout, { body: { refreshToken: client.getTokens()?.refreshToken ?? null } }).catch(() => undefined);
    },
  };
}

async function savedSession(cli: Cli): Promise<Session> {
  const saved = await readCredentials(cli.credentialsFile);
  const apiUrl = apiUrlOf(cli, saved?.apiUrl);
  if (!saved || saved.apiUrl !== apiUrl) throw new CliError(`vous n'êtes pas connecté à ${apiUrl}. Lancez « agency login ».`, EXIT.auth);

  let current: Credentials = saved;
  let saveError: unknown = null;
  let deleting: Promise<unknown> = Promise.resolve();
  // Written synchronously: nothing (a Ctrl-C included) runs between the refresh and the file.
  const save = (next: Credentials) => {
    current = next;
    writeCredentials(cli.credentialsFile, current, cli.clock.iso());
  };
  const client = newClient(apiUrl, saved.tokens);
  // Refresh tokens are single-use: the rotated pair must reach the file, or the next command is logged out.
  client.on('tokens', (tokens) => {
    try {
      if (tokens) save({ ...current, tokens });
    } catch (error) {
      // Reported when the command ends; the command itself goes on with the new tokens.
      saveError ??= error;
    }
  });
  client.on('logout', () => {
    deleting = deleteCredentials(cli.credentialsFile);
  });
  return {
    client,
    apiUrl,
    source: 'credentials',
    user: saved.user,
    context: saved.context,
    saveContext: async (context) => save({ ...current, context }),
    close: async () => {
      await deleting;
      if (saveError) throw new CliError(`la session n'a pas pu être enregistrée dans ${cli.credentialsFile} (${(saveError as Error).message}) : reconnectez-vous avec « agency login ».`, EXIT.failure);
    },
  };
}

/** Runs `work` with an open session and always closes it. */
export async function withSession<T>(cli: Cli, work: (session: Session) => Promise<T>): Promise<T> {
  const session = await openSession(cli);
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}
