/**
 * A list route's loader: it asks, through the query cache, the list the URL describes exactly as the screen's list
 * controller will (same name, body and reads: `listQuery`), so that the controller's first read joins it or finds
 * its answer. Imports no React nor zod: loaders stay light (scripts/shell-chunk.mjs).
 */
import { readListState, type ListConfig, type ListState } from '../../domain/list/listState';
import { parseLocation } from '../../domain/routes';
import type { RouteLoadContext } from '../routes/route';
import { listQuery } from '../state/queryCache';
import type { ListRequest } from './useListController';

export function loadList<B, A>(context: RouteLoadContext, name: string, config: ListConfig, request: (state: ListState) => ListRequest<B, A>): Promise<A> {
  return context.queries.fetch(listQuery(name, request(readListState(parseLocation(context.location).query, config))));
}
