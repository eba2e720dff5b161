/**
 * The family record (spec 001 §3 Family, §7 Families): get, create, infos, address, delete,
 * and its composition (children with their informations, parents, contacts, other addresses).
 * Apart from the search (`families.ts`), which the quick search and the selectors carry in
 * their chunks, so that these schemas load with the family screens only.
 */
import * as z from 'zod/mini';
import { CONTACT_TYPES, GENDERS, HOME_OPTIONS } from '../../domain/families/labels';
import { USER_STATUSES } from '../../domain/userStatus';
import { EMPTY, endpoint } from '../endpoint';
import { BirthDate, FamilyRef, Id, IdParams, IsoDate, STAFF_ROLES } from './common';
import { CIVILITIES, CustomerBillSummary } from './customers';

// Every write answers the family as `getFamily` does, so that the page refreshes (counts
// included) without a second call; the family's own DELETE answers 204. Texts are loosely
// typed on purpose: required fields and formats are checked by src/domain/families/form.ts,
// so that the portal's forms and the 400 answers say the same French message per field.

const Text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
const Coordinate = z.optional(z.nullable(z.number()));

/** An address of the family (spec 001 §3: street, zipCode, city, cityCode, additionalInfo, note, lat, lng). */
export const FamilyAddressBody = z.object({
  street: Text(250), zipCode: Text(10), city: Text(150), cityCode: Text(10), additionalInfo: Text(250), note: Text(500), lat: Coordinate, lng: Coordinate,
});
export type FamilyAddressBody = z.input<typeof FamilyAddressBody>;

export const FamilyAddress = z.object({
  street: z.string(), zipCode: z.string(), city: z.string(), cityCode: z.nullable(z.string()), additionalInfo: z.nullable(z.string()), note: z.nullable(z.string()),
  lat: z.nullable(z.number()), lng: z.nullable(z.number()),
});
export type FamilyAddress = z.infer<typeof FamilyAddress>;

/** What a parent would tell of a child (spec 001 §7 children informations). */
export const ChildInformations = z.object({ school: Text(150), allergies: Text(500), habits: Text(500) });

export const Child = z.object({
  id: z.number(), firstName: z.string(), lastName: z.string(), birthDate: BirthDate, gender: z.nullable(z.enum(GENDERS)),
  informations: z.object({ school: z.nullable(z.string()), allergies: z.nullable(z.string()), habits: z.nullable(z.string()) }),
});
export type Child = z.infer<typeof Child>;

/** A child; its informations may come with it, so that one dialog saves with one call. */
export const ChildBody = z.object({
  firstName: Text(150), lastName: Text(150), birthDate: Text(10), gender: z.optional(z.nullable(z.enum(GENDERS))), informations: z.optional(ChildInformations),
});
export type ChildBody = z.input<typeof ChildBody>;

/** A parent and the state of their app account (user statuses of spec 000; null: no account). */
export const Parent = z.object({
  id: z.number(), civility: z.nullable(z.enum(CIVILITIES)), firstName: z.string(), lastName: z.string(), email: z.nullable(z.string()), mobile: z.nullable(z.string()),
  accountStatus: z.nullable(z.enum(USER_STATUSES)),
});
export type Parent = z.infer<typeof Parent>;

export const ParentBody = z.object({ civility: z.optional(z.nullable(z.enum(CIVILITIES))), firstName: Text(150), lastName: Text(150), email: Text(200), mobile: Text(30) });
export type ParentBody = z.input<typeof ParentBody>;

export const FamilyContact = z.object({
  id: z.number(), type: z.enum(CONTACT_TYPES), firstName: z.string(), lastName: z.string(), phone: z.nullable(z.string()), email: z.nullable(z.string()), comment: z.nullable(z.string()),
});
export type FamilyContact = z.infer<typeof FamilyContact>;

export const FamilyContactBody = z.object({
  type: z.optional(z.nullable(z.enum(CONTACT_TYPES))), firstName: Text(150), lastName: Text(150), phone: Text(30), email: Text(200), comment: Text(500),
});
export type FamilyContactBody = z.input<typeof FamilyContactBody>;

export const OtherAddress = z.extend(FamilyAddress, { id: z.number() });
export type OtherAddress = z.infer<typeof OtherAddress>;

/**
 * The family page (spec 001 §2 family summary, §3 Family). `monthPlannedDurationAvg` is the
 * theoretical monthly minutes the agency set (null: 'Non défini'); `currentMonthPlannedDuration`
 * the minutes of the current month's planning events; `lastBills` the last 3 bills and credit
 * notes, newest first, or null when the agency's billing is off (nothing shown).
 */
