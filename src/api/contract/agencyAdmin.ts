/**
 * An agency as the admin sees it on /agencies/{agencyId} (spec 001 §7
 * `PUT /private/admin/agencies/{id}/options`), ADMIN only: its identity and every option.
 * The GET is decided (the spec shows none). The PUT takes every option at once and answers
 * the same as the GET; texts are checked by src/domain/agencyOptions.ts (400 naming the
 * field). Options that change the portal (menus, currency) are also in the session's
 * `Agency` (contract/auth.ts), read again at each selectContext and login.
 */
import * as z from 'zod/mini';
import { ADVISER_RIGHTS, LOGO_FORMATS } from '../../domain/agencyOptions';
import { TEMPLATE_KINDS, type TemplateKind } from '../../domain/agency/templates';
import { TEMPLATE_KEY_MAX } from '../../domain/templateMapping';
import { EMPTY, endpoint } from '../endpoint';
import { SCHOOL_VACATION_ZONES } from './auth';
import { Id, IdParams } from './common';

const admin = { access: 'private', roles: ['ADMIN'] } as const;
const Text = z.nullable(z.string().check(z.maxLength(1000)));

export const AgencyOptions = z.object({
  partCommunityEnabled: z.boolean(),
  proCommunityEnabled: z.boolean(),
  proCommunityWriterEnabled: z.boolean(),
  timesheetsEnabled: z.boolean(),
  libraryEnabled: z.boolean(),
  householdEnabled: z.boolean(),
  homecareEnabled: z.boolean(),
  schoolVacationZone: z.enum(SCHOOL_VACATION_ZONES),
  billingEnabled: z.boolean(),
  globalBillingEnabled: z.boolean(),
  avimEnabled: z.boolean(),
  sharedFamiliesEnabled: z.boolean(),
  draftBillsSharingEnabled: z.boolean(),
  /** 'YYYY-MM', or null: every month. */
  billsSharingFirstMonth: Text,
  christmasIncreaseEnabled: z.boolean(),
  mayDayIncreaseEnabled: z.boolean(),
  fiscalAttestationsEnabled: z.boolean(),
  contractDocumentEnabled: z.boolean(),
  signProceduresEnabled: z.boolean(),
  signProceduresMail: Text,
  /** '#RRGGBB'. */
  signProceduresPrimaryColor: z.string(),
  signProceduresSecondaryColor: z.string(),
  logoFormat: z.enum(LOGO_FORMATS),
  signedDocsAgencyExcluded: z.boolean(),
  eventsNotificationEnabled: z.boolean(),
  /** Minutes the notifications are grouped before sending. */
  eventsNotificationDelay: z.number().check(z.int(), z.nonnegative()),
  eventsNotificationCustomMails: z.array(z.string().check(z.maxLength(200))),
  subscriptionMailSubject: Text,
  forgottenPasswordMailSubject: Text,
  mailCustomizationsEnabled: z.boolean(),
  advisersRights: z.array(z.enum(ADVISER_RIGHTS)),
  payeEnabled: z.boolean(),
  payeActiveForAgency: z.boolean(),
  payeCompatibilityModeEnabled: z.boolean(),
});
export type AgencyOptions = z.infer<typeof AgencyOptions>;

export const AdminAgency = z.object({
  id: z.number(),
  label: z.string(),
  clientId: z.number(),
  clientLabel: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string(),
  options: AgencyOptions,
});
export type AdminAgency = z.infer<typeof AdminAgency>;

export const adminAgency = endpoint({ ...admin, name: 'admin.agency', reads: ['agency'], method: 'GET', path: '/private/admin/agencies/{id}', params: IdParams, response: AdminAgency });

export const updateAgencyOptions = endpoint({
  ...admin, name: 'admin.agencyOptions', writes: ['agency'], method: 'PUT', path: '/private/admin/agencies/{id}/options', params: IdParams, body: AgencyOptions, response: AdminAgency,
});

/** The agency's custom template engine mapping (src/domain/templateMapping.ts): a template identifier per kind of document, null for the standard one. */
const TemplateKey = z.nullable(z.string().check(z.maxLength(TEMPLATE_KEY_MAX)));
export const TemplateMapping = z.object(
  Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, TemplateKey])) as Record<TemplateKind, typeof TemplateKey>,
);
/** `mapping` null: the agency uses the standard templates. */
export const TemplateMappingAnswer = z.object({ agencyId: z.number(), mapping: z.nullable(TemplateMapping) });
export type TemplateMappingAnswer = z.infer<typeof TemplateMappingAnswer>;

export const templateMapping = endpoint({
  ...admin, name: 'admin.templateMapping', reads: ['agency'], method: 'GET', path: '/private/admin/custom-template-engine-mapping/agencies/{id}', params: IdParams, response: TemplateMappingAnswer,
});
export const saveTemplateMapping = endpoint({
  ...admin, name: 'admin.templateMapping.save', writes: ['agency'], method: 'PUT', path: '/private/admin/custom-template-engine-mapping/agencies/{id}', params: IdParams, body: TemplateMapping, response: TemplateMappingAnswer,
});
export const deleteTemplateMapping = endpoint({
  ...admin, name: 'admin.templateMapping.delete', writes: ['agency'], method: 'DELETE', path: '/private/admin/custom-template-engine-mapping', query: z.object({ agencyId: Id }), response: EMPTY,
});
