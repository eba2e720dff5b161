/**
 * The rules of fields where a number is typed as text (src/domain/form/rules.ts): an amount ('12,50', '1 200 €') read
 * into cents, a plain decimal ('12,5', '12.5'). Text that does not read gets the field's message, so the kit's form
 * never saves something else than what the field shows (a NaN turned into 0, an empty native number input).
 */
import { BILLING_TEXTS } from '../billing/texts';
import { parseAmountToCents } from '../format/amount';
import { MESSAGES } from '../messages';
import type { FieldRule } from './rules';

/** '12,5', ' 1 200.25 ' → the number; null when the text is not a decimal number. */
export function readDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(compact) ? Number(compact) : null;
}

/** An amount's rule: it reads, and `accept` takes its cents (a non-zero adjustment, a positive instalment). */
export function amountRule(accept: (cents: number) => boolean = () => true, required = false): FieldRule {
  return { required, check: (text) => { const cents = parseAmountToCents(text); return cents !== null && accept(cents) ? null : BILLING_TEXTS.invalidAmount; } };
}

/** A number's rule: it reads, and `accept` takes it (a percentage from 0 to 300). */
export function decimalRule(accept: (value: number) => boolean = () => true): FieldRule {
  return { check: (text) => { const value = readDecimal(text); return value !== null && accept(value) ? null : MESSAGES.invalidNumber; } };
}
