/**
 * Paysheets: the zip archive is read for real (fflate, the names decoded as their tool meant them) and each file
 * matched to an employee of the agency by src/domain/paye/paysheetMatching.ts. Filing stores the PDF (one per employee
 * and month) and writes PAY_SLIP_READY in the employee's history.
 */
import { unzipSync } from 'fflate';
import type { PaysheetFile } from '../../src/api/contract/paysheets';
import type { UploadedFile } from '../../src/api/endpoint';
import { zipEntryNames } from '../../src/domain/files/zipEntryNames';
import { matchPaysheet, type PaysheetEmployee } from '../../src/domain/paye/paysheetMatching';
import { HttpError, httpError, type ErrorEntry } from '../http/errors';
import { formatOfMonth } from '../../src/domain/format/date';
import { writeChangelog } from './changelogs';
import type { Db } from './db';
import { EMPLOYEE_HISTORY } from './employeeRecords';

type Employee = PaysheetEmployee;

interface ArchiveFile {
  fileName: string;
  bytes: Uint8Array;
}

function readArchive(archive: UploadedFile): ArchiveFile[] {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive.bytes);
  } catch {
    throw httpError(400, 'INVALID_ARCHIVE', `« ${archive.fileName} » n'est pas une archive zip lisible`, 'archive');
  }
  // fflate reads a name without the UTF-8 flag as Latin-1: the central directory says how it was meant (CP437 or UTF-8).
  const names = new Map((zipEntryNames(archive.bytes) ?? []).map((entry) => [entry.libraryName, entry.name]));
  return Object.entries(entries)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, bytes]) => ({ fileName: names.get(name) ?? name, bytes }))
    .sort((a, b) => a.fileName.localeCompare(b.fileName, 'fr'));
}

const isPdf = (file: ArchiveFile) => file.bytes[0] === 0x25 && file.bytes[1] === 0x50 && file.bytes[2] === 0x44 && file.bytes[3] === 0x46; // %PDF

function employeesOf(db: Db, agencyId: number): Employee[] {
  return db
    .prepare('SELECT id, ref, first_name AS firstName, last_name AS lastName FROM employees WHERE agency_id = ? AND ref IS NOT NULL ORDER BY id')
    .all(agencyId) as Employee[];
}

function matchArchive(db: Db, agencyId: number, archive: UploadedFile): (PaysheetFile & { bytes: Uint8Array })[] {
  const employees = employeesOf(db, agencyId);
  return readArchive(archive).map((file) => {
    const { employee, match, reason } = matchPaysheet(file.fileName, isPdf(file), employees);
    return { fileName: file.fileName, size: file.bytes.byteLength, employee, match, reason, bytes: file.bytes };
  });
}

export function preProcess(db: Db, agencyId: number, month: string, archive: UploadedFile): { month: string; files: PaysheetFile[] } {
  return { month, files: matchArchive(db, agencyId, archive).map(({ bytes: _bytes, ...file }) => file) };
}

export function doUpload(db: Db, agencyId: number, month: string, archive: UploadedFile, selected: string[], now: string, authorId: number) {
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
  // One transaction: the paysheets and their history lines are filed together or not at all.
  const uploaded = db.transaction(() => [...new Set(selected)].map((name) => {
    const file = files.get(name)!;
    const employee = file.employee!;
    const before = existing.get(employee.id, month) as number | undefined;
    upsert.run(agencyId, employee.id, month, name, Buffer.from(file.bytes), now);
    writeChangelog(db, EMPLOYEE_HISTORY, { agencyId, ownerId: employee.id, type: 'PAY_SLIP_READY', comment: `Bulletin de paie ${formatOfMonth(`${month}-01`)} déposé (${name})`, authorId, at: now });
    return { fileName: name, paysheetId: before ?? (existing.get(employee.id, month) as number), employee, status: before ? ('REPLACED' as const) : ('CREATED' as const) };
  }))();
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
