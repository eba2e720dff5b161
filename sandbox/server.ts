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
import { DOWNLOAD_TOKEN_PARAM } from '../src/api/contract/transport';
import { EMPTY, FILE, mayCall, type EndpointDef } from '../src/api/endpoint';
import { checkGatesCoverAreas } from '../src/api/gateCoverage';
import { MESSAGES } from '../src/domain/messages';
import { HANDLERS, checkHandlersCoverContract } from './handlers/index';
import type { App, FileAnswer, HandlerInput } from './handlers/types';
import { closeOnUnreadBody, readBody } from './http/body';
import { checkGate } from './http/gates';
import { HttpError, forbidden, notFound, unauthenticated } from './http/errors';
import { answerPreflight, sendEmpty, sendErrors, sendFile, sendJson, setCommonHeaders } from './http/respond';
import { apiPrefixes, compileRoutes, findRoute, type Matched } from './http/router';
import { findStaticFile, staticFileSender, type StaticRoutes } from './http/static';
import { checkUploads } from './http/uploads';
import { issuesToErrors, validatePart } from './http/validation';
import { cleanUserTexts } from './html/userTexts';
import { MEMORY, openDatabase, type Db } from './store/db';
import { allowedPortalPages } from './security/portalLink';
import { createThrottle, throttled } from './security/throttle';
import { findSession, type Session } from './store/tokens';
import { seedDatabase, isSeeded } from './seed/index';
import { followPlanning, updateDraftBills } from './store/billing/followPlanning';
import type { BenchExports } from './seed/benchExports';
import { clockOption, type Clock, type NowOption } from './clock';

