/** The prospecting board, its reminders and its history. */
import type { AreaRoutes } from './route';

export const PROSPECTING_ROUTES = {
  prospectingBoard: { screen: () => import('../screens/prospecting/ProspectingBoardScreen').then((m) => m.ProspectingBoardScreen) },
  prospectingReminders: {
    screen: () => import('../screens/prospecting/ProspectingRemindersScreen').then((m) => m.ProspectingRemindersScreen),
    loader: () => import('../screens/prospecting/remindersList').then((m) => m.loadReminders),
  },
  prospectingHistory: { screen: () => import('../screens/prospecting/ProspectingHistoryScreen').then((m) => m.ProspectingHistoryScreen) },
} satisfies AreaRoutes;
