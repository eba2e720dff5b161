/**
 * Shapes shared by every domain of the contract, including the decisions on
 * what the spec leaves "not shown" (see src/api/README.md for the list).
 */
import * as z from 'zod/mini';

/** Error body of every failed call: `{ errors: [{ code, label }] }`; the label is French, shown as is. */
export const ErrorBody = z.object({
  errors: z.array(z.object({ code: z.string(), label: z.string(), field: z.optional(z.string()) })),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Page of results, zero-based (`number` is the page index). */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    numberOfElements: z.number(),
    size: z.number(),
    number: z.number(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  numberOfElements: number;
  size: number;
  number: number;
  first: boolean;
  last: boolean;
}

/** Paging fields of a search body: zero-based page number, page size 1 to 500. */
export const pageRequest = {
  pageNumber: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(500)), 20),
};

/** Path parameter holding a numeric id (path parameters arrive as text). */
export const Id = z.coerce.number().check(z.int(), z.positive());
export const IdParams = z.object({ id: Id });

/** ISO 8601 date (YYYY-MM-DD) and date-time strings, as the API exchanges them. */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const IsoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/));

/** Names of the HTTP headers the spec mentions without naming them. */
export const HEADERS = {
  /** Sent by every caller: `key=value` pairs separated by `;`, see clientContextHeader(). */
  clientContext: 'X-Client-Context',
  /** Answered by the server on every response: the head portal version (semver). */
  headVersion: 'X-Head-Portal-Version',
} as const;

/** Who is calling: browser (or CLI) name and version, app version, and the app code ('BO' for the portal, 'CLI' for the CLI). */
export interface ClientContext {
  browserName: string;
  browserVersion: string;
  appVersion: string;
  app: 'BO' | 'CLI';
}

/** `browserName=Chrome;browserVersion=156.0;appVersion=0.1.0;app=BO` */
export function clientContextHeader(context: ClientContext): string {
  return (['browserName', 'browserVersion', 'appVersion', 'app'] as const)
    .map((key) => `${key}=${context[key].replace(/[;=\r\n]/g, ' ')}`)
    .join(';');
}

export function parseClientContextHeader(value: string | null | undefined): Partial<ClientContext> {
  const context: Record<string, string> = {};
  for (const pair of (value ?? '').split(';')) {
    const [key, ...rest] = pair.split('=');
    if (key && rest.length) context[key.trim()] = rest.join('=').trim();
  }
  return context as Partial<ClientContext>;
}

/** Query parameter carrying a one-use temporary token on download URLs. */
export const DOWNLOAD_TOKEN_PARAM = 'tk';
