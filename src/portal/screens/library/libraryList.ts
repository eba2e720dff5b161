/** The library's list: its name (the key of its requests) and the route loader that starts its first page at navigation. */
import { searchLibrary, type LibraryFilter } from '../../../api/contract/library';
import { firstPageRequest } from '../../state/routeLoads';

export const LIBRARY_PAGE_SIZE = 20;

export const LIBRARY_LIST = 'library.search';

const request = firstPageRequest(LIBRARY_LIST, (client, body: LibraryFilter) => client.call(searchLibrary, { body }));
export const loadLibrary = request.loader({ pageNumber: 0, pageSize: LIBRARY_PAGE_SIZE });
