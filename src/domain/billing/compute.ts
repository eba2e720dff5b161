/**
 * The lines of a bill from the month's prestations (planning events), the family's price
 * grid and the VAT rate: hours by prestation type, kilometres, night, Sunday and holiday
 * increases. Pure: the sandbox computes bills with it and the portal could preview with it.
 *
 * Decisions (the spec names the item types only):
 * - Prices are VAT-included cents per hour (per kilometre for KMS); a line's amount is rounded
 *   once; VAT-excluded and VAT are split per line (`splitVat`), and a bill's totals are the sums
 *   of its lines, so they always add up to the cent.
 * - Increases are extra lines on top of the hours (`increasedParts`, the same rule as pay's): night hours are 22:00–06:00, Sundays the
 *   whole day, public holidays the whole day (`holidays.ts`). A minute gets one increase only,
 *   the highest kind: holiday, then Sunday, then night.
 * - 25 December and 1 May are increased only when the agency enables it (one option each);
 *   the other public holidays always are.
 */
import { sharedTotal } from '../families/sharedCare';
import { MINUTES_PER_DAY, timeToMinutes } from '../time';
import { isChristmasOrMayDay, isFrenchHoliday } from './holidays';
import { BILL_ITEM_TYPE_LABELS, type BillItemType } from './labels';
import { distanceAmount, hoursAmount, splitVat, sumCents, type VatRate, type VatSplit } from './money';

export interface Prestation {
  /** 'YYYY-MM-DD', wall clock. */
  day: string;
  startTime: string;
  /** Not after the start: the next day (a night shift). */
  endTime: string;
  prestationTypeId: number;
  /** Tenths of a kilometre travelled for this prestation. */
  kmTenths: number;
  /**
   * The family's part of it (hours, increases and kilometres): 1 by default, 1/N for an event of
   * a shared care of N families. The sums are rounded to the minute and the tenth of a kilometre
   * (`sharedTotal`).
   */
  share?: number;
}

/** The agency's or the family's increases: the percentage of the hourly rate added to each such minute. */
export interface IncreasePercents {
  nightIncreasePercent: number;
  sundayIncreasePercent: number;
  holidayIncreasePercent: number;
}

export interface GridPrices extends IncreasePercents {
  /** VAT-included cents per hour, by prestation type id. */
  hourly: Readonly<Record<number, number>>;
  perKmCents: number;
}

export interface IncreaseOptions {
  christmasIncrease: boolean;
  mayDayIncrease: boolean;
}

/** The agency's two options as the session gives them (absent: not increased, as a new agency). */
export function agencyIncreaseOptions(agency: { christmasIncreaseEnabled?: boolean | undefined; mayDayIncreaseEnabled?: boolean | undefined } | null | undefined): IncreaseOptions {
  return { christmasIncrease: agency?.christmasIncreaseEnabled === true, mayDayIncrease: agency?.mayDayIncreaseEnabled === true };
}

export interface ComputedItem extends VatSplit {
  type: BillItemType;
  label: string;
  prestationTypeId: number | null;
  /** Minutes for hours and increases, tenths of a kilometre for KMS. */
  quantity: number;
  /** VAT-included cents per hour or per kilometre. */
  unitPrice: number;
  /** The increase's percentage, 100 for plain hours and kilometres. */
  percent: number;
}

export interface MinuteCounts {
  total: number;
  night: number;
  sunday: number;
  holiday: number;
}

const NIGHT_END = 6 * 60;
const NIGHT_START = 22 * 60;

function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes of one prestation by kind of increase (each minute counted once, holiday before Sunday before night). */
export function countMinutes(prestation: Pick<Prestation, 'day' | 'startTime' | 'endTime'>, options: IncreaseOptions): MinuteCounts {
  const start = timeToMinutes(prestation.startTime) ?? 0;
  const rawEnd = timeToMinutes(prestation.endTime) ?? 0;
  const end = rawEnd > start ? rawEnd : rawEnd + MINUTES_PER_DAY;
  const counts: MinuteCounts = { total: end - start, night: 0, sunday: 0, holiday: 0 };
  for (let offset = 0; offset * MINUTES_PER_DAY < end; offset++) {
    const day = dayAfter(prestation.day, offset);
    const from = Math.max(start, offset * MINUTES_PER_DAY) - offset * MINUTES_PER_DAY;
    const to = Math.min(end, (offset + 1) * MINUTES_PER_DAY) - offset * MINUTES_PER_DAY;
    if (to <= from) continue;
    const increasedHoliday = isFrenchHoliday(day) && (!isChristmasOrMayDay(day) || (day.slice(5) === '12-25' ? options.christmasIncrease : options.mayDayIncrease));
    if (increasedHoliday) counts.holiday += to - from;
    else if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) counts.sunday += to - from;
    else counts.night += Math.max(0, Math.min(to, NIGHT_END) - from) + Math.max(0, to - Math.max(from, NIGHT_START));
  }
  return counts;
}

