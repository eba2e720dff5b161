/**
 * The hours of a paye period, from the month's planning events, counted as billing counts
 * them (`countMinutes` of billing: nights 22:00–06:00, Sundays, public holidays, each minute
 * once, the highest kind first), and the period's totals.
 *
 * Decisions (the spec names the calls only):
 * - A paye contract works for one family (its employer) or for the agency (`familyId` null):
 *   a family's contract gets that family's events; the agency's contract gets the events of
 *   the families no other contract of the employee names.
 * - An amount due for hours is minutes × hourly rate, rounded once per contract; increases
 *   are shown, not paid extra (the payroll software applies the collective agreement).
 * - Net to pay = hours + allowances + bonuses − down payments.
 */
import { countMinutes, type IncreaseOptions, type MinuteCounts } from '../billing/compute';

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

/** Cents due for `minutes` at `hourlyRateCents` per hour, rounded once. */
export const hoursAmountCents = (minutes: number, hourlyRateCents: number) => Math.round((minutes * hourlyRateCents) / 60);

export interface PeriodTotals {
  hoursCents: number;
  allowancesCents: number;
  bonusesCents: number;
  downPaymentsCents: number;
  netToPayCents: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function periodTotals(lines: readonly { amountCents: number; allowancesCents: number }[], bonuses: readonly { amountCents: number }[], downPayments: readonly { amountCents: number }[]): PeriodTotals {
  const hoursCents = sum(lines.map((l) => l.amountCents));
  const allowancesCents = sum(lines.map((l) => l.allowancesCents));
  const bonusesCents = sum(bonuses.map((b) => b.amountCents));
  const downPaymentsCents = sum(downPayments.map((d) => d.amountCents));
  return { hoursCents, allowancesCents, bonusesCents, downPaymentsCents, netToPayCents: hoursCents + allowancesCents + bonusesCents - downPaymentsCents };
}
