/**
 * Customers and prospects (spec 000 §2.4, §3, §7; spec 001 §3): the quick search and the
 * details panel. Paths and shapes "not shown" in spec 000 are decided here; the paths are
 * those spec 001 lists for customers.
 */
import * as z from 'zod/mini';
import { FILE, endpoint } from '../endpoint';
import { BirthDate, AgencyRef, FamilyRef, IdParams, IsoDate, IsoDateTime, PersonRef, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { PlanningEvent } from './planning';
import { CUSTOMERS_V2_SEARCH, CUSTOMER_ATTRIBUTE_KINDS } from './listSearches';
import { Distribution, ExportQuery, NumericStats, attributeNames, v2Search } from './searchV2';

/**
 * Decision: where a customer stands. A prospect becomes a customer; either can be
 * archived (an archived prospect is a lost one).
 */
export const CUSTOMER_STATUSES = ['ACTIVE_CUSTOMER', 'ARCHIVED_CUSTOMER', 'PROSPECT', 'ARCHIVED_PROSPECT'] as const;
export const CustomerStatus = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof CustomerStatus>;

export const CUSTOMER_TYPES = ['NATURAL', 'LEGAL', 'BUSINESS_PROVIDER'] as const;

/** Spec 001 §3, completed where it says "full list not shown" (flyers, France Travail, social centres, département, partners, associations). */
export const CUSTOMER_SOURCES = [
  'WEBSITE', 'TUTORING', 'PRESS', 'RADIO', 'SHOP', 'HUMAN', 'GOOGLE_ADS', 'OTHER', 'GOOGLE_SEARCH', 'RECOMMENDATION', 'INSTAGRAM', 'FACEBOOK',
  'PARTNER', 'FLYER', 'FRANCE_TRAVAIL', 'SOCIAL_CENTER', 'DEPARTMENT', 'INTEGRATION_PARTNER', 'ASSOCIATION',
] as const;

/**
 * A result of the quick search (spec 000 §3), plus its `status`. `familyId` is null for a
 * customer without a family yet (a new prospect, a company): it cannot be a favorite.
 * The current contract is the one in force today (null when none).
 */
export const CustomerSearchResult = z.object({
  id: z.number(),
  familyId: z.nullable(z.number()),
  familyName: z.nullable(z.string()),
  label: z.string(),
  status: CustomerStatus,
  nextExchangeAt: z.nullable(IsoDateTime),
  currentContractStartDate: z.nullable(IsoDate),
  currentContractEndDate: z.nullable(IsoDate),
});
export type CustomerSearchResult = z.infer<typeof CustomerSearchResult>;

/** Decision: the "counters" of the answer count every status for the same text, so that the panel's tabs show their totals. */
export const CustomerCounters = z.record(CustomerStatus, z.number());

/**
 * Quick search of customers or prospects: `labelPattern` is found in the customer's label,
 * its family's name or its reference (case- and accent-insensitive); no status means all.
 * Sorted by label. Within the session's agency.
 */
export const searchCustomers = endpoint({
  name: 'customers.search', reads: ['customers'],
  method: 'POST',
  path: '/private/customers/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ labelPattern: SearchText, status: z.optional(z.nullable(CustomerStatus)), ...pageRequest }),
  response: z.extend(page(CustomerSearchResult), { counters: CustomerCounters }),
});

/** The contract in force today. Weekly hours in minutes. */
export const CurrentContract = z.object({
  id: z.number(),
  number: z.string(),
  startDate: IsoDate,
  /** Null: open-ended (contrat à durée indéterminée). */
  endDate: z.nullable(IsoDate),
  prestationType: z.object({ id: z.number(), label: z.string() }),
  weeklyMinutes: z.number(),
});

/** Spec 001 §4: where a prospect stands on the prospecting board. A converted prospect is TURNED_TO_CUSTOMER; a customer created as such has none. */
export const PROSPECT_STAGES = [
  'STARTING', 'TO_FOLLOW_UP', 'ESTIMATE_SENT', 'ESTIMATE_SENT_FOR_SIGNING', 'ESTIMATE_REFUSED', 'ESTIMATE_SIGNED', 'LOSS', 'TURNED_TO_CUSTOMER',
] as const;
export const ProspectStage = z.enum(PROSPECT_STAGES);
export type ProspectStage = z.infer<typeof ProspectStage>;

export const CIVILITIES = ['MME', 'M'] as const;

/** A bill of the record's home tab (spec 001 §2's bills view: number, month, amount, status). */
export const CustomerBillSummary = z.object({
  id: z.number(),
  /** Null until the bill is numbered. */
  number: z.nullable(z.string()),
  type: z.enum(['BILL', 'CREDIT_NOTE']),
  month: z.string(),
  status: z.string(),
  vatIncludedAmount: z.number(),
});

export const ESTIMATE_STATUSES = ['DRAFT', 'VALIDATED', 'READY', 'SENT', 'SENT_SIGN', 'SIGNED', 'CONTRACTED', 'CANCELED', 'REFUSED'] as const;

/** An estimate of the record's home tab (spec 001 §3: number, status, amount VAT included in cents, period). */
export const CustomerEstimateSummary = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(ESTIMATE_STATUSES),
  vatIncludedAmount: z.number(),
  periodStartDate: IsoDate,
  periodEndDate: z.nullable(IsoDate),
});

/**
 * The details panel of a customer or a prospect: what a director wants at a glance.
 * Names follow spec 001's customer (customerId, customerName, customerMainContact,
 * childrenInfos…); `families` are its familyIds with their names.
 */
