/**
 * The record of a customer or a prospect (spec 001 §7 Customers): creation, the updates of
 * its tabs, its status moves, its contacts and history (changelogs), and the prospecting
 * board's calls. Every call works on the session's agency (404 outside it) and every update
 * answers the record as `getCustomer` does, so that a screen refreshes without a second call.
 * Paths are the spec's; the ones it does not give are decided here (see src/api/README.md).
 */
import * as z from 'zod/mini';
import { CLOSING_COMMENT_MAX, CLOSING_REASONS } from '../../domain/customers/closingReasons';
import { EMPTY, endpoint } from '../endpoint';
import type { Resource } from '../resources';
import { changelogSchemas } from './changelogs';
import { IsoDate, Id, IdParams, IsoDateTime, PersonRef, STAFF_ROLES, page, pageRequest } from './common';
import { CUSTOMER_INFOS_MAX } from '../../domain/customers/form';
import { CIVILITIES, CUSTOMER_SOURCES, CUSTOMER_TYPES, CustomerDetails, ProspectStage } from './customers';

/**
 * Texts of the identity are loosely typed here on purpose: the required ones and the formats
 * are checked by `customerIdentityErrors` (src/domain/customers/form.ts), so that the portal's
 * form and the server answer the same French message per field ('Champ obligatoire'…).
 */
const Text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

export const CustomerAddress = z.object({ street: z.string().check(z.maxLength(250)), zipCode: z.string().check(z.maxLength(10)), city: z.string().check(z.maxLength(150)) });

const MainContact = z.object({ civility: z.optional(z.nullable(z.enum(CIVILITIES))), firstName: Text(150), lastName: Text(150) });

/** What the infos tab edits: the identity without the name and the address. */
const infos = {
  type: z.optional(z.nullable(z.enum(CUSTOMER_TYPES))),
  mainContact: z.optional(z.nullable(MainContact)),
  email: Text(200),
  phone: Text(30),
  mobile: Text(30),
  source: z.optional(z.nullable(z.enum(CUSTOMER_SOURCES))),
  /** A director or adviser of the agency; null: nobody (400 naming `adviserId` otherwise). */
  adviserId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
};

/** Creation: a company or a provider needs its `customerName`; a natural customer is named after its main contact. */
export const CustomerCreation = z.object({ ...infos, customerName: Text(150), address: z.optional(z.nullable(CustomerAddress)) });
export type CustomerCreation = z.input<typeof CustomerCreation>;

export const createCustomer = endpoint({
  name: 'customers.create', writes: ['customers', 'history'],
  method: 'POST',
  path: '/private/customers',
  access: 'private',
  roles: STAFF_ROLES,
  body: CustomerCreation,
  response: CustomerDetails,
});

/** The same creation, as a prospect (stage STARTING). */
export const createProspect = endpoint({
  name: 'customers.prospects.create', writes: ['customers', 'history'],
  method: 'POST',
  path: '/private/customers/prospects',
  access: 'private',
  roles: STAFF_ROLES,
  body: CustomerCreation,
  response: CustomerDetails,
});

/**
 * Decision (not in the spec): who may follow a customer, for the adviser filter of the lists
 * and the record's adviser field: the agency's directors and advisers (multi-agency ones
 * included), by id.
 */
export const customerAdvisers = endpoint({
  name: 'customers.advisers', reads: ['users'],
  method: 'GET',
  path: '/private/customers/advisers',
  access: 'private',
  roles: STAFF_ROLES,
  response: z.array(PersonRef),
});

/** Spec 001's prospects path: the same answer as `getCustomer` (a customer's id answers too). */
export const getProspect = endpoint({
  name: 'customers.prospects.get', reads: ['customers'],
  method: 'GET',
  path: '/private/customers/prospects/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: CustomerDetails,
});

/** What a record's update writes: the record alone, or with its history (RECORD_AND_HISTORY: the moves and the renaming). */
const ONLY_RECORD = ['customers'] as const;
const RECORD_AND_HISTORY = ['customers', 'history'] as const;

/** One update of the record: PUT at `/private/customers/{id}/<part>`, answering the record. */
function update<const N extends string, const P extends string, B extends z.ZodMiniType | undefined = undefined>(name: N, part: P, body?: B, writes: readonly Resource[] = ONLY_RECORD) {
  return endpoint({
    name: `customers.${name}` as const,
    writes,
    method: 'PUT',
    path: `/private/customers/{id}/${part}` as const,
    access: 'private',
    roles: STAFF_ROLES,
    params: IdParams,
    body: body as B,
    response: CustomerDetails,
  });
}

