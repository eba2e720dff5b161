/**
 * The record of a family (spec 001 §3 Family, §7 Families): its infos and address, children,
 * parents, contacts and other addresses. Checks are src/domain/families/form.ts's, the same
 * as the portal's forms: a 400 names each field in error with its French message.
 */
import type { Child, ChildBody, FamilyAddress, FamilyAddressBody, FamilyContact, FamilyContactBody, FamilyDetails, FamilyInfosBody, OtherAddress, Parent, ParentBody } from '../../src/api/contract/familyRecord';
import { ADDRESS_RULES, CONTACT_RULES, PARENT_RULES, bodyErrors, childRules, FAMILY_INFOS_RULES } from '../../src/domain/families/form';
import type { HomeOption } from '../../src/domain/families/labels';
import { MESSAGES } from '../../src/domain/messages';
import { USER_MESSAGES } from '../../src/domain/users';
import type { FormErrors } from '../../src/domain/validation';
import { wallClockNow } from '../dates';
import { httpError, throwFieldErrors } from '../http/errors';
import { trimmedOrNull } from '../text';
import type { Db } from './db';
import { checkPrestationTypeOffered } from './offeredLines';
import { monthlyReport } from './reports';
import { loginTaken } from './userAccounts';

/** The family's id when it is one of the agency's, else null (404). */
export function familyIdOf(db: Db, agencyId: number, id: number): number | null {
  return (db.prepare('SELECT id FROM families WHERE id = ? AND agency_id = ?').pluck().get(id, agencyId) as number | undefined) ?? null;
}

interface FamilyRow {
  id: number; name: string; customerId: number | null; customerName: string | null; cafNumber: string | null; monthPlannedDurationAvg: number | null;
  prestationTypeId: number | null; prestationTypeLabel: string | null; homeOptions: string; street: string; zipCode: string; city: string; cityCode: string;
  additionalInfo: string | null; note: string | null; lat: number | null; lng: number | null; billingEnabled: number;
}

const addressOf = (row: { street: string; zipCode: string; city: string; cityCode: string | null; additionalInfo: string | null; note: string | null; lat: number | null; lng: number | null }): FamilyAddress => ({
  street: row.street, zipCode: row.zipCode, city: row.city, cityCode: row.cityCode || null, additionalInfo: row.additionalInfo, note: row.note, lat: row.lat, lng: row.lng,
});

export function familyDetails(db: Db, agencyId: number, id: number, now: number): FamilyDetails | null {
  const row = db
    .prepare(`SELECT f.id, f.label AS name, c.id AS customerId, c.label AS customerName, f.caf_number AS cafNumber, f.month_planned_duration_avg AS monthPlannedDurationAvg,
      p.id AS prestationTypeId, p.label AS prestationTypeLabel, f.home_options AS homeOptions, f.address AS street, f.postcode AS zipCode, f.city, f.city_code AS cityCode,
      f.address_additional_info AS additionalInfo, f.address_note AS note, f.lat, f.lng, a.billing_enabled AS billingEnabled
      FROM families f JOIN agencies a ON a.id = f.agency_id LEFT JOIN customers c ON c.id = f.customer_id LEFT JOIN prestation_types p ON p.id = f.default_prestation_type_id
      WHERE f.id = ? AND f.agency_id = ?`)
    .get(id, agencyId) as FamilyRow | undefined;
  if (!row) return null;
  const month = wallClockNow(now).slice(0, 7);
  return {
    id: row.id,
    name: row.name,
    customer: row.customerId === null ? null : { id: row.customerId, name: row.customerName! },
    cafNumber: row.cafNumber,
    monthPlannedDurationAvg: row.monthPlannedDurationAvg,
    currentMonthPlannedDuration: monthlyReport(db, month, { proId: null, familyId: id }, month).durations.total,
    defaultPrestationType: row.prestationTypeId === null ? null : { id: row.prestationTypeId, label: row.prestationTypeLabel! },
    homeOptions: JSON.parse(row.homeOptions) as HomeOption[],
    // A family created without an address has empty texts until its address is given.
    address: row.street ? addressOf(row) : null,
    children: childrenOf(db, id),
    parents: db
      .prepare(`SELECT id, civility, first_name AS firstName, last_name AS lastName, email, mobile, account_status AS accountStatus FROM family_parents
        WHERE family_id = ? ORDER BY id`)
      .all(id) as Parent[],
    contacts: contactsOf(db, id),
    addresses: addressesOf(db, id),
    lastBills: row.billingEnabled
      ? (db
          .prepare(`SELECT id, bill_number AS number, type, month, status, vat_included AS vatIncludedAmount FROM bills WHERE family_id = ? ORDER BY month DESC, id DESC LIMIT 3`)
          .all(id) as NonNullable<FamilyDetails['lastBills']>)
      : null,
  };
}

