/**
 * The typed API client shared by the portal and the CLI. One instance per
 * session; it holds no module-level state. See README.md for its behaviour.
 *
 * This module imports no schema: the endpoints' schemas come with the endpoints the
 * caller passes, and the modules that need zod (the auth calls the client makes itself,
 * the error body) are imported when first needed. ofetch is imported when the client is
 * created and awaited by the first request. So the browser's entry chunk shows the login
 * screen without zod or ofetch, which load while it shows.
 */
import type { $Fetch, FetchResponse } from 'ofetch';
import { EMPTY, FILE, fillPath, toFormData, type EndpointAddress, type EndpointDef, type EndpointInput, type EndpointOutput } from './endpoint';
import { DOWNLOAD_TOKEN_PARAM, HEADERS, clientContextHeader, type ClientContext } from './contract/transport';
import { loadAuth } from './contract/load';
import { ApiError, contractError, networkError } from './errors';
import { MESSAGES } from '../domain/messages';

/** The error of a failed answer; `answers.ts` validates its body. */
async function errorFromAnswer(endpoint: string, status: number, body: unknown): Promise<ApiError> {
  return (await import('./answers')).errorFromAnswer(endpoint, status, body);
}

/** Session length: 2 hours of inactivity (spec 000 §9). */
export const SESSION_DURATION_MS = 7_200_000;
const MAINTENANCE_STATUSES = new Set([502, 503, 504]);

export interface SessionTokens {
  token: string;
  refreshToken: string | null;
}

export interface ApiClientOptions {
  baseUrl: string;
  clientContext: ClientContext;
  tokens?: SessionTokens | null;
  /** Injected for tests and for hosts that wrap fetch; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** Events of the client; details are given per name. */
export interface ApiClientEvents {
  /** Tokens changed (login, TOTP step, refresh, logout): persist them. */
  tokens: SessionTokens | null;
  /** The refresh failed: the session is over. Emitted once per failed refresh. */
  logout: { reason: 'refresh-failed' };
  /** Maintenance mode switched on (502/503/504) or off (next success). */
  maintenance: boolean;
  /** The server's head portal version changed. */
  headVersion: string;
  /** The session end moved (epoch ms). */
  sessionEnd: number;
  /** A call of an endpoint that declares `writes` succeeded: the resources it changed (the portal's cache drops what reads them). */
  wrote: readonly string[];
}

type Listener<T> = (detail: T) => void;

export interface CallOptions {
  signal?: AbortSignal;
}

export class ApiClient {
  readonly baseUrl: string;
  private tokens: SessionTokens | null;
  private refreshing: Promise<SessionTokens> | null = null;
  /** Aborts the requests under way at logout (abortPending), so that none comes back 401 from a revoked token. */
  private pending = new AbortController();
  /** Set once the tokens are dropped (logout): a private call then fails here instead of leaving for a certain 401. */
  private signedOut = false;
  private maintenanceOn = false;
  private head: string | null = null;
  private sessionEndAt: number | null = null;
  private readonly listeners = new Map<keyof ApiClientEvents, Set<Listener<never>>>();
  private readonly contextHeader: string;
  private readonly fetcher: Promise<$Fetch>;
  private readonly now: () => number;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.tokens = options.tokens ?? null;
    this.contextHeader = clientContextHeader(options.clientContext);
    this.now = options.now ?? Date.now;
    // The injected fetch is a global option of ofetch (second argument), not a request default.
    this.fetcher = import('ofetch').then(({ ofetch }) =>
      ofetch.create({ baseURL: this.baseUrl, retry: 0, ignoreResponseError: true }, options.fetch ? { fetch: options.fetch } : {}),
    );
    // A failed load surfaces as the network error of each request, not as an unhandled rejection.
    this.fetcher.catch(() => undefined);
  }

  /**
   * Settles once the client can send (ofetch has loaded, or failed to): a request asked for before then has left by
   * the next task, its remaining steps being microtasks.
   */
  whenReady(): Promise<void> {
    return this.fetcher.then(
      () => undefined,
      () => undefined,
    );
  }

  // ---- state -------------------------------------------------------------

  get maintenance(): boolean {
    return this.maintenanceOn;
  }
  /** Head portal version reported by the last answer that carried one. */
  get headVersion(): string | null {
    return this.head;
  }
  /** When the session ends if nothing else is called (epoch ms); null before any call. */
  get sessionEnd(): number | null {
    return this.sessionEndAt;
  }
  getTokens(): SessionTokens | null {
    return this.tokens;
  }
  setTokens(tokens: SessionTokens | null): void {
    this.tokens = tokens;
    this.signedOut = tokens === null;
    this.emit('tokens', tokens);
  }

