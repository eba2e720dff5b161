/**
 * Quick search rules (spec 000 §2.4, §4, §5, §9): when a search starts, the recents list,
 * which results can be favorites, how a pro is named, and where each result leads.
 */
import type { Favorite } from '../api/contract/favorites';
import { buildPath } from './routes';

export const QUICK_SEARCH_MIN_LENGTH = 2;
export const QUICK_SEARCH_PAGE_SIZE = 10;
/** "The search history keeps the 5 latest entries." */
export const RECENTS_MAX = 5;

/** More than one character is needed (spaces around do not count). */
export function canSearch(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= QUICK_SEARCH_MIN_LENGTH;
}

/** A result the user opened: a pro, or a customer (whose family may not exist yet). */
export type QuickSearchEntry =
  | { readonly kind: 'pro'; readonly id: number; readonly label: string }
  | { readonly kind: 'customer'; readonly id: number; readonly familyId: number | null; readonly label: string };

const sameEntry = (a: QuickSearchEntry, b: QuickSearchEntry) => a.kind === b.kind && a.id === b.id;

/** Opening an entry puts it first, removes its older copy and keeps the 5 latest. */
export function pushRecent<T extends QuickSearchEntry>(recents: readonly T[], opened: T): T[] {
  return [opened, ...recents.filter((entry) => !sameEntry(entry, opened))].slice(0, RECENTS_MAX);
}

/** A pro's name; candidates carry ' (C)'. */
export function proLabel(pro: { readonly firstName: string; readonly lastName: string; readonly status?: string | null }): string {
  const name = `${pro.firstName} ${pro.lastName}`.trim();
  return pro.status === 'CANDIDATE' ? `${name} (C)` : name;
}

type FavoriteTarget = Pick<Favorite, 'resourceType' | 'resourceId' | 'resourceLabel'>;

/** What a favorite of this entry records: a pro, or a customer's family; null for a customer without a family. */
export function favoriteTarget(entry: QuickSearchEntry): FavoriteTarget | null {
  if (entry.kind === 'pro') return { resourceType: 'PRO', resourceId: entry.id, resourceLabel: entry.label };
  return entry.familyId === null ? null : { resourceType: 'FAMILY', resourceId: entry.familyId, resourceLabel: entry.label };
}

/** Favorites only for a pro, or a customer that has a familyId. */
export function canBeFavorite(entry: QuickSearchEntry): boolean {
  return favoriteTarget(entry) !== null;
}

/** Decision: the words of the 400 answered for a favorite the rule refuses (the spec gives none). */
export const FAVORITE_REFUSED = 'Seul un intervenant ou un client ayant une famille peut être mis en favori';

/**
 * The same rule on the server's side, for what a favorite points at: 'missing' when the pro or
 * family does not exist (404), 'refused' for a family that is not a customer's (no customer
 * with a family behind it), else 'allowed'.
 */
export function favoriteCheck(resourceType: Favorite['resourceType'], resource: { readonly customerId: number | null } | null): 'allowed' | 'missing' | 'refused' {
  if (!resource) return 'missing';
  return resourceType === 'FAMILY' && resource.customerId === null ? 'refused' : 'allowed';
}

/** The favorite already recorded for this entry, if any (toggling removes it, else adds one). */
export function favoriteOf<F extends Pick<Favorite, 'resourceType' | 'resourceId'>>(favorites: readonly F[], entry: QuickSearchEntry): F | undefined {
  const target = favoriteTarget(entry);
  return target ? favorites.find((f) => f.resourceType === target.resourceType && f.resourceId === target.resourceId) : undefined;
}

export interface QuickSearchLinks {
  /** The employee or customer page. */
  readonly details: string;
  readonly planning: string;
  /** The 'entity' action: the professional's or the family's page; absent for a customer without a family. */
  readonly entity?: string;
}

/** Where the links of a result lead (spec 000 §2.4). */
export function quickSearchLinks(entry: QuickSearchEntry): QuickSearchLinks {
  if (entry.kind === 'pro') {
    return {
      details: buildPath('/employees/{id}', { id: entry.id }),
      planning: buildPath('/employees/{id}/planning', { id: entry.id }),
      entity: buildPath('/professionals/{id}', { id: entry.id }),
    };
  }
  return {
    details: buildPath('/customers/{id}', { id: entry.id }),
    planning: buildPath('/customers/{id}/planning', { id: entry.id }),
    ...(entry.familyId === null ? {} : { entity: buildPath('/families/{id}', { id: entry.familyId }) }),
  };
}

/** The panel actions that open a screen of their own. */
export const QUICK_SEARCH_ACTION_PATHS = {
  planning: '/plannings',
  timesheet: '/activity/timesheets',
  messages: '/messages',
} as const;
