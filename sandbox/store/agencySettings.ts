/** The agency's settings, document templates and sign-procedure orders (spec 001 §7 agency calls). */
import type { AgencySettings, DocumentTemplate, SignProcedureOrder, SignProceduresBalance, SignatoryInfos } from '../../src/api/contract/agencySettings';
import { cancelRefusal, orderTotalCents, PACK_REFUSED, SIGNATURE_PACKS, type OrderStatus } from '../../src/domain/agency/orders';
import { addressRules, APP_HOME_RULES, contactRules, PRESENTATION_RULES, recipientsError } from '../../src/domain/agency/settings';
import { formErrors, type FormRules } from '../../src/domain/form/rules';
import { formatPhone } from '../../src/domain/phone';
import { isBlank } from '../../src/domain/validation';
import { HttpError, parametersError } from '../http/errors';
import { getAgency } from './agencies';
import type { Db } from './db';

interface SettingsRow {
  agencyId: number; label: string; contactMail: string; phone: string; hotlinePhone: string | null; address: string; zipCode: string; city: string;
  presentation: string | null; proMessage: string | null; parentsMessage: string | null; recipients: string;
}

export function settingsOf(db: Db, agencyId: number): AgencySettings | null {
  const row = db
    .prepare(`SELECT id AS agencyId, label, email AS contactMail, phone, hotline_phone AS hotlinePhone, address, postcode AS zipCode, city, presentation,
      pro_message AS proMessage, parents_message AS parentsMessage, event_recipient_mails AS recipients FROM agencies WHERE id = ?`)
    .get(agencyId) as SettingsRow | undefined;
  if (!row) return null;
  const { recipients, ...settings } = row;
  return { ...settings, recipientMails: JSON.parse(recipients) as string[] };
}

type Texts<F extends string> = Partial<Record<F, string | null | undefined>>;
const orNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());

/** 400 naming each field against the form's rules, as the portal's form checks them. */
function checked<F extends string>(values: Texts<F>, rules: FormRules<F>): Record<F, string | null> {
  const texts = Object.fromEntries(Object.keys(rules).map((field) => [field, values[field as F] ?? ''])) as Record<F, string>;
  const errors = Object.entries(formErrors(texts, rules)) as [string, string][];
  if (errors.length) throw new HttpError(400, errors.map(([field, label]) => ({ code: 'PARAMETERS_ERROR', label, field })));
  return Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, orNull(text as string)])) as Record<F, string | null>;
}

export function updateContact(db: Db, agencyId: number, body: Texts<'contactMail' | 'phone' | 'hotlinePhone'>): void {
  const v = checked(body, contactRules(getAgency(db, agencyId)?.schoolVacationZone));
  // Phones are kept as shown (pairs of digits), as the seed has them.
  db.prepare('UPDATE agencies SET email = ?, phone = ?, hotline_phone = ? WHERE id = ?').run(v.contactMail, formatPhone(v.phone), v.hotlinePhone && formatPhone(v.hotlinePhone), agencyId);
}

export function updateAddress(db: Db, agencyId: number, body: Texts<'address' | 'zipCode' | 'city'>): void {
  const v = checked(body, addressRules(getAgency(db, agencyId)?.schoolVacationZone));
  db.prepare('UPDATE agencies SET address = ?, postcode = ?, city = ? WHERE id = ?').run(v.address, v.zipCode, v.city, agencyId);
}

export function updatePresentation(db: Db, agencyId: number, body: Texts<'presentation'>): void {
  db.prepare('UPDATE agencies SET presentation = ? WHERE id = ?').run(checked(body, PRESENTATION_RULES).presentation, agencyId);
}

export function updateAppHomeMessages(db: Db, agencyId: number, body: Texts<'proMessage' | 'parentsMessage'>): void {
  const v = checked(body, APP_HOME_RULES);
  db.prepare('UPDATE agencies SET pro_message = ?, parents_message = ? WHERE id = ?').run(v.proMessage, v.parentsMessage, agencyId);
}

/** Trimmed, duplicates (whatever their case) dropped, in the order given. */
export function updateRecipients(db: Db, agencyId: number, mails: readonly string[]): void {
  const given = mails.map((mail) => mail.trim()).filter(Boolean);
  const unique = given.filter((mail, i) => given.findIndex((other) => other.toLowerCase() === mail.toLowerCase()) === i);
  const error = recipientsError(unique);
  if (error) throw parametersError(error, 'recipientMails');
  db.prepare('UPDATE agencies SET event_recipient_mails = ? WHERE id = ?').run(JSON.stringify(unique), agencyId);
}

// ---- Templates -----------------------------------------------------------------------------

interface TemplateRow extends Omit<DocumentTemplate, 'inForce' | 'contractTypes'> {
  inForce: number;
  contractTypes: string;
}

