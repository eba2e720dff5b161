/**
 * The rules of the paye and work contract forms (src/domain/form/rules.ts): amounts typed in
 * euros ('12,50', '1 200') read into cents, strictly positive; an hourly rate not below the
 * SMIC; a down payment not above what remains to pay; a CDD needs its end date.
 */
import { BILLING_TEXTS } from '../billing/texts';
import type { FormRules } from '../form/rules';
import { parseAmountToCents } from '../format/amount';
import { downPaymentError } from './rules';
import { latestSmicError } from './smic';

const positiveCents = (text: string) => {
  const cents = parseAmountToCents(text);
  return cents !== null && cents > 0 ? cents : null;
};

/** The cents of an amount checked by `AMOUNT_RULE` (0 when not: the rule stops the submit first). */
export const centsOf = (text: string) => positiveCents(text) ?? 0;

export const AMOUNT_RULE = { required: true, check: (text: string) => (positiveCents(text) === null ? BILLING_TEXTS.invalidAmount : null) } as const;
export const OPTIONAL_AMOUNT_RULE = { check: AMOUNT_RULE.check } as const;

export const BONUS_RULES: FormRules<'label' | 'amount'> = { label: { required: true, max: 150 }, amount: AMOUNT_RULE };
/** A down payment's amount: positive, and not above what remains to pay (`downPaymentError`). */
export const downPaymentRules = (remainingCents: number): FormRules<'amount'> => ({
  amount: { required: true, check: (text: string) => AMOUNT_RULE.check(text) ?? downPaymentError(centsOf(text), remainingCents)?.label ?? null },
});

export type PayeContractField = 'label' | 'startDate' | 'hourlyRate' | 'monthlySalary';
/** An hourly rate: a positive amount, not below the SMIC (`smic.ts`). */
export const HOURLY_RATE_RULE = { required: true, check: (text: string) => AMOUNT_RULE.check(text) ?? latestSmicError(centsOf(text))?.label ?? null } as const;

export const PAYE_CONTRACT_RULES: FormRules<PayeContractField> = {
  label: { required: true, max: 150 }, startDate: { required: true }, hourlyRate: HOURLY_RATE_RULE, monthlySalary: OPTIONAL_AMOUNT_RULE,
};

export type WorkContractField = 'type' | 'jobTitle' | 'startDate' | 'endDate' | 'weeklyHours' | 'hourlyRate';
export const WORK_CONTRACT_RULES: FormRules<WorkContractField> = {
  type: { required: true },
  jobTitle: { required: true, max: 150 },
  startDate: { required: true },
  endDate: { required: (values) => values.type === 'CDD' },
  weeklyHours: { required: true, check: (text) => (weeklyHoursOf(text) === null ? 'Entre 1 et 48 heures par semaine' : null) },
  hourlyRate: HOURLY_RATE_RULE,
};

/** Weekly hours typed '24,5' or '35': a number from 1 to 48, else null. */
export function weeklyHoursOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= 1 && value <= 48 ? value : null;
}
