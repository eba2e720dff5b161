/** Filter choices of the downloads centre (spec 000 §2.5): type, emitted flag, relevant year and month. */
import { EXPORT_TYPES } from '../../../api/contract/exports';
import { EXPORT_TYPE_LABELS } from '../../../domain/labels';
import { MIN_DATE } from '../../../domain/calendar';
import { MONTH_NAMES } from '../../../domain/format/date';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
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

/** The drawer's filters, kept by the drawer (a shell dialog is not a route: its list has no URL of its own). */
export const DOWNLOADS_CONFIG: ListConfig = { attributes: { type: 'enum', emitted: 'enum', year: 'enum', month: 'enum' }, defaultSort: null };

/** The search body of the list's state. */
export function searchBody(state: ListState) {
  const [type, emitted, year, month] = (['type', 'emitted', 'year', 'month'] as const).map((attribute) => chosenFilter(state, attribute));
  return {
    type: (type || null) as (typeof EXPORT_TYPES)[number] | null,
    emitted: emitted === '' ? null : emitted === 'true',
    relevantYear: year ? Number(year) : null,
    relevantMonth: month ? Number(month) : null,
    pageNumber: state.page,
    pageSize: state.pageSize,
  };
}
