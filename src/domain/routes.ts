/**
 * The route table of spec 000 §2.1 as data, its matcher and the navigation rules
 * (private route without session → /login, landing after login, role check →
 * /accessdenied). Pure: the portal's router only applies what `resolveNavigation` decides.
 *
 * Patterns use the spec's `{param}` notation; `{param?}` is an optional last segment.
 * Every route names its area (the part of the product it belongs to, and the menu item
 * that lights up); a route without `screen` is known but not built yet: the portal shows
 * a "not available yet" page titled with its `title`.
 *
 * Decisions on what §2.1 leaves open: a parent whose children are tabs (messages,
 * professionals, families, customers, employees, billing, prospecting, agency) opens its
 * first child; /activity is its own default page; /prospects and /candidates are the
 * customers and employees screens under their own path (same children, own titles);
 * /stats, in the admin menu (§2.2) but not in §2.1, is added; /oz-simulator of §2.1 is left out (no
 * other word of the spec says what it simulates: src/api/README.md); the public drop page is
 * /listo/{dropId}; /agencies requires no role (admins land there, and a multi-agency
 * manager chooses an agency there), its children do.
 */
import type { Role } from './roles';
import type { GatedAreaId } from './agency/gates';
import { isRouteOpened, routeGate, type OptionFlags } from './optionGates';

export type RouteAccess = 'public' | 'private';

/** Screens this build renders; later issues add theirs here. */
export type ScreenId = 'login' | 'forgottenPassword' | 'changeForgottenPassword' | 'home' | 'agencies' | 'accessDenied'
  | 'notebook' | 'userGuidesAdmin'
  | 'billingHome' | 'billingBills' | 'billingBill' | 'billingPaymentsTracking' | 'billingFiscalAttestations' | 'agencyPrices'
  | 'billingConsumptionTracking' | 'billingConsumptionMonitoring'
  | 'customersList' | 'customerNew' | 'customerRecord' | 'prospectingBoard' | 'prospectingReminders' | 'prospectingHistory'
  | 'employeesList'
  | 'plannings'
  | 'messages' | 'channels'
  | 'employeeNew' | 'employeeRecord'
  | 'estimateNew' | 'estimateRecord'
  | 'agencyInformations' | 'agencyPresentation' | 'agencyTemplates' | 'agencyOrders' | 'calculator'
  | 'familyRecord'
  | 'schoolVacations' | 'agencyAdmin' | 'agencyManagers'
  | 'clients' | 'clientOverview' | 'pushNotifications' | 'networkStats'
  | 'usersList' | 'professionalRecord'
  | 'sharedDocument' | 'publicDrop' | 'supportPartners' | 'agencyPaye'
  | 'prosPlannings' | 'activityHub' | 'timesheets' | 'timesheet' | 'activityReports' | 'activityUnavailabilities' | 'activityPrestations' | 'activityReplacements'
  | 'planningImport' | 'imports'
  | 'communityPosts' | 'communityPost' | 'library' | 'tutorials';

/** The parts of the product; the menu item of the same id lights up on its routes. */
export const AREAS = [
  'session', 'share', 'support', 'home', 'channels', 'messages', 'users', 'customers', 'employees', 'activity', 'billing',
  'prospecting', 'notebook', 'community', 'library', 'agency', 'calculator', 'tutorials', 'imports', 'admin',
] as const;
export type AreaId = (typeof AREAS)[number];

