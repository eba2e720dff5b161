/**
 * Authentication and session: login, TOTP step, logout, forgotten password,
 * token refresh, temporary (download) tokens, agency context, current role.
 * Open to every role (`roles: ROLES`): a session is not back-office data.
 */
import * as z from 'zod/mini';
import { EMPTY, ROLES, endpoint } from '../endpoint';
import { IsoDateTime, PortalUrl } from './common';
import { ADVISER_RIGHTS, OPTION_FLAGS } from '../../domain/agency/gates';

export const Role = z.enum(ROLES);

/** School-vacation zones; SUISSE_GEN bills in CHF (spec 000 §1). */
export const SCHOOL_VACATION_ZONES = ['A', 'B', 'C', 'CORSE', 'GUADELOUPE', 'MARTINIQUE', 'GUYANE', 'REUNION', 'MAYOTTE', 'SUISSE_GEN'] as const;

/** The agency fields the portal reads (spec 000 §3); `currency` is derived from the zone by the server. */
export const Agency = z.object({
  id: z.number(),
  clientId: z.number(),
  label: z.string(),
  currency: z.enum(['EUR', 'CHF']),
  householdEnabled: z.boolean(),
  defaultProId: z.nullable(z.number()),
  schoolVacationZone: z.enum(SCHOOL_VACATION_ZONES),
  billingEnabled: z.boolean(),
  billingConfig: z.object({ fiscalAttestationsEnabled: z.boolean() }),
  payeEnabled: z.boolean(),
  payeActiveForAgency: z.boolean(),
  payeCompatibilityModeEnabled: z.boolean(),
  /** Options the menu follows (/agencies/{agencyId}); absent: shown. */
  libraryEnabled: z.optional(z.boolean()),
  timesheetsEnabled: z.optional(z.boolean()),
  /** The parents' or the professionals' community is on. */
  communityEnabled: z.optional(z.boolean()),
  /** 25 December and 1 May are increased public holidays (the hour grid's totals follow them); absent: not, as a new agency. */
  christmasIncreaseEnabled: z.optional(z.boolean()),
  mayDayIncreaseEnabled: z.optional(z.boolean()),
  /** The option flags that are on and the advisers' rights (src/domain/agency/gates.ts): the portal shows what they open; absent: everything. */
  features: z.optional(z.array(z.enum(OPTION_FLAGS))),
  advisersRights: z.optional(z.array(z.enum(ADVISER_RIGHTS))),
});
export type Agency = z.infer<typeof Agency>;

/** An agency a multi-agency manager (or an admin) may choose as context. */
export const AgencyChoice = z.object({ id: z.number(), clientId: z.number(), label: z.string() });
export type AgencyChoice = z.infer<typeof AgencyChoice>;

export const SessionUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  role: Role,
  isMultiAgencies: z.boolean(),
  /** The user's own agency; null for an admin or a multi-agency manager, who choose a context. */
  agency: z.nullable(Agency),
  clientId: z.nullable(z.number()),
  /** Decision: the agencies a multi-agency manager may choose from (empty for the others; admins list them with the agencies calls). */
  agencies: z.array(AgencyChoice),
  totpEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * Login answer (shape "not shown" in the spec). When `totpRequired` is true the
 * token is a pre-authentication token that only opens the TOTP call, and
 * `refreshToken` is null; the TOTP call then answers the same shape with
 * `totpRequired` false.
 */
