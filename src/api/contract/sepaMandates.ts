/**
 * SEPA direct-debit mandates of a customer (spec 001 §7 customers; docs/domain.md), under
 * /private/customers/{id}/sepas. The document's calls mirror the fiscal attestations'
 * (download and preview by one-use token, working copy, template, custom document).
 * Decisions: the RUM is given by the server ('RUM-01-000123', `src/domain/customers/sepa.ts`);
 * statuses CREATED → SENT → SIGNED (a signature date makes it SIGNED) → REVOKED (replaced by a
 * change of account); IBAN and BIC are checked by `src/domain/iban.ts` (the BIC of the IBAN's
 * country, 400 BIC_COUNTRY_MISMATCH) and stored normalised; a signed mandate's holder, IBAN and
 * BIC are locked (400 SEPA_MANDATE_LOCKED, `src/domain/customers/sepa.ts`); the mandate pays
 * for the customer's family (`familyId`, null without one) and its latest SIGNED mandate is
 * the one the family's bills are debited with.
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { BIC_INVALID, IBAN_INVALID, isValidBic, isValidIban } from '../../domain/iban';
import { SEPA_MANDATE_STATUSES } from '../../domain/customers/sepa';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { Changelog, CustomDocumentMedia, DownloadQuery, IsoDate, Id, IsoDateTime, MailSending, MailTemplate, STAFF_ROLES, UploadedPdf } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('billing') } as const;

export const SepaMandateStatus = z.enum(SEPA_MANDATE_STATUSES);

export const SepaMandate = z.object({
  id: z.number(),
  customerId: z.number(),
  /** The family the mandate pays for (the customer's), null for a customer without family. */
  familyId: z.nullable(z.number()),
  /** Unique mandate reference, given by the server. */
  rum: z.string(),
  debtorName: z.string(),
  /** Normalised: capitals, no spaces. */
  iban: z.string(),
  bic: z.string(),
  /** The day the debtor signed; null until signed. */
  signatureDate: z.nullable(IsoDate),
  status: SepaMandateStatus,
  templateId: z.number(),
  customDocument: z.boolean(),
  customDocumentMedia: CustomDocumentMedia,
  createdAt: IsoDateTime,
  sentAt: z.nullable(IsoDateTime),
  signedAt: z.nullable(IsoDateTime),
  /** The day a change of account revoked it; null while in force. */
  revokedAt: z.nullable(IsoDate),
  /** The mandate a change of account replaced it with. */
  replacedBy: z.nullable(z.object({ id: z.number(), rum: z.string() })),
});
export type SepaMandate = z.infer<typeof SepaMandate>;

/** What the form sends: IBAN and BIC as typed (spaces, lower case), checked by the domain. */
export const SepaMandateForm = z.object({
  debtorName: z.string().check(z.trim(), z.minLength(1, { error: 'Ce champ est obligatoire' }), z.maxLength(150)),
  iban: z.string().check(z.refine(isValidIban, { error: IBAN_INVALID })),
  bic: z.string().check(z.refine(isValidBic, { error: BIC_INVALID })),
  signatureDate: z.optional(z.nullable(IsoDate)),
});
export type SepaMandateForm = z.input<typeof SepaMandateForm>;

const CustomerParams = z.object({ id: Id });
const MandateParams = z.object({ id: Id, sid: Id });

/** The customer's mandates, newest first. */
export const sepaMandatesOfCustomer = endpoint({ ...base, name: 'sepaMandates.list', reads: ['sepaMandates'], method: 'GET', path: '/private/customers/{id}/sepas', params: CustomerParams, response: z.array(SepaMandate) });

export const createSepaMandate = endpoint({
  ...base, name: 'sepaMandates.create', writes: ['sepaMandates', 'families'], method: 'POST', path: '/private/customers/{id}/sepas', params: CustomerParams, body: SepaMandateForm, response: SepaMandate,
});

/** The RUM never changes; a signed mandate keeps its holder, IBAN and BIC (400 SEPA_MANDATE_LOCKED), a revoked one is closed (400 SEPA_MANDATE_REVOKED). */
export const updateSepaMandate = endpoint({
  ...base, name: 'sepaMandates.update', writes: ['sepaMandates', 'families'], method: 'PUT', path: '/private/customers/{id}/sepas/{sid}', params: MandateParams, body: SepaMandateForm, response: SepaMandate,
});

