/** The community's posts and the library. */
import type { AreaRoutes } from './route';

export const COMMUNITY_ROUTES = {
  communityPosts: {
    screen: () => import('../screens/community/PostsScreen').then((m) => m.PostsScreen),
    loader: () => import('../screens/community/postsList').then((m) => m.loadPosts),
  },
  communityPost: { screen: () => import('../screens/community/PostScreen').then((m) => m.PostScreen) },
  library: {
    screen: () => import('../screens/library/LibraryScreen').then((m) => m.LibraryScreen),
    loader: () => import('../screens/library/libraryList').then((m) => m.loadLibrary),
  },
} satisfies AreaRoutes;
