/**
 * Paysheets: the zip archive is read for real (fflate) and each file matched to an employee
 * of the agency by the rule written in src/api/contract/paysheets.ts: the reference in the
 * name first, else the last and first names, when only one employee fits. Filing stores the
 * PDF (one per employee and month).
 */
import { unzipSync } from 'fflate';
import type { PaysheetFile } from '../../src/api/contract/paysheets';
import type { UploadedFile } from '../../src/api/endpoint';
import { HttpError, httpError, type ErrorEntry } from '../http/errors';
import { fold } from '../text';
import type { Db } from './db';

interface Employee {
  id: number;
  ref: string;
  firstName: string;
  lastName: string;
}

interface ArchiveFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Letters and digits only: 'Le Gall_Anne-Marie' → 'legallannemarie'. */
const squash = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

function readArchive(archive: UploadedFile): ArchiveFile[] {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive.bytes);
  } catch {
    throw httpError(400, 'INVALID_ARCHIVE', `« ${archive.fileName} » n'est pas une archive zip lisible`, 'archive');
  }
  return Object.entries(entries)
    .filter(([name]) => !name.endsWith('/'))
    .map(([fileName, bytes]) => ({ fileName, bytes }))
    .sort((a, b) => a.fileName.localeCompare(b.fileName, 'fr'));
}

const isPdf = (file: ArchiveFile) => file.bytes[0] === 0x25 && file.bytes[1] === 0x50 && file.bytes[2] === 0x44 && file.bytes[3] === 0x46; // %PDF

function match(file: ArchiveFile, employees: Employee[]): { employee: Employee | null; reason: string | null } {
  const base = file.fileName.split('/').pop() ?? file.fileName;
  if (base.startsWith('.') || file.fileName.startsWith('__MACOSX/')) return { employee: null, reason: 'fichier caché ou technique, ignoré' };
  if (!/\.pdf$/i.test(base) || !isPdf(file)) return { employee: null, reason: "ce n'est pas un PDF" };
  const name = squash(base.replace(/\.pdf$/i, ''));
  const byRef = employees.filter((e) => name.includes(squash(e.ref)));
  if (byRef.length === 1) return { employee: byRef[0]!, reason: null };
  const byName = employees.filter((e) => name.includes(squash(e.lastName)) && name.includes(squash(e.firstName)));
  if (byName.length === 1) return { employee: byName[0]!, reason: null };
  if (byName.length > 1) return { employee: null, reason: `plusieurs salariés possibles : ${byName.map((e) => `${e.firstName} ${e.lastName} (${e.ref})`).join(', ')}` };
  return { employee: null, reason: "aucun salarié de l'agence reconnu dans le nom du fichier (matricule, ou nom et prénom)" };
}

function employeesOf(db: Db, agencyId: number): Employee[] {
  return db
    .prepare('SELECT id, ref, first_name AS firstName, last_name AS lastName FROM employees WHERE agency_id = ? AND ref IS NOT NULL ORDER BY id')
    .all(agencyId) as Employee[];
}

function matchArchive(db: Db, agencyId: number, archive: UploadedFile): (PaysheetFile & { bytes: Uint8Array })[] {
  const employees = employeesOf(db, agencyId);
  return readArchive(archive).map((file) => {
    const { employee, reason } = match(file, employees);
    return { fileName: file.fileName, size: file.bytes.byteLength, employee, reason, bytes: file.bytes };
  });
}

export function preProcess(db: Db, agencyId: number, month: string, archive: UploadedFile): { month: string; files: PaysheetFile[] } {
  return { month, files: matchArchive(db, agencyId, archive).map(({ bytes: _bytes, ...file }) => file) };
}

export function doUpload(db: Db, agencyId: number, month: string, archive: UploadedFile, selected: string[], now: string) {
  const files = new Map(matchArchive(db, agencyId, archive).map((file) => [file.fileName, file]));
  const errors: ErrorEntry[] = [];
  if (selected.length === 0) errors.push({ code: 'PARAMETERS_ERROR', label: 'Aucun fichier sélectionné', field: 'selectedFileNames' });
  const firstFileOf = new Map<number, string>();
  selected.forEach((name, index) => {
    const file = files.get(name);
    const other = file?.employee ? firstFileOf.get(file.employee.id) : undefined;
    const label = !file
      ? `« ${name} » ne figure pas dans l'archive`
      : !file.employee
        ? `« ${name} » n'est rattaché à aucun salarié : ${file.reason}`
        : other && other !== name
          ? `« ${name} » et « ${other} » vont au même salarié (${file.employee.ref}) : n'en sélectionnez qu'un`
          : null;
    if (file?.employee && !other) firstFileOf.set(file.employee.id, name);
    if (label) errors.push({ code: 'PAYSHEET_NOT_MATCHED', label, field: `selectedFileNames.${index}` });
  });
  if (errors.length) throw new HttpError(400, errors);

  const existing = db.prepare('SELECT id FROM paysheets WHERE employee_id = ? AND month = ?').pluck();
  const upsert = db.prepare(`INSERT INTO paysheets (agency_id, employee_id, month, file_name, content, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (employee_id, month) DO UPDATE SET file_name = excluded.file_name, content = excluded.content, uploaded_at = excluded.uploaded_at`);
  const uploaded = [...new Set(selected)].map((name) => {
    const file = files.get(name)!;
    const employee = file.employee!;
    const before = existing.get(employee.id, month) as number | undefined;
    upsert.run(agencyId, employee.id, month, name, Buffer.from(file.bytes), now);
    return { fileName: name, paysheetId: before ?? (existing.get(employee.id, month) as number), employee, status: before ? ('REPLACED' as const) : ('CREATED' as const) };
  });
  return { month, uploaded };
}

/** An employee's filed paysheets, newest month first (without their bytes). */
export function paysheetsOf(db: Db, employeeId: number) {
  return db.prepare('SELECT id, month, file_name AS fileName, uploaded_at AS uploadedAt FROM paysheets WHERE employee_id = ? ORDER BY month DESC').all(employeeId) as {
    id: number; month: string; fileName: string; uploadedAt: string;
  }[];
}

export function paysheetFile(db: Db, employeeId: number, id: number): { fileName: string; content: Buffer } | null {
  return (db.prepare('SELECT file_name AS fileName, content FROM paysheets WHERE employee_id = ? AND id = ?').get(employeeId, id) as { fileName: string; content: Buffer } | undefined) ?? null;
}
