/**
 * What a list screen shows (search text, filters, sort, page, page size), kept in the route's
 * query so that a reload or a shared link gives the same list and Back returns to it.
 *
 * The query reads as a director would write it: `?q=dupont&city=Lyon&city=Villeurbanne
 * &createdAt=2026-01-01..2026-06-30&sort=-createdAt&page=2&size=20`. Pages are counted from 1
 * in the URL (zero-based inside, as the API counts them); defaults are left out, so each list
 * has one canonical URL; a filter whose default is not empty writes `attribute=` when cleared.
 * Only the attributes the list declares are read: anything else in the query is ignored.
 */
import type { AttributeKind } from '../../api/contract/searchV2';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../pagination';

export type SortDirection = 'ASC' | 'DESC';
export interface ListSort {
  readonly attribute: string;
  readonly direction: SortDirection;
}

/** A filter's value: the chosen values (enums, texts picked from a distribution) or a range (numbers, dates). */
export interface ValuesFilter {
  readonly values: readonly string[];
}
export interface RangeFilter {
  readonly from: string | null;
  readonly to: string | null;
}
export type ListFilter = ValuesFilter | RangeFilter;

export interface ListState {
  readonly text: string;
  readonly filters: Readonly<Record<string, ListFilter>>;
  readonly sort: ListSort | null;
  /** Zero-based. */
  readonly page: number;
  readonly pageSize: number;
}

export interface ListConfig {
  /** The attributes that can be filtered or sorted, with their kind. */
  readonly attributes: Readonly<Record<string, AttributeKind>>;
  readonly defaultSort: ListSort | null;
  readonly defaultPageSize?: number;
  /** Filters applied when the query does not mention the attribute (/customers: the active ones). */
  readonly defaultFilters?: Readonly<Record<string, ListFilter>>;
  /** Query parameters of the route itself (/users?type=pro), carried over by every change of the list. */
  readonly routeQuery?: readonly string[];
  /** The direction a column's first click sorts in (ascending unless the list says otherwise: the tickets, newest first). */
  readonly firstSortDirection?: SortDirection;
}

const RESERVED = new Set(['q', 'sort', 'page', 'size']);
const RANGE_SEPARATOR = '..';

export function isRange(filter: ListFilter): filter is RangeFilter {
  return !('values' in filter);
}

function isEmptyFilter(filter: ListFilter): boolean {
  return isRange(filter) ? filter.from === null && filter.to === null : filter.values.length === 0;
}

const takesRange = (kind: AttributeKind | undefined) => kind === 'number' || kind === 'date';

function sameFilter(a: ListFilter | undefined, b: ListFilter | undefined): boolean {
  if (!a || !b) return (!a || isEmptyFilter(a)) && (!b || isEmptyFilter(b));
  if (isRange(a) || isRange(b)) return isRange(a) && isRange(b) && a.from === b.from && a.to === b.to;
  return a.values.length === b.values.length && [...a.values].sort().join('\u0000') === [...b.values].sort().join('\u0000');
}

export function defaultListState(config: ListConfig): ListState {
  return { text: '', filters: { ...(config.defaultFilters ?? {}) }, sort: config.defaultSort, page: 0, pageSize: config.defaultPageSize ?? DEFAULT_PAGE_SIZE };
}

function readSort(value: string | null, config: ListConfig): ListSort | null {
  if (!value) return config.defaultSort;
  const direction: SortDirection = value.startsWith('-') ? 'DESC' : 'ASC';
  const attribute = value.replace(/^-/, '');
  return attribute in config.attributes ? { attribute, direction } : config.defaultSort;
}

function readFilter(kind: AttributeKind, given: readonly string[]): ListFilter {
  if (takesRange(kind)) {
    const [from = '', to = ''] = (given[0] ?? '').split(RANGE_SEPARATOR);
    return { from: from || null, to: to || null };
  }
  return { values: given.filter((value) => value !== '') };
}

/** The list a query string describes (with or without its '?'). */
export function readListState(query: string, config: ListConfig): ListState {
  const search = new URLSearchParams(query.replace(/^\?/, ''));
  const base = defaultListState(config);
  const filters: Record<string, ListFilter> = { ...base.filters };
  for (const [attribute, kind] of Object.entries(config.attributes)) {
    if (RESERVED.has(attribute) || !search.has(attribute)) continue;
    const filter = readFilter(kind, search.getAll(attribute));
    if (isEmptyFilter(filter)) delete filters[attribute];
    else filters[attribute] = filter;
  }
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const size = Number.parseInt(search.get('size') ?? '', 10);
  return {
    text: search.get('q')?.trim() ?? '',
    filters,
    sort: readSort(search.get('sort'), config),
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : base.pageSize,
  };
}