function childrenOf(db: Db, familyId: number): Child[] {
  const rows = db
    .prepare(`SELECT id, first_name AS firstName, last_name AS lastName, birth_date AS birthDate, gender, school, allergies, habits FROM children
      WHERE family_id = ? ORDER BY birth_date, id`)
    .all(familyId) as (Omit<Child, 'informations'> & Child['informations'])[];
  return rows.map(({ school, allergies, habits, ...child }) => ({ ...child, informations: { school, allergies, habits } }));
}

export function contactsOf(db: Db, familyId: number): FamilyContact[] {
  return db
    .prepare(`SELECT id, type, first_name AS firstName, last_name AS lastName, phone, email, comment FROM family_contacts WHERE family_id = ?
      ORDER BY fold(last_name), fold(first_name), id`)
    .all(familyId) as FamilyContact[];
}

export function addressesOf(db: Db, familyId: number): OtherAddress[] {
  const rows = db
    .prepare(`SELECT id, street, zip_code AS zipCode, city, city_code AS cityCode, additional_info AS additionalInfo, note, lat, lng FROM family_addresses
      WHERE family_id = ? ORDER BY id`)
    .all(familyId) as (OtherAddress & { cityCode: string | null })[];
  return rows.map((row) => ({ id: row.id, ...addressOf(row) }));
}

// ---- The family ------------------------------------------------------------------------------

export function createFamily(db: Db, agencyId: number, body: { name?: string | null | undefined; customerId?: number | null | undefined }, now: string): number {
  throwFieldErrors(bodyErrors({ name: body.name }, { name: FAMILY_INFOS_RULES.name }));
  const customer = body.customerId
    ? (db
        .prepare(`SELECT id, type, civility, contact_first_name AS firstName, contact_last_name AS lastName, email, mobile, address, postcode, city FROM customers
          WHERE id = ? AND agency_id = ?`)
        .get(body.customerId, agencyId) as CustomerRow | undefined)
    : null;
  if (body.customerId && !customer) throw httpError(400, 'PARAMETERS_ERROR', 'Ce client ne fait pas partie de l’agence', 'customerId');
  const id = Number(
    db
      .prepare(`INSERT INTO families (agency_id, customer_id, label, prospect, parent_first_name, parent_last_name, email, mobile, address, postcode, city, city_code, created_at)
        VALUES (@agencyId, @customerId, @name, 0, @firstName, @lastName, @email, @mobile, @street, @zipCode, @city, '', @now)`)
      .run({
        agencyId, customerId: customer?.id ?? null, name: body.name!.trim(), firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '', email: customer?.email ?? '',
        mobile: customer?.mobile ?? '', street: customer?.address ?? '', zipCode: customer?.postcode ?? '', city: customer?.city ?? '', now,
      }).lastInsertRowid,
  );
  // A natural customer's main contact is the family's first parent.
  if (customer?.type === 'NATURAL') {
    insertParent(db, id, { civility: customer.civility, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, mobile: customer.mobile }, now);
  }
  return id;
}

