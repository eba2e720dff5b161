/**
 * The ApiError of a failed answer, its error body validated against the contract. The
 * client loads this module with its first failed answer: it brings zod, which the
 * browser's entry chunk leaves out.
 */
import { ErrorBody } from './contract/common';
import { ApiError } from './errors';
import { MESSAGES } from '../domain/messages';

/** Builds the error of a failed HTTP answer from its status and (maybe absent or malformed) body. */
export function errorFromAnswer(endpoint: string, status: number, body: unknown): ApiError {
  const parsed = ErrorBody.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  return new ApiError(status, first?.code ?? `HTTP_${status}`, first?.label || MESSAGES.genericError, endpoint, parsed.success ? parsed.data.errors : []);
}

