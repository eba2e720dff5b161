/**
 * The resource label and the resource explorer (spec 001 §2, §6, §9).
 *
 * The label names a customer, a family or an employee (a professional: same id) in a list; after
 * LABEL_HOVER_DELAY_MS of hover, or on keyboard focus, its popover offers: « Aperçu » (the
 * explorer's main view in a modal titled Aperçu), « Ouvrir » (the record in the same tab),
 * « Ouvrir dans un nouvel onglet » (hash routing only: the host page at that hash; in memory
 * routing the portal never touches the page's URL, so there is no address to open) and « Utiliser
 * comme filtre » where the list offers it.
 *
 * The explorer has two modes. Search: a family selector for customers, a professional selector
 * for employees, titled 'Clients : Recherche' or 'Salariés : Recherche'. Explore: the resource's
 * view selector and the view. Back goes from a sub-view to the main view, then to search, then
 * (search cancelled) back to the resource explored.
 *
 * Decisions where the spec is silent:
 * - A family's preview explores its customer (the customer views are the family's: its wallet,
 *   messages and pinned notes); a family without a customer shows 'Aucun résultat'.
 * - The spec names no header entry or shortcut for the explorer: it opens from a label's « Aperçu ».
 * - Lists show the first page of 20 (spec 001 §9) and, past it, 'Aperçu des 20 premiers sur M'.
 */
import { areaGate, type Gate } from './agency/gates';
import { formatInteger } from './format/number';

export type ResourceKind = 'customer' | 'family' | 'employee';

/** What a label names. */
export interface ResourceRef {
  kind: ResourceKind;
  id: number;
  label: string;
}

/** « Ouvrir »: the record's first page. */
export function resourcePath(ref: Pick<ResourceRef, 'kind' | 'id'>): string {
  if (ref.kind === 'customer') return `/customers/${ref.id}/home`;
  if (ref.kind === 'employee') return `/employees/${ref.id}/home`;
  return `/families/${ref.id}/resume`;
}

/** The popover closes this long after the pointer left the label and its popover (time to reach it). */
export const LABEL_CLOSE_DELAY_MS = 200;

export type LabelOption = 'preview' | 'open' | 'newTab' | 'filter';

export const LABEL_OPTION_TEXTS: Readonly<Record<LabelOption, string>> = {
  preview: 'Aperçu',
  open: 'Ouvrir',
  newTab: 'Ouvrir dans un nouvel onglet',
  filter: 'Utiliser comme filtre',
};

/** The popover's options, in order: the new tab only with hash routing, the filter only where the list offers it. */
export function labelOptions(routing: 'hash' | 'memory', canFilter: boolean): LabelOption[] {
  return ['preview', 'open', ...(routing === 'hash' ? (['newTab'] as const) : []), ...(canFilter ? (['filter'] as const) : [])];
}

/** The host page's address with its hash replaced by the portal's `hash` ('#/customers/4/home'). */
export function newTabUrl(pageUrl: string, hash: string): string {
  const cut = pageUrl.indexOf('#');
  return `${cut < 0 ? pageUrl : pageUrl.slice(0, cut)}${hash}`;
}

// ---- the explorer -------------------------------------------------------------------------

/** Which explorer a resource opens: a family's is its customer's. */
export type ExplorerKind = 'customer' | 'employee';
export const explorerKind = (kind: ResourceKind): ExplorerKind => (kind === 'employee' ? 'employee' : 'customer');

export const CUSTOMER_VIEWS = ['main', 'wallet', 'bills', 'estimates', 'messages', 'notes'] as const;
export const EMPLOYEE_VIEWS = ['main', 'messages', 'notes'] as const;
export type ExplorerView = (typeof CUSTOMER_VIEWS)[number];

export const EXPLORER_VIEW_LABELS: Readonly<Record<ExplorerView, string>> = {
  main: 'Informations générales',
  wallet: 'Solde Client',
  bills: 'Factures',
  estimates: 'Devis',
  messages: 'Messages',
  notes: 'Notes épinglées',
};

/** The gate of a view's calls (the wallet's and the bills' endpoints are billing's); the others need none. */
export const EXPLORER_VIEW_GATES: Readonly<Partial<Record<ExplorerView, Gate>>> = { wallet: areaGate('billing'), bills: areaGate('billing') };

/** Whether the session may use a gate (src/domain/agency/mayUse.ts); by default every view is offered. */
export type GateCheck = (gate: Gate | undefined) => boolean;
const OPEN: GateCheck = () => true;

/** A kind's views, those whose gate is closed to the session left out. */
export const explorerViews = (kind: ExplorerKind, open: GateCheck = OPEN): readonly ExplorerView[] =>
  (kind === 'customer' ? CUSTOMER_VIEWS : EMPLOYEE_VIEWS).filter((view) => open(EXPLORER_VIEW_GATES[view]));

export const EXPLORER_SEARCH_TITLES: Readonly<Record<ExplorerKind, string>> = { customer: 'Clients : Recherche', employee: 'Salariés : Recherche' };

/** The resource explored: a customer (or the family whose customer it is) or an employee. */
export type ExplorerTarget = Pick<ResourceRef, 'kind' | 'id'>;

export type ExplorerState =
  | { mode: 'search'; kind: ExplorerKind; target: ExplorerTarget | null }
  | { mode: 'explore'; kind: ExplorerKind; target: ExplorerTarget; view: ExplorerView };

/** The explorer opened on a resource: its main view. */
export const exploreState = (target: ExplorerTarget): ExplorerState => ({ mode: 'explore', kind: explorerKind(target.kind), target, view: 'main' });

/** A view chosen in the view selector (one the kind has and the session may use). */
export function chooseView(state: ExplorerState, view: ExplorerView, open: GateCheck = OPEN): ExplorerState {
  return state.mode === 'explore' && explorerViews(state.kind, open).includes(view) ? { ...state, view } : state;
}

/** Back: sub-view → main view → search → the resource explored; null when there is nowhere to go. */
export function explorerBack(state: ExplorerState): ExplorerState | null {
  if (state.mode === 'explore') return state.view !== 'main' ? { ...state, view: 'main' } : { mode: 'search', kind: state.kind, target: state.target };
  return state.target ? exploreState(state.target) : null;
}

/** A resource picked in search mode: a family for customers, a professional for employees. */
export function searchPicked(state: ExplorerState, id: number): ExplorerState {
  return exploreState({ kind: state.kind === 'customer' ? 'family' : 'employee', id });
}

/** The explorer lists' page: 20 items, first page 0 (spec 001 §9). */
export const EXPLORER_PAGE_SIZE = 20;

/** 'Aperçu des 20 premiers sur 57' when the list has more than one page; null otherwise. */
export function previewFooter(shown: number, total: number): string | null {
  return total > shown && total > EXPLORER_PAGE_SIZE ? `Aperçu des ${formatInteger(shown)} premiers sur ${formatInteger(total)}` : null;
}
