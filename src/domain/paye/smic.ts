/**
 * The legal minimum hourly wage (SMIC horaire brut), by the day it came into force (the decree
 * published each year in the Journal officiel): a paye contract's hourly rate cannot be lower
 * than the one in force. Add a row at each revaluation; the rows stay, for past periods.
 */
import { formatDate } from '../format/date';
import { formatCents } from '../format/amount';
import type { RuleError } from '../rule';

export const SMIC_HOURLY_GROSS: readonly { from: string; cents: number }[] = [
  { from: '2025-01-01', cents: 11_88 },
  // Revaluation of 1 January 2026 (decree of December 2025): 12,02 € brut horaire.
  { from: '2026-01-01', cents: 12_02 },
];

/** The SMIC in force on `day` ('YYYY-MM-DD'): the latest row from before it; null before the first row. */
export function smicOn(day: string): { from: string; cents: number } | null {
  return [...SMIC_HOURLY_GROSS].reverse().find((row) => row.from <= day) ?? null;
}

/**
 * Decided: refused, not confirmed (docs/decisions.md): a rate below the SMIC is unlawful for the
 * agency's employees. `day` is the later of the contract's start and today: a rate set for an
 * earlier start must still be the SMIC of today.
 */
export function belowSmicError(hourlyRateCents: number, day: string): RuleError<'PAYE_RATE_BELOW_SMIC'> | null {
  const smic = smicOn(day);
  if (!smic || hourlyRateCents >= smic.cents) return null;
  return {
    code: 'PAYE_RATE_BELOW_SMIC',
    label: `Le taux horaire brut (${formatCents(hourlyRateCents)}) est inférieur au SMIC horaire brut en vigueur (${formatCents(smic.cents)} depuis le ${formatDate(smic.from)})`,
  };
}

/**
 * For a form, which knows no « today »: the latest SMIC known. The server's day is the later of
 * the start and today, so after the latest row's start: the same figure, unless a revaluation
 * is entered ahead of its date (the form is then stricter a few days early).
 */
export const latestSmicError = (hourlyRateCents: number) => belowSmicError(hourlyRateCents, SMIC_HOURLY_GROSS[SMIC_HOURLY_GROSS.length - 1]!.from);
