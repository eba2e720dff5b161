/**
 * Fiscal attestations (spec 002 §7.7, docs/domain.md), under /private/billing/fiscal-attestations.
 * Decisions: one attestation per family and year; `amount` adds up the family's paid payments
 * dated in that year, except cash, prefunded CESU and prepayments
 * (`src/domain/billing/labels.ts` NOT_IN_FISCAL_ATTESTATION); states DRAFT (recomputed at
 * will) → VALIDATED (frozen) → SENT. Documents are PDFs made from one of the agency's
 * templates; download links take the one-use temporary token in `tk`.
 * Only when the agency enables them (billingConfig.fiscalAttestationsEnabled) or for an admin;
 * otherwise 403 FISCAL_ATTESTATIONS_DISABLED.
 */
import * as z from 'zod/mini';
import { ACCEPTED_FILES } from '../../domain/files/fileTypes';
import { EMPTY, FILE, endpoint } from '../endpoint';
import { Cents, Currency } from './billing';
import { CustomDocumentMedia, DownloadQuery, FamilyRef, Id, IdParams, IsoDateTime, page, pageRequest, SearchText, STAFF_ROLES, UploadedPdf } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('fiscalAttestations') } as const;
/** What the portal's cache keeps the search under, dropped by every call that changes an attestation. */
const FISCAL_ATTESTATIONS = ['fiscalAttestations'] as const;
const changes = { ...base, writes: FISCAL_ATTESTATIONS } as const;

export const FISCAL_ATTESTATION_STATUSES = ['DRAFT', 'VALIDATED', 'SENT'] as const;
export const FiscalAttestationStatus = z.enum(FISCAL_ATTESTATION_STATUSES);

export const FiscalAttestation = z.object({
  id: z.number(),
  family: FamilyRef,
  year: z.number(),
  status: FiscalAttestationStatus,
  /** Cents paid in the year that count for the tax credit. */
  amount: Cents,
  paymentsCount: z.number(),
  currency: Currency,
  templateId: z.number(),
  /** A document uploaded in place of the generated one. */
  customDocument: z.boolean(),
  /** That document as uploaded (its media, for `GET /private/medias/{id}/download`); null without one. */
  customDocumentMedia: CustomDocumentMedia,
  createdAt: IsoDateTime,
  validatedAt: z.nullable(IsoDateTime),
  sentAt: z.nullable(IsoDateTime),
});
export type FiscalAttestation = z.infer<typeof FiscalAttestation>;

const YearParams = z.object({ year: z.coerce.number().check(z.int(), z.minimum(2018), z.maximum(2100)) });

/** By family name. */
export const searchFiscalAttestations = endpoint({
  ...base, reads: FISCAL_ATTESTATIONS, name: 'fiscalAttestations.search', method: 'POST', path: '/private/billing/fiscal-attestations/{year}/search',
  params: YearParams, body: z.object({ familyPattern: SearchText, statuses: z.optional(z.array(FiscalAttestationStatus)), ...pageRequest }), response: page(FiscalAttestation),
});

/**
 * The answer of a year-wide call. Decided (for the CLI's batches over hundreds of families):
 * each family is done on its own, a family that fails does not stop the others; `count` and
 * `attestations` are the ones done, `failures` each family left out with its reason.
 */
export const YearBatchAnswer = z.object({
  count: z.number(),
  attestations: z.array(FiscalAttestation),
  failures: z.array(z.object({ family: FamilyRef, code: z.string(), message: z.string() })),
});
export type YearBatchAnswer = z.infer<typeof YearBatchAnswer>;

/** Creates the missing attestations of the year (families with counted payments) and recomputes the drafts. */
export const recomputeFiscalAttestations = endpoint({
  ...changes, name: 'fiscalAttestations.recompute', method: 'POST', path: '/private/billing/fiscal-attestations/{year}/recompute',
  params: YearParams, response: YearBatchAnswer,
});