export const updateCustomerAddress = update('address', 'address', CustomerAddress);
/** History RENAMED with the former name; the estimates and contracts show the customer's name. */
const RENAMED = [...RECORD_AND_HISTORY, 'estimates', 'contracts'] as const;
export const renameCustomer = update('name', 'name', z.object({ customerName: Text(150) }), RENAMED);
/** The identity (the name aside) and the record's free-text `infos` (absent: kept; null or blank: cleared). */
export const updateCustomerInfos = update('infos', 'infos', z.object({ ...infos, infos: Text(CUSTOMER_INFOS_MAX) }));
export const updateCustomerNotes = update('notes', 'notes', z.object({ notes: z.nullable(z.string().check(z.maxLength(5000))) }));
/** The next exchange (a call back, an appointment); null: none planned. */
export const updateCustomerNextExchange = update('nextExchange', 'nextExchange', z.object({ nextExchangeDate: z.nullable(IsoDateTime) }));
/** Prospect → customer: stage TURNED_TO_CUSTOMER, history PROSPECT_TO_CUSTOMER; 400 for a customer or an archived prospect. */
export const turnProspectToCustomer = update('toCustomer', 'toCustomer', undefined, RECORD_AND_HISTORY);
/** Why a record is closed (`src/domain/customers/closingReasons.ts`): a reason of the list, a free text (required with OTHER: 400 CLOSING_REASON_REQUIRED). */
export const ClosingBody = z.object({
  reason: z.enum(CLOSING_REASONS, { error: 'Choisissez la raison' }),
  comment: z.optional(z.nullable(z.string().check(z.maxLength(CLOSING_COMMENT_MAX)))),
});
/** History CUSTOMER_ARCHIVED or PROSPECT_ARCHIVED with the reason (an archived prospect is lost: stage LOSS). 400 when already archived. */
export const archiveCustomer = update('archive', 'archive', ClosingBody, RECORD_AND_HISTORY);
/** History CUSTOMER_UNARCHIVED or PROSPECT_UNARCHIVED (a prospect goes back to TO_FOLLOW_UP). 400 when not archived. */
export const unarchiveCustomer = update('unarchive', 'unarchive', undefined, RECORD_AND_HISTORY);
/** Prospect only: stage LOSS, archived, history PROSPECT_ARCHIVED 'Prospect perdu — <reason> : <text>'. */
export const markProspectAsLost = update('markAsLost', 'mark-as-lost', ClosingBody, RECORD_AND_HISTORY);

/**
 * Decision (not in the spec): the prospecting board moves a prospect between the open stages
 * (STARTING … ESTIMATE_SIGNED); LOSS and TURNED_TO_CUSTOMER have their own calls (400 here).
 * An estimate stage needs an estimate of the prospect in that state (400 PROSPECT_STAGE_NEEDS_ESTIMATE,
 * `src/domain/customers/stageRules.ts`). History PROSPECT_STAGE_CHANGED, written by the server, 'Étape : <before> → <after>'.
 */
export const updateProspectStage = endpoint({
  name: 'customers.prospects.stage', writes: ['customers', 'history'],
  method: 'PUT',
  path: '/private/customers/prospects/{id}/stage',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  body: z.object({ stage: ProspectStage }),
  response: CustomerDetails,
});

// ---- Contacts ------------------------------------------------------------------------------

export const CustomerContact = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** Who the contact is to the customer ('Grand-mère', 'Responsable RH'…). */
  role: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type CustomerContact = z.infer<typeof CustomerContact>;

/** First and last names required ('Champ obligatoire'), e-mail and phone well formed when given. */
export const CustomerContactBody = z.object({ firstName: Text(150), lastName: Text(150), role: Text(100), phone: Text(30), email: Text(200) });

const ContactParams = z.object({ id: Id, cid: Id });

/** Decision: the spec has no GET; the record's tab lists them, by last then first name. */
export const customerContacts = endpoint({
  name: 'customers.contacts.list', reads: ['customers'],
  method: 'GET',
  path: '/private/customers/{id}/contacts',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: z.array(CustomerContact),
});

export const createCustomerContact = endpoint({
  name: 'customers.contacts.create', writes: ['customers'],
  method: 'POST',
  path: '/private/customers/{id}/contacts',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  body: CustomerContactBody,
  response: CustomerContact,
});

export const updateCustomerContact = endpoint({
  name: 'customers.contacts.update', writes: ['customers'],
  method: 'PUT',
  path: '/private/customers/{id}/contacts/{cid}',
  access: 'private',
  roles: STAFF_ROLES,
  params: ContactParams,
  body: CustomerContactBody,
  response: CustomerContact,
});

export const deleteCustomerContact = endpoint({
  name: 'customers.contacts.delete', writes: ['customers'],
  method: 'DELETE',
  path: '/private/customers/{id}/contacts/{cid}',
  access: 'private',
  roles: STAFF_ROLES,
  params: ContactParams,
  response: EMPTY,
});

// ---- History (changelogs) ------------------------------------------------------------------

