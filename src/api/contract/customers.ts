/**
 * Customers and prospects (spec 000 §2.4, §3, §7; spec 001 §3): the quick search and the
 * details panel. Paths and shapes "not shown" in spec 000 are decided here; the paths are
 * those spec 001 lists for customers.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { AgencyRef, FamilyRef, IdParams, IsoDate, IsoDateTime, STAFF_ROLES, SearchText, page, pageRequest } from './common';
import { PlanningEvent } from './planning';

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
  name: 'customers.search',
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
  childrenInfos: z.array(z.object({ firstName: z.string(), birthDate: IsoDate })),
  contractsCount: z.number(),
  currentContract: z.nullable(CurrentContract),
  lastExchangeAt: z.nullable(IsoDateTime),
  nextExchangeAt: z.nullable(IsoDateTime),
  /** The next planning event of its families, from now on. */
  nextPlanningEvent: z.nullable(PlanningEvent),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/** Customers and prospects alike (spec 001's separate prospects call is not needed: `status` tells). 404 outside the agency. */
export const getCustomer = endpoint({
  name: 'customers.get',
  method: 'GET',
  path: '/private/customers/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: CustomerDetails,
});
