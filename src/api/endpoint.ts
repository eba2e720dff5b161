/**
 * One endpoint of the API, declared once. The client builds its requests from
 * these declarations and the sandbox routes and validates with the same ones:
 * nothing else in the code base restates a path or a shape.
 */
import type * as z from 'zod/mini';
import type { Gate } from '../domain/agency/gates';
import type { AcceptedTypes } from '../domain/files/fileTypes';
import type { HttpMethod, Role } from '../domain/roles';
import type { Resource } from './resources';

// The roles and who may call what are the domain's rule (src/domain/roles.ts); the contract's modules read them here.
export { BACK_OFFICE_ROLES, ROLES, mayCall, type HttpMethod, type Role } from '../domain/roles';

/** A file answer (download): the body is the file itself, not JSON. */
export const FILE = 'file' as const;
/** An empty answer (204 No Content). */
export const EMPTY = 'empty' as const;

type AnySchema = z.ZodMiniType;

export interface EndpointDef {
  /** Stable name, "domain.action": used in error messages and by the sandbox's handler table. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path with `{param}` placeholders, as the spec writes them. */
  readonly path: string;
  /** public: no token; private: a valid access token; totp: the pre-authentication token of the TOTP step is enough. */
  readonly access: 'public' | 'private' | 'totp';
  /** Roles allowed to call it (BACK_OFFICE_ROLES when absent, see `mayCall`). The sandbox answers 403 to the others. */
  readonly roles?: readonly Role[];
  /** The agency's options and the adviser's right the call needs (src/domain/agency/gates.ts); the sandbox answers 403 otherwise. */
  readonly gate?: Gate;
  /** Whether a call pushes the end of the session (2 h of inactivity) back: true unless the spec says otherwise. */
  readonly extendsSession?: boolean;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** How the body travels: JSON (default), or multipart/form-data (file uploads: see `toFormData`). */
  readonly bodyType?: 'json' | 'multipart';
  /** Largest body the server accepts (default 1 MB for JSON, 12 MB multipart): imports send whole files, tickets carry files in base64. */
  readonly maxBodyBytes?: number;
  /**
   * The body's file fields (a multipart file, or a list of base64 attachments) and the types each accepts
   * (`ACCEPTED_FILES`): the server tells a file's type from its bytes and refuses any other with 400, whatever its
   * declared type or name; the stored type is the one found.
   */
  readonly uploads?: Readonly<Record<string, AcceptedTypes>>;
  readonly response: AnySchema | typeof FILE | typeof EMPTY;
  /**
   * The resources its answer reads (src/api/resources.ts): the portal's cache keeps it until a write of one of them.
   * Every read declares it; `reads: []` only for the few answers that must never be kept (NEVER_KEPT, resourceCoverage.ts).
   */
  readonly reads?: readonly Resource[];
  /** The resources a successful call changes, everything the server changes: every answer reading one is dropped and asked again. */
  readonly writes?: readonly Resource[];
}

/**
 * Where and how an endpoint is called, without its schemas: what a route's loader needs to send a screen's first
 * request before the contract's module (zod) has loaded (`ApiClient.callEarly`).
 */
export type EndpointAddress<D extends EndpointDef = EndpointDef> = Pick<D, 'name' | 'method' | 'path' | 'access'> &
  Partial<Pick<D, 'bodyType' | 'extendsSession'>>;

/** Declares an endpoint; the identity function keeps the literal types for inference. */
export function endpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

type Infer<S> = S extends AnySchema ? z.infer<S> : never;
type InputOf<S> = S extends AnySchema ? z.input<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<D extends EndpointDef> = (D['params'] extends AnySchema ? { params: InputOf<D['params']> } : { params?: undefined }) &
  (D['query'] extends AnySchema ? { query?: InputOf<D['query']> } : { query?: undefined }) &
  (D['body'] extends AnySchema ? { body: InputOf<D['body']> } : { body?: undefined });

/** What the endpoint answers once validated. */
export type EndpointOutput<D extends EndpointDef> = D['response'] extends AnySchema
  ? Infer<D['response']>
  : D['response'] extends typeof FILE
    ? Blob
    : void;

export type ParamsOf<D extends EndpointDef> = D['params'] extends AnySchema ? Infer<D['params']> : Record<string, never>;
export type QueryOf<D extends EndpointDef> = D['query'] extends AnySchema ? Infer<D['query']> : Record<string, never>;
export type BodyOf<D extends EndpointDef> = D['body'] extends AnySchema ? Infer<D['body']> : undefined;

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '') throw new Error(`Paramètre de chemin manquant : ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Compiles a path into a matcher for the sandbox's router. */
export function pathMatcher(path: string): (pathname: string) => Record<string, string> | null {
  const keys: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    if (!match) return null;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => (params[key] = decodeURIComponent(match[i + 1] ?? '')));
    return params;
  };
}

/** A file of a multipart body, as the sandbox reads it and as a caller gives it. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && (value as UploadedFile).bytes instanceof Uint8Array;

/** A multipart body: each file a file part, each list one part per item (same name), the rest as text. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (isUploadedFile(item)) form.append(name, new Blob([item.bytes as Uint8Array<ArrayBuffer>], { type: item.mimeType }), item.fileName);
      else form.append(name, String(item));
    }
  }
  return form;
}
