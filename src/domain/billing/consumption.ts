/**
 * Contract consumption (the issue's /billing/consumptionTracking and consumptionMonitoring;
 * spec 002 shows no call nor rule: decided here). A contract's hours of a month are the planned
 * sessions of the estimate it was made from that fall in the month (the sandbox computes them
 * with `estimates/planning.ts`); a contract without one counts its weekly minutes prorated to the
 * days it is in force that month (weekly × days / 7, `contractMinutes`); the planned hours
 * are the planning's; the consumption is planned ÷ contract in whole percent. Monitoring shows
 * the deviations: under 90 % or over 110 %.
 */
import { percentageColour, type PercentageColour } from '../scales';

export const DEVIATION_LOW = 90;
export const DEVIATION_HIGH = 110;

/** Minutes a contract of `weeklyMinutes` covers over `days` days, rounded to the minute. */
export function contractMinutes(weeklyMinutes: number, days: number): number {
  return Math.round((weeklyMinutes * days) / 7);
}

/** Whole percent of the contract's hours planned; null without contract hours. */
export function consumptionPercent(planned: number, contract: number): number | null {
  return contract > 0 ? Math.round((planned * 100) / contract) : null;
}

export function isDeviation(percent: number | null): boolean {
  return percent === null || percent < DEVIATION_LOW || percent > DEVIATION_HIGH;
}

/** The spec's percentage colours (red under 25, orange under 75, green otherwise); over 110 % is shown orange too. */
export function consumptionColour(percent: number | null): PercentageColour {
  if (percent === null) return 'red';
  return percent > DEVIATION_HIGH ? 'orange' : percentageColour(percent);
}
