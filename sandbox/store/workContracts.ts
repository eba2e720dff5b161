/** Work contracts of an employee and their history (`work_contract_changelogs`, the SEPA mandates' shape). */
import type { WorkContract, WorkContractForm } from '../../src/api/contract/workContracts';
import type { WorkContractType } from '../../src/domain/paye/labels';
import { noTemplateError, templateForType, type TypedTemplate } from '../../src/domain/paye/workContractTemplates';
import { refuse } from '../http/errors';
import type { Db } from './db';

const SELECT = `SELECT w.id, w.employee_id AS employeeId, w.type, w.job_title AS jobTitle, w.start_date AS startDate, w.end_date AS endDate, w.weekly_hours AS weeklyHours,
  w.hourly_rate_cents AS hourlyRateCents, w.status, m.file_name AS signedFileName, w.signed_at AS signedAt, w.created_at AS createdAt,
  t.id AS templateId, t.label AS templateLabel, w.custom_media_id IS NOT NULL AS customDocument, p.status AS procedureStatus,
  p.signed_by_recipient_at AS procedureSignedAt, p.created_at AS procedureCreatedAt
  FROM work_contracts w LEFT JOIN sign_procedures p ON p.id = (SELECT MAX(id) FROM sign_procedures WHERE work_contract_id = w.id) LEFT JOIN medias m ON m.id = w.signed_media_id LEFT JOIN document_templates t ON t.id = w.template_id`;

type Row = Omit<WorkContract, 'template' | 'customDocument' | 'signProcedure'> & {
  templateId: number | null; templateLabel: string | null; customDocument: number;
  procedureStatus: NonNullable<WorkContract['signProcedure']>['status'] | null; procedureSignedAt: string | null; procedureCreatedAt: string | null;
};
const toWorkContract = ({ templateId, templateLabel, customDocument, procedureStatus, procedureSignedAt, procedureCreatedAt, ...row }: Row): WorkContract => ({
  ...row, template: templateId === null ? null : { id: templateId, label: templateLabel ?? '' }, customDocument: customDocument === 1,
  signProcedure: procedureStatus === null ? null : { status: procedureStatus, signedByRecipientAt: procedureSignedAt, createdAt: procedureCreatedAt ?? '' },
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

/** The agency's WORK_CONTRACT templates with the contract types each serves. */
export const workContractTemplates = (db: Db, agencyId: number): TypedTemplate[] =>
  (db.prepare(`SELECT id, label, in_force AS inForce, contract_types AS types FROM document_templates WHERE agency_id = ? AND kind = 'WORK_CONTRACT' ORDER BY id`)
    .all(agencyId) as { id: number; label: string; inForce: number; types: string }[]).map((t) => ({ id: t.id, label: t.label, inForce: t.inForce === 1, contractTypes: JSON.parse(t.types) as string[] }));

/** The template a contract of this type is generated from (`templateForType`); 400 when none serves it. */
export function templateFor(db: Db, agencyId: number, type: WorkContractType): TypedTemplate {
  const template = templateForType(workContractTemplates(db, agencyId), type);
  if (!template) refuse(noTemplateError(type));
  return template!;
}

type Fields = Omit<WorkContractForm, 'endDate'> & { endDate: string | null };

export function insertWorkContract(db: Db, employee: { id: number; agencyId: number }, c: Fields, at: string, status: WorkContract['status'] = 'DRAFT'): number {
  return Number(
    db.prepare(`INSERT INTO work_contracts (agency_id, employee_id, type, job_title, start_date, end_date, weekly_hours, hourly_rate_cents, status, template_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(employee.agencyId, employee.id, c.type, c.jobTitle.trim(), c.startDate, c.endDate, c.weeklyHours, c.hourlyRateCents, status, templateFor(db, employee.agencyId, c.type).id, at).lastInsertRowid,
  );
}

/** Changes the contract; a change of type takes the template of the new type when its own does not serve it. */
export function updateWorkContractRow(db: Db, agencyId: number, current: WorkContract, c: Fields): void {
  const own = workContractTemplates(db, agencyId).find((t) => t.id === current.template?.id);
  const templateId = own?.contractTypes.includes(c.type) ? own.id : templateFor(db, agencyId, c.type).id;
  db.prepare('UPDATE work_contracts SET type = ?, job_title = ?, start_date = ?, end_date = ?, weekly_hours = ?, hourly_rate_cents = ?, template_id = ? WHERE id = ?')
    .run(c.type, c.jobTitle.trim(), c.startDate, c.endDate, c.weeklyHours, c.hourlyRateCents, templateId, current.id);
}

export function logWorkContract(db: Db, contractId: number, author: string, description: string, at: string): void {
  db.prepare('INSERT INTO work_contract_changelogs (contract_id, at, author, description) VALUES (?, ?, ?, ?)').run(contractId, at, author, description);
}

export const workContractChangelogsOf = (db: Db, contractId: number) =>
  db.prepare('SELECT id, at, author, description FROM work_contract_changelogs WHERE contract_id = ? ORDER BY at DESC, id DESC').all(contractId) as { id: number; at: string; author: string; description: string }[];