  /**
   * Cancels every request under way (they reject with a network error, a refresh among them
   * without emitting a logout). Called before logging out: a request in flight would
   * otherwise come back 401 from the revoked token and try a refresh with a revoked one.
   */
  abortPending(): void {
    this.pending.abort();
    this.pending = new AbortController();
  }

  on<K extends keyof ApiClientEvents>(name: K, listener: Listener<ApiClientEvents[K]>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  private emit<K extends keyof ApiClientEvents>(name: K, detail: ApiClientEvents[K]): void {
    for (const listener of this.listeners.get(name) ?? []) (listener as Listener<ApiClientEvents[K]>)(detail);
  }

  // ---- calls -------------------------------------------------------------

  /** Calls an endpoint of the contract; resolves with the validated answer or rejects with an ApiError. */
  async call<D extends EndpointDef>(endpoint: D, ...[input, options]: CallArgs<D>): Promise<EndpointOutput<D>> {
    const response = await this.send(endpoint, (input ?? {}) as RequestParts, options);
    const answer = (await this.readAnswer(endpoint, response)) as EndpointOutput<D>;
    if (endpoint.writes?.length) this.emit('wrote', endpoint.writes);
    return answer;
  }

  /**
   * A call whose endpoint is still loading: the request leaves now from its address, and its answer is validated
   * once `endpoint` (its module, with zod) has arrived. Route loaders send a screen's first request with it.
   */
  async callEarly<D extends EndpointDef>(address: EndpointAddress<D>, endpoint: Promise<D>, ...[input, options]: CallArgs<D>): Promise<EndpointOutput<D>> {
    const response = this.send(address, (input ?? {}) as RequestParts, options);
    // Read below once the endpoint is there; a failure to load it must not leave this rejection unhandled.
    response.catch(() => undefined);
    const loaded = await endpoint;
    return this.readAnswer(loaded, await response) as Promise<EndpointOutput<D>>;
  }

  /**
   * Fetches a file endpoint with a fresh one-use temporary token and returns the raw
   * response: its body is a stream, so a caller in Node can pipe it to disk.
   */
  async download<D extends EndpointDef>(endpoint: D, input: Omit<EndpointInput<D>, 'query'> & { query?: Record<string, string> }, options?: CallOptions): Promise<Response> {
    const url = await this.downloadUrl(endpoint, input);
    let response: Response;
    try {
      response = await (await this.fetcher).raw(url, { ...(options?.signal ? { signal: options.signal } : {}), responseType: 'stream' });
    } catch (cause) {
      throw networkError(endpoint.name, cause);
    }
    this.observe(endpoint, response);
    if (!response.ok) throw await errorFromAnswer(endpoint.name, response.status, await readJson(response));
    return response;
  }

  /** A ready-to-open URL of a file endpoint, carrying a one-use temporary token in `tk` (add `inline: 'true'` to preview). */
  async downloadUrl<D extends EndpointDef>(endpoint: D, input: Omit<EndpointInput<D>, 'query'> & { query?: Record<string, string> }): Promise<string> {
    const { token } = await this.call((await loadAuth()).getTemporaryToken, { body: { maxUsages: 1 } });
    return this.publicUrl(endpoint, { ...input, query: { ...(input.query ?? {}), [DOWNLOAD_TOKEN_PARAM]: token } });
  }

  /** The URL of a public file endpoint, to open as is (a shared document: no session, no token). */
  publicUrl<D extends EndpointDef>(endpoint: D, input: Omit<EndpointInput<D>, 'query'> & { query?: Record<string, string> }): string {
    const search = new URLSearchParams(input.query ?? {}).toString();
    return `${this.baseUrl}${fillPath(endpoint.path, input.params as Record<string, unknown>)}${search ? `?${search}` : ''}`;
  }

  /** Sends, refreshing the token once on a 401 of a private call and replaying the request. */
  private async send(endpoint: EndpointAddress, input: RequestParts, options: CallOptions | undefined): Promise<FetchResponse<unknown>> {
    const isPrivate = endpoint.access !== 'public';
    if (isPrivate && this.refreshing) await this.refreshing.catch(() => undefined);
    const usedToken = this.tokens?.token ?? null;
    // After a logout, a screen's late effect (its chunk or its contract still loading) sends nothing.
    if (endpoint.access === 'private' && !usedToken && this.signedOut) throw new ApiError(401, 'SIGNED_OUT', MESSAGES.genericError, endpoint.name);
    let response = await this.request(endpoint, input, usedToken, options);
    // A pre-authentication (TOTP step) session has no refresh token: its 401 is final and keeps the token.
    if (response.status === 401 && endpoint.access === 'private' && usedToken && this.tokens?.refreshToken) {
      const fresh = await this.freshTokens(usedToken, endpoint.name);
      response = await this.request(endpoint, input, fresh.token, options);
    }
    return response;
  }

  /** Tokens newer than `staleToken`: the current ones if another call already refreshed, else one shared refresh call. */
  private freshTokens(staleToken: string, endpointName: string): Promise<SessionTokens> {
    if (this.tokens && this.tokens.token !== staleToken) return Promise.resolve(this.tokens);
    if (!this.refreshing) {
      const refreshToken = this.tokens?.refreshToken ?? '';
      const generation = this.pending;
      this.refreshing = (async () => {
        const tokens = await this.call((await loadAuth()).refreshTokens, { body: { refreshToken } });
        const next = { token: tokens.token, refreshToken: tokens.refreshToken };
        this.setTokens(next);
        return next;
      })()
        .catch((error: unknown) => {
          // Cancelled by abortPending (a logout under way): the session ends there, not here.
          if (generation.signal.aborted) throw error;
          this.tokens = null;
          this.emit('tokens', null);
          this.emit('logout', { reason: 'refresh-failed' });
          throw error instanceof ApiError ? new ApiError(401, 'UNAUTHENTICATED', error.message, endpointName) : error;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  private async request(endpoint: EndpointAddress & Partial<Pick<D0, 'response'>>, input: RequestParts, token: string | null, options: CallOptions | undefined): Promise<FetchResponse<unknown>> {
    const headers: Record<string, string> = { [HEADERS.clientContext]: this.contextHeader, Accept: 'application/json' };
    if (token && endpoint.access !== 'public') headers.Authorization = `Bearer ${token}`;
    // A body goes where the caller gives one: the contract's types allow it only where the endpoint declares it.
    const body = input.body === undefined ? undefined : endpoint.bodyType === 'multipart' ? toFormData(input.body as Record<string, unknown>) : input.body;
    let response: FetchResponse<unknown>;
    try {
      response = await (await this.fetcher).raw(fillPath(endpoint.path, input.params as Record<string, unknown>), {
        method: endpoint.method,
        headers,
        ...(input.query ? { query: dropEmpty(input.query) } : {}),
        ...(body !== undefined ? { body: body as Record<string, unknown> | FormData } : {}),
        responseType: endpoint.response === FILE ? 'blob' : 'text',
        signal: options?.signal ? AbortSignal.any([options.signal, this.pending.signal]) : this.pending.signal,
      });
    } catch (cause) {
      throw networkError(endpoint.name, cause);
    }
    this.observe(endpoint, response);
    return response;
  }

  /** Head version, maintenance and session end, read off every answer. */
  private observe(endpoint: EndpointAddress, response: Response): void {
    const head = response.headers.get(HEADERS.headVersion);
    if (head && head !== this.head) {
      this.head = head;
      this.emit('headVersion', head);
    }
    if (MAINTENANCE_STATUSES.has(response.status)) this.setMaintenance(true);
    else if (response.ok) this.setMaintenance(false);
    if (response.ok && endpoint.extendsSession !== false) {
      this.sessionEndAt = this.now() + SESSION_DURATION_MS;
      this.emit('sessionEnd', this.sessionEndAt);
    }
  }

  private setMaintenance(on: boolean): void {
    if (on === this.maintenanceOn) return;
    this.maintenanceOn = on;
    this.emit('maintenance', on);
  }

  private async readAnswer(endpoint: D0, response: FetchResponse<unknown>): Promise<unknown> {
    const raw = response._data;
    if (!response.ok) throw await errorFromAnswer(endpoint.name, response.status, parseText(raw));
    if (endpoint.response === EMPTY) return undefined;
    if (endpoint.response === FILE) return raw;
    const parsed = endpoint.response.safeParse(parseText(raw));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw contractError(endpoint.name, issue?.path.map(String).join('.') ?? '', issue?.message ?? '');
    }
    return parsed.data;
  }
}

type D0 = EndpointDef;
type RequestParts = { params?: unknown; query?: Record<string, unknown>; body?: unknown };
type CallArgs<D extends EndpointDef> = RequiredKeys<EndpointInput<D>> extends never
  ? [input?: EndpointInput<D>, options?: CallOptions]
  : [input: EndpointInput<D>, options?: CallOptions];
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

function parseText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return parseText(await response.text());
  } catch {
    return undefined;
  }
}

function dropEmpty(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  return out;
}

/** Starts loading the client's transport (ofetch), which a client's creation asks for: for a request due before any client exists. */
export function preloadTransport(): void {
  import('ofetch').catch(() => undefined);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}

export { ApiError } from './errors';
