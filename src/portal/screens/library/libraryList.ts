/** The library's list request: the screen's pages and the route loader that starts the first one at navigation. */
import { searchLibrary, type LibraryFilter } from '../../../api/contract/library';
import { firstPageRequest } from '../../state/routeLoads';

export const LIBRARY_PAGE_SIZE = 20;

const request = firstPageRequest('library.search', (client, body: LibraryFilter) => client.call(searchLibrary, { body }));
export const searchLibraryPage = request.page;
export const loadLibrary = request.loader({ pageNumber: 0, pageSize: LIBRARY_PAGE_SIZE });