export const FamilyDetails = z.object({
  id: z.number(),
  name: z.string(),
  customer: z.nullable(z.object({ id: z.number(), name: z.string() })),
  cafNumber: z.nullable(z.string()),
  monthPlannedDurationAvg: z.nullable(z.number()),
  currentMonthPlannedDuration: z.number(),
  defaultPrestationType: z.nullable(z.object({ id: z.number(), label: z.string() })),
  homeOptions: z.array(z.enum(HOME_OPTIONS)),
  address: z.nullable(FamilyAddress),
  children: z.array(Child),
  parents: z.array(Parent),
  contacts: z.array(FamilyContact),
  addresses: z.array(OtherAddress),
  lastBills: z.nullable(z.array(CustomerBillSummary)),
});
export type FamilyDetails = z.infer<typeof FamilyDetails>;

const record = { access: 'private', roles: STAFF_ROLES, response: FamilyDetails } as const;
const ChildParams = z.object({ id: Id, cid: Id });
const PartParams = z.object({ id: Id, pid: Id });

export const getFamily = endpoint({ name: 'families.get', reads: ['families'], method: 'GET', path: '/private/families/{id}', params: IdParams, ...record });

/**
 * A family of the session's agency. Decision: `customerId` (one of the agency's customers or
 * prospects, else 400 naming it) attaches it, its main contact becoming the first parent and
 * its address the family's; without it the family waits for its customer.
 */
export const createFamily = endpoint({
  name: 'families.create', writes: ['families', 'customers', 'wallet'], method: 'POST', path: '/private/families', body: z.object({ name: Text(150), customerId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))) }), ...record,
});

/**
 * Spec 001's `PUT {name}`, which also takes the infos form's fields (decision: one call per
 * form; the spec's single-field PUTs say the same): an absent field is kept, null clears.
 * `monthPlannedDurationAvg` in minutes.
 */
export const FamilyInfosBody = z.object({
  name: Text(150),
  cafNumber: Text(30),
  monthPlannedDurationAvg: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
  defaultPrestationTypeId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  homeOptions: z.optional(z.array(z.enum(HOME_OPTIONS))),
});
export type FamilyInfosBody = z.input<typeof FamilyInfosBody>;

export const updateFamily = endpoint({ name: 'families.update', writes: ['families'], method: 'PUT', path: '/private/families/{id}', params: IdParams, body: FamilyInfosBody, ...record });

/**
 * Deletes the family with its children, parents, contacts, addresses, notes, messages and
 * favorites. Decision: a family with planning events, contracts, bills, wallet operations or
 * mandates is kept (400 FAMILY_IN_USE): its history must stay.
 */
export const deleteFamily = endpoint({ name: 'families.delete', writes: ['families', 'customers', 'favorites', 'notes', 'wallet', 'planning'], method: 'DELETE', path: '/private/families/{id}', access: 'private', roles: STAFF_ROLES, params: IdParams, response: EMPTY });

/** The family's own address and its coordinates. */
export const updateFamilyAddress = endpoint({ name: 'families.address', writes: ['families'], method: 'PUT', path: '/private/families/{id}/address', params: IdParams, body: FamilyAddressBody, ...record });

export const createChild = endpoint({ name: 'families.children.create', writes: ['families'], method: 'POST', path: '/private/families/{id}/children', params: IdParams, body: ChildBody, ...record });
export const updateChild = endpoint({ name: 'families.children.update', writes: ['families'], method: 'PUT', path: '/private/families/{id}/children/{cid}', params: ChildParams, body: ChildBody, ...record });
export const deleteChild = endpoint({ name: 'families.children.delete', writes: ['families'], method: 'DELETE', path: '/private/families/{id}/children/{cid}', params: ChildParams, ...record });
export const childInformations = endpoint({
  name: 'families.children.informations', reads: ['families'], method: 'GET', path: '/private/families/{id}/children/{cid}/informations', access: 'private', roles: STAFF_ROLES, params: ChildParams,
  response: Child.shape.informations,
});
export const updateChildInformations = endpoint({
  name: 'families.children.informations.update', writes: ['families'], method: 'PUT', path: '/private/families/{id}/children/{cid}/informations', params: ChildParams, body: ChildInformations, ...record,
});

/** A parent with an e-mail gets an app account (CREATED until they sign in); no DELETE in the spec. */
export const createParent = endpoint({ name: 'families.parents.create', writes: ['families'], method: 'POST', path: '/private/families/{id}/parents', params: IdParams, body: ParentBody, ...record });
export const updateParent = endpoint({ name: 'families.parents.update', writes: ['families'], method: 'PUT', path: '/private/families/{id}/parents/{pid}', params: PartParams, body: ParentBody, ...record });

