/**
 * The one error type of every failed call, with the spec's French message (000 §8).
 * Without zod: the error of a failed answer is read by `answers.ts`, which the client
 * loads with its first answer.
 */
import type { ErrorBody } from './contract/common';
import { MESSAGES } from '../domain/messages';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** First `errors[].code` of the answer, else a code of the client's own (NETWORK_ERROR, HTTP_<status>, CONTRACT_VIOLATION). */
    readonly code: string,
    /** French message to show: the first `errors[].label`, else the generic message. */
    message: string,
    /** The endpoint that failed, "domain.action". */
    readonly endpoint: string,
    /** Every error of the answer (validation errors list several). */
    readonly errors: ErrorBody['errors'] = [],
    /** For a contract violation: the path of the field that broke it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function networkError(endpoint: string, cause: unknown): ApiError {
  const error = new ApiError(0, 'NETWORK_ERROR', MESSAGES.genericError, endpoint);
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** An answer that does not match the contract: names the endpoint and the field. */
export function contractError(endpoint: string, field: string, detail: string): ApiError {
  return new ApiError(0, 'CONTRACT_VIOLATION', `Réponse non conforme au contrat (${endpoint}) : champ « ${field || '(racine)'} » ${detail}`, endpoint, [], field);
}
