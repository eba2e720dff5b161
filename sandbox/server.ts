/**
 * The sandbox API: a real HTTP server (node:http) that routes and validates every
 * request and answer with the contract's declarations, over better-sqlite3.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { allEndpoints } from '../src/api/contract/index';
import * as sandboxContract from '../src/api/contract/sandbox';
import type { Switches } from '../src/api/contract/sandbox';
import { EMPTY, FILE, type EndpointDef } from '../src/api/endpoint';
import { MESSAGES } from '../src/domain/messages';
import { HANDLERS, checkHandlersCoverContract } from './handlers/index';
import type { App, FileAnswer, HandlerInput } from './handlers/types';
import { closeOnUnreadBody, readBody } from './http/body';
import { HttpError, forbidden, notFound, unauthenticated } from './http/errors';
import { answerPreflight, sendEmpty, sendErrors, sendFile, sendJson, setCommonHeaders } from './http/respond';
import { apiPrefixes, compileRoutes, findRoute, type Matched } from './http/router';
import { findStaticFile, staticFileSender, type StaticRoutes } from './http/static';
import { checkUploads } from './http/uploads';
import { issuesToErrors, validatePart } from './http/validation';
import { MEMORY, openDatabase, type Db } from './store/db';
import { findSession, type Session } from './store/tokens';
import { seedDatabase, isSeeded } from './seed/index';
import type { BenchExports } from './seed/benchExports';

export interface SandboxOptions {
  /** SQLite file (default data/sandbox.db under the working folder) or ':memory:'. */
  db?: string;
  /** Fill an empty database with the demo data (default true). */
  seed?: boolean;
  /** Multiplies the seed's volumes (default 1). */
  scale?: number;
  /** Access-token lifetime (default: env ACCESS_TOKEN_TTL_MS, else 15 min). */
  accessTokenTtlMs?: number;
  /** Head version announced in X-Head-Portal-Version (default '1.0.0'). */
  headVersion?: string;
  /** URL prefix → folder, e.g. { '/dist/': 'dist', '/': 'examples' }. */
  staticRoutes?: StaticRoutes;
  /** One line per request on stdout. */
  log?: boolean;
  /** Bench only: extra big exports in agency 1 (see seed/benchExports.ts). */
  benchExports?: BenchExports;
  /** Bench only: about this many customers and prospects in Lyon (bench/customers.mjs). */
  benchCustomers?: number;
  /** Bench only: Lyon with 200 professionals and this many events this week (bench/planning.mjs). */
  benchPlanning?: number;
}

export interface Sandbox {
  server: Server;
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
  db: Db;
  /** Resolves once the seed's asynchronous files (PDFs) are written; `listen` waits for it. */
  ready: Promise<void>;
}

export const DEFAULT_DB = 'data/sandbox.db';
const DEFAULT_TTL_MS = 15 * 60_000;

