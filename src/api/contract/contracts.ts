/**
 * Contracts (spec 001 §7): the search of a customer's record and a contract's own calls.
 * Decided: the search body `{ customerId?, familyId?, pageNumber, pageSize }`, newest start
 * first; `state` tells whether the contract is in force today, to come, or ended. Statuses,
 * the end-of-contract minimum date and what a signed contract refuses: `src/domain/contracts.ts`.
 * Not in the spec: `mail-template` (the mail `send` proposes) and `mark-as-signed` (the signed
 * copy, as work contracts), `download` and `download-document-working-copy` by one-use token.
 * Decided (src/api/README.md): `contracts/{id}/search` searches one customer's contracts ({id}: the
 * customer), `contracts/{id}/families/{fid}` is the contract as it applies to one family of its
 * customer (its "expression"), which `mark-expression-as-initialized/{x}` ({x}: the family) marks set up.
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { Changelog, DownloadQuery, FamilyRef, IsoDate, Id, IdParams, IsoDateTime, MailSending, MailTemplate, STAFF_ROLES, SearchText, UploadedPdf, page, pageRequest } from './common';
import { areaGate } from '../../domain/agency/gates';

export const CONTRACT_STATES = ['UPCOMING', 'IN_FORCE', 'ENDED'] as const;
export const CONTRACT_STATUSES = ['READY', 'SENT', 'SIGNED'] as const;

export const ContractSummary = z.object({
  id: z.number(),
  number: z.string(),
  customer: z.object({ id: z.number(), label: z.string() }),
  family: z.nullable(FamilyRef),
  prestationType: z.object({ id: z.number(), label: z.string() }),
  startDate: IsoDate,
  /** Null: open-ended. */
  endDate: z.nullable(IsoDate),
  /** Weekly hours in minutes. */
  weeklyMinutes: z.number(),
  state: z.enum(CONTRACT_STATES),
  status: z.enum(CONTRACT_STATUSES),
  archived: z.boolean(),
});
export type ContractSummary = z.infer<typeof ContractSummary>;

export const searchContracts = endpoint({
  name: 'contracts.search', reads: ['contracts'],
  method: 'POST',
  path: '/private/contracts/search',
  access: 'private',
  roles: STAFF_ROLES,
  body: z.object({ customerId: z.optional(z.nullable(z.number())), familyId: z.optional(z.nullable(z.number())), ...pageRequest }),
  response: page(ContractSummary),
});

const base = { access: 'private', roles: STAFF_ROLES } as const;

/** One customer's contracts (`{id}`: the customer; another agency's: 404), newest start first: text in the number, prestation or family's name, states (none: all). */
export const searchCustomerContracts = endpoint({
  ...base,
  name: 'contracts.searchOfCustomer', reads: ['contracts'],
  method: 'POST',
  path: '/private/contracts/{id}/search',
  params: IdParams,
  body: z.object({ text: SearchText, states: z.optional(z.array(z.enum(CONTRACT_STATES))), ...pageRequest }),
  response: page(ContractSummary),
});

/** A contract's page: its summary and its own life (status, archive, documents). */
export const Contract = z.object({
  ...ContractSummary.shape,
  status: z.enum(CONTRACT_STATUSES),
  archived: z.boolean(),
  /** When the agency marked it initialized (its planning and billing set up); null: not yet. */
  initializedAt: z.nullable(IsoDateTime),
  /** The line of the monthly bill; the default one when none was set. */
  monthlyBillItemLabel: z.string(),
  priceGrid: z.nullable(z.object({ id: z.number(), label: z.string() })),
  /** The estimate it was made from; null for the contracts of the old tool. */
  estimate: z.nullable(z.object({ id: z.number(), number: z.string() })),
  /** Whether an uploaded PDF replaces the generated document (until signed). */
  customDocument: z.boolean(),
  /** The signed copy's file name, null until signed. */
  signedFileName: z.nullable(z.string()),
  signedAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
});
export type Contract = z.infer<typeof Contract>;

