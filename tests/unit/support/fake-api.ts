/**
 * A minimal in-memory API for component tests, passed to the client through its
 * documented injection point (ApiClientOptions.fetch). It routes with the contract's
 * own declarations and builds every answer through the contract's schemas, so it
 * cannot drift from what the real server answers.
 */
import * as z from 'zod/mini';
import * as account from '../../../src/api/contract/account';
import * as auth from '../../../src/api/contract/auth';
import { ErrorBody, HEADERS } from '../../../src/api/contract/common';
import { pathMatcher, type EndpointDef } from '../../../src/api/endpoint';
import { APP_VERSION } from '../../../src/domain/version';

export const API_BASE = 'https://api.agence.test/';
export const PASSWORD = 'Demo-2026!';

type SessionUser = z.infer<typeof auth.SessionUser>;

const agency = {
  id: 1, clientId: 1, label: 'Agence Lyon Presqu’île', currency: 'EUR', householdEnabled: true, defaultProId: null, schoolVacationZone: 'A',
  billingEnabled: true, billingConfig: { fiscalAttestationsEnabled: true }, payeEnabled: false, payeActiveForAgency: false, payeCompatibilityModeEnabled: false,
} as const;

/** What agencyChoices answers, for every user of the fake. */
export const AGENCY_CHOICES = [
  { id: 1, clientId: 1, label: 'Agence Lyon Presqu’île' },
  { id: 3, clientId: 1, label: 'Agence Paris 11e' },
];

export function demoUser(overrides: Partial<SessionUser> & Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'login' | 'role'>): SessionUser {
  return auth.SessionUser.parse({ isMultiAgencies: false, agency, clientId: 1, agencies: [], totpEnabled: false, ...overrides });
}

export const SOPHIE = demoUser({ id: 1, firstName: 'Sophie', lastName: 'Lefèvre', login: 'directrice@demo.fr', role: 'DIRECTOR' });
export const JULIEN = demoUser({ id: 2, firstName: 'Julien', lastName: 'Moreau', login: 'conseiller@demo.fr', role: 'ADVISER' });
export const ADMIN = demoUser({ id: 3, firstName: 'Claire', lastName: 'Martin', login: 'admin@demo.fr', role: 'ADMIN', agency: null, clientId: null });

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', [HEADERS.headVersion]: APP_VERSION },
  });
}

function failure(status: number, code: string, label: string): Response {
  return json(status, ErrorBody.parse({ errors: [{ code, label }] }));
}

type Handler = (input: { body: unknown; token: string | null; params: Record<string, string> }) => Response;

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** "METHOD /path" of every request, in order. */
  calls: string[];
  /** Makes the next answers fail with this status (maintenance tests). */
  failNext(status: number, count?: number): void;
  /** The head portal version the next answers report. */
  setHeadVersion(version: string): void;
}

export function fakeApi(users: readonly SessionUser[] = [SOPHIE, JULIEN, ADMIN]): FakeApi {
  const calls: string[] = [];
  const tokens = new Map<string, SessionUser>();
  let failures: { status: number; count: number } = { status: 0, count: 0 };
  let counter = 0;
  let head = APP_VERSION;

  const answer = (user: SessionUser) => {
    const token = `token-${++counter}`;
    tokens.set(token, user);
    return auth.LoginAnswer.parse({ token, refreshToken: `refresh-${counter}`, totpRequired: false, tokenExpiresAt: '2030-01-01T00:00:00Z', user });
  };

  const handlers = new Map<EndpointDef, Handler>([
    [
      auth.login,
      ({ body }) => {
        const { login, password } = auth.login.body.parse(body);
        const user = users.find((u) => u.login === login);
        if (!user || password !== PASSWORD) return failure(401, 'BAD_CREDENTIALS', 'Identifiant ou mot de passe incorrect');
        return json(200, answer(user));
      },
    ],
    [auth.logout, () => json(204, undefined)],
    [
      auth.currentRole,
      ({ token }) => {
        const user = token ? tokens.get(token) : undefined;
        return user ? json(200, { role: user.role }) : failure(401, 'UNAUTHENTICATED', 'Session expirée');
      },
    ],
    [
      account.updateMyAccount,
      ({ body, token }) => {
        const user = token ? tokens.get(token) : undefined;
        if (!user) return failure(401, 'UNAUTHENTICATED', 'Session expirée');
        const update = account.updateMyAccount.body.parse(body);
        if (update.changingPassword && update.currentPassword !== PASSWORD) return failure(400, 'INVALID_CREDENTIALS', "Le mot de passe actuel n'est pas correct");
        const next = { ...user, login: update.login, firstName: update.firstName, lastName: update.lastName };
        tokens.set(token!, next);
        return json(200, next);
      },
    ],
    [auth.agencyChoices, ({ token }) => (token && tokens.has(token) ? json(200, AGENCY_CHOICES) : failure(401, 'UNAUTHENTICATED', 'Session expirée'))],
    [
      auth.selectContext,
      ({ body, token }) => {
        const { agencyId } = auth.selectContext.body.parse(body);
        const choice = AGENCY_CHOICES.find((a) => a.id === agencyId);
        if (!token || !tokens.has(token)) return failure(401, 'UNAUTHENTICATED', 'Session expirée');
        return choice ? json(200, { agency: { ...agency, id: choice.id, clientId: choice.clientId, label: choice.label }, customAttributes: [] }) : failure(403, 'FORBIDDEN', 'Action non autorisée');
      },
    ],
  ]);
  const routes = [...handlers].map(([endpoint, handler]) => ({ endpoint, handler, match: pathMatcher(endpoint.path) }));

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await route(input, init);
    response.headers.set(HEADERS.headVersion, head);
    return response;
  };

  const route = async (input: Parameters<typeof globalThis.fetch>[0], init: Parameters<typeof globalThis.fetch>[1]): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return json(failures.status, undefined);
    }
    for (const { endpoint, handler, match } of routes) {
      const params = endpoint.method === request.method ? match(url.pathname) : null;
      if (!params) continue;
      const text = await request.text();
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
      return handler({ body: text ? JSON.parse(text) : undefined, token, params });
    }
    return failure(404, 'NOT_FOUND', "L'élément demandé n'existe pas");
  };

  return { fetch, calls, failNext: (status, count = 1) => void (failures = { status, count }), setHeadVersion: (version) => void (head = version) };
}
