/** Customers and prospects (one list, one record under both paths) and their estimates. */
import type { AreaRoutes } from './route';

export const CUSTOMERS_ROUTES = {
  customersList: {
    screen: () => import('../screens/customers/CustomersListScreen').then((m) => m.CustomersListScreen),
    loader: () => import('../screens/customers/customersList').then((m) => m.loadCustomersList),
  },
  customerNew: { screen: () => import('../screens/customers/CustomerNewScreen').then((m) => m.CustomerNewScreen) },
  customerRecord: {
    screen: () => import('../screens/customers/CustomerRecordScreen').then((m) => m.CustomerRecordScreen),
    loader: () => import('../screens/customers/customerRecordLoad').then((m) => m.loadCustomerRecord),
    preload: (match) => void import('../screens/customers/CustomerRecordScreen').then((m) => m.preloadRecordTab(match.path)),
  },
  estimateNew: { screen: () => import('../screens/estimates/EstimateNewScreen').then((m) => m.EstimateNewScreen) },
  estimateRecord: { screen: () => import('../screens/estimates/EstimateScreen').then((m) => m.EstimateScreen) },
} satisfies AreaRoutes;
