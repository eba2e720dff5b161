/** The record of a customer or a prospect (spec 001 §7): creation, updates, status moves, contacts and history. */
import type { CustomerChangelog, CustomerContact, CustomerCreation } from '../../src/api/contract/customerRecord';
import type { CustomerStatus, ProspectStage } from '../../src/api/contract/customers';
import { type CustomerAction, afterAction, archiveEvent, isBoardStage, refusedActionLabel, STAGE_NOT_ON_BOARD } from '../../src/domain/customers/actions';
import { DUPLICATE_CUSTOMER_EMAIL, INVALID_EMAIL, REQUIRED_FIELD, customerIdentityErrors, customerLabel } from '../../src/domain/customers/form';
import { type CustomerHistoryEvent, type EstimateStatus, CUSTOMER_HISTORY_EVENT_LABELS } from '../../src/domain/customers/labels';
import { stageEstimateError, stageMoveComment } from '../../src/domain/customers/stageRules';
import { closingComment, closingError, type Closing } from '../../src/domain/customers/closingReasons';
import { phoneError } from '../../src/domain/phone';
import { isBlank, isEmail } from '../../src/domain/validation';
import { httpError, refuse, throwFieldErrors } from '../http/errors';
import { trimmedOrNull } from '../text';
import * as changelogs from './changelogs';
import { STATUS } from './customers';
import type { Db } from './db';
import { nextNumber } from './imports';
import { pageOf, type PageRequest } from './paging';
import type { Page } from './types';

export interface StaffRef {
  id: number;
  firstName: string;
  lastName: string;
}

/** The staff users of an agency who may follow a customer: its directors and advisers, multi-agency ones included. */
export function staffOfAgency(db: Db, agencyId: number): StaffRef[] {
  return db
    .prepare(`SELECT id, first_name AS firstName, last_name AS lastName FROM users WHERE role IN ('DIRECTOR', 'ADVISER')
      AND (agency_id = @agencyId OR id IN (SELECT user_id FROM user_agencies WHERE agency_id = @agencyId)) ORDER BY id`)
    .all({ agencyId }) as StaffRef[];
}

export interface RecordOfAgency {
  id: number;
  status: CustomerStatus;
  stage: ProspectStage | null;
  type: string;
  label: string;
  civility: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  source: string | null;
  infos: string | null;
  adviserId: number | null;
}

/** The record in the agency, or null (404). */
export function recordOf(db: Db, agencyId: number, id: number): RecordOfAgency | null {
  return (
    (db
      .prepare(`SELECT c.id, ${STATUS} AS status, c.stage, c.type, c.label, c.civility, c.contact_first_name AS firstName, c.contact_last_name AS lastName,
        c.email, c.phone, c.mobile, c.source, c.infos, c.adviser_id AS adviserId FROM customers c WHERE c.id = ? AND c.agency_id = ?`)
      .get(id, agencyId) as RecordOfAgency | undefined) ?? null
  );
}

/** Where customers keep their history (the shared changelogs store). */
const CUSTOMER_HISTORY: changelogs.ChangelogTable = { table: 'customer_changelogs', owner: 'customer_id', records: 'customers', labels: CUSTOMER_HISTORY_EVENT_LABELS };

export function writeHistory(
  db: Db,
  entry: { agencyId: number; customerId: number; type: CustomerHistoryEvent; comment?: string | null; authorId: number | null; editable?: boolean; at: string },
): number {
  const { customerId, ...rest } = entry;
  return changelogs.writeChangelog(db, CUSTOMER_HISTORY, { ...rest, ownerId: customerId });
}


interface Identity {
  type?: string | null | undefined;
  customerName?: string | null | undefined;
  mainContact?: { civility?: string | null | undefined; firstName?: string | null | undefined; lastName?: string | null | undefined } | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  mobile?: string | null | undefined;
  adviserId?: number | null | undefined;
}

/** 400 naming each field of the identity in error: required, formats, the e-mail taken in the agency, an adviser outside it. */
function checkIdentity(db: Db, agencyId: number, identity: Identity, exceptId: number | null): void {
  const errors: Record<string, string | undefined> = { ...customerIdentityErrors(identity) };
  const email = trimmedOrNull(identity.email);
  if (!errors.email && email) {
    const taken = db.prepare('SELECT 1 FROM customers WHERE agency_id = ? AND lower(email) = lower(?) AND id IS NOT ?').get(agencyId, email, exceptId);
    if (taken) errors.email = DUPLICATE_CUSTOMER_EMAIL;
  }
  if (identity.adviserId && !staffOfAgency(db, agencyId).some((s) => s.id === identity.adviserId)) errors.adviserId = "Ce conseiller ne fait pas partie de l'agence";
  throwFieldErrors(errors);
}

