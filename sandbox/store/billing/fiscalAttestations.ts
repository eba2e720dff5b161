/**
 * Fiscal attestations: per family and year, the sum of the family's paid payments dated in the
 * year that count for the tax credit (not cash, prefunded CESU nor prepayments).
 */
import type { FiscalAttestation } from '../../../src/api/contract/fiscalAttestations';
import type { Page } from '../../../src/api/contract/common';
import { NOT_IN_FISCAL_ATTESTATION } from '../../../src/domain/billing/labels';
import type { Db } from '../db';
import { pageOf, where, type PageRequest } from '../paging';
import { escapeLike, fold } from '../../text';

/** Decided: two templates per agency. */
export const ATTESTATION_TEMPLATES: Readonly<Record<number, string>> = { 1: 'Modèle standard', 2: 'Modèle détaillé (liste des paiements)' };

const EXCLUDED = JSON.stringify(NOT_IN_FISCAL_ATTESTATION);

/** The family's counted payments of the year, in date order. */
export function countedPayments(db: Db, familyId: number, year: number): { date: string; type: string; amount: number; billNumber: string | null }[] {
  return db
    .prepare(
      `SELECT p.date, p.type, p.amount, b.bill_number AS billNumber FROM payments p JOIN bills b ON b.id = p.bill_id
       WHERE b.family_id = ? AND p.paid = 1 AND substr(p.date, 1, 4) = ? AND p.type NOT IN (SELECT value FROM json_each(?)) ORDER BY p.date, p.id`,
    )
    .all(familyId, String(year), EXCLUDED) as { date: string; type: string; amount: number; billNumber: string | null }[];
}

const COLUMNS = `t.id, t.family_id AS familyId, f.label AS familyName, t.year, t.status, t.amount, t.payments_count AS paymentsCount,
  CASE a.school_vacation_zone WHEN 'SUISSE_GEN' THEN 'CHF' ELSE 'EUR' END AS currency, t.template_id AS templateId, t.custom_document_media_id AS mediaId, m.file_name AS mediaFileName,
  t.created_at AS createdAt, t.validated_at AS validatedAt, t.sent_at AS sentAt`;
const FROM = 'FROM fiscal_attestations t JOIN families f ON f.id = t.family_id JOIN agencies a ON a.id = t.agency_id LEFT JOIN medias m ON m.id = t.custom_document_media_id';

type Row = Omit<FiscalAttestation, 'family' | 'customDocument' | 'customDocumentMedia'> & { familyId: number; familyName: string; mediaId: number | null; mediaFileName: string | null };
const toAttestation = ({ familyId, familyName, mediaId, mediaFileName, ...row }: Row): FiscalAttestation => ({
  ...row,
  family: { id: familyId, name: familyName },
  customDocument: mediaId !== null,
  customDocumentMedia: mediaId !== null ? { id: mediaId, fileName: mediaFileName! } : null,
});

export function attestationsWhere(db: Db, condition: string, params: unknown[]): FiscalAttestation[] {
  return (db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE ${condition} ORDER BY t.year DESC, fold(f.label), t.id`).all(...params) as Row[]).map(toAttestation);
}

export function getAttestation(db: Db, agencyId: number, id: number): FiscalAttestation | null {
  return attestationsWhere(db, 't.id = ? AND t.agency_id = ?', [id, agencyId])[0] ?? null;
}

export function searchAttestations(db: Db, agencyId: number, year: number, filter: { familyPattern?: string | null | undefined; statuses?: string[] | undefined }, paging: PageRequest): Page<FiscalAttestation> {
  const pattern = filter.familyPattern?.trim() ? `%${escapeLike(fold(filter.familyPattern.trim()))}%` : null;
  const statuses = filter.statuses?.length ? JSON.stringify(filter.statuses) : null;
  const clause = where(['t.agency_id = @agencyId', 't.year = @year', !!pattern && "fold(f.label) LIKE @pattern ESCAPE '\\'", !!statuses && 't.status IN (SELECT value FROM json_each(@statuses))']);
  const named = Object.fromEntries(Object.entries({ agencyId, year, pattern, statuses }).filter(([key]) => clause.includes(`@${key}`)));
  const total = db.prepare(`SELECT COUNT(*) ${FROM} ${clause}`).pluck().get(named) as number;
  const rows = db.prepare(`SELECT ${COLUMNS} ${FROM} ${clause} ORDER BY fold(f.label), t.id LIMIT @limit OFFSET @offset`).all({ ...named, limit: paging.pageSize, offset: paging.pageNumber * paging.pageSize }) as Row[];
  return pageOf(rows.map(toAttestation), total, paging);
}

/** Creates the family's attestation of the year, or recomputes it while a draft; answers its id. */
export function upsertAttestation(db: Db, agencyId: number, familyId: number, year: number, at: string): number {
  const payments = countedPayments(db, familyId, year);
  const amount = payments.reduce((sum, p) => sum + p.amount, 0);
  db.prepare(
    `INSERT INTO fiscal_attestations (agency_id, family_id, year, status, amount, payments_count, template_id, created_at) VALUES (?, ?, ?, 'DRAFT', ?, ?, 1, ?)
     ON CONFLICT (family_id, year) DO UPDATE SET amount = excluded.amount, payments_count = excluded.payments_count WHERE status = 'DRAFT'`,
  ).run(agencyId, familyId, year, amount, payments.length, at);
  return db.prepare('SELECT id FROM fiscal_attestations WHERE family_id = ? AND year = ?').pluck().get(familyId, year) as number;
}

/** Families of the agency with counted payments in the year. */
export function familiesWithCountedPayments(db: Db, agencyId: number, year: number): number[] {
  return db
    .prepare(
      `SELECT DISTINCT b.family_id FROM payments p JOIN bills b ON b.id = p.bill_id WHERE p.agency_id = ? AND b.family_id IS NOT NULL AND p.paid = 1
       AND substr(p.date, 1, 4) = ? AND p.type NOT IN (SELECT value FROM json_each(?)) ORDER BY b.family_id`,
    )
    .pluck()
    .all(agencyId, String(year), EXCLUDED) as number[];
}