/** The increased (majorées) minutes: nights, Sundays and holidays, each minute once; reports and the Silae export count these. */
export const increasedMinutes = (counts: MinuteCounts): number => counts.night + counts.sunday + counts.holiday;

/**
 * The increase rule, one for bills and pay: every minute at the hourly rate (100 %), and on top
 * each night, Sunday or holiday minute at its increase's percentage; the parts with no minute or
 * no percentage are left out.
 */
export function increasedParts(counts: MinuteCounts, percents: IncreasePercents): { type: BillItemType; minutes: number; percent: number }[] {
  const parts: [BillItemType, number, number][] = [
    ['HOURS', counts.total, 100],
    ['NIGHT_INCREASE', counts.night, percents.nightIncreasePercent],
    ['SUNDAY_INCREASE', counts.sunday, percents.sundayIncreasePercent],
    ['HOLIDAY_INCREASE', counts.holiday, percents.holidayIncreasePercent],
  ];
  return parts.filter(([, minutes, percent]) => minutes > 0 && percent > 0).map(([type, minutes, percent]) => ({ type, minutes, percent }));
}

/** What these minutes are worth at `hourlyCents` with their increases, each part rounded once as a bill's line is. */
export function increasedAmount(counts: MinuteCounts, hourlyCents: number, percents: IncreasePercents): number {
  return sumCents(increasedParts(counts, percents).map((part) => hoursAmount(part.minutes, hourlyCents, part.percent)));
}

function item(type: BillItemType, label: string, prestationTypeId: number | null, quantity: number, unitPrice: number, percent: number, amount: number, vatRate: VatRate): ComputedItem {
  return { type, label, prestationTypeId, quantity, unitPrice, percent, ...splitVat(amount, vatRate) };
}

/**
 * The bill's lines, in a fixed order (by prestation type: hours, night, Sunday, holiday; then
 * kilometres), without empty ones; null when a prestation's type has no price in the grid
 * (the bill is then LOCKED_MISSING_PRICE_GRID).
 */
export function computeBillItems(
  prestations: readonly Prestation[],
  grid: GridPrices,
  options: IncreaseOptions,
  vatRate: VatRate,
  prestationLabels: Readonly<Record<number, string>> = {},
): ComputedItem[] | null {
  const byType = new Map<number, { counts: MinuteCounts; share: number }[]>();
  for (const prestation of prestations) {
    if (grid.hourly[prestation.prestationTypeId] === undefined) return null;
    const parts = byType.get(prestation.prestationTypeId) ?? [];
    parts.push({ counts: countMinutes(prestation, options), share: prestation.share ?? 1 });
    byType.set(prestation.prestationTypeId, parts);
  }
  const kmTenths = sharedTotal(prestations.map((prestation) => [prestation.kmTenths, prestation.share ?? 1] as const));
  const items: ComputedItem[] = [];
  for (const [typeId, parts] of [...byType].sort(([a], [b]) => a - b)) {
    const sum = (kind: keyof MinuteCounts) => sharedTotal(parts.map(({ counts, share }) => [counts[kind], share] as const));
    const counts = { total: sum('total'), night: sum('night'), sunday: sum('sunday'), holiday: sum('holiday') };
    const rate = grid.hourly[typeId]!;
    const suffix = prestationLabels[typeId] ? ` — ${prestationLabels[typeId]}` : '';
    for (const { type, minutes, percent } of increasedParts(counts, grid)) {
      items.push(item(type, BILL_ITEM_TYPE_LABELS[type] + suffix, typeId, minutes, rate, percent, hoursAmount(minutes, rate, percent), vatRate));
    }
  }
  if (kmTenths > 0 && grid.perKmCents > 0) items.push(item('KMS', BILL_ITEM_TYPE_LABELS.KMS, null, kmTenths, grid.perKmCents, 100, distanceAmount(kmTenths, grid.perKmCents), vatRate));
  return items;
}

export interface BillTotals {
  vatIncludedAmount: number;
  vatExcludedAmount: number;
  vatAmount: number;
}

/** A bill's totals: the sums of its lines' columns. */
export function billTotals(items: readonly VatSplit[]): BillTotals {
  return {
    vatIncludedAmount: sumCents(items.map((i) => i.vatIncluded)),
    vatExcludedAmount: sumCents(items.map((i) => i.vatExcluded)),
    vatAmount: sumCents(items.map((i) => i.vat)),
  };
}
