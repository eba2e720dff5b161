/**
 * The planning overview of a family or a professional (spec 001 §2 Planning overview, §3
 * Monthly activity overview data): events grouped by day, the timesheets' completion, and
 * the six months of the hours chart.
 */
import { formatDayMonth } from './format/date';
import { percentageColour, type PercentageColour } from './scales';

export interface DayGroup<E> {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** 'lundi 24 novembre'. */
  label: string;
  events: E[];
}

/** Consecutive events of the same day together, in the order given (soonest or latest first). */
export function groupByDay<E extends { day: string }>(events: readonly E[]): DayGroup<E>[] {
  const groups: DayGroup<E>[] = [];
  for (const event of events) {
    const last = groups.at(-1);
    if (last?.day === event.day) last.events.push(event);
    else groups.push({ day: event.day, label: formatDayMonth(event.day), events: [event] });
  }
  return groups;
}

/**
 * The share of the month's slots the family has confirmed, whole percent rounded down, over
 * the timesheets given; null when they have no slot. Coloured as the spec's percentages are.
 */
export function timesheetCompletion(sheets: readonly { slotsCount: number; customerSlotsCount: number }[]): { percent: number; colour: PercentageColour } | null {
  const slots = sheets.reduce((sum, sheet) => sum + sheet.slotsCount, 0);
  if (slots === 0) return null;
  const percent = Math.floor((sheets.reduce((sum, sheet) => sum + sheet.customerSlotsCount, 0) * 100) / slots);
  return { percent, colour: percentageColour(percent) };
}

/** The chart's months: the planned minutes of each report and the increased ones among them, a month not yet validated marked provisional. */
export function chartMonths(reports: readonly { month: string; validated: boolean; durations: { total: number; totalIncreased: number } }[]) {
  return reports.map((report) => ({ month: report.month, minutes: report.durations.total, increased: report.durations.totalIncreased, provisional: !report.validated }));
}
