/**
 * The hours of a paye period, from the month's planning events, counted as billing counts
 * them (`countMinutes` of billing: nights 22:00–06:00, Sundays, public holidays, each minute
 * once, the highest kind first), and the period's totals.
 *
 * Decisions (the spec names the calls only):
 * - A paye contract works for one family (its employer) or for the agency (`familyId` null):
 *   a family's contract gets that family's events; the agency's contract gets the events of
 *   the families no other contract of the employee names.
 * - The gross pay for hours is every minute at the hourly rate plus the night, Sunday and
 *   holiday minutes at the agency's increases (its price grid in force), by the one increase
 *   rule of billing (`increasedAmount`), each part rounded once.
 * - What remains to pay, before contributions (none are computed here: the payroll software
 *   does) = hours + allowances + bonuses − down payments.
 */
import { countMinutes, increasedAmount, type IncreaseOptions, type IncreasePercents, type MinuteCounts } from '../billing/compute';

export interface PayeEvent {
  familyId: number;
  /** 'YYYY-MM-DD', wall clock. */
  day: string;
  startTime: string;
  /** Not after the start: the next day (a night shift). */
  endTime: string;
}

export const NO_MINUTES: MinuteCounts = { total: 0, night: 0, sunday: 0, holiday: 0 };

/** Minutes of these events by kind, as billing counts them. */
export function monthMinutes(events: readonly PayeEvent[], options: IncreaseOptions): MinuteCounts {
  return events.reduce<MinuteCounts>((sum, event) => {
    const counts = countMinutes(event, options);
    return { total: sum.total + counts.total, night: sum.night + counts.night, sunday: sum.sunday + counts.sunday, holiday: sum.holiday + counts.holiday };
  }, NO_MINUTES);
}

/** The events each contract pays, by contract id (see the decision above). */
export function eventsByContract<E extends PayeEvent>(contracts: readonly { id: number; familyId: number | null }[], events: readonly E[]): Map<number, E[]> {
  const named = new Set(contracts.map((c) => c.familyId).filter((id): id is number => id !== null));
  return new Map(contracts.map((c) => [c.id, events.filter((e) => (c.familyId === null ? !named.has(e.familyId) : e.familyId === c.familyId))]));
}

/** Gross cents for these minutes at `hourlyRateCents`, increases included; and the part the increases add. */
export function grossPay(minutes: MinuteCounts, hourlyRateCents: number, increases: IncreasePercents): { amountCents: number; increasesCents: number } {
  const amountCents = increasedAmount(minutes, hourlyRateCents, increases);
  return { amountCents, increasesCents: amountCents - increasedAmount({ ...NO_MINUTES, total: minutes.total }, hourlyRateCents, increases) };
}

export interface PeriodTotals {
  hoursCents: number;
  allowancesCents: number;
  bonusesCents: number;
  downPaymentsCents: number;
  toPayBeforeContributionsCents: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function periodTotals(lines: readonly { amountCents: number; allowancesCents: number }[], bonuses: readonly { amountCents: number }[], downPayments: readonly { amountCents: number }[]): PeriodTotals {
  const hoursCents = sum(lines.map((l) => l.amountCents));
  const allowancesCents = sum(lines.map((l) => l.allowancesCents));
  const bonusesCents = sum(bonuses.map((b) => b.amountCents));
  const downPaymentsCents = sum(downPayments.map((d) => d.amountCents));
  return { hoursCents, allowancesCents, bonusesCents, downPaymentsCents, toPayBeforeContributionsCents: hoursCents + allowancesCents + bonusesCents - downPaymentsCents };
}
