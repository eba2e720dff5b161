/**
 * The agency's settings (spec 001 §7 agency calls, /agency tabs): informations (contact,
 * address, recipients of event confirmation mails, app home messages), presentation, document
 * templates, and the orders of sign procedures with their balance and the signatory.
 * `{agencyId}` must be the session's agency (404 otherwise). Texts are loosely typed: the
 * rules of src/domain/agency/settings.ts answer 400 naming the field, as the portal's forms
 * check them. Paths the spec does not give (the settings' GET, the templates) are decided
 * here (src/api/README.md).
 */
import * as z from 'zod/mini';
import { userHtml, userPlainText } from './userTexts';
import { ORDER_STATUSES } from '../../domain/agency/orders';
import { TEMPLATE_KINDS } from '../../domain/agency/templates';
import { WORK_CONTRACT_TYPES } from '../../domain/paye/labels';
import { DownloadQuery, Id, IsoDateTime, PersonRef, STAFF_ROLES, HeaderText } from './common';
import { FILE, endpoint } from '../endpoint';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES } as const;
const Text = z.optional(z.nullable(z.string().check(z.maxLength(10_000))));
const HtmlText = z.optional(z.nullable(userHtml(z.string().check(z.maxLength(10_000)))));
const PlainText = z.optional(z.nullable(userPlainText(z.string().check(z.maxLength(10_000)))));
const AgencyParams = z.object({ agencyId: Id });

export const AgencySettings = z.object({
  agencyId: z.number(),
  label: z.string(),
  contactMail: z.string(),
  phone: z.string(),
  hotlinePhone: z.nullable(z.string()),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  /** HTML, sanitised at display. */
  presentation: z.nullable(z.string()),
  proMessage: z.nullable(z.string()),
  parentsMessage: z.nullable(z.string()),
  recipientMails: z.array(z.string()),
});
export type AgencySettings = z.infer<typeof AgencySettings>;

/** Decision: the spec has no GET; the tabs read the agency's settings here. */
export const agencySettings = endpoint({ ...base, name: 'agency.settings', reads: ['agency'], method: 'GET', path: '/private/agencies/{agencyId}/settings', params: AgencyParams, response: AgencySettings });

/** One update: PUT `/private/agencies/{agencyId}/<part>` answering the settings. */
function update<const N extends string, const P extends string, B extends z.ZodMiniType>(name: N, part: P, body: B) {
  return endpoint({ ...base, gate: areaGate('agencySettings'), name: `agency.${name}` as const, writes: ['agency'], method: 'PUT', path: `/private/agencies/{agencyId}/${part}` as const, params: AgencyParams, body, response: AgencySettings });
}

export const updateAgencyContact = update('contact', 'contact', z.object({ contactMail: Text, phone: Text, hotlinePhone: Text }));
export const updateAgencyAddress = update('address', 'address', z.object({ address: Text, zipCode: Text, city: Text }));
export const updateAgencyRecipients = update(
  'recipients', 'update-events-confirmations-notifications-recipients', z.object({ recipientMails: z.array(HeaderText) }),
);
export const updateAgencyPresentation = update('presentation', 'presentation', z.object({ presentation: HtmlText }));
export const updateAgencyAppHomeMessages = update('appHomeMessages', 'appHomeMessages', z.object({ proMessage: PlainText, parentsMessage: PlainText }));

// ---- Templates -----------------------------------------------------------------------------

export const DocumentTemplate = z.object({
  id: z.number(),
  kind: z.enum(TEMPLATE_KINDS),
  label: z.string(),
  description: z.string(),
  inForce: z.boolean(),
  updatedAt: IsoDateTime,
  /** The work contract types a WORK_CONTRACT template serves (`src/domain/paye/workContractTemplates.ts`); empty for the other kinds. */
  contractTypes: z.array(z.enum(WORK_CONTRACT_TYPES)),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplate>;

const TemplateParams = z.object({ agencyId: Id, templateId: Id });

/** Decision: the agency's templates, by kind then label. */
export const agencyTemplates = endpoint({ ...base, name: 'agency.templates', reads: ['agency'], method: 'GET', path: '/private/agencies/{agencyId}/templates', params: AgencyParams, response: z.array(DocumentTemplate) });

/** Decision: puts a template in force; the one of its kind that was leaves it. Answers the list. */
export const putTemplateInForce = endpoint({
  ...base, gate: areaGate('agencySettings'), name: 'agency.templates.inForce', writes: ['agency'], method: 'PUT', path: '/private/agencies/{agencyId}/templates/{templateId}/in-force', params: TemplateParams, response: z.array(DocumentTemplate),
});

/** Decision: a sample document made with the template (PDF), through a one-use token; `inline=true` previews it. */
export const previewTemplate = endpoint({
  name: 'agency.templates.preview', reads: ['agency'], method: 'GET', path: '/private/agencies/{agencyId}/templates/{templateId}/preview', access: 'public', params: TemplateParams, query: DownloadQuery, response: FILE,
});

// ---- Sign procedures: orders, balance, signatory -------------------------------------------

export const SignProcedureOrder = z.object({
  id: z.number(),
  quantity: z.number(),
  /** VAT-excluded cents. */
  unitPriceCents: z.number(),
  totalCents: z.number(),
  status: z.enum(ORDER_STATUSES),
  orderedAt: IsoDateTime,
  orderedBy: z.nullable(PersonRef),
  canceledAt: z.nullable(IsoDateTime),
});
export type SignProcedureOrder = z.infer<typeof SignProcedureOrder>;

export const SignProceduresBalance = z.object({ ordered: z.number(), used: z.number(), balance: z.number() });
export type SignProceduresBalance = z.infer<typeof SignProceduresBalance>;

export const signProceduresBalance = endpoint({
  ...base, gate: areaGate('signProcedures'), name: 'agency.signProceduresBalance', reads: ['agency', 'signProcedures'], method: 'GET', path: '/private/agencies/{agencyId}/sign-procedures-balance', params: AgencyParams, response: SignProceduresBalance,
});

/** The session agency's orders, newest first. */
export const signProcedureOrders = endpoint({ ...base, gate: areaGate('orders'), name: 'agency.orders.list', reads: ['agency'], method: 'GET', path: '/private/agencies/orders', response: z.array(SignProcedureOrder) });

/** A pack of signatures (sizes in src/domain/agency/orders.ts; 400 naming `quantity` otherwise). */
export const orderSignProcedures = endpoint({
  ...base, gate: areaGate('orders'), name: 'agency.orders.create', writes: ['agency'], method: 'POST', path: '/private/agencies/orders', body: z.object({ quantity: z.number().check(z.int()) }), response: SignProcedureOrder,
});

/** 400 when already cancelled or its signatures are spent. */
export const cancelSignProcedureOrder = endpoint({
  ...base, gate: areaGate('orders'), name: 'agency.orders.cancel', writes: ['agency'], method: 'PUT', path: '/private/agencies/orders/{id}/cancel', params: z.object({ id: Id }), response: SignProcedureOrder,
});

/** Who signs the agency's documents in a sign procedure. Decision: the agency's director (the first one), with the agency's name. */
export const SignatoryInfos = z.object({ agencyLabel: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: z.string() });
export type SignatoryInfos = z.infer<typeof SignatoryInfos>;

export const signatoryInfos = endpoint({ ...base, gate: areaGate('signProcedures'), name: 'agency.signatoryInfos', reads: ['agency'], method: 'GET', path: '/private/agencies/signatory-infos', response: SignatoryInfos });