/** The weekly planning of the contract (its estimate's slots; none for the old tool's contracts). */
export const ContractPrestation = z.object({
  prestationType: z.object({ id: z.number(), label: z.string() }),
  weeklyMinutes: z.number(),
  slots: z.array(z.object({ weekDay: z.number(), startTime: z.string(), endTime: z.string() })),
});
export type ContractPrestation = z.infer<typeof ContractPrestation>;

export const FEE_STATES = ['PENDING', 'BILLED', 'ALREADY_BILLED'] as const;

/**
 * What the monthly bill takes from the contract: the label, the grid, the hours of an average
 * month (weekly × 52 ÷ 12), and its family's fees: PENDING (offered to the next bill), BILLED
 * (on a bill), ALREADY_BILLED (billed outside the portal, no longer offered).
 */
export const ContractBillingMonthlyData = z.object({
  label: z.string(),
  priceGrid: z.nullable(z.object({ id: z.number(), label: z.string() })),
  monthlyMinutes: z.number(),
  fees: z.array(z.object({ id: z.number(), label: z.string(), vatIncluded: z.number(), state: z.enum(FEE_STATES) })),
});
export type ContractBillingMonthlyData = z.infer<typeof ContractBillingMonthlyData>;

const path = '/private/contracts/{id}';

export const getContract = endpoint({ ...base, name: 'contracts.get', reads: ['contracts'], method: 'GET', path, params: IdParams, response: Contract });
export const deleteContract = endpoint({ ...base, name: 'contracts.delete', writes: ['contracts', 'estimates', 'history'], method: 'DELETE', path, params: IdParams, response: EMPTY });
export const contractPrestations = endpoint({ ...base, name: 'contracts.prestations', reads: ['contracts'], method: 'GET', path: `${path}/prestations`, params: IdParams, response: z.array(ContractPrestation) });
export const contractBillingMonthlyData = endpoint({
  ...base, name: 'contracts.billingMonthlyData', reads: ['contracts', 'prices', 'bills'], method: 'GET', path: `${path}/get-billing-monthly-data`, params: IdParams, response: ContractBillingMonthlyData,
});
/** A PENDING fee of the contract's family becomes ALREADY_BILLED (another's: 404; on a bill: 400 FEE_ON_A_BILL); answers the monthly data. */
export const markContractFeeAlreadyBilled = endpoint({
  ...base, name: 'contracts.markFeeAsAlreadyBilled', writes: ['contracts', 'bills'], method: 'PUT', path: `${path}/fees/{fid}/mark-as-already-billed`, params: z.object({ id: Id, fid: Id }),
  response: ContractBillingMonthlyData,
});
export const contractChangelogs = endpoint({ ...base, name: 'contracts.changelogs', reads: ['contracts'], method: 'GET', path: `${path}/changelogs`, params: IdParams, response: z.array(Changelog) });
/** One line of the contract's history (`{x}`: its id; another contract's: 404). */
export const contractHistoryEntry = endpoint({
  ...base, name: 'contracts.history', reads: ['contracts'], method: 'GET', path: `${path}/history/{x}`, params: z.object({ id: Id, x: Id }), response: Changelog,
});

/** The earliest end date the contract accepts (rule in `src/domain/contracts.ts`). */
export const contractEndMinDate = endpoint({
  ...base, name: 'contracts.endOfContractMinDate', reads: ['contracts'], method: 'GET', path: `${path}/get-end-of-contract-min-date`, params: IdParams, response: z.object({ minDate: IsoDate }),
});
export const endContract = endpoint({
  ...base, name: 'contracts.endOfContract', writes: ['contracts'], method: 'PUT', path: `${path}/end-of-contract`, params: IdParams, body: z.object({ endDate: IsoDate }), response: Contract,
});
export const toggleContractArchive = endpoint({ ...base, name: 'contracts.toggleArchiveStatus', writes: ['contracts'], method: 'PUT', path: `${path}/toggle-archive-status`, params: IdParams, response: Contract });
export const updateContractBillItemLabel = endpoint({
  ...base, name: 'contracts.updateMonthlyBillItemLabel', writes: ['contracts'], method: 'PUT', path: `${path}/update-monthly-bill-item-label`, params: IdParams,
  body: z.object({ label: z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(150, { error: 'Au plus 150 caractères' })) }), response: Contract,
});
export const markContractInitialized = endpoint({ ...base, name: 'contracts.markAsInitialized', writes: ['contracts'], method: 'PUT', path: `${path}/mark-as-initialized`, params: IdParams, response: Contract });