export function createRecord(db: Db, agencyId: number, authorId: number, body: CustomerCreation, prospect: boolean, now: string): number {
  checkIdentity(db, agencyId, body, null);
  const mainContact = { firstName: body.mainContact!.firstName!.trim(), lastName: body.mainContact!.lastName!.trim() };
  const address = body.address ?? null;
  if (address) throwFieldErrors({ 'address.street': isBlank(address.street) ? REQUIRED_FIELD : undefined, 'address.zipCode': isBlank(address.zipCode) ? REQUIRED_FIELD : undefined, 'address.city': isBlank(address.city) ? REQUIRED_FIELD : undefined });
  const id = Number(
    db
      .prepare(`INSERT INTO customers (agency_id, ref, type, label, prospect, archived, civility, contact_first_name, contact_last_name, email, phone, mobile,
        address, postcode, city, source, stage, adviser_id, created_at) VALUES (@agencyId, @ref, @type, @label, @prospect, 0, @civility, @firstName, @lastName,
        @email, @phone, @mobile, @street, @zipCode, @city, @source, @stage, @adviserId, @now)`)
      .run({
        agencyId, ref: nextNumber(db, 'customers', `CLI-${agencyId}-`)(), type: body.type, label: customerLabel({ customerName: body.customerName, mainContact }),
        prospect: prospect ? 1 : 0, civility: body.mainContact?.civility ?? null, ...mainContact, email: trimmedOrNull(body.email), phone: trimmedOrNull(body.phone),
        mobile: trimmedOrNull(body.mobile), street: trimmedOrNull(address?.street), zipCode: trimmedOrNull(address?.zipCode), city: trimmedOrNull(address?.city), source: body.source ?? null,
        stage: prospect ? 'STARTING' : null, adviserId: body.adviserId ?? null, now,
      }).lastInsertRowid,
  );
  writeHistory(db, { agencyId, customerId: id, type: 'CREATION', authorId, at: now });
  return id;
}

export function updateAddress(db: Db, id: number, address: { street: string; zipCode: string; city: string }): void {
  throwFieldErrors({ street: isBlank(address.street) ? REQUIRED_FIELD : undefined, zipCode: isBlank(address.zipCode) ? REQUIRED_FIELD : undefined, city: isBlank(address.city) ? REQUIRED_FIELD : undefined });
  db.prepare('UPDATE customers SET address = ?, postcode = ?, city = ? WHERE id = ?').run(address.street.trim(), address.zipCode.trim(), address.city.trim(), id);
}

export function rename(db: Db, agencyId: number, record: RecordOfAgency, customerName: string | null | undefined, authorId: number, at: string): void {
  const name = trimmedOrNull(customerName);
  throwFieldErrors({ customerName: name ? (name.length > 150 ? '150 caractères maximum' : undefined) : REQUIRED_FIELD });
  if (name === record.label) return;
  db.prepare('UPDATE customers SET label = ? WHERE id = ?').run(name, record.id);
  writeHistory(db, { agencyId, customerId: record.id, type: 'RENAMED', comment: `Ancien nom : ${record.label}`, authorId, at });
}

/** The infos tab: an absent field keeps its value, null clears an optional one. */
export function updateInfos(db: Db, agencyId: number, record: RecordOfAgency, body: Omit<Identity, 'customerName'> & { source?: string | null; infos?: string | null }): void {
  const merged = {
    type: body.type === undefined ? record.type : body.type,
    mainContact: {
      civility: body.mainContact?.civility === undefined ? record.civility : body.mainContact.civility,
      firstName: body.mainContact?.firstName === undefined ? record.firstName : body.mainContact.firstName,
      lastName: body.mainContact?.lastName === undefined ? record.lastName : body.mainContact.lastName,
    },
    email: body.email === undefined ? record.email : body.email,
    phone: body.phone === undefined ? record.phone : body.phone,
    mobile: body.mobile === undefined ? record.mobile : body.mobile,
    source: body.source === undefined ? record.source : body.source,
    adviserId: body.adviserId === undefined ? record.adviserId : body.adviserId,
    infos: body.infos === undefined ? record.infos : body.infos,
  };
  checkIdentity(db, agencyId, { ...merged, customerName: record.label }, record.id);
  db.prepare(`UPDATE customers SET type = @type, civility = @civility, contact_first_name = @firstName, contact_last_name = @lastName, email = @email, phone = @phone,
    mobile = @mobile, source = @source, adviser_id = @adviserId, infos = @infos WHERE id = @id`).run({
    id: record.id, type: merged.type, civility: merged.mainContact.civility, firstName: merged.mainContact.firstName!.trim(), lastName: merged.mainContact.lastName!.trim(),
    email: trimmedOrNull(merged.email), phone: trimmedOrNull(merged.phone), mobile: trimmedOrNull(merged.mobile), source: merged.source, adviserId: merged.adviserId,
    infos: trimmedOrNull(merged.infos),
  });
}

