/**
 * Sign-in cannot be guessed: after MAX_FAILURES failed attempts within WINDOW_SECONDS, on one
 * account or from one client address, the step answers 429 with Retry-After until the window
 * ends. Counted per step (login, TOTP, forgotten password, password change of « Mon compte »).
 * The store is rate-limiter-flexible's memory one, created per sandbox instance: a deployment
 * with several instances shares RateLimiterRedis or RateLimiterPostgres (sandbox/README.md).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { EndpointDef } from '../../src/api/endpoint';
import { tooManyAttempts } from '../../src/domain/messages';
import { HttpError } from '../http/errors';
import type { HandlerInput } from '../handlers/types';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

export type Throttle = RateLimiterMemory;

export function createThrottle(): Throttle {
  return new RateLimiterMemory({ points: MAX_FAILURES, duration: WINDOW_SECONDS });
}

/** What a throttled step counts: its keys, the ones a success clears, and what is a failure. */
interface Rule {
  /** The keys counted (an empty list: the call is not throttled, e.g. « Mon compte » without a password change). */
  keys(input: HandlerInput<EndpointDef>): { key: string; clearedBySuccess: boolean }[];
  /** Error codes that count as a failed guess; absent: every call counts (a mail is sent each time). */
  failures?: readonly string[];
}

const account = (step: string, who: string | number) => ({ key: `${step}:account:${String(who).trim().toLowerCase()}`, clearedBySuccess: true });
// The address is never cleared by a success: one's own account must not reset a guess at others.
const address = (step: string, input: HandlerInput<EndpointDef>) => ({ key: `${step}:address:${input.clientAddress}`, clearedBySuccess: false });

const bodyOf = (input: HandlerInput<EndpointDef>) => (input.body ?? {}) as unknown as Record<string, unknown>;

const RULES: Readonly<Record<string, Rule>> = {
  'auth.login': { keys: (input) => [account('login', String(bodyOf(input).login)), address('login', input)], failures: ['BAD_CREDENTIALS'] },
  'auth.totpCode': {
    keys: ({ session }) => (session ? [{ key: `totp:token:${session.token}`, clearedBySuccess: true }, account('totp', session.user.id)] : []),
    failures: ['BAD_TOTP_CODE'],
  },
  'auth.forgottenPassword': { keys: (input) => [account('forgotten', String(bodyOf(input).login)), address('forgotten', input)] },
  'account.update': {
    keys: (input) => (bodyOf(input).changingPassword && input.session ? [account('password', input.session.user.id), address('password', input)] : []),
    failures: ['INVALID_CREDENTIALS'],
  },
};

function tooMany(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, [{ code: 'TOO_MANY_ATTEMPTS', label: tooManyAttempts(Math.ceil(seconds / 60)) }], { 'Retry-After': String(seconds) });
}

const isFailure = (rule: Rule, error: unknown) =>
  !rule.failures || (error instanceof HttpError && error.errors.some((entry) => rule.failures!.includes(entry.code)));

/** Runs a call of a throttled step: refused while one of its keys is spent, its failures counted, a success clearing the account. */
export async function throttled<T>(throttle: Throttle, endpoint: EndpointDef, input: HandlerInput<EndpointDef>, run: () => T | Promise<T>): Promise<T> {
  const rule = RULES[endpoint.name];
  const keys = rule?.keys(input) ?? [];
  if (!rule || keys.length === 0) return run();
  const states = await Promise.all(keys.map(({ key }) => throttle.get(key)));
  const spent = states.filter((state) => state !== null && state.consumedPoints >= MAX_FAILURES).map((state) => state!.msBeforeNext);
  if (spent.length) throw tooMany(Math.max(...spent));
  const count = () => Promise.all(keys.map(({ key }) => throttle.penalty(key)));
  try {
    const answer = await run();
    if (rule.failures) await Promise.all(keys.filter((k) => k.clearedBySuccess).map(({ key }) => throttle.delete(key)));
    else await count();
    return answer;
  } catch (error) {
    if (isFailure(rule, error)) await count();
    throw error;
  }
}
