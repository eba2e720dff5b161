/** Filter choices of the downloads centre (spec 000 §2.5): type, emitted flag, relevant year and month. */
import { EXPORT_TYPES } from '../../../api/contract/exports';
import { EXPORT_TYPE_LABELS } from '../../../domain/labels';
import { MIN_DATE } from '../../../domain/calendar';
import { MONTH_NAMES } from '../../../domain/format/date';
import type { SelectOption } from '../../ui/SelectField';

const ALL: SelectOption = { value: '', label: 'Tous' };

export const TYPE_OPTIONS: SelectOption[] = [ALL, ...EXPORT_TYPES.map((type) => ({ value: type, label: EXPORT_TYPE_LABELS[type] }))];
export const EMITTED_OPTIONS: SelectOption[] = [ALL, { value: 'false', label: 'Non émis' }, { value: 'true', label: 'Émis' }];
export const MONTH_OPTIONS: SelectOption[] = [{ value: '', label: 'Tous' }, ...MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))];

/** Years from this one back to the first date the portal accepts. */
export function yearOptions(thisYear: number): SelectOption[] {
  const first = Number(MIN_DATE.slice(0, 4));
  const years: SelectOption[] = [{ value: '', label: 'Toutes' }];
  for (let year = thisYear; year >= first; year--) years.push({ value: String(year), label: String(year) });
  return years;
}

export interface DownloadsFilters {
  type: string;
  emitted: string;
  year: string;
  month: string;
}

export const NO_FILTERS: DownloadsFilters = { type: '', emitted: '', year: '', month: '' };

/** The search body of the filters. */
export function searchBody(filters: DownloadsFilters, pageNumber: number, pageSize: number) {
  return {
    type: (filters.type || null) as (typeof EXPORT_TYPES)[number] | null,
    emitted: filters.emitted === '' ? null : filters.emitted === 'true',
    relevantYear: filters.year ? Number(filters.year) : null,
    relevantMonth: filters.month ? Number(filters.month) : null,
    pageNumber,
    pageSize,
  };
}
