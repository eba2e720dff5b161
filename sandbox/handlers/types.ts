/**
 * The handler table, typed from the contract: a handler receives the validated
 * params, query and body and the session, and returns the endpoint's answer.
 */
import type * as z from 'zod/mini';
import type { Switches } from '../../src/api/contract/sandbox';
import type { BodyOf, EndpointDef, FILE, ParamsOf, QueryOf } from '../../src/api/endpoint';
import type { Clock } from '../clock';
import type { Db } from '../store/db';
import type { Throttle } from '../security/throttle';
import type { Session } from '../store/tokens';

/** What every handler may reach besides its input. */
/** What a helper needs of the app to read and write at the sandbox's time. */
export type DbAndClock = Pick<App, 'db' | 'clock'>;

export interface App {
  db: Db;
  accessTokenTtlMs: number;
  switches: Switches;
  /** Failed sign-in attempts of this instance (security/throttle.ts). */
  throttle: Throttle;
  /**
   * Portal pages a password-reset link may point to (SandboxOptions.portalUrls, else the sandbox's
   * own page once listening); never taken from the request's Origin, Host or X-Forwarded-Host.
   */
  portalUrls: string[];
  /** The sandbox's time: every rule that reads « now » asks it. */
  clock: Clock;
}

/** A file answer: the server sets Content-Type, Content-Length and Content-Disposition. */
export interface FileAnswer {
  name: string;
  mimeType: string;
  bytes: Buffer;
  inline: boolean;
  /** The sandbox drew it itself (the news' SVG screenshots, never an upload): served with its own type, inline as asked. */
  drawn?: true;
}

export interface HandlerInput<D extends EndpointDef> {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
  /** Always present on private and totp endpoints (the server answers 401 before); on public ones, the bearer's session if any. */
  session: D['access'] extends 'public' ? Session | null : Session;
  /** Bearer token as sent (logout revokes it even if it is no longer valid). */
  bearer: string | null;
  /** The caller's IP address, as the socket sees it (sign-in attempts are counted per address too). */
  clientAddress: string;
  app: App;
}

export type AnswerOf<D extends EndpointDef> = D['response'] extends z.ZodMiniType
  ? z.input<D['response']>
  : D['response'] extends typeof FILE
    ? FileAnswer | Promise<FileAnswer>
    : void;

export type Handler<D extends EndpointDef> = (input: HandlerInput<D>) => AnswerOf<D>;

type EndpointKeys<M> = { [K in keyof M]: M[K] extends EndpointDef ? K : never }[keyof M];

/** One handler per endpoint a contract module exports, under the same export name. */
export type HandlersOf<M> = { [K in EndpointKeys<M>]: M[K] extends EndpointDef ? Handler<M[K]> : never };

export interface BoundHandler {
  endpoint: EndpointDef;
  handler: Handler<EndpointDef>;
}

export function handlersFor<M extends object>(module: M, handlers: HandlersOf<M>): BoundHandler[] {
  return Object.entries(handlers).map(([key, handler]) => ({
    endpoint: (module as Record<string, EndpointDef>)[key]!,
    handler: handler as Handler<EndpointDef>,
  }));
}
