/**
 * An employee's work contracts (spec 001 §7 Work contracts), under
 * /private/work-contracts/employees/{id}: list, create, edit, delete, mark as signed with the
 * signed document, download by one-use token, mail (template, send), history, the document regenerated from
 * a template, its working copy, a custom document. Decisions:
 * - Fields: type CDI or CDD (a CDD has an end date after its start), job title, start and end
 *   dates, weekly hours, gross hourly rate in cents. Statuses DRAFT → SENT → SIGNED; once
 *   SIGNED a contract is neither edited nor deleted (400 WORK_CONTRACT_SIGNED).
 * - The document is generated as a real PDF (as the bills); once signed, the download gives
 *   the signed document as uploaded (multipart field `document`, a PDF of at most 10 MB: 400
 *   FILE_TYPE_NOT_ACCEPTED, FILE_TOO_LARGE); before, a custom document when one was applied, else the generated one.
 * - Same rule as the paye calls: 403 PAYE_NOT_AVAILABLE where paye is not available.
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { WORK_CONTRACT_STATUSES, WORK_CONTRACT_TYPES } from '../../domain/paye/labels';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { PositiveCents } from './billing';
import { Changelog, DownloadQuery, IsoDate, Id, IdParams, IsoDateTime, MailSending, MailTemplate, STAFF_ROLES, UploadedPdf } from './common';
import { areaGate } from '../../domain/agency/gates';
import { SignProcedure } from './signProcedures';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('paye') } as const;

export const WorkContract = z.object({
  id: z.number(),
  employeeId: z.number(),
  type: z.enum(WORK_CONTRACT_TYPES),
  jobTitle: z.string(),
  startDate: IsoDate,
  endDate: z.nullable(IsoDate),
  weeklyHours: z.number(),
  hourlyRateCents: z.number(),
  status: z.enum(WORK_CONTRACT_STATUSES),
  /** The agency's WORK_CONTRACT template the document is generated from (the one in force at creation); null without one. */
  template: z.nullable(z.object({ id: z.number(), label: z.string() })),
  /** Whether an uploaded document replaces the generated one (until signed). */
  customDocument: z.boolean(),
  /** The signed document's file name, null until signed. */
  signedFileName: z.nullable(z.string()),
  signedAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  /** Its latest electronic sign procedure (`workContracts.signProcedures` has them all); null: never sent for signing. */
  signProcedure: z.nullable(z.pick(SignProcedure, { status: true, signedByRecipientAt: true, createdAt: true })),
});
export type WorkContract = z.infer<typeof WorkContract>;

export const WorkContractForm = z.object({
  type: z.enum(WORK_CONTRACT_TYPES, { error: 'Champ obligatoire' }),
  jobTitle: z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(150)),
  startDate: IsoDate,
  endDate: z.optional(z.nullable(IsoDate)),
  weeklyHours: z.number().check(z.positive(), z.lte(48, { error: 'Au plus 48 heures par semaine' })),
  hourlyRateCents: PositiveCents,
});
export type WorkContractForm = z.input<typeof WorkContractForm>;

const ContractParams = z.object({ id: Id, cid: Id });
const contracts = '/private/work-contracts/employees/{id}';

