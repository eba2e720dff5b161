/**
 * Every endpoint of the contract, for the sandbox's router and the contract tests. Everything
 * else (the portal, the CLI, the sandbox's handlers) imports the domain module it needs, so that
 * each screen's chunk carries only its own endpoints.
 */
import * as accounting from './accounting';
import * as account from './account';
import * as auth from './auth';
import * as avim from './avim';
import * as billing from './billing';
import * as consumption from './consumption';
import * as contracts from './contracts';
import * as customerRecord from './customerRecord';
import * as customers from './customers';
import * as dashboard from './dashboard';
import * as employees from './employees';
import * as employeeRecord from './employeeRecord';
import * as exports from './exports';
import * as estimates from './estimates';
import * as families from './families';
import * as favorites from './favorites';
import * as imports from './imports';
import * as news from './news';
import * as paysheets from './paysheets';
import * as fiscalAttestations from './fiscalAttestations';
import * as messages from './messages';
import * as monthlyBilling from './monthlyBilling';
import * as payments from './payments';
import * as notes from './notes';
import * as overview from './overview';
import * as planning from './planning';
import * as planningEngine from './planningEngine';
import * as replacements from './replacements';
import * as pricing from './pricing';
import * as professionals from './professionals';
import * as sandbox from './sandbox';
import * as sepaMandates from './sepaMandates';
import * as support from './support';
import * as unavailabilities from './unavailabilities';
import * as userGuides from './userGuides';
import * as users from './users';
import * as versions from './versions';
import * as wallet from './wallet';
import * as weeklyUnavailabilities from './weeklyUnavailabilities';
import * as agencyEvents from './agencyEvents';
import * as agencySettings from './agencySettings';
import * as familyRecord from './familyRecord';
import * as estimateDocuments from './estimateDocuments';
import * as signProcedures from './signProcedures';
import * as schoolVacations from './schoolVacations';
import * as agencyAdmin from './agencyAdmin';
import * as agencyManagers from './agencyManagers';
import * as adminNetwork from './adminNetwork';
import * as push from './push';
import * as activity from './activity';
import * as timesheets from './timesheets';
import type { EndpointDef } from '../endpoint';
import * as paye from './paye';
import * as workContracts from './workContracts';
import * as community from './community';
import * as library from './library';
import * as publicPages from './publicPages';
import * as sharedFamilies from './sharedFamilies';
import * as childrenAddresses from './childrenAddresses';

function endpointsOf(module: Record<string, unknown>): EndpointDef[] {
  return Object.values(module).filter(
    (value): value is EndpointDef => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'name' in value,
  );
}

/** Every endpoint, for the sandbox's router and the contract tests: each domain module listed once. */
export const allEndpoints: EndpointDef[] = [
  auth, account, favorites, dashboard, versions, userGuides, exports, customers, customerRecord, employees, families, users, professionals, planning, pricing,
  weeklyUnavailabilities, unavailabilities, news, sandbox, imports, paysheets, billing, payments, monthlyBilling, fiscalAttestations, accounting,
  wallet, consumption, support, notes, sepaMandates, avim, messages, overview, contracts,
  planningEngine,
  replacements,
  agencyEvents,
  employeeRecord,
  estimates,
  agencySettings,
  familyRecord,
  estimateDocuments,
  signProcedures,
  schoolVacations,
  agencyAdmin,
  agencyManagers,
  adminNetwork,
  push,
  paye,
  workContracts,
  activity,
  timesheets,
  community,
  library,
  publicPages,
  sharedFamilies,
  childrenAddresses,
].flatMap(endpointsOf);
