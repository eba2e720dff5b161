/** Plannings and the activity: the hub, the collective planning, timesheets, reports, and the plannings' imports. */
import type { AreaRoutes } from './route';

export const ACTIVITY_ROUTES = {
  plannings: { screen: () => import('../screens/plannings/PlanningsScreen').then((m) => m.PlanningsScreen) },
  planningImport: { screen: () => import('../screens/imports/PlanningImportScreen').then((m) => m.PlanningImportScreen) },
  activityHub: { screen: () => import('../screens/activity/ActivityHubScreen').then((m) => m.ActivityHubScreen) },
  activityPrestations: { screen: () => import('../screens/activity/PrestationsScreen').then((m) => m.PrestationsScreen) },
  activityUnavailabilities: { screen: () => import('../screens/activity/UnavailabilitiesScreen').then((m) => m.UnavailabilitiesScreen) },
  activityReplacements: { screen: () => import('../screens/activity/ReplacementsScreen').then((m) => m.ReplacementsScreen) },
  prosPlannings: { screen: () => import('../screens/activity/ProsPlanningsScreen').then((m) => m.ProsPlanningsScreen) },
  timesheets: { screen: () => import('../screens/activity/TimesheetsScreen').then((m) => m.TimesheetsScreen) },
  timesheet: { screen: () => import('../screens/activity/TimesheetScreen').then((m) => m.TimesheetScreen) },
  activityReports: { screen: () => import('../screens/activity/ReportsScreen').then((m) => m.ReportsScreen) },
} satisfies AreaRoutes;
