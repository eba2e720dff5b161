/**
 * The CLI's clock: the machine's, or, when AGENCY_NOW is set ('2026-03-16T08:30', Paris
 * time, or an ISO instant), one that starts there and runs on: tests and demos run the
 * CLI on the same day as their sandbox.
 */
import type { Clock } from '../src/domain/clock';
import { clockOption } from '../src/domain/parisTime';
import { CliError, EXIT } from './exit-codes';

export type { Clock };

export function cliClock(env: NodeJS.ProcessEnv): Clock {
  const text = env.AGENCY_NOW?.trim();
  try {
    return clockOption(text || undefined);
  } catch {
    throw new CliError(`AGENCY_NOW illisible : « ${text} » (attendu : 2026-03-16T08:30, heure de Paris).`, EXIT.usage);
  }
}
