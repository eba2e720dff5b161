/**
 * SEPA mandates of the agency's customers (migration 041). A family's sepa_mandate_reference
 * and iban, which billing debits with (the monthly debit order, the customers to debit), are
 * kept equal to its latest SIGNED mandate by `syncFamilyMandate`.
 */
import type { SepaMandate } from '../../src/api/contract/sepaMandates';
import { mandateReference, sepaMandateStatus } from '../../src/domain/customers/sepa';
import { normalizeBic, normalizeIban } from '../../src/domain/iban';
import type { Db } from './db';

interface Row {
  id: number; customerId: number; familyId: number | null; rum: string; debtorName: string; iban: string; bic: string; signatureDate: string | null;
  templateId: number; mediaId: number | null; mediaName: string | null; createdAt: string; sentAt: string | null; signedAt: string | null;
  revokedAt: string | null; replacedById: number | null; replacedByRum: string | null;
}

const SELECT = `SELECT m.id, m.customer_id AS customerId, m.family_id AS familyId, m.rum, m.debtor_name AS debtorName, m.iban, m.bic, m.signature_date AS signatureDate,
  m.template_id AS templateId, m.custom_document_media_id AS mediaId, md.file_name AS mediaName, m.created_at AS createdAt, m.sent_at AS sentAt, m.signed_at AS signedAt,
  m.revoked_at AS revokedAt, m.replaced_by_id AS replacedById, r.rum AS replacedByRum
  FROM sepa_mandates m LEFT JOIN medias md ON md.id = m.custom_document_media_id LEFT JOIN sepa_mandates r ON r.id = m.replaced_by_id`;

const toMandate = (row: Row): SepaMandate => ({
  id: row.id, customerId: row.customerId, familyId: row.familyId, rum: row.rum, debtorName: row.debtorName, iban: row.iban, bic: row.bic,
  signatureDate: row.signatureDate, status: sepaMandateStatus(row), templateId: row.templateId, customDocument: row.mediaId !== null,
  customDocumentMedia: row.mediaId === null ? null : { id: row.mediaId, fileName: row.mediaName ?? '' },
  createdAt: row.createdAt, sentAt: row.sentAt, signedAt: row.signedAt, revokedAt: row.revokedAt,
  replacedBy: row.replacedById === null ? null : { id: row.replacedById, rum: row.replacedByRum ?? '' },
});

export function mandatesOfCustomer(db: Db, agencyId: number, customerId: number): SepaMandate[] {
  return (db.prepare(`${SELECT} WHERE m.agency_id = ? AND m.customer_id = ? ORDER BY m.created_at DESC, m.id DESC`).all(agencyId, customerId) as Row[]).map(toMandate);
}

/** The customer's mandate in the agency, or null. */
export function getMandate(db: Db, agencyId: number, customerId: number, id: number): SepaMandate | null {
  const row = db.prepare(`${SELECT} WHERE m.agency_id = ? AND m.customer_id = ? AND m.id = ?`).get(agencyId, customerId, id) as Row | undefined;
  return row ? toMandate(row) : null;
}

export interface MandateInput {
  debtorName: string;
  iban: string;
  bic: string;
  signatureDate?: string | null | undefined;
}

/** A new mandate with the agency's next RUM; answers its id. */
export function insertMandate(db: Db, agencyId: number, customerId: number, familyId: number | null, input: MandateInput, at: string): number {
  const sequence = (db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 FROM sepa_mandates WHERE agency_id = ?').pluck().get(agencyId) as number);
  const signed = input.signatureDate ?? null;
  return Number(
    db.prepare(`INSERT INTO sepa_mandates (agency_id, customer_id, family_id, sequence, rum, debtor_name, iban, bic, signature_date, created_at, signed_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(agencyId, customerId, familyId, sequence, mandateReference(agencyId, sequence), input.debtorName.trim(), normalizeIban(input.iban), normalizeBic(input.bic), signed, at, signed && at).lastInsertRowid,
  );
}

/** Changes the debtor's data; a signature date given makes it SIGNED (signedAt now, unless it already was). */
export function updateMandate(db: Db, id: number, input: MandateInput, at: string): void {
  db.prepare(`UPDATE sepa_mandates SET debtor_name = ?, iban = ?, bic = ?, signature_date = ?,
      signed_at = CASE WHEN ? IS NULL THEN NULL ELSE COALESCE(signed_at, ?) END WHERE id = ?`)
    .run(input.debtorName.trim(), normalizeIban(input.iban), normalizeBic(input.bic), input.signatureDate ?? null, input.signatureDate ?? null, at, id);
}

/** Revoked on the day given, replaced by the new mandate of the change of account. */
export function revokeMandate(db: Db, id: number, replacedById: number, day: string): void {
  db.prepare('UPDATE sepa_mandates SET revoked_at = ?, replaced_by_id = ? WHERE id = ?').run(day, replacedById, id);
}

export function logMandate(db: Db, mandateId: number, author: string, description: string, at: string): void {
  db.prepare('INSERT INTO sepa_mandate_changelogs (mandate_id, at, author, description) VALUES (?, ?, ?, ?)').run(mandateId, at, author, description);
}

export function mandateChangelogs(db: Db, mandateId: number) {
  return db.prepare('SELECT id, at, author, description FROM sepa_mandate_changelogs WHERE mandate_id = ? ORDER BY at DESC, id DESC').all(mandateId) as {
    id: number; at: string; author: string; description: string;
  }[];
}

/** The family's mandate for billing: its latest SIGNED one in force (RUM and IBAN), none when it has no signed mandate. */
export function syncFamilyMandate(db: Db, familyId: number | null): void {
  if (familyId === null) return;
  const signed = db.prepare('SELECT rum, iban FROM sepa_mandates WHERE family_id = ? AND signature_date IS NOT NULL AND revoked_at IS NULL ORDER BY signature_date DESC, id DESC LIMIT 1').get(familyId) as
    { rum: string; iban: string } | undefined;
  db.prepare('UPDATE families SET sepa_mandate_reference = ?, iban = ? WHERE id = ?').run(signed?.rum ?? null, signed?.iban ?? null, familyId);
}

/** The customer of the agency a mandate is made for: its label, e-mail, address and family (the first one); null when not in the agency. */
export interface MandateCustomer {
  id: number; type: string; label: string; email: string | null; address: string | null; postcode: string | null; city: string | null; familyId: number | null;
}

export function mandateCustomer(db: Db, agencyId: number, customerId: number): MandateCustomer | null {
  return (db.prepare(`SELECT c.id, c.type, c.label, COALESCE(c.email, f.email) AS email, COALESCE(c.address, f.address) AS address, COALESCE(c.postcode, f.postcode) AS postcode,
      COALESCE(c.city, f.city) AS city, f.id AS familyId
    FROM customers c LEFT JOIN families f ON f.id = (SELECT MIN(id) FROM families WHERE customer_id = c.id) WHERE c.id = ? AND c.agency_id = ?`)
    .get(customerId, agencyId) as MandateCustomer | undefined) ?? null;
}
