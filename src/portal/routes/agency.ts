/** The agency's own settings: informations, presentation, prices, templates, orders and paye. */
import type { AreaRoutes } from './route';

export const AGENCY_ROUTES = {
  agencyInformations: { screen: () => import('../screens/agency/AgencySettingsScreens').then((m) => m.AgencyInformationsScreen) },
  agencyPresentation: { screen: () => import('../screens/agency/AgencySettingsScreens').then((m) => m.AgencyPresentationScreen) },
  agencyPrices: { screen: () => import('../screens/billing/PricesScreen').then((m) => m.PricesScreen) },
  agencyTemplates: { screen: () => import('../screens/agency/AgencyTemplatesScreen').then((m) => m.AgencyTemplatesScreen) },
  agencyOrders: { screen: () => import('../screens/agency/AgencyOrdersScreen').then((m) => m.AgencyOrdersScreen) },
  agencyPaye: { screen: () => import('../screens/agency/AgencyPayeScreen').then((m) => m.AgencyPayeScreen) },
} satisfies AreaRoutes;
