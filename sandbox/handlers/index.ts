/** Every handler of the sandbox; the server checks at start that each endpoint of the contract has one. */
import { allEndpoints } from '../../src/api/contract/index';
import { accountHandlers } from './account';
import { accountingHandlers } from './accounting';
import { authHandlers } from './auth';
import { avimHandlers } from './avim';
import { billingHandlers } from './billing';
import { consumptionHandlers } from './consumption';
import { contractsHandlers } from './contracts';
import { estimatesHandlers } from './estimates';
import { estimateDocumentsHandlers } from './estimateDocuments';
import { signProceduresHandlers } from './signProcedures';
import { customerRecordHandlers } from './customerRecord';
import { customersHandlers } from './customers';
import { employeesHandlers } from './employees';
import { employeeRecordHandlers } from './employeeRecord';
import { dashboardHandlers } from './dashboard';
import { exportsHandlers } from './exports';
import { familiesHandlers } from './families';
import { favoritesHandlers } from './favorites';
import { importsHandlers } from './imports';
import { newsHandlers } from './news';
import { paysheetsHandlers } from './paysheets';
import { fiscalAttestationsHandlers } from './fiscalAttestations';
import { messagesHandlers } from './messages';
import { monthlyBillingHandlers } from './monthlyBilling';
import { paymentsHandlers } from './payments';
import { notesHandlers } from './notes';
import { overviewHandlers } from './overview';
import { planningHandlers } from './planning';
import { planningEngineHandlers } from './planningEngine';
import { replacementsHandlers } from './replacements';
import { pricingHandlers } from './pricing';
import { professionalsHandlers } from './professionals';
import { sandboxHandlers } from './sandbox';
import { sepaMandatesHandlers } from './sepaMandates';
import { supportHandlers } from './support';
import type { BoundHandler } from './types';
import { unavailabilitiesHandlers } from './unavailabilities';
import { userGuidesHandlers } from './userGuides';
import { usersHandlers } from './users';
import { versionsHandlers } from './versions';
import { walletHandlers } from './wallet';
import { weeklyUnavailabilitiesHandlers } from './weeklyUnavailabilities';
import { agencyEventsHandlers } from './agencyEvents';
import { agencySettingsHandlers } from './agencySettings';
import { familyRecordHandlers } from './familyRecord';
import { childrenAddressesHandlers, sharedFamiliesHandlers } from './sharedFamilies';
import { schoolVacationsHandlers } from './schoolVacations';
import { communityHandlers } from './community';
import { libraryHandlers } from './library';
import { agencyAdminHandlers } from './agencyAdmin';
import { adminNetworkHandlers } from './adminNetwork';
import { pushHandlers } from './push';
import { agencyManagersHandlers } from './agencyManagers';
import { payeHandlers } from './paye';
import { workContractsHandlers } from './workContracts';
import { activityHandlers } from './activity';
import { timesheetsHandlers } from './timesheets';
import { publicPagesHandlers } from './publicPages';

export const HANDLERS: readonly BoundHandler[] = [
  ...authHandlers,
  ...accountHandlers,
  ...favoritesHandlers,
  ...dashboardHandlers,
  ...versionsHandlers,
  ...userGuidesHandlers,
  ...exportsHandlers,
  ...customersHandlers,
  ...employeesHandlers,
  ...customerRecordHandlers,
  ...familiesHandlers,
  ...usersHandlers,
  ...professionalsHandlers,
  ...planningHandlers,
  ...pricingHandlers,
  ...weeklyUnavailabilitiesHandlers,
  ...unavailabilitiesHandlers,
  ...newsHandlers,
  ...sandboxHandlers,
  ...importsHandlers,
  ...paysheetsHandlers,
  ...billingHandlers,
  ...paymentsHandlers,
  ...monthlyBillingHandlers,
  ...fiscalAttestationsHandlers,
  ...accountingHandlers,
  ...walletHandlers,
  ...supportHandlers,
  ...notesHandlers,
  ...consumptionHandlers,
  ...sepaMandatesHandlers,
  ...avimHandlers,
  ...messagesHandlers,
  ...overviewHandlers,
  ...contractsHandlers,
  ...planningEngineHandlers,
  ...replacementsHandlers,
  ...agencyEventsHandlers,
  ...employeeRecordHandlers,
  ...estimatesHandlers,
  ...agencySettingsHandlers,
  ...familyRecordHandlers,
  ...estimateDocumentsHandlers,
  ...signProceduresHandlers,
  ...schoolVacationsHandlers,
  ...agencyAdminHandlers,
  ...adminNetworkHandlers,
  ...pushHandlers,
  ...agencyManagersHandlers,
  ...payeHandlers,
  ...workContractsHandlers,
  ...activityHandlers,
  ...timesheetsHandlers,
  ...communityHandlers,
  ...libraryHandlers,
  ...publicPagesHandlers,
  ...sharedFamiliesHandlers,
  ...childrenAddressesHandlers,
];

/** Throws when an endpoint of the contract has no handler (or one has two). */
export function checkHandlersCoverContract(handlers: readonly BoundHandler[] = HANDLERS): void {
  const missing = allEndpoints.filter((endpoint) => handlers.filter((bound) => bound.endpoint === endpoint).length !== 1);
  if (missing.length) throw new Error(`Sandbox : endpoints sans gestionnaire (ou en double) : ${missing.map((e) => e.name).join(', ')}`);
}
