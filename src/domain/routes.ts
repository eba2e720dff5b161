/**
 * The route table of spec 000 §2.1 as data, its matcher and the navigation rules
 * (private route without session → /login, landing after login, role check →
 * /accessdenied). Pure: the portal's router only applies what `resolveNavigation` decides.
 *
 * Patterns use the spec's `{param}` notation; `{param?}` is an optional last segment.
 * A route without `screen` is known but not built yet: the portal shows a
 * "not available yet" page titled with its `title`.
 */
import type { Role } from '../api/endpoint';

export type RouteAccess = 'public' | 'private';

/** Screens this build renders; later issues add theirs here. */
export type ScreenId = 'login' | 'forgottenPassword' | 'changeForgottenPassword' | 'home' | 'agencies' | 'accessDenied';

export interface RouteDef {
  readonly pattern: string;
  readonly access: RouteAccess;
  /** French page title. */
  readonly title: string;
  readonly screen?: ScreenId;
  /** Only this role may open it (checked against the role call); others go to /accessdenied. */
  readonly role?: Role;
  /** A parent route that opens its default child, or an alias; `{param}`s are carried over. */
  readonly redirectTo?: string;
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const ADMIN_LANDING_PATH = '/agencies';
export const ACCESS_DENIED_PATH = '/accessdenied';

const pub = (pattern: string, title: string, screen?: ScreenId): RouteDef => ({ pattern, access: 'public', title, ...(screen ? { screen } : {}) });
const priv = (pattern: string, title: string, screen?: ScreenId, role?: Role): RouteDef => ({ pattern, access: 'private', title, ...(screen ? { screen } : {}), ...(role ? { role } : {}) });

/**
 * The routes of this build. The rest of spec 000 §2.1 (customers, employees, billing…)
 * is added here by the issues that bring their screens, with the same helpers:
 * `priv('/customers/{customerId}/home', 'Client', 'customer')`, `role: 'ADMIN'` for the
 * admin area, `redirectTo` for a parent that opens its default child.
 */
export const ROUTES: readonly RouteDef[] = [
  pub('/', 'Connexion', 'login'),
  pub(LOGIN_PATH, 'Connexion', 'login'),
  pub('/forgotten-password', 'Mot de passe oublié', 'forgottenPassword'),
  pub('/change-forgotten-password/{token}', 'Nouveau mot de passe', 'changeForgottenPassword'),
  priv(HOME_PATH, 'Accueil', 'home'),
  // The admin landing, and where a multi-agency manager will choose an agency (spec 000 §2.3 'changer'): no role required.
  priv(ADMIN_LANDING_PATH, 'Agences', 'agencies'),
  priv(ACCESS_DENIED_PATH, 'Accès refusé', 'accessDenied'),
];

// ---- matching ---------------------------------------------------------------

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** A location split into its path and its query (`/users?type=pro`). */
export interface Location {
  readonly path: string;
  readonly query: string;
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

/** Matches one pattern against a path: the params, or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const given = segments(path);
  const params: Record<string, string> = {};
  for (let i = 0; i < Math.max(wanted.length, given.length); i++) {
    const part = wanted[i];
    const value = given[i];
    if (part === undefined) return null;
    const param = /^\{(\w+)(\?)?\}$/.exec(part);
    if (!param) {
      if (part !== value) return null;
      continue;
    }
    if (value === undefined) {
      if (param[2] && i === wanted.length - 1) continue;
      return null;
    }
    try {
      params[param[1]!] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** The route a path opens (static segments win over params: `/customers/new` is not a customer id). */
export function matchRoute(location: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const { path } = parseLocation(location);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    const score = segments(route.pattern).filter((part) => !part.startsWith('{')).length;
    if (!best || score > best.score) best = { match: { route, params }, score };
  }
  return best?.match ?? null;
}

/** Builds a path from a pattern and its params (optional params may be absent). */
export function buildPath(pattern: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const parts = segments(pattern).flatMap((part) => {
    const param = /^\{(\w+)(\?)?\}$/.exec(part);
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
}

export type Navigation =
  | { readonly kind: 'render'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The route needs a role: make the role call, then resolve again with `checkedRole`. */
  | { readonly kind: 'check-role'; readonly match: RouteMatch };

const LOGIN_SCREENS = new Set(['/', LOGIN_PATH]);

/** What to do with a location given the session: render it, redirect, or check the role first. */
export function resolveNavigation(location: string, session: NavigationSession, routes: readonly RouteDef[] = ROUTES): Navigation {
  const match = matchRoute(location, routes);
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
  return { kind: 'render', match };
}