interface CustomerRow {
  id: number; type: string; civility: string | null; firstName: string; lastName: string; email: string | null; mobile: string | null;
  address: string | null; postcode: string | null; city: string | null;
}

export function updateFamily(db: Db, agencyId: number, id: number, body: FamilyInfosBody): void {
  throwFieldErrors(bodyErrors({ name: body.name, cafNumber: body.cafNumber }, { name: { ...FAMILY_INFOS_RULES.name, required: body.name !== undefined }, cafNumber: FAMILY_INFOS_RULES.cafNumber }));
  if (body.defaultPrestationTypeId) {
    const known = db.prepare('SELECT 1 FROM prestation_types WHERE id = ? AND agency_id = ? AND archived = 0').get(body.defaultPrestationTypeId, agencyId);
    if (!known) throw httpError(400, 'PARAMETERS_ERROR', 'Type de prestation inconnu dans cette agence', 'defaultPrestationTypeId');
    checkPrestationTypeOffered(db, agencyId, body.defaultPrestationTypeId);
  }
  const sets: string[] = [];
  const args: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    args.push(value);
  };
  if (body.name !== undefined) set('label', body.name!.trim());
  if (body.cafNumber !== undefined) set('caf_number', trimmedOrNull(body.cafNumber));
  if (body.monthPlannedDurationAvg !== undefined) set('month_planned_duration_avg', body.monthPlannedDurationAvg);
  if (body.defaultPrestationTypeId !== undefined) set('default_prestation_type_id', body.defaultPrestationTypeId);
  if (body.homeOptions !== undefined) set('home_options', JSON.stringify([...new Set(body.homeOptions)]));
  if (sets.length) db.prepare(`UPDATE families SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
}

/** What keeps a family from deletion: its history (see the contract's `deleteFamily`). */
const IN_USE = ['planning_events', 'contracts', 'bills', 'fees', 'wallet_operations', 'fiscal_attestations', 'sepa_mandates'];
export const FAMILY_IN_USE = 'Cette famille a des interventions, des contrats, des factures ou des mandats : elle ne peut pas être supprimée';

export function deleteFamily(db: Db, id: number): void {
  if (IN_USE.some((table) => db.prepare(`SELECT 1 FROM ${table} WHERE family_id = ? LIMIT 1`).get(id))) throw httpError(400, 'FAMILY_IN_USE', FAMILY_IN_USE);
  db.prepare('DELETE FROM notes WHERE family_id = ?').run(id);
  db.prepare("DELETE FROM favorites WHERE resource_type = 'FAMILY' AND resource_id = ?").run(id);
  db.prepare('DELETE FROM wallets WHERE family_id = ?').run(id);
  // Children, parents, contacts, addresses and messages go with it (ON DELETE CASCADE).
  db.prepare('DELETE FROM families WHERE id = ?').run(id);
}

function checkAddress(body: FamilyAddressBody): FamilyAddress {
  throwFieldErrors(bodyErrors(body, ADDRESS_RULES));
  return {
    street: body.street!.trim(), zipCode: body.zipCode!.trim(), city: body.city!.trim(), cityCode: trimmedOrNull(body.cityCode), additionalInfo: trimmedOrNull(body.additionalInfo),
    note: trimmedOrNull(body.note), lat: body.lat ?? null, lng: body.lng ?? null,
  };
}

export function updateAddress(db: Db, id: number, body: FamilyAddressBody): void {
  const a = checkAddress(body);
  db.prepare(`UPDATE families SET address = ?, postcode = ?, city = ?, city_code = ?, address_additional_info = ?, address_note = ?, lat = ?, lng = ? WHERE id = ?`)
    .run(a.street, a.zipCode, a.city, a.cityCode ?? '', a.additionalInfo, a.note, a.lat, a.lng, id);
}

// ---- Children --------------------------------------------------------------------------------

function checkChild(body: ChildBody, today: string) {
  const { informations, ...child } = body;
  const { school, allergies, habits, ...own } = childRules(today);
  throwFieldErrors({ ...bodyErrors(child, own), ...prefixed(bodyErrors(informations ?? {}, { school, allergies, habits }), 'informations.') });
  return {
    firstName: child.firstName!.trim(), lastName: child.lastName!.trim(), birthDate: child.birthDate!, gender: child.gender ?? null,
    school: trimmedOrNull(informations?.school), allergies: trimmedOrNull(informations?.allergies), habits: trimmedOrNull(informations?.habits),
  };
}

const prefixed = (errors: FormErrors<string>, prefix: string): FormErrors<string> => Object.fromEntries(Object.entries(errors).map(([field, label]) => [`${prefix}${field}`, label]));

export function createChild(db: Db, familyId: number, body: ChildBody, today: string): void {
  const c = checkChild(body, today);
  db.prepare('INSERT INTO children (family_id, first_name, last_name, birth_date, gender, school, allergies, habits) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(familyId, c.firstName, c.lastName, c.birthDate, c.gender, c.school, c.allergies, c.habits);
}

/** False when the child is not the family's (404). Informations absent from the body are kept. */
export function updateChild(db: Db, familyId: number, childId: number, body: ChildBody, today: string): boolean {
  const c = checkChild(body, today);
  const found = db.prepare('UPDATE children SET first_name = ?, last_name = ?, birth_date = ?, gender = ? WHERE id = ? AND family_id = ?')
    .run(c.firstName, c.lastName, c.birthDate, c.gender, childId, familyId).changes > 0;
  if (found && body.informations) db.prepare('UPDATE children SET school = ?, allergies = ?, habits = ? WHERE id = ?').run(c.school, c.allergies, c.habits, childId);
  return found;
}

export function childInformations(db: Db, familyId: number, childId: number): Child['informations'] | null {
  return childrenOf(db, familyId).find((child) => child.id === childId)?.informations ?? null;
}

export function updateChildInformations(db: Db, familyId: number, childId: number, body: { school?: string | null; allergies?: string | null; habits?: string | null }): boolean {
  const { school, allergies, habits } = childRules('');
  throwFieldErrors(bodyErrors(body, { school, allergies, habits }));
  return db.prepare('UPDATE children SET school = ?, allergies = ?, habits = ? WHERE id = ? AND family_id = ?')
    .run(trimmedOrNull(body.school), trimmedOrNull(body.allergies), trimmedOrNull(body.habits), childId, familyId).changes > 0;
}

export function deleteChild(db: Db, familyId: number, childId: number): boolean {
  return db.prepare('DELETE FROM children WHERE id = ? AND family_id = ?').run(childId, familyId).changes > 0;
}

// ---- Parents ---------------------------------------------------------------------------------

function checkParent(body: ParentBody) {
  throwFieldErrors(bodyErrors(body, PARENT_RULES));
  return { civility: body.civility ?? null, firstName: body.firstName!.trim(), lastName: body.lastName!.trim(), email: trimmedOrNull(body.email), mobile: trimmedOrNull(body.mobile) };
}

/**
 * A parent with an e-mail gets an app account, CREATED until they sign in: the same row is the
 * users' (/users?type=family, userAccounts.ts), so the e-mail is their login, unique in the agency.
 */
export function createParent(db: Db, familyId: number, body: ParentBody, now: string): void {
  const p = checkParent(body);
  checkLogin(db, familyId, p.email, null, false);
  insertParent(db, familyId, p, now);
}

/** The customer's contact was checked as such: it is copied as it is. */
function insertParent(db: Db, familyId: number, p: { civility: string | null; firstName: string; lastName: string; email: string | null; mobile: string | null }, now: string): void {
  db.prepare('INSERT INTO family_parents (family_id, civility, first_name, last_name, email, mobile, account_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(familyId, p.civility, p.firstName, p.lastName, p.email, p.mobile, p.email ? 'CREATED' : null, now);
}

/** A login taken by another account of the agency is refused; a parent with an account keeps an e-mail (its login). */
function checkLogin(db: Db, familyId: number, email: string | null, parentId: number | null, hasAccount: boolean): void {
  const agencyId = db.prepare('SELECT agency_id FROM families WHERE id = ?').pluck().get(familyId) as number;
  throwFieldErrors({ email: email ? (loginTaken(db, agencyId, 'FAMILY', email, parentId) ? USER_MESSAGES.loginTaken : null) : hasAccount ? MESSAGES.required : null });
}

/** An e-mail given to a parent without account opens one; the account's status is otherwise the users' calls'. */
export function updateParent(db: Db, familyId: number, parentId: number, body: ParentBody): boolean {
  const p = checkParent(body);
  const status = db.prepare('SELECT account_status FROM family_parents WHERE id = ? AND family_id = ?').get(parentId, familyId) as { account_status: string | null } | undefined;
  if (!status) return false;
  checkLogin(db, familyId, p.email, parentId, status.account_status !== null);
  return db.prepare(`UPDATE family_parents SET civility = ?, first_name = ?, last_name = ?, email = ?, mobile = ?,
      account_status = CASE WHEN account_status IS NULL AND ? IS NOT NULL THEN 'CREATED' ELSE account_status END WHERE id = ? AND family_id = ?`)
    .run(p.civility, p.firstName, p.lastName, p.email, p.mobile, p.email, parentId, familyId).changes > 0;
}

// ---- Contacts and other addresses ------------------------------------------------------------

function checkContact(body: FamilyContactBody) {
  throwFieldErrors(bodyErrors(body, CONTACT_RULES));
  return { type: body.type!, firstName: body.firstName!.trim(), lastName: body.lastName!.trim(), phone: trimmedOrNull(body.phone), email: trimmedOrNull(body.email), comment: trimmedOrNull(body.comment) };
}

export function createContact(db: Db, familyId: number, body: FamilyContactBody): void {
  const c = checkContact(body);
  db.prepare('INSERT INTO family_contacts (family_id, type, first_name, last_name, phone, email, comment) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(familyId, c.type, c.firstName, c.lastName, c.phone, c.email, c.comment);
}

export function updateContact(db: Db, familyId: number, contactId: number, body: FamilyContactBody): boolean {
  const c = checkContact(body);
  return db.prepare('UPDATE family_contacts SET type = ?, first_name = ?, last_name = ?, phone = ?, email = ?, comment = ? WHERE id = ? AND family_id = ?')
    .run(c.type, c.firstName, c.lastName, c.phone, c.email, c.comment, contactId, familyId).changes > 0;
}

export function deleteContact(db: Db, familyId: number, contactId: number): boolean {
  return db.prepare('DELETE FROM family_contacts WHERE id = ? AND family_id = ?').run(contactId, familyId).changes > 0;
}

export function createOtherAddress(db: Db, familyId: number, body: FamilyAddressBody): void {
  const a = checkAddress(body);
  db.prepare('INSERT INTO family_addresses (family_id, street, zip_code, city, city_code, additional_info, note, lat, lng) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(familyId, a.street, a.zipCode, a.city, a.cityCode, a.additionalInfo, a.note, a.lat, a.lng);
}

export function updateOtherAddress(db: Db, familyId: number, addressId: number, body: FamilyAddressBody): boolean {
  const a = checkAddress(body);
  return db.prepare('UPDATE family_addresses SET street = ?, zip_code = ?, city = ?, city_code = ?, additional_info = ?, note = ?, lat = ?, lng = ? WHERE id = ? AND family_id = ?')
    .run(a.street, a.zipCode, a.city, a.cityCode, a.additionalInfo, a.note, a.lat, a.lng, addressId, familyId).changes > 0;
}

export function deleteOtherAddress(db: Db, familyId: number, addressId: number): boolean {
  return db.prepare('DELETE FROM family_addresses WHERE id = ? AND family_id = ?').run(addressId, familyId).changes > 0;
}