/** Validates every draft of the year. */
export const validateFiscalAttestations = endpoint({
  ...changes, name: 'fiscalAttestations.validate', method: 'POST', path: '/private/billing/fiscal-attestations/{year}/validate',
  params: YearParams, response: YearBatchAnswer,
});

/** Creates (or recomputes, while a draft) the family's attestation of the year. */
export const createFiscalAttestationForFamily = endpoint({
  ...changes, name: 'fiscalAttestations.createForFamily', method: 'POST', path: '/private/billing/fiscal-attestations/{year}/create-for-family/{familyId}',
  params: z.object({ year: YearParams.shape.year, familyId: Id }), response: FiscalAttestation,
});

/** A family's attestations, newest year first. */
export const fiscalAttestationsOfFamily = endpoint({
  ...base, name: 'fiscalAttestations.getForFamily', reads: ['fiscalAttestations'], method: 'GET', path: '/private/billing/fiscal-attestations/get-for-family/{id}', params: IdParams, response: z.array(FiscalAttestation),
});

/** Mails it to the family; a VALIDATED (or already SENT) attestation only. */
export const sendFiscalAttestation = endpoint({ ...changes, name: 'fiscalAttestations.send', method: 'POST', path: '/private/billing/fiscal-attestations/{id}/send', params: IdParams, response: FiscalAttestation });

/** Not once sent. */
export const deleteFiscalAttestation = endpoint({ ...changes, name: 'fiscalAttestations.delete', method: 'DELETE', path: '/private/billing/fiscal-attestations/{id}', params: IdParams, response: EMPTY });

export const downloadFiscalAttestation = endpoint({
  gate: areaGate('fiscalAttestations'), name: 'fiscalAttestations.download', reads: ['fiscalAttestations'], method: 'GET', path: '/private/billing/fiscal-attestations/{id}/download', access: 'public', params: IdParams, query: DownloadQuery, response: FILE,
});

/** Regenerates the document from another template (drops a custom document); not once sent. */
export const recomputeFiscalAttestationDocument = endpoint({
  ...changes, name: 'fiscalAttestations.recomputeDocumentFromTemplate', method: 'PUT', path: '/private/billing/fiscal-attestations/{id}/recompute-document-from-template',
  params: IdParams, query: z.object({ newTemplateId: Id }), response: FiscalAttestation,
});

/** The generated document, whatever custom document replaced it (to edit it and upload it back). */
export const downloadFiscalAttestationWorkingCopy = endpoint({
  gate: areaGate('fiscalAttestations'), name: 'fiscalAttestations.downloadWorkingCopy', reads: ['fiscalAttestations'], method: 'GET', path: '/private/billing/fiscal-attestations/{id}/download-document-working-copy', access: 'public', params: IdParams, query: DownloadQuery, response: FILE,
});

/** The agency's attestation templates. */
export const countFiscalAttestationTemplates = endpoint({
  ...base, name: 'fiscalAttestations.countTemplates', reads: ['agency'], method: 'GET', path: '/private/billing/fiscal-attestations/count-available-doc-templates', response: z.object({ count: z.number() }),
});


/**
 * Replaces the generated document with an uploaded one (multipart, field `document`).
 * Decided: a PDF only (told by its bytes; 400 FILE_TYPE_NOT_ACCEPTED otherwise), at most 10 MB
 * (400 FILE_TOO_LARGE); not once sent (400 FISCAL_ATTESTATION_SENT); kept as a media of the
 * agency, the attestation's downloads then give it; a template change drops it.
 */
export const applyFiscalAttestationCustomDocument = endpoint({
  ...changes, name: 'fiscalAttestations.applyCustomDocument', method: 'PUT', path: '/private/billing/fiscal-attestations/{id}/apply-custom-document',
  params: IdParams, bodyType: 'multipart', uploads: { document: ACCEPTED_FILES.pdf }, body: z.object({ document: UploadedPdf }), response: FiscalAttestation,
});
