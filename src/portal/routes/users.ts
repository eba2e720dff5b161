/** The app's users: the professionals' and families' list and their records. */
import type { AreaRoutes } from './route';

export const USERS_ROUTES = {
  usersList: {
    screen: () => import('../screens/users/UsersListScreen').then((m) => m.UsersListScreen),
    loader: () => import('../screens/users/usersList').then((m) => m.loadUsersList),
  },
  professionalRecord: { screen: () => import('../screens/professionals/ProfessionalRecordScreen').then((m) => m.ProfessionalRecordScreen) },
  familyRecord: { screen: () => import('../screens/families/FamilyRecordScreen').then((m) => m.FamilyRecordScreen) },
} satisfies AreaRoutes;
