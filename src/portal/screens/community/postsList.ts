/** The posts' list request: the pages of /community/posts and a professional's tab, and the route loader that starts /community/posts' first one at navigation. */
import { searchPosts, type PostsFilter } from '../../../api/contract/community';
import { firstPageRequest } from '../../state/routeLoads';

export const POSTS_PAGE_SIZE = 10;

const request = firstPageRequest('community.search', (client, body: PostsFilter) => client.call(searchPosts, { body }));
export const searchPostsPage = request.page;
export const loadPosts = request.loader({ pageNumber: 0, pageSize: POSTS_PAGE_SIZE });
