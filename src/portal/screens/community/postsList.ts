/** The posts' list request: its key in `portal.routeLoads` and the route loader that starts /community/posts' first page at navigation. */
import type { ApiClient } from '../../../api/client';
import { searchPosts, type PostsFilter } from '../../../api/contract/community';
import { takenOr, type RouteLoads } from '../../state/routeLoads';
import type { RouteLoader } from '../../state/routeLoaders';

export const POSTS_PAGE_SIZE = 10;

const keyOf = (body: PostsFilter) => `community.search:${JSON.stringify(body)}`;
const send = (client: ApiClient, body: PostsFilter) => () => client.call(searchPosts, { body });

/** A page of posts: the one navigation started when it is the same request, else a new call. */
export const searchPostsPage = (client: ApiClient, loads: RouteLoads | undefined, body: PostsFilter) => takenOr(loads, keyOf(body), send(client, body));

export const loadPosts: RouteLoader = ({ client, loads }) => {
  const body = { pageNumber: 0, pageSize: POSTS_PAGE_SIZE };
  loads.start(keyOf(body), send(client, body));
};