export const CustomerDetails = z.object({
  customerId: z.number(),
  ref: z.string(),
  customerName: z.string(),
  type: z.enum(CUSTOMER_TYPES),
  status: CustomerStatus,
  source: z.nullable(z.enum(CUSTOMER_SOURCES)),
  createdAt: IsoDateTime,
  customerMainContact: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  address: z.nullable(z.object({ street: z.string(), zipCode: z.string(), city: z.string() })),
  agency: AgencyRef,
  families: z.array(FamilyRef),
  cafNumber: z.nullable(z.string()),
  childrenCount: z.number(),
  /** Parents of its families whose app account is ACTIVE (spec 001 §3; the explorer's family section). */
  activeParentsAccountsCount: z.number(),
  childrenInfos: z.array(z.object({ firstName: z.string(), birthDate: BirthDate })),
  contractsCount: z.number(),
  currentContract: z.nullable(CurrentContract),
  lastExchangeAt: z.nullable(IsoDateTime),
  nextExchangeAt: z.nullable(IsoDateTime),
  /** The next planning event of its families, from now on. */
  nextPlanningEvent: z.nullable(PlanningEvent),
  // The record's home tab (spec 001 §7, issue 10).
  /** Where a prospect stands; TURNED_TO_CUSTOMER for a converted one, null for a customer created as such. */
  stage: z.nullable(ProspectStage),
  civility: z.nullable(z.enum(CIVILITIES)),
  /** The staff user of the agency (director or adviser) who follows the record. */
  adviser: z.nullable(PersonRef),
  notes: z.nullable(z.string()),
  infos: z.nullable(z.string()),
  estimatesCount: z.number(),
  /** Bills, credit notes aside. */
  billsCount: z.number(),
  /** The last 3 bills and credit notes, newest first; amounts in cents VAT included. */
  lastBills: z.array(CustomerBillSummary),
  /** The last 3 estimates, newest first. */
  lastEstimates: z.array(CustomerEstimateSummary),
  /** Each family's wallet balance, in cents. */
  familiesWallets: z.array(z.object({ family: FamilyRef, currentValue: z.number() })),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/** Customers and prospects alike (`status` tells; spec 001's prospects path answers the same: `getProspect`). 404 outside the agency. */
export const getCustomer = endpoint({
  name: 'customers.get', reads: ['customers', 'avim'],
  method: 'GET',
  path: '/private/customers/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: CustomerDetails,
});

// ---- v2 search (spec 001 §7): the /customers and /prospects lists --------------------------


export { CUSTOMER_ATTRIBUTE_KINDS };
export const CUSTOMER_ATTRIBUTES = attributeNames(CUSTOMER_ATTRIBUTE_KINDS);
export type CustomerAttribute = (typeof CUSTOMER_ATTRIBUTES)[number];
export const CustomersV2 = v2Search(CUSTOMER_ATTRIBUTES);
export type CustomersV2Body = z.input<typeof CustomersV2.SearchBody>;
export type CustomersV2Filter = z.infer<typeof CustomersV2.Filter>;

/** A row of the customers and prospects lists (spec 001 §2, §3). Default sort: customerName ASC. */
export const CustomerListItem = z.object({
  customerId: z.number(),
  ref: z.string(),
  customerName: z.string(),
  customerMainContact: z.object({ firstName: z.string(), lastName: z.string() }),
  type: z.enum(CUSTOMER_TYPES),
  status: CustomerStatus,
  stage: z.nullable(ProspectStage),
  source: z.nullable(z.enum(CUSTOMER_SOURCES)),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  estimatesCount: z.number(),
  contractsCount: z.number(),
  billsCount: z.number(),
  childrenCount: z.number(),
  familyIds: z.array(z.number()),
  adviser: z.nullable(PersonRef),
  createdAt: IsoDateTime,
  lastExchangeAt: z.nullable(IsoDateTime),
  nextExchangeAt: z.nullable(IsoDateTime),
});
export type CustomerListItem = z.infer<typeof CustomerListItem>;

export const searchCustomersV2 = endpoint({
  ...CUSTOMERS_V2_SEARCH,
  roles: STAFF_ROLES,
  body: CustomersV2.SearchBody,
  response: page(CustomerListItem),
});

export const customersV2Distribution = endpoint({
  name: 'customers.v2.distribution', reads: ['customers'],
  method: 'POST',
  path: '/private/customers/v2/search/compute-single-attribute-values-distribution',
  access: 'private',
  roles: STAFF_ROLES,
  body: CustomersV2.AttributeBody,
  response: Distribution,
});

/** 400 when the attribute is not a number. */
export const customersV2Stats = endpoint({
  name: 'customers.v2.stats', reads: ['customers'],
  method: 'POST',
  path: '/private/customers/v2/search/compute-numeric-attribute-values-stats',
  access: 'private',
  roles: STAFF_ROLES,
  body: CustomersV2.AttributeBody,
  response: NumericStats,
});

/**
 * The list as a file, its columns those of the list with French titles and labels
 * (`clients-YYYY-MM-DD.csv` / `.xlsx`; `prospects-…` when the filters keep only prospects).
 */
export const exportCustomersV2 = endpoint({
  name: 'customers.v2.export', reads: ['customers'],
  method: 'POST',
  path: '/private/customers/v2/search/export',
  access: 'private',
  roles: STAFF_ROLES,
  query: ExportQuery,
  body: CustomersV2.SearchBody,
  response: FILE,
});