/**
 * A signed mandate's change of account: a new mandate (new RUM, CREATED, to be signed) for the
 * account given; the old one is REVOKED on the sandbox's day. Both mandates' histories and the
 * customer's say so. 400 SEPA_CHANGE_NOT_SIGNED, SEPA_CHANGE_SAME_ACCOUNT, SEPA_MANDATE_REVOKED.
 */
export const changeSepaMandateAccount = endpoint({
  ...base, name: 'sepaMandates.changeAccount', writes: ['sepaMandates', 'families', 'history'], method: 'POST', path: '/private/customers/{id}/sepas/{sid}/change-account', params: MandateParams,
  body: z.object({ debtorName: SepaMandateForm.shape.debtorName, iban: SepaMandateForm.shape.iban, bic: SepaMandateForm.shape.bic }), response: SepaMandate,
});

/** Decided: any status; its custom document goes with it. */
export const deleteSepaMandate = endpoint({ ...base, name: 'sepaMandates.delete', writes: ['sepaMandates', 'families'], method: 'DELETE', path: '/private/customers/{id}/sepas/{sid}', params: MandateParams, response: EMPTY });

/** The PDF (the custom document when there is one); `inline=true` previews it. */
export const downloadSepaMandate = endpoint({
  gate: areaGate('billing'), name: 'sepaMandates.download', reads: ['sepaMandates'], method: 'GET', path: '/private/customers/{id}/sepas/{sid}/download', access: 'public', params: MandateParams, query: DownloadQuery, response: FILE,
});

/** The mail the mandate is sent with, for the customer's address. */
export const sepaMandateMailTemplate = endpoint({
  ...base, name: 'sepaMandates.mailTemplate', reads: ['sepaMandates'], method: 'GET', path: '/private/customers/{id}/sepas/{sid}/mail-template', params: MandateParams, response: MailTemplate,
});

/** Mails the PDF; recipients default to the template's; CREATED becomes SENT (a signed one stays SIGNED). */
export const sendSepaMandate = endpoint({
  ...base, name: 'sepaMandates.send', writes: ['sepaMandates'], method: 'POST', path: '/private/customers/{id}/sepas/{sid}/send', params: MandateParams,
  body: MailSending,
  response: SepaMandate,
});

export const sepaMandateChangelogs = endpoint({
  ...base, name: 'sepaMandates.changelogs', reads: ['sepaMandates'], method: 'GET', path: '/private/customers/{id}/sepas/{sid}/changelogs', params: MandateParams, response: z.array(Changelog),
});

/** Regenerates the document (with another template when given) and drops a custom document; not once SIGNED (400 SEPA_MANDATE_SIGNED). */
export const recomputeSepaMandateDocument = endpoint({
  ...base, name: 'sepaMandates.recomputeDocumentFromTemplate', writes: ['sepaMandates'], method: 'PUT', path: '/private/customers/{id}/sepas/{sid}/recompute-document-from-template',
  params: MandateParams, query: z.object({ newTemplateId: z.optional(Id) }), response: SepaMandate,
});

/** The generated document, whatever custom document replaced it. */
export const downloadSepaMandateWorkingCopy = endpoint({
  gate: areaGate('billing'), name: 'sepaMandates.downloadWorkingCopy', reads: ['sepaMandates'], method: 'GET', path: '/private/customers/{id}/sepas/{sid}/download-document-working-copy', access: 'public',
  params: MandateParams, query: DownloadQuery, response: FILE,
});

/**
 * Replaces the generated document (multipart, field `document`), as for fiscal attestations:
 * a PDF (told by its bytes: 400 FILE_TYPE_NOT_ACCEPTED), at most 10 MB (400 FILE_TOO_LARGE), kept as a media. Decided: at any
 * status, so that the scan of the signed mandate can be filed.
 */
export const applySepaMandateCustomDocument = endpoint({
  ...base, name: 'sepaMandates.applyCustomDocument', writes: ['sepaMandates'], method: 'PUT', path: '/private/customers/{id}/sepas/{sid}/apply-custom-document',
  params: MandateParams, bodyType: 'multipart', uploads: { document: ACCEPTED_FILES.pdf }, body: z.object({ document: UploadedPdf }), response: SepaMandate,
});