/** Newest first. */
export const workContractsOfEmployee = endpoint({ ...base, name: 'workContracts.list', reads: ['workContracts'], method: 'GET', path: contracts, params: IdParams, response: z.array(WorkContract) });
export const createWorkContract = endpoint({ ...base, name: 'workContracts.create', writes: ['workContracts'], method: 'POST', path: contracts, params: IdParams, body: WorkContractForm, response: WorkContract });
export const updateWorkContract = endpoint({ ...base, name: 'workContracts.update', writes: ['workContracts'], method: 'PUT', path: `${contracts}/contracts/{cid}`, params: ContractParams, body: WorkContractForm, response: WorkContract });
export const deleteWorkContract = endpoint({ ...base, name: 'workContracts.delete', writes: ['workContracts', 'signProcedures'], method: 'DELETE', path: `${contracts}/contracts/{cid}`, params: ContractParams, response: EMPTY });
export const markWorkContractSigned = endpoint({
  ...base, name: 'workContracts.markAsSigned', writes: ['workContracts', 'signProcedures'], method: 'POST', path: `${contracts}/contracts/{cid}/mark-as-signed`, params: ContractParams,
  bodyType: 'multipart', uploads: { document: ACCEPTED_FILES.pdf }, body: z.object({ document: UploadedPdf }), response: WorkContract,
});
/** The PDF: the signed document once signed, else the generated one; `inline=true` previews it. */
export const downloadWorkContract = endpoint({
  gate: areaGate('paye'), name: 'workContracts.download', reads: ['workContracts'], method: 'GET', path: `${contracts}/contracts/{cid}/download`, access: 'public', params: ContractParams, query: DownloadQuery, response: FILE,
});
export const workContractChangelogs = endpoint({ ...base, name: 'workContracts.changelogs', reads: ['workContracts'], method: 'GET', path: `${contracts}/contracts/{cid}/changelogs`, params: ContractParams, response: z.array(Changelog) });

/** The mail the contract is sent with, to the employee; `forSignProcedure=true`: the invitation to sign it electronically. */
export const workContractMailTemplate = endpoint({
  ...base, name: 'workContracts.mailTemplate', reads: ['workContracts'], method: 'GET', path: `${contracts}/contracts/{cid}/mail-template`, params: ContractParams,
  query: z.object({ forSignProcedure: z.optional(z.enum(['true', 'false'])) }), response: MailTemplate,
});
/**
 * Mails the PDF; recipients default to the employee's address; a DRAFT becomes SENT. With
 * `forSignProcedure` (electronic signature on: 403 otherwise), a sign procedure starts with the
 * estimates' simulated provider, to the first recipient, on one signature of the agency's balance
 * (400 SIGN_PROCEDURES_BALANCE_EMPTY); not once SIGNED nor while a procedure waits
 * (`src/domain/paye/workContractSigning.ts`). Signed through it, the contract is SIGNED and its
 * download is the generated document with the signature.
 */
export const sendWorkContract = endpoint({
  ...base, name: 'workContracts.send', writes: ['workContracts', 'signProcedures', 'agency'], method: 'POST', path: `${contracts}/contracts/{cid}/send`, params: ContractParams,
  body: z.extend(MailSending, { forSignProcedure: z.optional(z.boolean()) }), response: WorkContract,
});
/** The contract's sign procedures with their events, newest first. */
export const workContractSignProcedures = endpoint({
  ...base, name: 'workContracts.signProcedures', reads: ['signProcedures'], method: 'GET', path: `${contracts}/contracts/{cid}/sign-procedures`, params: ContractParams, response: z.array(SignProcedure),
});

/** Regenerates the document from the template (another of the agency's WORK_CONTRACT templates when given) and drops a custom document; not once SIGNED. */
export const recomputeWorkContractDocument = endpoint({
  ...base, name: 'workContracts.recomputeDocumentFromTemplate', writes: ['workContracts'], method: 'PUT', path: `${contracts}/contracts/{cid}/recompute-document-from-template`, params: ContractParams,
  query: z.object({ newTemplateId: z.optional(Id) }), response: WorkContract,
});
/** The generated document, whatever custom or signed document replaced it. */
export const downloadWorkContractWorkingCopy = endpoint({
  gate: areaGate('paye'), name: 'workContracts.downloadWorkingCopy', reads: ['workContracts'], method: 'GET', path: `${contracts}/contracts/{cid}/download-document-working-copy`, access: 'public', params: ContractParams, query: DownloadQuery, response: FILE,
});
/** Replaces the generated document (multipart `newDocument`, a PDF of at most 10 MB); not once SIGNED. */
export const applyWorkContractCustomDocument = endpoint({
  ...base, name: 'workContracts.applyCustomDocument', writes: ['workContracts'], method: 'PUT', path: `${contracts}/contracts/{cid}/apply-custom-document`, params: ContractParams,
  bodyType: 'multipart', uploads: { newDocument: ACCEPTED_FILES.pdf }, body: z.object({ newDocument: UploadedPdf }), response: WorkContract,
});
