/** The agency's messages and discussions. */
import type { AreaRoutes } from './route';

export const MESSAGES_ROUTES = {
  messages: {
    screen: () => import('../screens/messages/MessagesScreen').then((m) => m.MessagesScreen),
    loader: () => import('../screens/messages/messagesList').then((m) => m.loadMessages),
  },
  channels: { screen: () => import('../screens/messages/ChannelsScreen').then((m) => m.ChannelsScreen) },
} satisfies AreaRoutes;