export const familyContacts = endpoint({
  name: 'families.contacts.list', reads: ['families'], method: 'GET', path: '/private/families/{id}/contacts', access: 'private', roles: STAFF_ROLES, params: IdParams, response: z.array(FamilyContact),
});
export const createFamilyContact = endpoint({ name: 'families.contacts.create', writes: ['families'], method: 'POST', path: '/private/families/{id}/contacts', params: IdParams, body: FamilyContactBody, ...record });
export const updateFamilyContact = endpoint({ name: 'families.contacts.update', writes: ['families'], method: 'PUT', path: '/private/families/{id}/contacts/{pid}', params: PartParams, body: FamilyContactBody, ...record });
export const deleteFamilyContact = endpoint({ name: 'families.contacts.delete', writes: ['families'], method: 'DELETE', path: '/private/families/{id}/contacts/{pid}', params: PartParams, ...record });

/** Other addresses of the family (grandparents' home, a second home…). */
export const familyAddresses = endpoint({
  name: 'families.addresses.list', reads: ['families'], method: 'GET', path: '/private/families/{id}/addresses', access: 'private', roles: STAFF_ROLES, params: IdParams, response: z.array(OtherAddress),
});
export const createFamilyAddress = endpoint({ name: 'families.addresses.create', writes: ['families'], method: 'POST', path: '/private/families/{id}/addresses', params: IdParams, body: FamilyAddressBody, ...record });
export const updateOtherAddress = endpoint({ name: 'families.addresses.update', writes: ['families'], method: 'PUT', path: '/private/families/{id}/addresses/{pid}', params: PartParams, body: FamilyAddressBody, ...record });
export const deleteFamilyAddress = endpoint({ name: 'families.addresses.delete', writes: ['families'], method: 'DELETE', path: '/private/families/{id}/addresses/{pid}', params: PartParams, ...record });

// ---- Spec 001's single-field calls (the infos form uses `updateFamily`; these say the same) -------

export const familyName = endpoint({ name: 'families.name', reads: ['families'], method: 'GET', path: '/private/families/{id}/name', access: 'private', roles: STAFF_ROLES, params: IdParams, response: FamilyRef });
export const updateFamilyCafNumber = endpoint({
  name: 'families.cafNumber', writes: ['families'], method: 'PUT', path: '/private/families/{id}/cafNumber', params: IdParams, body: z.object({ cafNumber: z.nullable(z.string().check(z.maxLength(30))) }), ...record,
});
/** Minutes a month; null: not defined. */
export const updateFamilyMonthPlannedDurationAvg = endpoint({
  name: 'families.monthPlannedDurationAvg', writes: ['families'], method: 'PUT', path: '/private/families/{id}/monthPlannedDurationAvg', params: IdParams,
  body: z.object({ monthPlannedDurationAvg: z.nullable(z.number().check(z.int(), z.nonnegative())) }), ...record,
});
export const familyDefaultPrestationType = endpoint({
  name: 'families.defaultPrestationType', reads: ['families'], method: 'GET', path: '/private/families/{id}/defaultPrestationType', access: 'private', roles: STAFF_ROLES, params: IdParams,
  response: FamilyDetails.shape.defaultPrestationType,
});
/** `{type}`: the id of one of the agency's prestation types (a CUSTOM one has no code of its own). */
export const setFamilyDefaultPrestationType = endpoint({
  name: 'families.defaultPrestationType.set', writes: ['families'], method: 'PUT', path: '/private/families/{id}/defaultPrestationType/{type}', params: z.object({ id: Id, type: Id }), ...record,
});
export const updateFamilyHomeOptions = endpoint({
  name: 'families.homeOptions', writes: ['families'], method: 'PUT', path: '/private/families/{id}/homeOptions', params: IdParams, body: z.object({ homeOptions: z.array(z.enum(HOME_OPTIONS)) }), ...record,
});

/**
 * A professional near the family (src/domain/families/affinities.ts): the distance from the
 * family's coordinates to the professional's home (null: one has none), the last day they
 * worked at the family (null: never), and the other families they serve (the families served
 * together; at most 3 named, `familiesCount` all of them).
 */
export const ProWithAffinities = z.object({
  id: z.number(), firstName: z.string(), lastName: z.string(), distanceKm: z.nullable(z.number()), lastEventDay: z.nullable(IsoDate),
  families: z.array(FamilyRef), familiesCount: z.number(),
});
export type ProWithAffinities = z.infer<typeof ProWithAffinities>;

const affinities = { access: 'private', roles: STAFF_ROLES, params: IdParams, response: z.array(ProWithAffinities) } as const;
/** Who worked at the family in the last 90 days, nearest first. */
export const recentProsWithAffinities = endpoint({ name: 'families.recentPros', reads: ['families', 'employees', 'planning'], method: 'GET', path: '/private/families/{id}/getRecentProsWithAffinities', ...affinities });
/** The 10 active professionals nearest the family's coordinates, nearest first (empty when the family has none). */
export const nearestProsWithAffinities = endpoint({ name: 'families.nearestPros', reads: ['families', 'employees', 'planning'], method: 'GET', path: '/private/families/{id}/getNearestProsWithAffinities', ...affinities });
