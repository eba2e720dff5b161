/**
 * What the v2 lists (customers and prospects, employees and candidates) share beyond the list
 * controller and their body (`keptListBody`, src/domain/list/listState.ts): the filters' props
 * (value, change, counted choices, a number's stats) asked with the list's other filters, and
 * the export.
 */
import type { Distribution, ExportFileType, NumericStats } from '../../api/contract/searchV2';
import { toIsoDate } from '../../domain/format/date';
import { exportFileName } from '../../domain/list/exportName';
import type { ListFilter, ListState } from '../../domain/list/listState';
import type { ListController } from './useListController';

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
