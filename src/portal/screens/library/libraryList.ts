/** The library's list: its name (the key of its requests) and the route loader that asks its first page at navigation. */
import { searchLibrary } from '../../../api/contract/library';
import { listCall } from '../../kit/listCall';
import type { RouteLoader } from '../../routes/route';
import { listQuery } from '../../state/queryCache';

export const LIBRARY_PAGE_SIZE = 20;

export const LIBRARY_LIST = 'library.search';

/** The first page as the list controller asks it (LibraryScreen: no filter), so that its read joins this one. */
export const loadLibrary: RouteLoader = ({ client, queries }) =>
  queries.fetch(listQuery(LIBRARY_LIST, listCall(client, searchLibrary, { body: { pageNumber: 0, pageSize: LIBRARY_PAGE_SIZE } })));
