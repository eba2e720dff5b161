/** The posts' list (/community/posts, a professional's tab) and the route loader that starts /community/posts' first page at navigation. */
import { searchPosts, type PostsFilter } from '../../../api/contract/community';
import { firstPageRequest } from '../../state/routeLoads';

export const POSTS_PAGE_SIZE = 10;

export const POSTS_LIST = 'community.search';

const request = firstPageRequest(POSTS_LIST, (client, body: PostsFilter) => client.call(searchPosts, { body }));
export const loadPosts = request.loader({ pageNumber: 0, pageSize: POSTS_PAGE_SIZE });