/** Spec 001 §3: the customer or prospect history events (French labels in src/domain/customers/labels.ts). */
export const CUSTOMER_HISTORY_EVENTS = [
  'CREATION', 'PROSPECT_ARCHIVED', 'PROSPECT_UNARCHIVED', 'CUSTOMER_ARCHIVED', 'CUSTOMER_UNARCHIVED', 'PROSPECT_TO_CUSTOMER', 'CONTACT_BY_MAIL',
  'CONTACT_BY_CALL', 'CONTACT_BY_APPOINTMENT', 'CONTACT_BY_MESSAGE', 'BILL_PAID', 'BILL_SENT', 'ESTIMATE_SENT_BY_MAIL', 'ESTIMATE_MARKED_AS_SIGNED',
  'ESTIMATE_SIGN_PROCEDURE_SENT', 'ESTIMATE_SIGN_PROCEDURE_REFUSED', 'ESTIMATE_SIGN_PROCEDURE_SIGNED', 'PLANNING_UPDATED', 'PRICE_GRID_INITIALIZED',
  'PRICE_GRID_UPDATED', 'NEXT_PRICE_GRID_UPDATED', 'FISCAL_ATTESTATION_SENT', 'RENAMED', 'OTHER', 'DELETION', 'PROSPECT_STAGE_CHANGED',
] as const;
const customerHistory = changelogSchemas(CUSTOMER_HISTORY_EVENTS);
export const CustomerHistoryEvent = customerHistory.Event;
export const CustomerChangelog = customerHistory.Changelog;
export type CustomerChangelog = z.infer<typeof CustomerChangelog>;
export const CustomerChangelogBody = customerHistory.Body;

const ChangelogParams = z.object({ id: Id, changelogId: Id });

/** The record's history, newest first. */
export const customerChangelogs = endpoint({
  name: 'customers.changelogs.list', reads: ['history'],
  method: 'GET',
  path: '/private/customers/{id}/changelogs',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: z.array(CustomerChangelog),
});

/** The author is the session's user. An exchange moves the record's lastExchangeAt. */
export const createCustomerChangelog = endpoint({
  name: 'customers.changelogs.create', writes: ['history', 'customers'],
  method: 'POST',
  path: '/private/customers/{id}/changelogs',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  body: CustomerChangelogBody,
  response: CustomerChangelog,
});

/** 400 on an entry the server wrote. */
export const updateCustomerChangelog = endpoint({
  name: 'customers.changelogs.update', writes: ['history', 'customers'],
  method: 'PUT',
  path: '/private/customers/{id}/changelogs/{changelogId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: ChangelogParams,
  body: CustomerChangelogBody,
  response: CustomerChangelog,
});

/** 400 on an entry the server wrote. */
export const deleteCustomerChangelog = endpoint({
  name: 'customers.changelogs.delete', writes: ['history', 'customers'],
  method: 'DELETE',
  path: '/private/customers/{id}/changelogs/{changelogId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: ChangelogParams,
  response: EMPTY,
});

// ---- Prospecting ---------------------------------------------------------------------------

/** An entry of the prospecting history, with its prospect (or the customer it became). */
export const ProspectingHistoryEntry = z.extend(CustomerChangelog, { customer: z.object({ id: z.number(), name: z.string() }) });

/**
 * Decision (path not in the spec): the agency's prospecting history, newest first: the
 * entries of every record that is or was a prospect (a stage is set). The reminders need no
 * call of their own: the v2 search with status PROSPECT and nextExchangeAt BETWEEN null and today.
 */
export const searchProspectingHistory = endpoint({
  name: 'customers.prospecting.history', reads: ['history', 'customers'],
  method: 'POST',
  path: '/private/customers/prospecting/history/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ ...pageRequest }),
  response: page(ProspectingHistoryEntry),
});

// ---- Price grids (spec 001 §7: initPriceGrid/{gridId}, nextPriceGrid) -----------------------

/**
 * Decision: the customer gets its own grid, a copy of grid `gridId` (the agency's default or any
 * grid of the agency) named 'Grille de <customer>', valid from today and open-ended; its own
 * grids in force end the day before. History PRICE_GRID_INITIALIZED naming the grid copied.
 * 400 `CUSTOMER_GRID_EXISTS` when one of its own grids starts today or later (use nextPriceGrid).
 */
export const initCustomerPriceGrid = endpoint({
  name: 'customers.initPriceGrid', writes: ['prices', 'customers', 'history'],
  method: 'PUT',
  path: '/private/customers/{id}/initPriceGrid/{gridId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: z.object({ id: Id, gridId: Id }),
  response: CustomerDetails,
});

/**
 * Decision: the grid of the next period, a copy of grid `gridId` valid from `validFrom` (after
 * today: 400 naming `validFrom` otherwise); the customer's grids in force then end the day
 * before, and one of its own grids starting on or after that day is refused (400
 * `CUSTOMER_GRID_EXISTS`). History NEXT_PRICE_GRID_UPDATED.
 */
export const nextCustomerPriceGrid = endpoint({
  name: 'customers.nextPriceGrid', writes: ['prices', 'customers', 'history'],
  method: 'PUT',
  path: '/private/customers/{id}/nextPriceGrid',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  body: z.object({ gridId: Id, validFrom: IsoDate }),
  response: CustomerDetails,
});
