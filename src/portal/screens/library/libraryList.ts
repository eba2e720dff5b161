/** The library's list request: its key in `portal.routeLoads` and the route loader that starts the first page at navigation. */
import type { ApiClient } from '../../../api/client';
import { searchLibrary, type LibraryFilter } from '../../../api/contract/library';
import { takenOr, type RouteLoads } from '../../state/routeLoads';
import type { RouteLoader } from '../../state/routeLoaders';

export const LIBRARY_PAGE_SIZE = 20;

const keyOf = (body: LibraryFilter) => `library.search:${JSON.stringify(body)}`;
const send = (client: ApiClient, body: LibraryFilter) => () => client.call(searchLibrary, { body });

/** A page of the library: the one navigation started when it is the same request, else a new call. */
export const searchLibraryPage = (client: ApiClient, loads: RouteLoads | undefined, body: LibraryFilter) => takenOr(loads, keyOf(body), send(client, body));

export const loadLibrary: RouteLoader = ({ client, loads }) => {
  const body = { pageNumber: 0, pageSize: LIBRARY_PAGE_SIZE };
  loads.start(keyOf(body), send(client, body));
};