function defaultTtl(): number {
  const fromEnv = Number(process.env.ACCESS_TOKEN_TTL_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_TTL_MS;
}

const sandboxPrefix = apiPrefixes([sandboxContract.setSwitches])[0]!;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function bearerOf(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Who may call: 401 without a live token of the right kind, 403 for a role the endpoint does not allow. */
function authorize(db: Db, endpoint: EndpointDef, bearer: string | null): Session | null {
  if (endpoint.access === 'public') return findSession(db, bearer, ['ACCESS']);
  const session = findSession(db, bearer, endpoint.access === 'totp' ? ['PRE_AUTH'] : ['ACCESS']);
  if (!session) throw unauthenticated();
  if (endpoint.roles && !endpoint.roles.includes(session.user.role)) throw forbidden();
  return session;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  checkHandlersCoverContract();
  const routes = compileRoutes(HANDLERS);
  const prefixes = apiPrefixes(allEndpoints);
  const staticRoutes = options.staticRoutes ?? {};
  const sendStaticFile = staticFileSender();
  const dbFile = options.db ?? DEFAULT_DB;
  const db = openDatabase(dbFile === MEMORY ? MEMORY : resolve(process.cwd(), dbFile));
  const ready =
    options.seed !== false && !isSeeded(db)
      ? seedDatabase(db, { scale: options.scale ?? 1, ...(options.benchExports ? { benchExports: options.benchExports } : {}), benchCustomers: options.benchCustomers ?? 0, benchPlanning: options.benchPlanning ?? 0 })
      : Promise.resolve();
  // A failure surfaces through `listen` (or `ready`), not as an unhandled rejection.
  ready.catch(() => undefined);

  const switches: Switches = { failNext: { count: 0, status: 503 }, latencyMs: 0, headVersion: options.headVersion ?? '1.0.0', failFamily: null };
  const app: App = { db, accessTokenTtlMs: options.accessTokenTtlMs ?? defaultTtl(), switches };

  async function callEndpoint(request: IncomingMessage, response: ServerResponse, url: URL, { route, params }: Matched): Promise<void> {
    const { endpoint, handler } = route;
    const bearer = bearerOf(request);
    // Who calls, and with what, from the headers alone: a refused caller's body is never read (body.ts).
    const session = authorize(db, endpoint, bearer);
    if (!endpoint.body) closeOnUnreadBody(request, response);
    const rawBody = endpoint.body ? await readBody(request, endpoint) : undefined;
    const body = validatePart('body', endpoint.body, rawBody);
    checkUploads(endpoint, body);
    const input = {
      params: validatePart('params', endpoint.params, params),
      query: validatePart('query', endpoint.query, Object.fromEntries(url.searchParams)),
      body,
      session,
      bearer,
      origin: request.headers.origin ?? `http://${request.headers.host ?? 'localhost'}`,
      app,
    } as HandlerInput<EndpointDef>;
    // Every write runs in one transaction: a failure leaves nothing half done. Files (PDFs, made
    // asynchronously) only read, outside any transaction.
    const answer = endpoint.method === 'GET' || endpoint.response === FILE ? await handler(input) : db.transaction(() => handler(input))();
    if (endpoint.response === EMPTY) return sendEmpty(response);
    if (endpoint.response === FILE) return sendFile(response, answer as unknown as FileAnswer);
    const checked = endpoint.response.safeParse(answer);
    // A bug guard: the sandbox never answers outside the contract.
    if (!checked.success) throw new HttpError(500, issuesToErrors(`réponse de ${endpoint.name}`, checked.error.issues));
    sendJson(response, 200, checked.data);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const method = request.method ?? 'GET';
    setCommonHeaders(request, response, switches.headVersion);
    if (method === 'OPTIONS') return answerPreflight(response);

    const isApi = prefixes.some((prefix) => url.pathname.startsWith(prefix));
    const isSwitch = url.pathname.startsWith(sandboxPrefix);
    if (!isSwitch && switches.latencyMs > 0) await sleep(switches.latencyMs);

    if (!isApi) {
      closeOnUnreadBody(request, response);
      const file = (method === 'GET' || method === 'HEAD') && (await findStaticFile(staticRoutes, url.pathname));
      if (file) return sendStaticFile(response, file, method === 'HEAD', request.headers['if-none-match']);
      throw notFound();
    }
    if (!isSwitch && switches.failNext.count > 0) {
      switches.failNext.count -= 1;
      return simulateFailure(response, switches.failNext.status);
    }
    const matched = findRoute(routes, method, url.pathname);
    if (!matched) throw notFound();
    await callEndpoint(request, response, url, matched);
  }

  const server = createServer((request, response) => {
    const started = Date.now();
    handle(request, response)
      .catch((error: unknown) => {
        if (response.headersSent) return void response.destroy();
        // A body left unread (refused before or while reading it) is not drained: the connection closes after the answer.
        if (!request.complete) response.setHeader('Connection', 'close');
        if (error instanceof HttpError) return sendErrors(response, error.status, error.errors);
        if (options.log) console.error(error);
        sendErrors(response, 500, [{ code: 'INTERNAL_ERROR', label: MESSAGES.genericError }]);
      })
      .finally(() => {
        if (options.log) console.log(`${request.method} ${request.url} → ${response.statusCode} (${Date.now() - started} ms)`);
      });
  });

  return {
    server,
    db,
    ready,
    async listen(port = 0, host = '127.0.0.1') {
      await ready;
      return new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(port, host, () => {
          server.off('error', fail);
          const actual = (server.address() as AddressInfo).port;
          done({ url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`, port: actual });
        });
      });
    },
    close() {
      return new Promise((done) => {
        server.close(() => {
          db.close();
          done();
        });
        server.closeAllConnections();
      });
    },
  };
}

/** A simulated outage: gateway statuses answer an empty body, like a proxy would; the others a JSON error. */
function simulateFailure(response: ServerResponse, status: number): void {
  if ([502, 503, 504].includes(status)) return sendEmpty(response, status);
  sendErrors(response, status, [{ code: 'SIMULATED_ERROR', label: MESSAGES.genericError }]);
}
