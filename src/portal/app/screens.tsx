/**
 * Which component renders each screen of the route table. Login is in the entry chunk;
 * home is preloaded from it (lazyShell.ts); the others are loaded on demand (React.lazy),
 * each in its own chunk.
 * The lazy wrappers are module-level, like the code they load: they hold no state of an instance.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteMatch, ScreenId } from '../../domain/routes';
import { LazyHomeScreen } from './lazyShell';
import { LoginScreen } from '../screens/login/LoginScreen';

export interface ScreenProps {
  params: RouteMatch['params'];
  title: string;
}

/** A lazy screen that navigation can start loading before it renders (App.tsx), beside the route's loader. */
type PreloadableScreen = ComponentType<ScreenProps> & { preload?: () => void };

function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>): PreloadableScreen {
  const screen: PreloadableScreen = lazy(() => load().then((module) => ({ default: pick(module) })));
  screen.preload = () => void load().catch(() => undefined);
  return screen;
}

const ForgottenPasswordScreen = lazy(() => import('../screens/password/ForgottenPasswordScreen').then((m) => ({ default: m.ForgottenPasswordScreen })));
const ChangeForgottenPasswordScreen = lazy(() =>
  import('../screens/password/ChangeForgottenPasswordScreen').then((m) => ({ default: m.ChangeForgottenPasswordScreen })),
);
const NotAvailableScreen = lazy(() => import('../screens/placeholder/NotAvailableScreen').then((m) => ({ default: m.NotAvailableScreen })));
const AgenciesScreen = lazy(() => import('../screens/agencies/AgenciesScreen').then((m) => ({ default: m.AgenciesScreen })));
const NotebookScreen = lazy(() => import('../screens/notebook/NotebookScreen').then((m) => ({ default: m.NotebookScreen })));
const UserGuidesAdminScreen = lazy(() => import('../screens/userGuides/UserGuidesAdminScreen').then((m) => ({ default: m.UserGuidesAdminScreen })));
const BillingHomeScreen = lazy(() => import('../screens/billing/BillingHomeScreen').then((m) => ({ default: m.BillingHomeScreen })));
const PaymentsTrackingScreen = lazy(() => import('../screens/billing/PaymentsTrackingScreen').then((m) => ({ default: m.PaymentsTrackingScreen })));
const PricesScreen = lazy(() => import('../screens/billing/PricesScreen').then((m) => ({ default: m.PricesScreen })));
const ConsumptionTrackingScreen = lazy(() => import('../screens/billing/ConsumptionScreen').then((m) => ({ default: m.ConsumptionTrackingScreen })));
const ConsumptionMonitoringScreen = lazy(() => import('../screens/billing/ConsumptionScreen').then((m) => ({ default: m.ConsumptionMonitoringScreen })));
const BillsScreen = lazy(() => import('../screens/billing/BillsScreen').then((m) => ({ default: m.BillsScreen })));
const BillScreen = lazy(() => import('../screens/billing/BillScreen').then((m) => ({ default: m.BillScreen })));
const FiscalAttestationsScreen = lazy(() => import('../screens/billing/FiscalAttestationsScreen').then((m) => ({ default: m.FiscalAttestationsScreen })));
const CustomersListScreen = lazyScreen(() => import('../screens/customers/CustomersListScreen'), (m) => m.CustomersListScreen);
const CustomerNewScreen = lazyScreen(() => import('../screens/customers/CustomerNewScreen'), (m) => m.CustomerNewScreen);
const CustomerRecordScreen = lazyScreen(() => import('../screens/customers/CustomerRecordScreen'), (m) => m.CustomerRecordScreen);
const ProspectingBoardScreen = lazyScreen(() => import('../screens/prospecting/ProspectingBoardScreen'), (m) => m.ProspectingBoardScreen);
const ProspectingRemindersScreen = lazyScreen(() => import('../screens/prospecting/ProspectingRemindersScreen'), (m) => m.ProspectingRemindersScreen);
const ProspectingHistoryScreen = lazyScreen(() => import('../screens/prospecting/ProspectingHistoryScreen'), (m) => m.ProspectingHistoryScreen);
const AccessDeniedScreen = lazy(() => import('../screens/placeholder/AccessDeniedScreen').then((m) => ({ default: m.AccessDeniedScreen })));

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
};

/** Routes of the table without a screen in this build. */
export const FALLBACK_SCREEN: ComponentType<ScreenProps> = NotAvailableScreen;
