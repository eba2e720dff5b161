/** The network's administration: agencies, clients, notifications, guides, statistics, school holidays, imports. */
import type { AreaRoutes } from './route';

export const ADMIN_ROUTES = {
  agencies: { screen: () => import('../screens/agencies/AgenciesScreen').then((m) => m.AgenciesScreen) },
  agencyAdmin: { screen: () => import('../screens/agencies/AgencyAdminScreen').then((m) => m.AgencyAdminScreen) },
  agencyManagers: { screen: () => import('../screens/agencies/AgencyManagersScreen').then((m) => m.AgencyManagersScreen) },
  clients: {
    screen: () => import('../screens/clients/ClientsScreen').then((m) => m.ClientsScreen),
    loader: () => import('../screens/stats/adminLoads').then((m) => m.loadClients),
  },
  clientOverview: {
    screen: () => import('../screens/clients/ClientOverviewScreen').then((m) => m.ClientOverviewScreen),
    loader: () => import('../screens/stats/adminLoads').then((m) => m.loadClientOverview),
  },
  pushNotifications: {
    screen: () => import('../screens/pushNotifications/PushNotificationsScreen').then((m) => m.PushNotificationsScreen),
    loader: () => import('../screens/stats/adminLoads').then((m) => m.loadPushHistory),
  },
  networkStats: {
    screen: () => import('../screens/stats/StatsScreen').then((m) => m.StatsScreen),
    loader: () => import('../screens/stats/adminLoads').then((m) => m.loadStats),
  },
  userGuidesAdmin: { screen: () => import('../screens/userGuides/UserGuidesAdminScreen').then((m) => m.UserGuidesAdminScreen) },
  schoolVacations: { screen: () => import('../screens/schoolVacations/SchoolVacationsScreen').then((m) => m.SchoolVacationsScreen) },
  imports: { screen: () => import('../screens/imports/ImportsScreen').then((m) => m.ImportsScreen) },
} satisfies AreaRoutes;
