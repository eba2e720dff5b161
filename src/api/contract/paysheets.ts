/**
 * Paysheets upload, the two steps of spec 001 §7: pre-process (multipart month and archive)
 * answers which file of the zip archive goes to which employee; do-upload (multipart month,
 * archive, selectedFileNames) files the selected ones. Decisions:
 * - Matching rule (src/domain/paye/paysheetMatching.ts): a file matches the agency's employee
 *   whose reference (INT-1-0001) appears in its name; else the one whose last and first names
 *   both appear in it (case, accents, spaces, dashes and underscores ignored), when only one
 *   does. Only PDF files are paysheets. Every file of the archive is answered, matched or not
 *   (with the reason), folders aside. Names are read as UTF-8 when the entry says so (its flag
 *   or an Info-ZIP Unicode Path), as CP437 otherwise (src/domain/files/zipEntryNames.ts).
 * - Each filed paysheet writes PAY_SLIP_READY in its employee's history (« Bulletin de paie de
 *   mars 2026 déposé »).
 * - A do-upload re-checks the archive: a selected name that is absent or unmatched is
 *   refused (400) and nothing is filed. Filing a paysheet again for the same employee
 *   and month replaces it (REPLACED).
 * - `selectedFileNames` travels as one part per name; the archive is at most 50 MB.
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { FILE, endpoint, type UploadedFile } from '../endpoint';
import { DownloadQuery, Id, IdParams, Month, STAFF_ROLES, IsoDateTime } from './common';
import { areaGate } from '../../domain/agency/gates';
import { PAYSHEET_MATCHES } from '../../domain/paye/paysheetMatching';

/** A month's archive of every employee's paysheet. */
const ARCHIVE_MAX_BYTES = 50 * 1024 * 1024;

/** The archive as the server reads the multipart body. */
export const UploadedArchive = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array && typeof (value as UploadedFile).fileName === 'string',
  { error: 'Archive zip attendue (champ « archive » de type fichier)' },
);

/** One part per name; none means an empty list. */
const NameList = z.pipe(
  z.transform((value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(2000)),
);

export const PaysheetEmployee = z.object({ id: z.number(), ref: z.string(), firstName: z.string(), lastName: z.string() });

export const PaysheetFile = z.object({
  /** Path of the file in the archive. */
  fileName: z.string(),
  size: z.number(),
  /** The employee it goes to; null when unmatched. */
  employee: z.nullable(PaysheetEmployee),
  /** How: her reference in the name, or her last and first names; null when unmatched. */
  match: z.nullable(z.enum(PAYSHEET_MATCHES)),
  /** Why it is unmatched (French); null when matched. */
  reason: z.nullable(z.string()),
});
export type PaysheetFile = z.infer<typeof PaysheetFile>;

export const preProcessPaysheets = endpoint({
  gate: areaGate('paye'), name: 'paysheets.preProcess', reads: ['paysheets', 'employees'],
  method: 'POST',
  path: '/private/employees/paysheets/pre-process',
  access: 'private',
  roles: STAFF_ROLES,
  bodyType: 'multipart',
  uploads: { archive: ACCEPTED_FILES.archive },
  maxBodyBytes: ARCHIVE_MAX_BYTES,
  body: z.object({ month: Month, archive: UploadedArchive }),
  response: z.object({ month: z.string(), files: z.array(PaysheetFile) }),
});

export const uploadPaysheets = endpoint({
  gate: areaGate('paye'), name: 'paysheets.doUpload', writes: ['paysheets', 'history'],
  method: 'POST',
  path: '/private/employees/paysheets/do-upload',
  access: 'private',
  roles: STAFF_ROLES,
  bodyType: 'multipart',
  uploads: { archive: ACCEPTED_FILES.archive },
  maxBodyBytes: ARCHIVE_MAX_BYTES,
  body: z.object({ month: Month, archive: UploadedArchive, selectedFileNames: NameList }),
  response: z.object({
    month: z.string(),
    uploaded: z.array(z.object({ fileName: z.string(), paysheetId: z.number(), employee: PaysheetEmployee, status: z.enum(['CREATED', 'REPLACED']) })),
  }),
});

/** Decided path and shape: an employee's filed paysheets, newest month first (paye rule as the paye calls: 403 where not available). */
export const EmployeePaysheet = z.object({ id: z.number(), month: z.string(), fileName: z.string(), uploadedAt: IsoDateTime });
export type EmployeePaysheet = z.infer<typeof EmployeePaysheet>;

export const paysheetsOfEmployee = endpoint({
  gate: areaGate('paye'), name: 'paysheets.ofEmployee', reads: ['paysheets'], method: 'GET', path: '/private/employees/{id}/paysheets', access: 'private', roles: STAFF_ROLES, params: IdParams, response: z.array(EmployeePaysheet),
});

/** The paysheet's PDF as filed, by one-use token. */
export const downloadPaysheet = endpoint({
  gate: areaGate('paye'), name: 'paysheets.download', reads: ['paysheets'], method: 'GET', path: '/private/employees/{id}/paysheets/{pid}/download', access: 'public', params: z.object({ id: Id, pid: Id }), query: DownloadQuery, response: FILE,
});
