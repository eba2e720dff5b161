/** Errors a handler throws; the server turns them into `{ errors: [{ code, label, field? }] }` answers. */
import type { ErrorBody } from '../../src/api/contract/common';
import { ERROR_LABELS, MESSAGES } from '../../src/domain/messages';
import type { RuleError } from '../../src/domain/rule';

export type ErrorEntry = ErrorBody['errors'][number];

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorEntry[],
    /** Headers of the answer besides the JSON ones, e.g. Retry-After of a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(errors[0]?.label ?? MESSAGES.genericError);
  }
}

/** One error with the label of its code (ERROR_LABELS), unless a label is given. */
export function httpError(status: number, code: string, label?: string, field?: string): HttpError {
  const entry: ErrorEntry = { code, label: label ?? ERROR_LABELS[code] ?? MESSAGES.genericError };
  if (field) entry.field = field;
  return new HttpError(status, [entry]);
}

/** A 400 with the domain rule's code and label when the rule refuses (`src/domain/rule.ts`). */
export function refuse(error: RuleError | null): void {
  if (error) throw httpError(400, error.code, error.label);
}

export const unauthenticated = () => httpError(401, 'UNAUTHENTICATED');
export const forbidden = () => httpError(403, 'FORBIDDEN');
export const notFound = () => httpError(404, 'NOT_FOUND');
export const parametersError = (label: string, field: string) => httpError(400, 'PARAMETERS_ERROR', label, field);

/** A 400 `PARAMETERS_ERROR` listing each field in error (`{ field: message }`, undefined or null: no error), its French message as label. */
export function throwFieldErrors(errors: Readonly<Record<string, string | null | undefined>>): void {
  const entries = Object.entries(errors).flatMap(([field, label]) => (label ? [{ code: 'PARAMETERS_ERROR', label, field }] : []));
  if (entries.length) throw new HttpError(400, entries);
}
