/**
 * The rules of a paye period, for the sandbox that refuses and the screen that explains: a
 * period is validated only once every contract's hours and allowances are; a down payment is
 * not more than what remains to pay.
 */
import { formatCents } from '../format/amount';
import type { RuleError } from '../rule';

interface PeriodLine { label: string; validatedMinutes: unknown; allowancesValidated: boolean }

/** What remains to validate, one line each: « Heures du contrat « … » », « Indemnités du contrat « … » ». */
export function missingValidations(contracts: readonly PeriodLine[]): string[] {
  return contracts.flatMap((c) => [
    ...(c.validatedMinutes ? [] : [`Heures du contrat « ${c.label} »`]),
    ...(c.allowancesValidated ? [] : [`Indemnités du contrat « ${c.label} »`]),
  ]);
}

export const PERIOD_INCOMPLETE_INTRO = 'La période ne peut pas être validée : il reste à valider';

export function periodValidationError(contracts: readonly PeriodLine[]): RuleError<'PAYE_PERIOD_INCOMPLETE'> | null {
  const missing = missingValidations(contracts);
  return missing.length ? { code: 'PAYE_PERIOD_INCOMPLETE', label: `${PERIOD_INCOMPLETE_INTRO} : ${missing.join(', ')}` } : null;
}

/** A down payment of `amountCents` while `remainingCents` remains to pay (before it). */
export function downPaymentError(amountCents: number, remainingCents: number): RuleError<'PAYE_DOWN_PAYMENT_TOO_HIGH'> | null {
  if (amountCents <= remainingCents) return null;
  return {
    code: 'PAYE_DOWN_PAYMENT_TOO_HIGH',
    label: `L’acompte (${formatCents(amountCents)}) dépasse ce qui reste à verser (${formatCents(Math.max(0, remainingCents))})`,
  };
}