export interface RouteDef {
  readonly pattern: string;
  readonly access: RouteAccess;
  /** French page title. */
  readonly title: string;
  readonly area: AreaId;
  readonly screen?: ScreenId;
  /** Only this role may open it (checked against the role call); others go to /accessdenied. */
  readonly role?: Role;
  /** A parent route that opens its default child, or an alias; `{param}`s are carried over. */
  readonly redirectTo?: string;
  /** The gated area whose gate opens it (agency/gates.ts): closed, the route is access denied and its menu entry and tile hidden. */
  readonly gate?: GatedAreaId;
  /** A more precise title for one value of a query parameter (/users?type=pro → 'Intervenants'). */
  readonly titleByQuery?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const ADMIN_LANDING_PATH = '/agencies';
export const ACCESS_DENIED_PATH = '/accessdenied';

type Extra = Partial<Pick<RouteDef, 'screen' | 'role' | 'redirectTo' | 'gate' | 'titleByQuery'>>;

const pub = (pattern: string, title: string, area: AreaId, extra: Extra = {}): RouteDef => ({ pattern, access: 'public', title, area, ...extra });
const priv = (pattern: string, title: string, area: AreaId, extra: Extra = {}): RouteDef => ({ pattern, access: 'private', title, area, ...extra });
const admin = (pattern: string, title: string, extra: Extra = {}): RouteDef => priv(pattern, title, 'admin', { role: 'ADMIN', ...extra });

/**
 * An entity page and its tabs: `{base}` opens the first tab; each tab is titled
 * 'Entity – Tab'. `tabs` are [path below the entity, tab title].
 */
function entityTabs(base: string, entity: string, area: AreaId, tabs: ReadonlyArray<readonly [string, string, ScreenId?, GatedAreaId?]>): RouteDef[] {
  return [
    priv(base, entity, area, { redirectTo: `${base}/${tabs[0]![0]}` }),
    ...tabs.map(([path, tab, screen, gate]) => priv(`${base}/${path}`, `${entity} – ${tab}`, area, { ...(screen ? { screen } : {}), ...(gate ? { gate } : {}) })),
  ];
}

/** A list, its creation page and its entity pages, for /customers and its alias /prospects, /employees and /candidates. */
function listWithEntities(
  list: string,
  words: { list: string; new: string; entity: string },
  idParam: string,
  area: AreaId,
  tabs: ReadonlyArray<readonly [string, string, ScreenId?, GatedAreaId?]>,
  screens: { list?: ScreenId; new?: ScreenId } = {},
): RouteDef[] {
  const screen = (id: ScreenId | undefined): Extra => (id ? { screen: id } : {});
  return [
    priv(list, words.list, area, screen(screens.list)),
    priv(`${list}/new`, words.new, area, screen(screens.new)),
    ...entityTabs(`${list}/{${idParam}}`, words.entity, area, tabs),
  ];
}

/** The customer record's tabs: one screen, its tab read from the path; the estimates' pages are screens of their own. */
const CUSTOMER_TABS = [
  ['home', 'Synthèse', 'customerRecord'], ['history', 'Historique', 'customerRecord'], ['old', 'Ancienne fiche', 'customerRecord'],
  ['infos', 'Informations', 'customerRecord'], ['family', 'Famille', 'customerRecord'], ['notes/{noteId?}', 'Notes', 'customerRecord'],
  ['messages', 'Messages', 'customerRecord'], ['discussions', 'Discussions', 'customerRecord'], ['planning', 'Planning', 'customerRecord'],
  ['contracts', 'Contrats', 'customerRecord'], ['new-estimate', 'Nouveau devis', 'estimateNew'], ['estimates/{estimateId}', 'Devis', 'estimateRecord'],
] as const;
const CUSTOMER_SCREENS = { list: 'customersList', new: 'customerNew' } as const;

/** The employees' and candidates' list, creation and record. */
const EMPLOYEE_SCREENS = { list: 'employeesList', new: 'employeeNew' } as const;

/**
 * The employee record's tabs: one screen, its tab read from the path. Decisions: 'infos' (the
 * five forms, absent from spec 001 §2's children) and notes/{noteId?} (a note opened, as the
 * customers'); paye and paysheets show only where paye is available (`isPayeAvailable`), else
 * the record sends them to /accessdenied.
 */
const EMPLOYEE_TABS = [
  ['home', 'Synthèse', 'employeeRecord'], ['infos', 'Informations', 'employeeRecord'], ['messages', 'Messages', 'employeeRecord'],
  ['discussions', 'Discussions', 'employeeRecord'], ['notes/{noteId?}', 'Notes', 'employeeRecord'], ['planning', 'Planning', 'employeeRecord'],
  ['history', 'Historique', 'employeeRecord'], ['absences', 'Absences', 'employeeRecord'], ['paye', 'Paie', 'employeeRecord'],
  ['paysheets', 'Bulletins de paie', 'employeeRecord'],
] as const;

/** Every route of spec 000 §2.1. */
export const ROUTES: readonly RouteDef[] = [
  // Public
  pub('/', 'Connexion', 'session', { screen: 'login' }),
  pub(LOGIN_PATH, 'Connexion', 'session', { screen: 'login' }),
  pub('/forgotten-password', 'Mot de passe oublié', 'session', { screen: 'forgottenPassword' }),
  pub('/change-forgotten-password/{token}', 'Nouveau mot de passe', 'session', { screen: 'changeForgottenPassword' }),
  pub('/share/{shareToken}', 'Document partagé', 'share', { screen: 'sharedDocument' }),
  pub('/listo/{dropId}', 'Dépôt de documents', 'share', { screen: 'publicDrop' }),
  pub('/support/partners', 'Support', 'support', { screen: 'supportPartners' }),
  priv(ACCESS_DENIED_PATH, 'Accès refusé', 'session', { screen: 'accessDenied' }),

  priv(HOME_PATH, 'Accueil', 'home', { screen: 'home' }),
  priv('/channels', 'Discussions', 'channels', { screen: 'channels' }),
  ...entityTabs('/messages', 'Messages', 'messages', [['inbox', 'Reçus', 'messages'], ['sent', 'Envoyés', 'messages'], ['copy', 'En copie', 'messages']]),

  // Users, professionals and families
  priv('/users', 'Utilisateurs', 'users', { screen: 'usersList', titleByQuery: { type: { pro: 'Intervenants', family: 'Parents' } } }),
  ...entityTabs('/professionals/{proId}', 'Intervenant', 'users', [
    ['resume', 'Résumé', 'professionalRecord'], ['notes/{noteId?}', 'Notes', 'professionalRecord'], ['infos', 'Informations', 'professionalRecord'],
    ['messages', 'Messages', 'professionalRecord'], ['planning', 'Planning', 'professionalRecord'], ['posts', 'Publications', 'professionalRecord'],
  ]),
  ...entityTabs('/families/{familyId}', 'Famille', 'users', [
    ['resume', 'Résumé', 'familyRecord'], ['infos', 'Informations', 'familyRecord'], ['composition', 'Composition', 'familyRecord'], ['planning', 'Planning', 'familyRecord'],
    ['notes/{noteId?}', 'Notes', 'familyRecord'], ['messages', 'Messages', 'familyRecord'],
  ]),

  // Customers and prospects, employees and candidates
  ...listWithEntities('/customers', { list: 'Clients', new: 'Nouveau client', entity: 'Client' }, 'customerId', 'customers', CUSTOMER_TABS, CUSTOMER_SCREENS),
  ...listWithEntities('/prospects', { list: 'Prospects', new: 'Nouveau prospect', entity: 'Prospect' }, 'customerId', 'customers', CUSTOMER_TABS, CUSTOMER_SCREENS),
  ...listWithEntities('/employees', { list: 'Salariés', new: 'Nouveau salarié', entity: 'Salarié' }, 'employeeId', 'employees', EMPLOYEE_TABS, EMPLOYEE_SCREENS),
  ...listWithEntities('/candidates', { list: 'Candidats', new: 'Nouveau candidat', entity: 'Candidat' }, 'employeeId', 'employees', EMPLOYEE_TABS, EMPLOYEE_SCREENS),

  // Plannings and activity
  priv('/plannings', 'Plannings individuels', 'activity', { screen: 'plannings' }),
  priv('/plannings/import/progisap', 'Import des plannings Progisap', 'activity', { screen: 'planningImport', role: 'ADMIN' }),
  priv('/plannings/import/domino', 'Import des plannings Domino', 'activity', { screen: 'planningImport', role: 'ADMIN' }),
  priv('/plannings/import/ximi', 'Import des plannings Ximi', 'activity', { screen: 'planningImport', role: 'ADMIN' }),
  priv('/activity', 'Activité', 'activity', { screen: 'activityHub' }),
  priv('/activity/prestations', 'Prestations', 'activity', { screen: 'activityPrestations' }),
  priv('/activity/unavailabilities', 'Indisponibilités', 'activity', { screen: 'activityUnavailabilities' }),
  priv('/activity/replacements', 'Prestations à remplacer', 'activity', { screen: 'activityReplacements' }),
  priv('/activity/prosPlannings', 'Planning collectif', 'activity', { screen: 'prosPlannings' }),
  priv('/activity/timesheets', "Relevés d'heures", 'activity', { screen: 'timesheets', gate: 'timesheets' }),
  priv('/activity/timesheets/{month}/{proId}/{familyId}', "Relevé d'heures", 'activity', { screen: 'timesheet', gate: 'timesheets' }),
  priv('/activity/reports', "Rapports d'activité mensuels", 'activity', { screen: 'activityReports' }),

  // Billing
  priv('/billing', 'Facturation', 'billing', { redirectTo: '/billing/home', gate: 'billing' }),
  priv('/billing/home', 'Facturation', 'billing', { screen: 'billingHome', gate: 'billing' }),
  priv('/billing/bills', 'Factures', 'billing', { screen: 'billingBills', gate: 'billing' }),
  priv('/billing/bills/{billId}', 'Facture', 'billing', { screen: 'billingBill', gate: 'billing' }),
  priv('/billing/consumptionMonitoring', 'Contrôle des consommations', 'billing', { screen: 'billingConsumptionMonitoring', gate: 'billing' }),
  priv('/billing/consumptionTracking', 'Suivi des consommations', 'billing', { screen: 'billingConsumptionTracking', gate: 'billing' }),
  priv('/billing/paymentsTracking', 'Suivi des paiements', 'billing', { screen: 'billingPaymentsTracking', gate: 'billing' }),
  priv('/billing/fiscalAttestations', 'Attestations fiscales', 'billing', { screen: 'billingFiscalAttestations', gate: 'fiscalAttestations' }),

  ...entityTabs('/prospecting', 'Prospection', 'prospecting', [
    ['board', 'Tableau', 'prospectingBoard'], ['reminders', 'Relances', 'prospectingReminders'], ['history', 'Historique', 'prospectingHistory'],
  ]),
  priv('/notebook', 'Bloc-notes', 'notebook', { screen: 'notebook' }),
  priv('/notebook-v1', 'Bloc-notes (ancienne version)', 'notebook', { redirectTo: '/notebook' }),
  ...entityTabs('/agency', 'Agence', 'agency', [
    ['informations', 'Informations', 'agencyInformations'], ['presentation', 'Présentation', 'agencyPresentation'], ['prices', 'Tarifs', 'agencyPrices'],
    ['templates', 'Modèles', 'agencyTemplates'], ['orders', 'Commandes', 'agencyOrders', 'signProcedures'], ['paye', 'Paie', 'agencyPaye'],
  ]),
  priv('/community/posts', 'Communauté', 'community', { screen: 'communityPosts', gate: 'community' }),
  priv('/community/posts/{postId}', 'Publication', 'community', { screen: 'communityPost', gate: 'community' }),
  priv('/calculator', 'Calculateur', 'calculator', { screen: 'calculator' }),
  priv('/library', 'Bibliothèque', 'library', { screen: 'library', gate: 'library' }),
  priv('/tutorials', 'Tutoriels', 'tutorials', { screen: 'tutorials' }),
  priv('/imports', 'Imports', 'imports', { role: 'ADMIN', screen: 'imports' }),

  // Administration
  priv(ADMIN_LANDING_PATH, 'Agences', 'admin', { screen: 'agencies' }),
  admin('/agencies/{agencyId}', 'Agence', { screen: 'agencyAdmin' }),
  admin('/agencies/{agencyId}/managers', 'Agence – Responsables', { screen: 'agencyManagers' }),
  admin('/clients', 'Clients', { screen: 'clients' }),
  admin('/clients/{clientPublicAccessHash}/overview', "Client – Vue d'ensemble", { screen: 'clientOverview' }),
  admin('/pushNotifications', 'Notifications push', { screen: 'pushNotifications' }),
  admin('/userGuides', 'Guides utilisateur', { screen: 'userGuidesAdmin' }),
  admin('/stats', 'Statistiques', { screen: 'networkStats' }),
  admin('/school-vacations', 'Vacances scolaires', { screen: 'schoolVacations' }),
];

// ---- matching ---------------------------------------------------------------

/** A location matched against the table: the portal matches it once per navigation and hands this down. */
export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
  /** The location's path and query (its search parameters are read by the route's screen: src/portal/routes/). */
  readonly path: string;
  readonly query: string;
}

