/** The panels of the quick search (spec 000 §2.4) and how one opens another. */
import type { QuickSearchEntry } from '../../../domain/quickSearch';

export type QuickSearchPanel =
  | { kind: 'search' }
  | { kind: 'recents' }
  | { kind: 'favorites' }
  | { kind: 'planning' }
  | { kind: 'birthdays' }
  | { kind: 'customer'; entry: Extract<QuickSearchEntry, { kind: 'customer' }> }
  | { kind: 'user'; entry: Extract<QuickSearchEntry, { kind: 'pro' }> };

/** The panels that have a tab; the details panels are opened from a result. */
export const TABS: ReadonlyArray<{ kind: 'search' | 'recents' | 'favorites' | 'planning' | 'birthdays'; label: string }> = [
  { kind: 'search', label: 'Recherche' },
  { kind: 'recents', label: 'Récents' },
  { kind: 'favorites', label: 'Favoris' },
  { kind: 'planning', label: 'Planning du jour' },
  { kind: 'birthdays', label: 'Anniversaires' },
];

export interface PanelProps {
  /** Opens a panel (the back button returns to the current one). */
  open(panel: QuickSearchPanel): void;
  /** Opens a result's details and puts it first in the recents. */
  openEntry(entry: QuickSearchEntry): void;
  /** Called by every link that leaves the quick search for a screen. */
  leave(): void;
}
