/**
 * Amounts (spec 000 §1): two decimals, comma, grouped thousands, then the currency;
 * euro by default, Swiss franc for an agency of the Swiss school-vacation zone; an optional
 * K suffix shows thousands ('12,35 K€').
 *
 * Decision: the API exchanges amounts as integer cents (no floating-point drift in totals),
 * so `formatCents` is the one screens use; `formatAmount` takes a number of euros or francs
 * for values already in units (computed rates, the calculator).
 */
import type { Agency } from '../../api/contract/auth';
import { formatDecimal, withUnit } from './number';

export type Currency = 'EUR' | 'CHF';

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { EUR: '€', CHF: 'CHF' };

/** The agency's currency: CHF in the Swiss zone (SUISSE_GEN), € otherwise and when no agency is chosen. */
export function currencyOfAgency(agency: Pick<Agency, 'schoolVacationZone'> | null | undefined): Currency {
  return agency?.schoolVacationZone === 'SUISSE_GEN' ? 'CHF' : 'EUR';
}

export interface AmountOptions {
  /** € when absent. */
  readonly currency?: Currency;
  /** Shows thousands: 12 345,67 € → '12,35 K€'. */
  readonly kilo?: boolean;
}

/** `1234.5` → '1 234,50 €'; empty text for a missing amount. */
export function formatAmount(value: number | null | undefined, { currency = 'EUR', kilo = false }: AmountOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const symbol = CURRENCY_SYMBOLS[currency];
  return kilo ? withUnit(formatDecimal(value / 1000, 2), `K${symbol}`) : withUnit(formatDecimal(value, 2), symbol);
}

/** `123450` (cents) → '1 234,50 €'. */
export function formatCents(cents: number | null | undefined, options: AmountOptions = {}): string {
  return formatAmount(cents === null || cents === undefined ? cents : cents / 100, options);
}

/**
 * Reads an amount typed in a form ('1 234,56', '1234.5', '12 €', '-3,2') into integer cents;
 * null when it is not an amount or has more than two decimals. Spaces of any kind (grouped
 * thousands) and the currency are ignored; a comma or a point separates the decimals.
 * Read as text, digit by digit, so that no floating-point value ever stands in between.
 */
export function parseAmountToCents(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|CHF|EUR)$/i, '');
  const match = /^([-+]?)(\d+)(?:[.,](\d{0,2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign, whole, decimals = ''] = match;
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}