/** A location split into its path and its query (`/users?type=pro`). */
export interface Location {
  readonly path: string;
  readonly query: string;
}

/** The tab of a record's path: the segment after the record's id (`/customers/12/notes/3` → notes). */
export function tabOf(path: string, depth = 2): string {
  return path.split('/').filter(Boolean)[depth] ?? '';
}

/** Normalises a location: leading slash, no trailing slash (except `/`), query kept apart. */
export function parseLocation(location: string): Location {
  const [rawPath = '', ...rest] = location.trim().split('?');
  const path = `/${rawPath.replace(/^\/+|\/+$/g, '')}`;
  return { path, query: rest.join('?') };
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const PARAM = /^\{(\w+)(\?)?\}$/;

/** A pattern's segments, read once: a static text, or a param (`{id}`, optional `{tab?}`). */
type PatternPart = string | { readonly name: string; readonly optional: boolean };

function compilePattern(pattern: string): readonly PatternPart[] {
  return segments(pattern).map((part) => {
    const param = PARAM.exec(part);
    return param ? { name: param[1]!, optional: param[2] !== undefined } : part;
  });
}

function matchParts(wanted: readonly PatternPart[], given: readonly string[]): Record<string, string> | null {
  if (given.length > wanted.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i]!;
    const value = given[i];
    if (typeof part === 'string') {
      if (part !== value) return null;
      continue;
    }
    if (value === undefined) {
      if (part.optional && i === wanted.length - 1) continue;
      return null;
    }
    try {
      params[part.name] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** Matches one pattern against a path: the params, or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  return matchParts(compilePattern(pattern), segments(path));
}

/** A route with its pattern read and its rank (static segments win over params). */
interface CompiledRoute {
  readonly route: RouteDef;
  readonly parts: readonly PatternPart[];
  readonly score: number;
}

const compileRoutes = (routes: readonly RouteDef[]): readonly CompiledRoute[] =>
  routes.map((route) => {
    const parts = compilePattern(route.pattern);
    return { route, parts, score: parts.filter((part) => typeof part === 'string').length };
  });

// The table's patterns are read once: the menu alone matches some thirty paths each time it is built.
const COMPILED_ROUTES = compileRoutes(ROUTES);

/** The route a path opens (static segments win over params: `/customers/new` is not a customer id). */
export function matchRoute(location: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const { path, query } = parseLocation(location);
  const given = segments(path);
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  for (const { route, parts, score } of routes === ROUTES ? COMPILED_ROUTES : compileRoutes(routes)) {
    // Only a higher rank replaces the best so far (the table's order breaks ties).
    if (best && score <= best.score) continue;
    const params = matchParts(parts, given);
    if (params) best = { route, params, score };
  }
  return best ? { route: best.route, params: best.params, path, query } : null;
}

/**
 * What a mounted screen stands for: its screen and the records its required params name. A new record (another
 * family, another customer's estimate) is another screen, with nothing of the last one's data or forms; a tab or
 * an optional param (an opened note) stays within it.
 */
export function screenKey({ route, params }: RouteMatch): string {
  const ids = compilePattern(route.pattern).flatMap((part) => (typeof part === 'string' || part.optional ? [] : [`${part.name}=${params[part.name]}`]));
  return [route.screen ?? route.pattern, ...ids].join(' ');
}

/** Builds a path from a pattern and its params (optional params may be absent). */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const parts = segments(pattern).flatMap((part) => {
    const param = PARAM.exec(part);
    if (!param) return [part];
    const value = params[param[1]!];
    if (value === undefined || value === '') {
      if (param[2]) return [];
      throw new Error(`Paramètre de route manquant : ${param[1]}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${parts.join('/')}`;
}

/** Reads a query string, with or without its '?'. */
export function parseQuery(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
}

/** A pattern filled with its params, then its query; empty query values are left out: `/users?type=pro`. */
export function buildLocation(
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
  query: Readonly<Record<string, string | number | null | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${buildPath(pattern, params)}?${text}` : buildPath(pattern, params);
}

/** A match's page title: its route's, made precise by its query (/users?type=pro → 'Intervenants'). */
export function matchTitle({ route, query }: RouteMatch): string {
  const given = parseQuery(query);
  for (const [name, titles] of Object.entries(route.titleByQuery ?? {})) {
    const title = given[name] === undefined ? undefined : titles[given[name]!];
    if (title) return title;
  }
  return route.title;
}

/** The page title of a location (a menu link's), or null for a path the table does not know. */
export function routeTitle(location: string, routes: readonly RouteDef[] = ROUTES): string | null {
  const match = matchRoute(location, routes);
  return match ? matchTitle(match) : null;
}

/** The gate of a path's route (a menu link, an /activity tile), none for a path the table does not know. */
export const screenGate = (path: string) => routeGate(matchRoute(path)?.route);

/** Whether the agency's options open the route of a path (its query aside): a menu link, an /activity tile, a sandbox area. */
export function isOpenedByOptions(path: string, agency: Partial<OptionFlags> | null | undefined, role?: Role | null): boolean {
  const route = matchRoute(path)?.route;
  return !route || isRouteOpened(route, agency, role);
}

// ---- navigation rules ----------------------------------------------------------

/** Where a user lands after login (spec 000 §2.1): admins on /agencies, the others on /home. */
export function landingPath(role: Role): string {
  return role === 'ADMIN' ? ADMIN_LANDING_PATH : HOME_PATH;
}

export interface NavigationSession {
  /** The logged-in user's role from the login answer; null when nobody is logged in. */
  readonly role: Role | null;
  /** The role answered by the role call, once made; undefined before. */
  readonly checkedRole?: Role;
  /** The agency in effect: a page its options close is access denied (optionGates.ts). */
  readonly agency?: Partial<OptionFlags> | null;
  /** A multi-agency manager who has not chosen an agency yet (permissions.ts `mustChooseAgency`). */
  readonly mustChooseAgency?: boolean;
}

/**
 * The parts of the product that need no agency; every other private page is an agency's, and a
 * manager who must choose one is sent to the choice (the home page) instead of a page whose calls
 * would all be refused (an empty list under a « Nouveau client » button).
 */
const AGENCY_FREE_AREAS: ReadonlySet<AreaId> = new Set(['session', 'share', 'support', 'home', 'tutorials', 'admin']);

export type Navigation =
  | { readonly kind: 'render'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The route needs a role: make the role call, then resolve again with `checkedRole`. */
  | { readonly kind: 'check-role'; readonly match: RouteMatch };

const LOGIN_SCREENS = new Set(['/', LOGIN_PATH]);

/** What to do with a location given the session: render it, redirect, or check the role first. */
export function resolveNavigation(location: string, session: NavigationSession, routes: readonly RouteDef[] = ROUTES): Navigation {
  return navigationOf(matchRoute(location, routes), session);
}

/** The same for a location already matched (the portal matches each location once: state/portal.ts). */
export function navigationOf(match: RouteMatch | null, session: NavigationSession): Navigation {
  const loggedIn = session.role !== null;
  if (!match) return { kind: 'redirect', to: loggedIn ? landingPath(session.role!) : LOGIN_PATH };
  const { route, params } = match;
  if (route.redirectTo) return { kind: 'redirect', to: buildPath(route.redirectTo, params) };
  if (route.access === 'private' && !loggedIn) return { kind: 'redirect', to: LOGIN_PATH };
  // A logged-in user does not need the login screen: send them where they work.
  if (loggedIn && LOGIN_SCREENS.has(route.pattern)) return { kind: 'redirect', to: landingPath(session.role!) };
  if (route.role) {
    if (session.checkedRole === undefined) return { kind: 'check-role', match };
    if (session.checkedRole !== route.role) return { kind: 'redirect', to: ACCESS_DENIED_PATH };
  }
  if (loggedIn && session.mustChooseAgency && route.access === 'private' && !AGENCY_FREE_AREAS.has(route.area)) return { kind: 'redirect', to: HOME_PATH };
  if (loggedIn && !isRouteOpened(route, session.agency, session.role)) return { kind: 'redirect', to: ACCESS_DENIED_PATH };
  return { kind: 'render', match };
}