/** The canonical query string of a list (without '?'; empty for the default list). */
export function writeListState(state: ListState, config: ListConfig): string {
  const search = new URLSearchParams();
  if (state.text.trim()) search.set('q', state.text.trim());
  const defaults = config.defaultFilters ?? {};
  for (const attribute of Object.keys(config.attributes)) {
    const filter = state.filters[attribute];
    if (sameFilter(filter, defaults[attribute])) continue;
    if (!filter || isEmptyFilter(filter)) search.append(attribute, '');
    else if (isRange(filter)) search.append(attribute, `${filter.from ?? ''}${RANGE_SEPARATOR}${filter.to ?? ''}`);
    else for (const value of filter.values) search.append(attribute, value);
  }
  const sort = state.sort;
  const defaultSort = config.defaultSort;
  if (sort && (sort.attribute !== defaultSort?.attribute || sort.direction !== defaultSort.direction)) {
    search.set('sort', `${sort.direction === 'DESC' ? '-' : ''}${sort.attribute}`);
  }
  if (state.page > 0) search.set('page', String(state.page + 1));
  if (state.pageSize !== (config.defaultPageSize ?? DEFAULT_PAGE_SIZE)) search.set('size', String(state.pageSize));
  return search.toString();
}

/** A list's query preceded by the route's own parameters, taken from the current query. */
export function withRouteQuery(current: string, listQuery: string, config: ListConfig): string {
  const from = new URLSearchParams(current);
  const kept = new URLSearchParams();
  for (const name of config.routeQuery ?? []) for (const value of from.getAll(name)) kept.append(name, value);
  return [kept.toString(), listQuery].filter(Boolean).join('&');
}

/** A change of what is searched (text, filters, page size) goes back to the first page; sorting too. */
export function changeList(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: 0 };
}

/** The same list with one filter set (an empty one removes it). */
export function withFilter(state: ListState, attribute: string, filter: ListFilter | null): ListState {
  const filters = { ...state.filters };
  if (filter === null) filters[attribute] = { values: [] };
  else filters[attribute] = filter;
  return changeList(state, { filters });
}

/** Clicking a column header: `first` (ascending unless said) on a new attribute, then the other way on the same one. */
export function toggleSort(state: ListState, attribute: string, first: SortDirection = 'ASC'): ListState {
  const current = state.sort?.attribute === attribute ? state.sort.direction : null;
  const direction: SortDirection = current === null ? first : current === 'ASC' ? 'DESC' : 'ASC';
  return changeList(state, { sort: { attribute, direction } });
}

/** How many filters the user set beyond the list's defaults (the « Filtres (2) » badge). */
export function activeFilterCount(state: ListState, config: ListConfig): number {
  const defaults = config.defaultFilters ?? {};
  return Object.keys(config.attributes).filter((attribute) => {
    const filter = state.filters[attribute];
    return filter && !isEmptyFilter(filter) && !sameFilter(filter, defaults[attribute]);
  }).length;
}

// ---- the v2 search request (spec 001 §7) --------------------------------------------------

export interface V2FilterRequest {
  attribute: string;
  operator: 'EQUALS' | 'IN' | 'BETWEEN';
  value?: string | number;
  values?: Array<string | number>;
  from?: string | number | null;
  to?: string | number | null;
}

const asNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
};

/** A value of the query as the attribute holds it (ids of an enum like adviserId are numbers). */
function typed(value: string): string | number {
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The filters of a list as v2 search filters: one value EQUALS, several IN, a range BETWEEN. */
export function toV2Filters(state: ListState, config: ListConfig): V2FilterRequest[] {
  const requests: V2FilterRequest[] = [];
  for (const [attribute, kind] of Object.entries(config.attributes)) {
    const filter = state.filters[attribute];
    if (!filter || isEmptyFilter(filter)) continue;
    if (isRange(filter)) {
      const bound = kind === 'number' ? asNumber : (value: string | null) => value;
      const [from, to] = [bound(filter.from), bound(filter.to)];
      if (from !== null || to !== null) requests.push({ attribute, operator: 'BETWEEN', from, to });
      continue;
    }
    const values = filter.values.map((value) => (kind === 'number' || kind === 'enum' ? typed(value) : value));
    requests.push(values.length === 1 ? { attribute, operator: 'EQUALS', value: values[0]! } : { attribute, operator: 'IN', values });
  }
  return requests;
}

/** The body of a v2 search for a list: the same state always gives the same body (the route's loader and the screen agree on it). */
export function toV2Search(state: ListState, config: ListConfig) {
  return {
    text: state.text || null,
    filters: toV2Filters(state, config),
    sort: state.sort,
    pageNumber: state.page,
    pageSize: state.pageSize,
  };
}

/** The v2 search of a list; without a filter on `attribute`, it keeps to `values` (the list's statuses). */
export function keptListBody<B>(state: ListState, config: ListConfig, attribute: string, values: readonly string[]): B {
  const search = toV2Search(state, config);
  const filter = state.filters[attribute];
  const set = filter && !isRange(filter) && filter.values.length > 0;
  const filters = set ? search.filters : [...search.filters, { attribute, operator: 'IN' as const, values: [...values] }];
  return { ...search, filters } as B;
}

/** The one value chosen in a filter of the list, '' for none. */
export const chosenFilter = (state: ListState, attribute: string) => {
  const filter = state.filters[attribute];
  return filter && 'values' in filter ? (filter.values[0] ?? '') : '';
};