export function updateNotes(db: Db, id: number, notes: string | null): void {
  db.prepare('UPDATE customers SET notes = ? WHERE id = ?').run(trimmedOrNull(notes), id);
}

export function updateNextExchange(db: Db, id: number, at: string | null): void {
  const time = at === null ? null : Date.parse(at);
  if (time !== null && Number.isNaN(time)) throwFieldErrors({ nextExchangeDate: "Date et heure attendues au format ISO 8601" });
  db.prepare('UPDATE customers SET next_exchange_at = ? WHERE id = ?').run(time === null ? null : new Date(time).toISOString(), id);
}

/** Applies a status move (spec 001 §4) or answers 400 with the French reason it is refused. */
export function move(db: Db, agencyId: number, record: RecordOfAgency, action: Exclude<CustomerAction, 'CHANGE_STAGE'>, authorId: number, at: string, closing?: Closing): void {
  const refused = refusedActionLabel(record.status, action);
  if (refused) throw httpError(400, 'CUSTOMER_ACTION_REFUSED', refused);
  const closes = action === 'MARK_AS_LOST' || action === 'ARCHIVE';
  if (closes) refuse(closingError(closing ?? { reason: null }));
  const after = afterAction(record.status, action);
  db.prepare('UPDATE customers SET prospect = @prospect, archived = @archived, stage = coalesce(@stage, stage), next_exchange_at = CASE WHEN @archived = 1 THEN NULL ELSE next_exchange_at END WHERE id = @id').run({
    id: record.id,
    prospect: after.status === 'PROSPECT' || after.status === 'ARCHIVED_PROSPECT' ? 1 : 0,
    archived: after.status.startsWith('ARCHIVED') ? 1 : 0,
    stage: after.stage ?? null,
  });
  const type: CustomerHistoryEvent = action === 'TO_CUSTOMER' ? 'PROSPECT_TO_CUSTOMER' : archiveEvent(record.status, action !== 'UNARCHIVE');
  const what = action === 'MARK_AS_LOST' ? 'Prospect perdu' : record.status === 'PROSPECT' ? 'Prospect archivé' : 'Client archivé';
  writeHistory(db, { agencyId, customerId: record.id, type, comment: closes ? closingComment(what, closing!) : null, authorId, at });
}

export function changeStage(db: Db, agencyId: number, record: RecordOfAgency, stage: ProspectStage, authorId: number, at: string): void {
  const refused = refusedActionLabel(record.status, 'CHANGE_STAGE');
  if (refused) throw httpError(400, 'CUSTOMER_ACTION_REFUSED', refused);
  if (!isBoardStage(stage)) throw httpError(400, 'CUSTOMER_ACTION_REFUSED', STAGE_NOT_ON_BOARD, 'stage');
  if (stage === record.stage) return;
  const estimateStatuses = db.prepare('SELECT DISTINCT status FROM estimates WHERE customer_id = ?').pluck().all(record.id) as EstimateStatus[];
  refuse(stageEstimateError(stage, estimateStatuses));
  db.prepare('UPDATE customers SET stage = ? WHERE id = ?').run(stage, record.id);
  writeHistory(db, { agencyId, customerId: record.id, type: 'PROSPECT_STAGE_CHANGED', comment: stageMoveComment(record.stage, stage), authorId, at });
}

// ---- Contacts ------------------------------------------------------------------------------

