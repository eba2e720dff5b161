/**
 * The posts' list (/community/posts, a professional's tab): its config, the body it asks, and the route loader that asks
 * /community/posts' first page at navigation exactly as the screen's list controller will (same name, state read from
 * the URL, body), so that the screen's first read joins it.
 */
import type { ApiClient } from '../../../api/client';
import { searchPosts, type PostsFilter } from '../../../api/contract/community';
import { chosenFilter, type ListConfig, type ListState } from '../../../domain/list/listState';
import { listCall } from '../../kit/listCall';
import { loadList } from '../../kit/listLoader';
import type { RouteLoader } from '../../routes/route';

export const POSTS_PAGE_SIZE = 10;

export const POSTS_LIST = 'community.search';

// Its filters and page in the URL: `?type=NEWS&status=DRAFT&q=fête&page=2`.
export const POSTS_CONFIG: ListConfig = { attributes: { type: 'enum', status: 'enum', communityType: 'enum' }, defaultSort: null, defaultPageSize: POSTS_PAGE_SIZE };

/** What the list always keeps (a professional's posts); /community/posts keeps nothing. */
export type PostsFixedFilter = Omit<PostsFilter, 'pageNumber' | 'pageSize'>;

/** What is asked: the fixed filter, the list's filters, then its page. */
function postsBody(fixed: PostsFixedFilter, state: ListState): PostsFilter {
  const chosen = (attribute: string) => chosenFilter(state, attribute) || null;
  const type = chosen('type') as PostsFilter['type'];
  const status = chosen('status') as PostsFilter['status'];
  const communityType = chosen('communityType') as PostsFilter['communityType'];
  return {
    ...fixed, ...(type ? { type } : {}), ...(status ? { status } : {}), ...(communityType ? { communityType } : {}), ...(state.text ? { text: state.text } : {}),
    pageNumber: state.page, pageSize: state.pageSize,
  };
}

/** The list's request for a state (the list controller's and the loader's). */
export const postsListRequest = (client: Pick<ApiClient, 'call'>, fixed: PostsFixedFilter) => (state: ListState) =>
  listCall(client, searchPosts, { body: postsBody(fixed, state) });

/** The route's loader: /community/posts' page the URL names leaves at navigation. */
export const loadPosts: RouteLoader = (context) => loadList(context, POSTS_LIST, POSTS_CONFIG, postsListRequest(context.client, {}));