export interface SandboxOptions {
  /** SQLite file (default data/sandbox.db under the working folder) or ':memory:'. */
  db?: string;
  /** Start from an in-memory copy of this serialized database (`db.serialize()`), e.g. one seed shared by many test files; `db` is then ignored. */
  image?: Buffer;
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
  /**
   * Portal pages a password-reset link may point to (absolute URLs); the portal names the page it
   * runs on, used when it is one of these. Default: the sandbox's own page (`{url}/`).
   */
  portalUrls?: readonly string[];
  /** The sandbox's time (seed and rules): a clock, an instant, or '2026-03-16T08:30' (Paris time) from which it runs on; default the machine's clock. */
  now?: NowOption;
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
  /** The sandbox's time, which every rule reads. */
  clock: Clock;
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

/** The temporary token of a download (`?tk=`), on the endpoints whose query declares one. */
function downloadTokenOf(endpoint: EndpointDef, url: URL): string | null {
  const shape = (endpoint.query as { shape?: object } | undefined)?.shape;
  return shape && DOWNLOAD_TOKEN_PARAM in shape ? url.searchParams.get(DOWNLOAD_TOKEN_PARAM) : null;
}

/**
 * Who may call: 401 without a live token of the right kind, 403 for a role the endpoint does not allow
 * (`mayCall`), also when a download's temporary token (`tk`) belongs to such a role.
 */
function authorize(db: Db, endpoint: EndpointDef, bearer: string | null, downloadToken: string | null, now: number): Session | null {
  const tokenSession = downloadToken === null ? null : findSession(db, downloadToken, ['TEMPORARY'], now);
  if (tokenSession && !mayCall(endpoint, tokenSession.user.role)) throw forbidden();
  if (endpoint.access === 'public') return findSession(db, bearer, ['ACCESS'], now);
  const session = findSession(db, bearer, endpoint.access === 'totp' ? ['PRE_AUTH'] : ['ACCESS'], now);
  if (!session) throw unauthenticated();
  if (!mayCall(endpoint, session.user.role)) throw forbidden();
  return session;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  checkHandlersCoverContract();
  checkGatesCoverAreas(allEndpoints);
  const clock = clockOption(options.now);
  const routes = compileRoutes(HANDLERS);
  const prefixes = apiPrefixes(allEndpoints);
  const staticRoutes = options.staticRoutes ?? {};
  const sendStaticFile = staticFileSender();
  const dbFile = options.db ?? DEFAULT_DB;
  const db = openDatabase(dbFile === MEMORY || options.image ? MEMORY : resolve(process.cwd(), dbFile), clock.iso(), options.image);
  const ready =
    options.seed !== false && !isSeeded(db)
      ? seedDatabase(db, { now: clock.now(), scale: options.scale ?? 1, ...(options.benchExports ? { benchExports: options.benchExports } : {}), benchCustomers: options.benchCustomers ?? 0, benchPlanning: options.benchPlanning ?? 0 })
      : Promise.resolve();
  // A failure surfaces through `listen` (or `ready`), not as an unhandled rejection.
  ready.catch(() => undefined);
  // After the seed's writes (synchronous): the seed's own bills are as it made them.
  followPlanning(db);

  const switches: Switches = { failNext: { count: 0, status: 503 }, latencyMs: 0, headVersion: options.headVersion ?? '1.0.0', failFamily: null };
  // The limiter and the allowed portal pages belong to this instance, never to the module.
  const app: App = { db, accessTokenTtlMs: options.accessTokenTtlMs ?? defaultTtl(), switches, clock, throttle: createThrottle(), portalUrls: allowedPortalPages(options.portalUrls ?? []) };

  async function callEndpoint(request: IncomingMessage, response: ServerResponse, url: URL, { route, params }: Matched): Promise<void> {
    const { endpoint, handler } = route;
    const bearer = bearerOf(request);
    // Who calls, and with what, from the headers alone: a refused caller's body is never read (body.ts).
    const downloadToken = downloadTokenOf(endpoint, url);
    const session = authorize(db, endpoint, bearer, downloadToken, clock.now());
    checkGate(db, endpoint, session, downloadToken, clock.now());
    if (!endpoint.body) closeOnUnreadBody(request, response);
    const rawBody = endpoint.body ? await readBody(request, endpoint) : undefined;
    const body = validatePart('body', endpoint.body, cleanUserTexts(endpoint.body, rawBody));
    checkUploads(endpoint, body);
    const input = {
      params: validatePart('params', endpoint.params, params),
      query: validatePart('query', endpoint.query, Object.fromEntries(url.searchParams)),
      body,
      session,
      bearer,
      clientAddress: request.socket.remoteAddress ?? '',
      app,
    } as HandlerInput<EndpointDef>;
    // Every write runs in one transaction: a failure leaves nothing half done. Files (PDFs, made
    // asynchronously) only read, outside any transaction.
    // Draft bills follow the planning's writes in the same transaction (store/billing/followPlanning.ts).
    const write = () => {
      const answer = handler(input);
      updateDraftBills(db);
      return answer;
    };
    const run = () => (endpoint.method === 'GET' || endpoint.response === FILE ? handler(input) : db.transaction(write)());
    const answer = await throttled(app.throttle, endpoint, input, run);
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
    const started = performance.now();
    handle(request, response)
      .catch((error: unknown) => {
        if (response.headersSent) return void response.destroy();
        // A body left unread (refused before or while reading it) is not drained: the connection closes after the answer.
        if (!request.complete) response.setHeader('Connection', 'close');
        if (error instanceof HttpError) return sendErrors(response, error.status, error.errors, error.headers);
        if (options.log) console.error(error);
        sendErrors(response, 500, [{ code: 'INTERNAL_ERROR', label: MESSAGES.genericError }]);
      })
      .finally(() => {
        if (options.log) console.log(`${request.method} ${request.url} → ${response.statusCode} (${Math.round(performance.now() - started)} ms)`);
      });
  });

  return {
    server,
    db,
    clock,
    ready,
    async listen(port = 0, host = '127.0.0.1') {
      await ready;
      return new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(port, host, () => {
          server.off('error', fail);
          const actual = (server.address() as AddressInfo).port;
          const url = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
          if (app.portalUrls.length === 0) app.portalUrls.push(`${url}/`);
          done({ url, port: actual });
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
