/** Turns any failure into a French message and an exit code. */
import { ApiError } from '../src/api/errors';
import { CliError, EXIT } from './exit-codes';

export function explain(error: unknown, apiUrl: string): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return new CliError(`impossible de joindre l'API à ${apiUrl} (${describeCause(error)}).`, EXIT.failure);
    // Too many failed sign-ins (429) is an authentication failure too: a script must not retry at once.
    if (error.status === 401 || error.status === 429) return new CliError(error.message, EXIT.auth);
    return new CliError(error.message, EXIT.failure);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CliError(message, EXIT.failure);
}

function describeCause(error: ApiError): string {
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { cause?: { code?: string } } | undefined)?.cause?.code ?? (cause as { code?: string } | undefined)?.code;
  return code ?? (cause instanceof Error ? cause.message : 'réseau');
}
