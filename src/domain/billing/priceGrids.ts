/** How the screens name a price grid and the date its relevance is judged at (spec 002 §7.2, decided where not shown). */
import { formatDate } from '../format/date';
import { PRICE_TEXTS } from './texts';

interface GridLike {
  label: string;
  customer: { id: number; label: string } | null;
  validFrom: string;
  validTo: string | null;
}

/** '01/09/2026 – 31/08/2027', or '01/09/2026 – sans fin'. */
export const gridValidity = (grid: Pick<GridLike, 'validFrom' | 'validTo'>): string =>
  `${formatDate(grid.validFrom)} – ${grid.validTo ? formatDate(grid.validTo) : PRICE_TEXTS.openEnded}`;

/** A grid in a choice: its label, the agency's default marked, and its validity. */
export const gridChoiceLabel = (grid: GridLike): string => `${grid.label}${grid.customer ? '' : ` (${PRICE_TEXTS.agencyGrid})`}, ${gridValidity(grid)}`;

/**
 * Decision: a bill's grid is the one relevant at its first prestation (the printed one when
 * set), else at the first day of its month.
 */
export function billPricingDate(bill: { month: string; firstPrestationDate: string | null; customFirstPrestationDate: string | null }): string {
  return bill.customFirstPrestationDate ?? bill.firstPrestationDate ?? `${bill.month}-01`;
}

/** The hint under a bill's grid choice: which grid the customer's bills take at that date. */
export function relevantGridHint(date: string, grid: { label: string } | null): string {
  return grid ? `Grille applicable au ${formatDate(date)} : ${grid.label}` : `Aucune grille applicable au ${formatDate(date)}`;
}

/** A customer's grids, with the one applicable at the date first when it is not theirs (the agency's default). */
export function gridsWithRelevant<G extends { id: number }>(own: readonly G[], relevant: G | null): G[] {
  return relevant && !own.some((grid) => grid.id === relevant.id) ? [relevant, ...own] : [...own];
}
