/**
 * What the v2 lists (customers and prospects, employees and candidates) share beyond the list
 * controller: a body kept to the list's own values of an attribute (its statuses) when the user
 * clears that filter, and the filters' props (value, change, counted choices, a number's stats)
 * asked with the list's other filters.
 */
import type { Distribution, ExportFileType, NumericStats } from '../../api/contract/searchV2';
import { toIsoDate } from '../../domain/format/date';
import { exportFileName } from '../../domain/list/exportName';
import { isRange, toV2Search, type ListConfig, type ListFilter, type ListState } from '../../domain/list/listState';
import type { ListController } from './useListController';

/** The v2 search of a list; without a filter on `attribute`, it keeps to `values` (the list's statuses). */
export function keptListBody<B>(state: ListState, config: ListConfig, attribute: string, values: readonly string[]): B {
  const search = toV2Search(state, config);
  const filter = state.filters[attribute];
  const set = filter && !isRange(filter) && filter.values.length > 0;
  const filters = set ? search.filters : [...search.filters, { attribute, operator: 'IN' as const, values: [...values] }];
  return { ...search, filters } as B;
}

interface QueryOf<B> {
  text?: B extends { text?: infer T } ? T : never;
  filters?: B extends { filters?: infer F } ? F : never;
}

/** The props of a list's filters: each one's counts and stats are asked without its own filter. */
export function listFilters<A extends string, B extends QueryOf<B>>(
  list: ListController<unknown>,
  bodyOf: (state: ListState) => B,
  ask: { distribution(body: QueryOf<B> & { attribute: A }): Promise<Distribution>; stats(body: QueryOf<B> & { attribute: A }): Promise<NumericStats> },
) {
  const without = (attribute: A, cleared: ListFilter) => {
    const { text, filters } = bodyOf({ ...list.state, filters: { ...list.state.filters, [attribute]: cleared } });
    return { text, filters, attribute } as QueryOf<B> & { attribute: A };
  };
  return {
    distribution: (attribute: A) => () => ask.distribution(without(attribute, { values: [] })),
    stats: (attribute: A) => () => ask.stats(without(attribute, { from: null, to: null })),
    filterProps: (attribute: A) => ({ filter: list.state.filters[attribute], onChange: (filter: ListFilter | null) => list.setFilter(attribute, filter) }),
  };
}

/** ExportMenu's `exportFile` of a v2 list: the list's current body sent to the export, the file named `<base>-YYYY-MM-DD`. */
export function listExport<B>(
  body: () => B,
  send: (body: B, query: { exportType: ExportFileType; onlyCurrentPage: 'true' | 'false' }) => Promise<Blob>,
  base: string,
  now: () => number,
) {
  return async (type: ExportFileType, onlyCurrentPage: boolean) => ({
    blob: await send(body(), { exportType: type, onlyCurrentPage: onlyCurrentPage ? 'true' : 'false' }),
    fileName: exportFileName(base, type, toIsoDate(now())),
  });
}
