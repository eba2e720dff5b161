/**
 * The pages an agency's options and an adviser's rights open: each gated area of
 * src/domain/agency/gates.ts names its screens, and a screen takes its area's gate (the most
 * precise prefix wins: /billing/fiscalAttestations over /billing). One rule for the menu (the
 * entry is hidden), the /activity hub's tiles and the routes (access denied), so that all follow
 * an option switched off at the next counters' refresh, as the server refuses the calls.
 * An agency that does not list its features (older answers) keeps its three flags' rule.
 */
import type { Agency } from '../api/contract/auth';
import type { Role } from './roles';
import { GATED_AREAS, isGateOpen, type Gate } from './agency/gates';

export type OptionFlags = Pick<Agency, 'libraryEnabled' | 'timesheetsEnabled' | 'communityEnabled' | 'features' | 'advisersRights'>;

const LEGACY: readonly (readonly [prefix: string, option: 'libraryEnabled' | 'timesheetsEnabled' | 'communityEnabled'])[] = [
  ['/library', 'libraryEnabled'],
  ['/community', 'communityEnabled'],
  ['/activity/timesheets', 'timesheetsEnabled'],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The gate of a screen's path: its most precise area's, none outside the areas. */
export function screenGate(path: string): Gate | undefined {
  const bare = path.split('?')[0]!;
  const matches = GATED_AREAS.flatMap((area) => area.screens.filter((screen) => under(bare, screen)).map((screen) => ({ screen, gate: area.gate as Gate })));
  return matches.sort((a, b) => b.screen.length - a.screen.length)[0]?.gate;
}

/** Whether the agency's options (and, for an adviser, the agency's rights) open the path (its query aside). */
export function isOpenedByOptions(path: string, agency: Partial<OptionFlags> | null | undefined, role?: Role | null): boolean {
  if (agency?.features && agency.advisersRights) return isGateOpen(screenGate(path), role, { features: agency.features, advisersRights: agency.advisersRights });
  const bare = path.split('?')[0]!;
  const gate = LEGACY.find(([prefix]) => under(bare, prefix));
  return !gate || agency?.[gate[1]] !== false;
}