export function templatesOf(db: Db, agencyId: number): DocumentTemplate[] {
  const rows = db
    .prepare(`SELECT id, kind, label, description, in_force AS inForce, updated_at AS updatedAt, contract_types AS contractTypes FROM document_templates WHERE agency_id = ?
      ORDER BY CASE kind WHEN 'ESTIMATE' THEN 1 WHEN 'CONTRACT' THEN 2 WHEN 'SEPA_MANDATE' THEN 3 WHEN 'WORK_CONTRACT' THEN 4 ELSE 5 END, label`)
    .all(agencyId) as TemplateRow[];
  return rows.map((row) => ({ ...row, inForce: row.inForce === 1, contractTypes: JSON.parse(row.contractTypes) as DocumentTemplate['contractTypes'] }));
}

export function templateOf(db: Db, agencyId: number, id: number): DocumentTemplate | null {
  return templatesOf(db, agencyId).find((template) => template.id === id) ?? null;
}

export function putInForce(db: Db, agencyId: number, template: DocumentTemplate, at: string): void {
  db.transaction(() => {
    db.prepare('UPDATE document_templates SET in_force = 0 WHERE agency_id = ? AND kind = ? AND in_force = 1').run(agencyId, template.kind);
    db.prepare('UPDATE document_templates SET in_force = 1, updated_at = ? WHERE id = ?').run(at, template.id);
  })();
}

// ---- Orders and balance --------------------------------------------------------------------

interface OrderRow {
  id: number; quantity: number; unitPriceCents: number; status: OrderStatus; orderedAt: string; canceledAt: string | null;
  byId: number | null; byFirstName: string | null; byLastName: string | null;
}

const ORDER_SELECT = `SELECT o.id, o.quantity, o.unit_price_cents AS unitPriceCents, o.status, o.ordered_at AS orderedAt, o.canceled_at AS canceledAt,
  u.id AS byId, u.first_name AS byFirstName, u.last_name AS byLastName FROM sign_procedure_orders o LEFT JOIN users u ON u.id = o.ordered_by`;

const toOrder = ({ byId, byFirstName, byLastName, ...row }: OrderRow): SignProcedureOrder => ({
  ...row,
  totalCents: row.quantity * row.unitPriceCents,
  orderedBy: byId === null ? null : { id: byId, firstName: byFirstName!, lastName: byLastName! },
});

export function ordersOf(db: Db, agencyId: number): SignProcedureOrder[] {
  return (db.prepare(`${ORDER_SELECT} WHERE o.agency_id = ? ORDER BY o.ordered_at DESC, o.id DESC`).all(agencyId) as OrderRow[]).map(toOrder);
}

export function orderOf(db: Db, agencyId: number, id: number): SignProcedureOrder | null {
  const row = db.prepare(`${ORDER_SELECT} WHERE o.agency_id = ? AND o.id = ?`).get(agencyId, id) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function balanceOf(db: Db, agencyId: number): SignProceduresBalance {
  const { ordered, used } = db
    .prepare(`SELECT (SELECT COALESCE(SUM(quantity), 0) FROM sign_procedure_orders WHERE agency_id = @agencyId AND status = 'ORDERED') AS ordered,
      sign_procedures_used AS used FROM agencies WHERE id = @agencyId`)
    .get({ agencyId }) as { ordered: number; used: number };
  return { ordered, used, balance: ordered - used };
}

export function placeOrder(db: Db, agencyId: number, userId: number, quantity: number, at: string): number {
  if (orderTotalCents(quantity) === null) throw parametersError(PACK_REFUSED, 'quantity');
  return Number(
    db.prepare("INSERT INTO sign_procedure_orders (agency_id, quantity, unit_price_cents, status, ordered_at, ordered_by) VALUES (?, ?, ?, 'ORDERED', ?, ?)")
      .run(agencyId, quantity, SIGNATURE_PACKS[quantity], at, userId).lastInsertRowid,
  );
}

export function cancelOrder(db: Db, agencyId: number, order: SignProcedureOrder, at: string): void {
  const refusal = cancelRefusal(order, balanceOf(db, agencyId).balance);
  if (refusal) throw parametersError(refusal, 'status');
  db.prepare("UPDATE sign_procedure_orders SET status = 'CANCELED', canceled_at = ? WHERE id = ?").run(at, order.id);
}

/** The agency's first director (by id) signs its documents. */
export function signatoryOf(db: Db, agencyId: number): SignatoryInfos | null {
  return (
    (db
      .prepare(`SELECT a.label AS agencyLabel, u.first_name AS firstName, u.last_name AS lastName, u.login AS email, 'Directeur(trice) d''agence' AS role
        FROM agencies a JOIN users u ON u.role = 'DIRECTOR' AND (u.agency_id = a.id OR u.id IN (SELECT user_id FROM user_agencies WHERE agency_id = a.id))
        WHERE a.id = ? ORDER BY u.id LIMIT 1`)
      .get(agencyId) as SignatoryInfos | undefined) ?? null
  );
}
