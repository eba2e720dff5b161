/**
 * Which component renders each screen of the route table. Login is in the entry chunk;
 * home is preloaded from it (lazyShell.ts); the others are loaded on demand (lazyComponent.ts),
 * each in its own chunk.
 * The lazy wrappers are module-level, like the code they load: they hold no state of an instance.
 */
import type { ComponentType } from 'react';
import type { RouteMatch, ScreenId } from '../../domain/routes';
import { lazyComponent } from './lazyComponent';
import { LazyHomeScreen } from './lazyShell';
import { LoginScreen } from '../screens/login/LoginScreen';

export interface ScreenProps {
  params: RouteMatch['params'];
  title: string;
}

/** A screen: the login screen, in the entry, or a lazy one that navigation starts loading before it renders (App.tsx). */
type PreloadableScreen = ComponentType<ScreenProps> & { preload?: () => void };

const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>) => lazyComponent(load, pick);

const ForgottenPasswordScreen = lazyScreen(() => import('../screens/password/ForgottenPasswordScreen'), (m) => m.ForgottenPasswordScreen);
const ChangeForgottenPasswordScreen = lazyScreen(() => import('../screens/password/ChangeForgottenPasswordScreen'), (m) => m.ChangeForgottenPasswordScreen);
const NotAvailableScreen = lazyScreen(() => import('../screens/placeholder/NotAvailableScreen'), (m) => m.NotAvailableScreen);
const AgenciesScreen = lazyScreen(() => import('../screens/agencies/AgenciesScreen'), (m) => m.AgenciesScreen);
const NotebookScreen = lazyScreen(() => import('../screens/notebook/NotebookScreen'), (m) => m.NotebookScreen);
const UserGuidesAdminScreen = lazyScreen(() => import('../screens/userGuides/UserGuidesAdminScreen'), (m) => m.UserGuidesAdminScreen);
const BillingHomeScreen = lazyScreen(() => import('../screens/billing/BillingHomeScreen'), (m) => m.BillingHomeScreen);
const PaymentsTrackingScreen = lazyScreen(() => import('../screens/billing/PaymentsTrackingScreen'), (m) => m.PaymentsTrackingScreen);
const PricesScreen = lazyScreen(() => import('../screens/billing/PricesScreen'), (m) => m.PricesScreen);
const ConsumptionTrackingScreen = lazyScreen(() => import('../screens/billing/ConsumptionScreen'), (m) => m.ConsumptionTrackingScreen);
const ConsumptionMonitoringScreen = lazyScreen(() => import('../screens/billing/ConsumptionScreen'), (m) => m.ConsumptionMonitoringScreen);
const BillsScreen = lazyScreen(() => import('../screens/billing/BillsScreen'), (m) => m.BillsScreen);
const BillScreen = lazyScreen(() => import('../screens/billing/BillScreen'), (m) => m.BillScreen);
const FiscalAttestationsScreen = lazyScreen(() => import('../screens/billing/FiscalAttestationsScreen'), (m) => m.FiscalAttestationsScreen);
const CustomersListScreen = lazyScreen(() => import('../screens/customers/CustomersListScreen'), (m) => m.CustomersListScreen);
const CustomerNewScreen = lazyScreen(() => import('../screens/customers/CustomerNewScreen'), (m) => m.CustomerNewScreen);
const CustomerRecordScreen = lazyScreen(() => import('../screens/customers/CustomerRecordScreen'), (m) => m.CustomerRecordScreen);
const ProspectingBoardScreen = lazyScreen(() => import('../screens/prospecting/ProspectingBoardScreen'), (m) => m.ProspectingBoardScreen);
const ProspectingRemindersScreen = lazyScreen(() => import('../screens/prospecting/ProspectingRemindersScreen'), (m) => m.ProspectingRemindersScreen);
const ProspectingHistoryScreen = lazyScreen(() => import('../screens/prospecting/ProspectingHistoryScreen'), (m) => m.ProspectingHistoryScreen);
const EmployeesListScreen = lazyScreen(() => import('../screens/employees/EmployeesListScreen'), (m) => m.EmployeesListScreen);
const MessagesScreen = lazyScreen(() => import('../screens/messages/MessagesScreen'), (m) => m.MessagesScreen);
const ChannelsScreen = lazyScreen(() => import('../screens/messages/ChannelsScreen'), (m) => m.ChannelsScreen);
const EmployeeNewScreen = lazyScreen(() => import('../screens/employees/EmployeeNewScreen'), (m) => m.EmployeeNewScreen);
const EmployeeRecordScreen = lazyScreen(() => import('../screens/employees/EmployeeRecordScreen'), (m) => m.EmployeeRecordScreen);
const EstimateNewScreen = lazyScreen(() => import('../screens/estimates/EstimateNewScreen'), (m) => m.EstimateNewScreen);
const EstimateScreen = lazyScreen(() => import('../screens/estimates/EstimateScreen'), (m) => m.EstimateScreen);
const AgencyInformationsScreen = lazyScreen(() => import('../screens/agency/AgencySettingsScreens'), (m) => m.AgencyInformationsScreen);
const AgencyPresentationScreen = lazyScreen(() => import('../screens/agency/AgencySettingsScreens'), (m) => m.AgencyPresentationScreen);
const AgencyTemplatesScreen = lazyScreen(() => import('../screens/agency/AgencyTemplatesScreen'), (m) => m.AgencyTemplatesScreen);
const AgencyOrdersScreen = lazyScreen(() => import('../screens/agency/AgencyOrdersScreen'), (m) => m.AgencyOrdersScreen);
const CalculatorScreen = lazyScreen(() => import('../screens/calculator/CalculatorScreen'), (m) => m.CalculatorScreen);
const FamilyRecordScreen = lazyScreen(() => import('../screens/families/FamilyRecordScreen'), (m) => m.FamilyRecordScreen);
const AccessDeniedScreen = lazyScreen(() => import('../screens/placeholder/AccessDeniedScreen'), (m) => m.AccessDeniedScreen);
const PlanningsScreen = lazyScreen(() => import('../screens/plannings/PlanningsScreen'), (m) => m.PlanningsScreen);
const AgencyAdminScreen = lazyScreen(() => import('../screens/agencies/AgencyAdminScreen'), (m) => m.AgencyAdminScreen);
const AgencyManagersScreen = lazyScreen(() => import('../screens/agencies/AgencyManagersScreen'), (m) => m.AgencyManagersScreen);
const SchoolVacationsScreen = lazyScreen(() => import('../screens/schoolVacations/SchoolVacationsScreen'), (m) => m.SchoolVacationsScreen);
const UsersListScreen = lazyScreen(() => import('../screens/users/UsersListScreen'), (m) => m.UsersListScreen);
const ProfessionalRecordScreen = lazyScreen(() => import('../screens/professionals/ProfessionalRecordScreen'), (m) => m.ProfessionalRecordScreen);
const ProsPlanningsScreen = lazyScreen(() => import('../screens/activity/ProsPlanningsScreen'), (m) => m.ProsPlanningsScreen);
const ActivityHubScreen = lazyScreen(() => import('../screens/activity/ActivityHubScreen'), (m) => m.ActivityHubScreen);
const TimesheetsScreen = lazyScreen(() => import('../screens/activity/TimesheetsScreen'), (m) => m.TimesheetsScreen);
const TimesheetScreen = lazyScreen(() => import('../screens/activity/TimesheetScreen'), (m) => m.TimesheetScreen);
const ReportsScreen = lazyScreen(() => import('../screens/activity/ReportsScreen'), (m) => m.ReportsScreen);
const UnavailabilitiesScreen = lazyScreen(() => import('../screens/activity/UnavailabilitiesScreen'), (m) => m.UnavailabilitiesScreen);
const PrestationsScreen = lazyScreen(() => import('../screens/activity/PrestationsScreen'), (m) => m.PrestationsScreen);
const ReplacementsScreen = lazyScreen(() => import('../screens/activity/ReplacementsScreen'), (m) => m.ReplacementsScreen);
const PlanningImportScreen = lazyScreen(() => import('../screens/imports/PlanningImportScreen'), (m) => m.PlanningImportScreen);
const ImportsScreen = lazyScreen(() => import('../screens/imports/ImportsScreen'), (m) => m.ImportsScreen);
const ClientsScreen = lazyScreen(() => import('../screens/clients/ClientsScreen'), (m) => m.ClientsScreen);
const ClientOverviewScreen = lazyScreen(() => import('../screens/clients/ClientOverviewScreen'), (m) => m.ClientOverviewScreen);
const PushNotificationsScreen = lazyScreen(() => import('../screens/pushNotifications/PushNotificationsScreen'), (m) => m.PushNotificationsScreen);
const StatsScreen = lazyScreen(() => import('../screens/stats/StatsScreen'), (m) => m.StatsScreen);
const PostsScreen = lazyScreen(() => import('../screens/community/PostsScreen'), (m) => m.PostsScreen);
const PostScreen = lazyScreen(() => import('../screens/community/PostScreen'), (m) => m.PostScreen);
const LibraryScreen = lazyScreen(() => import('../screens/library/LibraryScreen'), (m) => m.LibraryScreen);
const TutorialsScreen = lazyScreen(() => import('../screens/tutorials/TutorialsScreen'), (m) => m.TutorialsScreen);
const SharedDocumentScreen = lazyScreen(() => import('../screens/public/SharedDocumentScreen'), (m) => m.SharedDocumentScreen);
const DropScreen = lazyScreen(() => import('../screens/public/DropScreen'), (m) => m.DropScreen);
const SupportPartnersScreen = lazyScreen(() => import('../screens/public/SupportPartnersScreen'), (m) => m.SupportPartnersScreen);
const AgencyPayeScreen = lazyScreen(() => import('../screens/agency/AgencyPayeScreen'), (m) => m.AgencyPayeScreen);

