/** Rules of the header (spec 000 §2.3): environment tag, quick-create choices, keyboard shortcuts. */
import { areaGate } from './agency/gates';
import { mayUse, type Caller } from './agency/mayUse';

export type EnvironmentTag = 'Dev' | 'Pré-prod';

/**
 * 'Dev' on a local host, 'Pré-prod' on the pre-production host, nothing in production.
 * Decision (the spec names neither host): local is localhost, any 127.x.x.x, ::1, 0.0.0.0
 * and names ending in .localhost or .local; pre-production is a host name containing
 * 'preprod', 'pre-prod' or 'recette'.
 */
export function environmentTag(hostname: string | null | undefined): EnvironmentTag | null {
  const host = (hostname ?? '').toLowerCase().replace(/^\[|\]$/g, '');
  if (!host) return null;
  const local = host === 'localhost' || host === '::1' || host === '0.0.0.0' || /^127(\.\d{1,3}){3}$/.test(host) || /\.(localhost|local)$/.test(host);
  if (local) return 'Dev';
  return /preprod|pre-prod|recette/.test(host) ? 'Pré-prod' : null;
}

/** The quick-create dropdown: a prospect opens its creation page; 'Message' has no handler (spec 000 §2.3). */
export const QUICK_CREATE_ITEMS: ReadonlyArray<{ readonly label: string; readonly path?: string }> = [
  { label: 'Prospect', path: '/prospects/new' },
  { label: 'Message' },
];

/** The downloads centre lists the agency's exports: an agency in effect and the exports right (its button and Ctrl T). */
export const mayOpenDownloads = (caller: Caller): boolean => !!caller.agency && mayUse({ gate: areaGate('exports') }, caller);

export type ShortcutAction = 'quickSearch' | 'favorites' | 'collectivePlanning' | 'downloads' | 'closeQuickSearch';

const SHORTCUT_KEYS: Readonly<Record<string, ShortcutAction>> = {
  r: 'quickSearch',
  f: 'favorites',
  p: 'collectivePlanning',
  t: 'downloads',
};

export interface KeyPress {
  readonly key: string;
  /** The physical key ('KeyR'): Alt changes `key` on some keyboards (Alt+R gives '®' on a Mac). */
  readonly code?: string;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
}

/** Ctrl or Alt with R quick search, F favorites, P collective planning (day mode), T downloads centre; Escape closes quick search. */
export function shortcutAction(press: KeyPress): ShortcutAction | null {
  if (press.key === 'Escape') return 'closeQuickSearch';
  if (!press.ctrlKey && !press.altKey) return null;
  const letter = /^Key([A-Z])$/.exec(press.code ?? '')?.[1] ?? press.key;
  return SHORTCUT_KEYS[letter.toLowerCase()] ?? null;
}

/** The address of 'Support par e-mail' in the user dropdown (the spec gives none: decided here). */
export const SUPPORT_MAIL = 'support@garde-et-compagnie.fr';
