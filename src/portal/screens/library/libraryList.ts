/**
 * The library's list: its name (the key of its requests), its config, the body it asks, and the route loader that asks
 * at navigation the page the URL names exactly as the screen's list controller will, so that the screen's first read joins it.
 */
import type { ApiClient } from '../../../api/client';
import { searchLibrary } from '../../../api/contract/library';
import type { LibraryDocumentType } from '../../../domain/library';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { listCall } from '../../kit/listCall';
import { loadList } from '../../kit/listLoader';
import type { RouteLoader } from '../../routes/route';

export const LIBRARY_PAGE_SIZE = 20;

export const LIBRARY_LIST = 'library.search';

// Its type, search and page in the URL: `/library?type=PDF&q=livret&page=2`.
export const LIBRARY_CONFIG: ListConfig = { attributes: { type: 'enum' }, defaultSort: null, defaultPageSize: LIBRARY_PAGE_SIZE };

/** The list's request for a state: the filters, then the page. */
export const libraryListRequest = (client: Pick<ApiClient, 'call'>) => (state: ListState) => {
  const type = chosenFilter(state, 'type') as LibraryDocumentType | '';
  return listCall(client, searchLibrary, { body: { ...(type ? { type } : {}), ...(state.text ? { text: state.text } : {}), pageNumber: state.page, pageSize: state.pageSize } });
};

/** The route's loader: the page the URL names leaves at navigation. */
export const loadLibrary: RouteLoader = (context) => loadList(context, LIBRARY_LIST, LIBRARY_CONFIG, libraryListRequest(context.client));