export const SCREENS: Record<ScreenId, PreloadableScreen> = {
  login: LoginScreen,
  home: LazyHomeScreen,
  forgottenPassword: ForgottenPasswordScreen,
  changeForgottenPassword: ChangeForgottenPasswordScreen,
  agencies: AgenciesScreen,
  accessDenied: AccessDeniedScreen,
  notebook: NotebookScreen,
  userGuidesAdmin: UserGuidesAdminScreen,
  billingHome: BillingHomeScreen,
  billingBills: BillsScreen,
  billingPaymentsTracking: PaymentsTrackingScreen,
  billingBill: BillScreen,
  billingFiscalAttestations: FiscalAttestationsScreen,
  agencyPrices: PricesScreen,
  billingConsumptionTracking: ConsumptionTrackingScreen,
  billingConsumptionMonitoring: ConsumptionMonitoringScreen,
  customersList: CustomersListScreen,
  customerNew: CustomerNewScreen,
  customerRecord: CustomerRecordScreen,
  prospectingBoard: ProspectingBoardScreen,
  prospectingReminders: ProspectingRemindersScreen,
  prospectingHistory: ProspectingHistoryScreen,
  employeesList: EmployeesListScreen,
  plannings: PlanningsScreen,
  messages: MessagesScreen,
  channels: ChannelsScreen,
  employeeNew: EmployeeNewScreen,
  employeeRecord: EmployeeRecordScreen,
  estimateNew: EstimateNewScreen,
  estimateRecord: EstimateScreen,
  agencyInformations: AgencyInformationsScreen,
  agencyPresentation: AgencyPresentationScreen,
  agencyTemplates: AgencyTemplatesScreen,
  agencyOrders: AgencyOrdersScreen,
  calculator: CalculatorScreen,
  familyRecord: FamilyRecordScreen,
  schoolVacations: SchoolVacationsScreen,
  agencyAdmin: AgencyAdminScreen,
  agencyManagers: AgencyManagersScreen,
  usersList: UsersListScreen,
  professionalRecord: ProfessionalRecordScreen,
  prosPlannings: ProsPlanningsScreen,
  activityHub: ActivityHubScreen,
  timesheets: TimesheetsScreen,
  timesheet: TimesheetScreen,
  activityReports: ReportsScreen,
  activityUnavailabilities: UnavailabilitiesScreen,
  activityPrestations: PrestationsScreen,
  activityReplacements: ReplacementsScreen,
  planningImport: PlanningImportScreen,
  imports: ImportsScreen,
  clients: ClientsScreen,
  clientOverview: ClientOverviewScreen,
  pushNotifications: PushNotificationsScreen,
  networkStats: StatsScreen,
  communityPosts: PostsScreen,
  communityPost: PostScreen,
  library: LibraryScreen,
  tutorials: TutorialsScreen,
  sharedDocument: SharedDocumentScreen,
  publicDrop: DropScreen,
  supportPartners: SupportPartnersScreen,
  agencyPaye: AgencyPayeScreen,
};

/** Routes of the table without a screen in this build. */
export const FALLBACK_SCREEN: ComponentType<ScreenProps> = NotAvailableScreen;
