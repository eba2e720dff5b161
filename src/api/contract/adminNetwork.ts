/**
 * The client companies (agency networks) and the network's figures, ADMIN only (spec 000 §2.2
 * /clients, /clients/{clientPublicAccessHash}/overview, /stats). The spec gives the routes only:
 * the paths and shapes are decided here, the figures' meaning in src/domain/adminNetwork.ts.
 * Amounts are integer cents, by currency (EUR and CHF never added together).
 */
import * as z from 'zod/mini';
import { STATS_MONTHS } from '../../domain/adminNetwork';
import { endpoint } from '../endpoint';
import { Id, IsoDateTime } from './common';

const admin = { access: 'private', roles: ['ADMIN'] } as const;

const CURRENCIES = z.array(z.enum(['EUR', 'CHF']));

/** Cents by currency. */
export const Amounts = z.object({ EUR: z.number(), CHF: z.number() });
export type Amounts = z.infer<typeof Amounts>;

/** A month's figures ('YYYY-MM'); see src/domain/adminNetwork.ts. */
export const MonthFigures = z.object({
  month: z.string(),
  minutes: z.number(),
  activeFamilies: z.number(),
  professionals: z.number(),
  billed: Amounts,
});
export type MonthFigures = z.infer<typeof MonthFigures>;

/** Families with a prestation this month, professionals with the status ACTIVE, and this month's figures. */
const Current = { activeFamilies: z.number(), professionals: z.number(), month: MonthFigures };

export const NetworkClient = z.object({
  id: z.number(),
  publicAccessHash: z.string(),
  name: z.string(),
  siret: z.string(),
  createdAt: IsoDateTime,
  agencies: z.number(),
  /** Its directors and advisers (their own agency or one of theirs in the network). */
  users: z.number(),
  /** Its agencies' currencies (a figure of nothing billed is written in them). */
  currencies: CURRENCIES,
  ...Current,
});
export type NetworkClient = z.infer<typeof NetworkClient>;

/** Every client, by name. */
export const clients = endpoint({ ...admin, name: 'admin.clients', reads: ['agency', 'users'], method: 'GET', path: '/private/admin/clients', response: z.array(NetworkClient) });

export const ClientAgency = z.object({
  id: z.number(),
  label: z.string(),
  zipCode: z.string(),
  city: z.string(),
  currency: z.enum(['EUR', 'CHF']),
  /** Its customer families (prospects left out). */
  families: z.number(),
  ...Current,
});
export type ClientAgency = z.infer<typeof ClientAgency>;

export const ClientUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  role: z.string(),
  agencies: z.array(z.string()),
});
export type ClientUser = z.infer<typeof ClientUser>;

export const ClientOverview = z.object({
  client: NetworkClient,
  agencies: z.array(ClientAgency),
  users: z.array(ClientUser),
  /** The last STATS_MONTHS months, oldest first. */
  months: z.array(MonthFigures),
});
export type ClientOverview = z.infer<typeof ClientOverview>;

/** 404 for an unknown hash. */
export const clientOverview = endpoint({
  ...admin, name: 'admin.clientOverview', reads: ['agency', 'users'], method: 'GET', path: '/private/admin/clients/{hash}/overview',
  params: z.object({ hash: z.string().check(z.regex(/^[0-9a-f]{8,64}$/)) }), response: ClientOverview,
});

export const NetworkStats = z.object({
  agencies: z.number(),
  currencies: CURRENCIES,
  activeFamilies: z.number(),
  professionals: z.number(),
  /** The last STATS_MONTHS months, oldest first. */
  months: z.array(MonthFigures),
});
export type NetworkStats = z.infer<typeof NetworkStats>;

/** The whole network, or one client's agencies (`clientId`). */
export const networkStats = endpoint({
  ...admin, name: 'admin.stats', reads: ['agency', 'users', 'customers', 'families', 'employees'], method: 'GET', path: '/private/admin/stats',
  query: z.object({ clientId: z.optional(Id) }), response: NetworkStats,
});

export { STATS_MONTHS };