interface ContactFields {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  role?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

const CONTACT_COLUMNS = 'id, first_name AS firstName, last_name AS lastName, role, phone, email';

export function contactsOf(db: Db, customerId: number): CustomerContact[] {
  return db.prepare(`SELECT ${CONTACT_COLUMNS} FROM customer_contacts WHERE customer_id = ? ORDER BY last_name, first_name, id`).all(customerId) as CustomerContact[];
}

export function contactOf(db: Db, customerId: number, contactId: number): CustomerContact | null {
  return (db.prepare(`SELECT ${CONTACT_COLUMNS} FROM customer_contacts WHERE customer_id = ? AND id = ?`).get(customerId, contactId) as CustomerContact | undefined) ?? null;
}

function checkContact(fields: ContactFields): void {
  throwFieldErrors({
    firstName: isBlank(fields.firstName) ? REQUIRED_FIELD : undefined,
    lastName: isBlank(fields.lastName) ? REQUIRED_FIELD : undefined,
    email: isBlank(fields.email) || isEmail(fields.email) ? undefined : INVALID_EMAIL,
    phone: phoneError(fields.phone, 'landline') ?? undefined,
  });
}

export function saveContact(db: Db, customerId: number, contactId: number | null, fields: ContactFields, at: string): CustomerContact {
  checkContact(fields);
  const values = { customerId, contactId, firstName: fields.firstName!.trim(), lastName: fields.lastName!.trim(), role: trimmedOrNull(fields.role), phone: trimmedOrNull(fields.phone), email: trimmedOrNull(fields.email) };
  const id =
    contactId === null
      ? Number(
          db
            .prepare(`INSERT INTO customer_contacts (customer_id, first_name, last_name, role, phone, email, created_at)
              VALUES (@customerId, @firstName, @lastName, @role, @phone, @email, @now)`)
            .run({ ...values, contactId: undefined, now: at }).lastInsertRowid,
        )
      : (db.prepare('UPDATE customer_contacts SET first_name = @firstName, last_name = @lastName, role = @role, phone = @phone, email = @email WHERE id = @contactId AND customer_id = @customerId').run(values), contactId);
  return contactOf(db, customerId, id)!;
}

export function deleteContact(db: Db, customerId: number, contactId: number): boolean {
  return db.prepare('DELETE FROM customer_contacts WHERE customer_id = ? AND id = ?').run(customerId, contactId).changes > 0;
}

// ---- History ----------------------------------------------------------------------------

type UserEntry = { type: CustomerHistoryEvent; comment?: string | null | undefined; createdAt?: string | null | undefined };

export const changelogsOf = (db: Db, customerId: number): CustomerChangelog[] => changelogs.changelogsOf<CustomerHistoryEvent>(db, CUSTOMER_HISTORY, customerId);
export const addChangelog = (db: Db, agencyId: number, customerId: number, authorId: number, body: UserEntry, at: string): CustomerChangelog =>
  changelogs.addChangelog(db, CUSTOMER_HISTORY, agencyId, customerId, authorId, body, at);
export const editChangelog = (db: Db, customerId: number, changelogId: number, body: UserEntry, now: string): CustomerChangelog | null =>
  changelogs.editChangelog(db, CUSTOMER_HISTORY, customerId, changelogId, body, now);
export const removeChangelog = (db: Db, customerId: number, changelogId: number): boolean => changelogs.removeChangelog(db, CUSTOMER_HISTORY, customerId, changelogId);

const PROSPECTING_SELECT = `SELECT ${changelogs.CHANGELOG_COLUMNS}, c.id AS customerId, c.label AS customerName FROM customer_changelogs h
  JOIN customers c ON c.id = h.customer_id LEFT JOIN users u ON u.id = h.author_id`;

/** The history of every record that is or was a prospect (a stage is set), newest first. */
export function prospectingHistory(db: Db, agencyId: number, paging: PageRequest): Page<CustomerChangelog & { customer: { id: number; name: string } }> {
  const where = 'WHERE h.agency_id = ? AND c.stage IS NOT NULL';
  const total = db.prepare(`SELECT COUNT(*) FROM customer_changelogs h JOIN customers c ON c.id = h.customer_id ${where}`).pluck().get(agencyId) as number;
  const rows = db
    .prepare(`${PROSPECTING_SELECT} ${where} ORDER BY h.created_at DESC, h.id DESC LIMIT ? OFFSET ?`)
    .all(agencyId, paging.pageSize, paging.pageNumber * paging.pageSize) as (changelogs.ChangelogRow & { customerId: number; customerName: string })[];
  return pageOf(rows.map((row) => ({ ...changelogs.toChangelog<CustomerHistoryEvent>(row), customer: { id: row.customerId, name: row.customerName } })), total, paging);
}
