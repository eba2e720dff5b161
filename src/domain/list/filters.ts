/** How a list's filter reads on its button, and the choices it offers (kit of the people screens). */
import { formatDate } from '../format/date';
import { isRange, type ListFilter, type RangeFilter } from './listState';

export interface FilterChoice {
  value: string;
  label: string;
}

/** Choices of an enumeration from its labels table, in the table's order. */
export function choicesOf(labels: Readonly<Record<string, string>>): FilterChoice[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const bound = (value: string) => (isIsoDate(value) ? formatDate(value) : value);

/** What the filter's button shows after its label: one value's label, « 3 choix », a range; null when nothing is chosen. */
export function filterSummary(filter: ListFilter | undefined, choices?: readonly FilterChoice[]): string | null {
  if (!filter) return null;
  if (isRange(filter)) {
    if (filter.from && filter.to) return `${bound(filter.from)} – ${bound(filter.to)}`;
    if (filter.from) return isIsoDate(filter.from) ? `depuis le ${bound(filter.from)}` : `≥ ${filter.from}`;
    if (filter.to) return isIsoDate(filter.to) ? `jusqu’au ${bound(filter.to)}` : `≤ ${filter.to}`;
    return null;
  }
  if (filter.values.length === 0) return null;
  if (filter.values.length > 1) return `${filter.values.length} choix`;
  const value = filter.values[0]!;
  return choices?.find((choice) => choice.value === value)?.label ?? value;
}

/** A range with its bounds trimmed; an empty one is no filter. */
export function rangeFilter(range: RangeFilter): ListFilter | null {
  const from = range.from?.trim() || null;
  const to = range.to?.trim() || null;
  return from === null && to === null ? null : { from, to };
}