/** The PDF: the signed copy once signed, else the custom document when one was applied, else the generated one; `tk` only. */
export const downloadContract = endpoint({ name: 'contracts.download', reads: ['contracts'], method: 'GET', path: `${path}/download`, access: 'public', params: IdParams, query: DownloadQuery, response: FILE });
/** The generated document, whatever replaced it. */
export const downloadContractWorkingCopy = endpoint({
  name: 'contracts.downloadWorkingCopy', reads: ['contracts'], method: 'GET', path: `${path}/download-document-working-copy`, access: 'public', params: IdParams, query: DownloadQuery, response: FILE,
});
/** Drops a custom document: the download is the generated one again; not once SIGNED. */
export const recomputeContractDocument = endpoint({
  ...base, gate: areaGate('contractDocuments'), name: 'contracts.recomputeDocumentFromTemplate', writes: ['contracts'], method: 'PUT', path: `${path}/recompute-document-from-template`, params: IdParams, response: Contract,
});
/** Replaces the generated document (multipart `newDocument`, a PDF of at most 10 MB); not once SIGNED. */
export const applyContractCustomDocument = endpoint({
  ...base, gate: areaGate('contractDocuments'), name: 'contracts.applyCustomDocument', writes: ['contracts'], method: 'PUT', path: `${path}/apply-custom-document`, params: IdParams,
  bodyType: 'multipart', uploads: { newDocument: ACCEPTED_FILES.pdf }, body: z.object({ newDocument: UploadedPdf }), response: Contract,
});
/** The signed copy (multipart `document`, a PDF of at most 10 MB): the contract becomes SIGNED; a new upload replaces the copy. */
export const markContractSigned = endpoint({
  ...base, name: 'contracts.markAsSigned', writes: ['contracts'], method: 'POST', path: `${path}/mark-as-signed`, params: IdParams,
  bodyType: 'multipart', uploads: { document: ACCEPTED_FILES.pdf }, body: z.object({ document: UploadedPdf }), response: Contract,
});
/** The mail the contract is sent with, to the customer. */
export const contractMailTemplate = endpoint({ ...base, name: 'contracts.mailTemplate', reads: ['contracts'], method: 'GET', path: `${path}/mail-template`, params: IdParams, response: MailTemplate });
/** Mails the PDF (recipients default to the customer's e-mail; none: 400 NO_EMAIL); READY becomes SENT. */
export const sendContract = endpoint({ ...base, name: 'contracts.send', writes: ['contracts'], method: 'POST', path: `${path}/send`, params: IdParams, body: MailSending, response: Contract });

/**
 * The contract as it applies to one family of its customer (its "expression"): whether that family's
 * monthly bill carries the contract (`billed`: the contract's family), the minutes the contract plans
 * there this month, and when the agency marked that family's part set up (planning, billing).
 */
export const ContractFamily = z.object({
  family: FamilyRef,
  billed: z.boolean(),
  monthMinutes: z.number(),
  initializedAt: z.nullable(IsoDateTime),
});
export type ContractFamily = z.infer<typeof ContractFamily>;

const familyParams = z.object({ id: Id, fid: Id });
/** A family that is not the contract's customer's: 404. */
export const contractFamily = endpoint({ ...base, name: 'contracts.family', reads: ['contracts', 'planning', 'families'], method: 'GET', path: `${path}/families/{fid}`, params: familyParams, response: ContractFamily });
/** Marks the family's part set up (`{x}`: the family; once: a second call keeps the first date); answers that part. */
export const markContractExpressionInitialized = endpoint({
  ...base, name: 'contracts.markExpressionAsInitialized', writes: ['contracts'], method: 'PUT', path: `${path}/mark-expression-as-initialized/{x}`, params: z.object({ id: Id, x: Id }), response: ContractFamily,
});