export const LoginAnswer = z.object({
  token: z.string(),
  refreshToken: z.nullable(z.string()),
  totpRequired: z.boolean(),
  /** When the access token stops being accepted (ISO date-time). */
  tokenExpiresAt: IsoDateTime,
  user: SessionUser,
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const Tokens = z.object({ token: z.string(), refreshToken: z.string(), tokenExpiresAt: IsoDateTime });
export type Tokens = z.infer<typeof Tokens>;

export const login = endpoint({
  name: 'auth.login', reads: [],
  method: 'POST',
  path: '/public/login/portal',
  access: 'public',
  body: z.object({ login: z.string().check(z.minLength(1), z.maxLength(200)), password: z.string().check(z.minLength(1), z.maxLength(50)) }),
  response: LoginAnswer,
});

export const totpCode = endpoint({
  name: 'auth.totpCode', reads: [],
  method: 'POST',
  path: '/private/login/totp/code',
  access: 'totp',
  roles: ROLES,
  body: z.object({ totpCode: z.string().check(z.regex(/^\d{6}$/)) }),
  response: LoginAnswer,
});

/** Ends the session of the bearer token (or of the refresh token given): its access, refresh and temporary tokens. Does not extend the session. */
export const logout = endpoint({
  name: 'auth.logout', reads: [],
  method: 'POST',
  path: '/public/logout',
  access: 'public',
  extendsSession: false,
  body: z.object({ refreshToken: z.optional(z.nullable(z.string())) }),
  response: EMPTY,
});

/**
 * Always answers 204, whether the login exists or not, so that it reveals no account. `portalUrl`:
 * the page the portal runs on; the mail's link points to it only when the server's configuration
 * allows that page, else to the first allowed one.
 */
export const forgottenPassword = endpoint({
  name: 'auth.forgottenPassword', reads: [],
  method: 'POST',
  path: '/public/forgottenPassword',
  access: 'public',
  body: z.object({ login: z.email().check(z.maxLength(200)), portalUrl: PortalUrl }),
  response: EMPTY,
});

/**
 * Checks a reset link's token: 200 with the login it resets, 400 INVALID_FORGOTTEN_PASSWORD_TOKEN otherwise.
 * An activation link (issue 34 §7) opens the same page: `activation` true, its password is the account's first;
 * used (or its account active already), 400 ACTIVATION_LINK_USED; expired, 400 ACTIVATION_LINK_EXPIRED (also for the change).
 */
export const checkForgottenPasswordToken = endpoint({
  name: 'auth.checkForgottenPasswordToken', reads: [],
  method: 'GET',
  path: '/public/forgottenPassword/{token}',
  access: 'public',
  params: z.object({ token: z.string().check(z.minLength(1)) }),
  response: z.object({ login: z.string(), activation: z.optional(z.boolean()) }),
});

export const changeForgottenPassword = endpoint({
  name: 'auth.changeForgottenPassword', reads: [],
  method: 'POST',
  path: '/public/changeForgottenPassword',
  access: 'public',
  body: z.object({ forgottenPasswordToken: z.string().check(z.minLength(1)), newPassword: z.string().check(z.minLength(8), z.maxLength(40)) }),
  response: EMPTY,
});

/**
 * Trades a refresh token for a new pair. The refresh token is single-use (rotated).
 * Declared public: it is called precisely when the access token no longer works.
 */
export const refreshTokens = endpoint({
  name: 'auth.refreshTokens', reads: [],
  method: 'POST',
  path: '/private/refreshTokens',
  access: 'public',
  body: z.object({ refreshToken: z.string().check(z.minLength(1)) }),
  response: Tokens,
});

/** Temporary token answer (shape "not shown"): the token, its remaining uses and its end of validity. */
export const TemporaryToken = z.object({ token: z.string(), maxUsages: z.number(), expiresAt: IsoDateTime });
export type TemporaryToken = z.infer<typeof TemporaryToken>;

export const getTemporaryToken = endpoint({
  name: 'auth.getTemporaryToken', reads: [],
  method: 'POST',
  path: '/private/auth/getTemporaryToken',
  access: 'private',
  roles: ROLES,
  // One use (spec 000 §7, 002 §7.10): a link that opens a file once, then is dead.
  body: z.object({ maxUsages: z._default(z.number().check(z.refine((uses) => uses === 1, { error: 'Un jeton temporaire ne sert qu’une fois : maxUsages vaut 1' })), 1) }),
  response: TemporaryToken,
});

export const CustomAttribute = z.object({
  id: z.number(),
  name: z.string(),
  label: z.string(),
  type: z.enum(['TEXT', 'NUMBER', 'DATE', 'BOOLEAN']),
  target: z.enum(['CUSTOMER', 'EMPLOYEE', 'BILL', 'CONTRACT']),
});

export const selectContext = endpoint({
  name: 'auth.selectContext', reads: [],
  method: 'POST',
  path: '/private/auth/selectContext',
  access: 'private',
  roles: ROLES,
  body: z.object({ clientId: z.number().check(z.int()), agencyId: z.number().check(z.int()) }),
  response: z.object({ agency: Agency, customAttributes: z.array(CustomAttribute) }),
});

/** Current role call; path "not shown" in the spec, decided here. */
export const currentRole = endpoint({
  name: 'auth.currentRole', reads: [],
  method: 'GET',
  path: '/private/auth/role',
  access: 'private',
  roles: ROLES,
  response: z.object({ role: Role }),
});

/**
 * The agencies the user may choose as context (path "not shown": decided here): every
 * agency for an admin, their agencies for a multi-agency manager, their own otherwise.
 */
export const agencyChoices = endpoint({
  name: 'auth.agencyChoices', reads: [],
  method: 'GET',
  path: '/private/auth/agencies',
  access: 'private',
  roles: ROLES,
  response: z.array(AgencyChoice),
});
