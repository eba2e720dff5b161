/**
 * An estimate's document and mails (spec 001 §7): the PDF by one-use token, the mail template
 * (`forSignProcedure`: the signature invitation) and the attachments that may be joined. The
 * sending itself is `estimates.send` with its optional `mail` (`EstimateMail`).
 */
import * as z from 'zod/mini';
import { FILE, endpoint } from '../endpoint';
import { ESTIMATE_ATTACHMENTS } from '../../domain/estimates/documents';
import { DownloadQuery, IdParams, MailTemplate, STAFF_ROLES, MailAddress, MailSubject } from './common';

const base = { access: 'private', roles: STAFF_ROLES } as const;

const required = (max: number) => z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(max));

/** The mail as the user edited it; without it, the template as it is. */
export const EstimateMail = z.object({
  recipient: MailAddress,
  subject: MailSubject,
  body: required(5000),
  attachments: z.optional(z.array(z.enum(ESTIMATE_ATTACHMENTS)).check(z.maxLength(ESTIMATE_ATTACHMENTS.length))),
});
export type EstimateMail = z.input<typeof EstimateMail>;

export const EstimateAttachment = z.object({ id: z.enum(ESTIMATE_ATTACHMENTS), label: z.string(), fileName: z.string(), byDefault: z.boolean() });
export type EstimateAttachment = z.infer<typeof EstimateAttachment>;

/** The PDF (agency, customer, prestations, weekly planning, prices, VAT, totals, signature block); `tk` only, as every download. */
export const downloadEstimate = endpoint({
  name: 'estimates.download', reads: ['estimates'], method: 'GET', path: '/private/estimates/{id}/download', access: 'public', params: IdParams, query: DownloadQuery, response: FILE,
});
export const estimateMailTemplate = endpoint({
  ...base, name: 'estimates.mailTemplate', reads: ['estimates'], method: 'GET', path: '/private/estimates/{id}/mail-template', params: IdParams,
  query: z.object({ forSignProcedure: z.optional(z.enum(['true', 'false'])) }), response: MailTemplate,
});
export const estimateAvailableAttachments = endpoint({
  ...base, name: 'estimates.availableAttachments', reads: ['estimates'], method: 'GET', path: '/private/estimates/{id}/available-attachments', params: IdParams, response: z.array(EstimateAttachment),
});
