/** Work contracts of an employee and their history (`work_contract_changelogs`, the SEPA mandates' shape). */
import type { WorkContract, WorkContractForm } from '../../src/api/contract/workContracts';
import type { Db } from './db';

const SELECT = `SELECT w.id, w.employee_id AS employeeId, w.type, w.job_title AS jobTitle, w.start_date AS startDate, w.end_date AS endDate, w.weekly_hours AS weeklyHours,
  w.hourly_rate_cents AS hourlyRateCents, w.status, m.file_name AS signedFileName, w.signed_at AS signedAt, w.created_at AS createdAt,
  t.id AS templateId, t.label AS templateLabel, w.custom_media_id IS NOT NULL AS customDocument
  FROM work_contracts w LEFT JOIN medias m ON m.id = w.signed_media_id LEFT JOIN document_templates t ON t.id = w.template_id`;

type Row = Omit<WorkContract, 'template' | 'customDocument'> & { templateId: number | null; templateLabel: string | null; customDocument: number };
const toWorkContract = ({ templateId, templateLabel, customDocument, ...row }: Row): WorkContract => ({
  ...row, template: templateId === null ? null : { id: templateId, label: templateLabel ?? '' }, customDocument: customDocument === 1,
});

export const workContractsOf = (db: Db, employeeId: number) =>
  (db.prepare(`${SELECT} WHERE w.employee_id = ? ORDER BY w.start_date DESC, w.id DESC`).all(employeeId) as Row[]).map(toWorkContract);

export function getWorkContract(db: Db, employeeId: number, id: number): WorkContract | null {
  const row = db.prepare(`${SELECT} WHERE w.employee_id = ? AND w.id = ?`).get(employeeId, id) as Row | undefined;
  return row ? toWorkContract(row) : null;
}

/** The medias of a contract's documents: the signed one, the custom one replacing the generated document. */
export const documentMediasOf = (db: Db, id: number) =>
  db.prepare('SELECT signed_media_id AS signed, custom_media_id AS custom FROM work_contracts WHERE id = ?').get(id) as { signed: number | null; custom: number | null };

/** The agency's WORK_CONTRACT template in force, or the one asked if it is the agency's. */
export const workContractTemplate = (db: Db, agencyId: number, id?: number) =>
  (db.prepare(`SELECT id, label FROM document_templates WHERE agency_id = ? AND kind = 'WORK_CONTRACT' AND (id = ? OR (? IS NULL AND in_force = 1)) ORDER BY id LIMIT 1`)
    .get(agencyId, id ?? null, id ?? null) as { id: number; label: string } | undefined) ?? null;

type Fields = Omit<WorkContractForm, 'endDate'> & { endDate: string | null };

export function insertWorkContract(db: Db, employee: { id: number; agencyId: number }, c: Fields, at: string, status: WorkContract['status'] = 'DRAFT'): number {
  return Number(
    db.prepare(`INSERT INTO work_contracts (agency_id, employee_id, type, job_title, start_date, end_date, weekly_hours, hourly_rate_cents, status, template_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(employee.agencyId, employee.id, c.type, c.jobTitle.trim(), c.startDate, c.endDate, c.weeklyHours, c.hourlyRateCents, status, workContractTemplate(db, employee.agencyId)?.id ?? null, at).lastInsertRowid,
  );
}

export function updateWorkContractRow(db: Db, id: number, c: Fields): void {
  db.prepare('UPDATE work_contracts SET type = ?, job_title = ?, start_date = ?, end_date = ?, weekly_hours = ?, hourly_rate_cents = ? WHERE id = ?')
    .run(c.type, c.jobTitle.trim(), c.startDate, c.endDate, c.weeklyHours, c.hourlyRateCents, id);
}

export function logWorkContract(db: Db, contractId: number, author: string, description: string, at: string): void {
  db.prepare('INSERT INTO work_contract_changelogs (contract_id, at, author, description) VALUES (?, ?, ?, ?)').run(contractId, at, author, description);
}

export const workContractChangelogsOf = (db: Db, contractId: number) =>
  db.prepare('SELECT id, at, author, description FROM work_contract_changelogs WHERE contract_id = ? ORDER BY at DESC, id DESC').all(contractId) as { id: number; at: string; author: string; description: string }[];
