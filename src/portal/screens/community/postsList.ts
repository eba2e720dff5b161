/** The posts' list (/community/posts, a professional's tab) and the route loader that asks /community/posts' first page at navigation. */
import { searchPosts } from '../../../api/contract/community';
import { listCall } from '../../kit/listCall';
import type { RouteLoader } from '../../routes/route';
import { listQuery } from '../../state/queryCache';

export const POSTS_PAGE_SIZE = 10;

export const POSTS_LIST = 'community.search';

/** The first page as the list controller asks it (PostsTable: no filter), so that its read joins this one. */
export const loadPosts: RouteLoader = ({ client, queries }) =>
  queries.fetch(listQuery(POSTS_LIST, listCall(client, searchPosts, { body: { pageNumber: 0, pageSize: POSTS_PAGE_SIZE } })));
