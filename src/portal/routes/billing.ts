/** Billing: its home, the bills, payments, consumption and fiscal attestations. */
import type { AreaRoutes } from './route';

export const BILLING_ROUTES = {
  billingHome: { screen: () => import('../screens/billing/BillingHomeScreen').then((m) => m.BillingHomeScreen) },
  billingBills: {
    screen: () => import('../screens/billing/BillsScreen').then((m) => m.BillsScreen),
    loader: () => import('../screens/billing/billsList').then((m) => m.loadBills),
  },
  billingBill: { screen: () => import('../screens/billing/BillScreen').then((m) => m.BillScreen) },
  billingPaymentsTracking: { screen: () => import('../screens/billing/PaymentsTrackingScreen').then((m) => m.PaymentsTrackingScreen) },
  billingFiscalAttestations: { screen: () => import('../screens/billing/FiscalAttestationsScreen').then((m) => m.FiscalAttestationsScreen) },
  billingConsumptionTracking: { screen: () => import('../screens/billing/ConsumptionScreen').then((m) => m.ConsumptionTrackingScreen) },
  billingConsumptionMonitoring: { screen: () => import('../screens/billing/ConsumptionScreen').then((m) => m.ConsumptionMonitoringScreen) },
} satisfies AreaRoutes;
