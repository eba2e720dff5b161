/**
 * The pages an agency's options and an adviser's rights open: each route of the table names the gated area whose gate
 * opens it (src/domain/routes.ts `gate`, src/domain/agency/gates.ts). One rule for the menu (the entry is hidden), the
 * /activity hub's tiles and the routes (access denied), so that all follow an option switched off at the next
 * counters' refresh, as the server refuses the calls. An agency that does not list its features (older answers) keeps
 * its three flags' rule. Path-based reading (a menu link, a tile): `isOpenedByOptions` in routes.ts.
 */
import type { Agency } from '../api/contract/auth';
import type { Role } from './roles';
import { areaGate, isGateOpen, type Gate, type GatedAreaId } from './agency/gates';

export type OptionFlags = Pick<Agency, 'libraryEnabled' | 'timesheetsEnabled' | 'communityEnabled' | 'features' | 'advisersRights'>;

/** What a route tells of its gate: its pattern and the area it names. */
export interface GatedRoute {
  readonly pattern: string;
  readonly gate?: GatedAreaId;
}

const LEGACY: readonly (readonly [prefix: string, option: 'libraryEnabled' | 'timesheetsEnabled' | 'communityEnabled'])[] = [
  ['/library', 'libraryEnabled'],
  ['/community', 'communityEnabled'],
  ['/activity/timesheets', 'timesheetsEnabled'],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The gate of a route: its area's, none for a route that names none. */
export const routeGate = (route: GatedRoute | undefined): Gate | undefined => (route?.gate ? areaGate(route.gate) : undefined);

/** Whether the agency's options (and, for an adviser, the agency's rights) open a route. */
export function isRouteOpened(route: GatedRoute, agency: Partial<OptionFlags> | null | undefined, role?: Role | null): boolean {
  if (agency?.features && agency.advisersRights) return isGateOpen(routeGate(route), role, { features: agency.features, advisersRights: agency.advisersRights });
  const gate = LEGACY.find(([prefix]) => under(route.pattern, prefix));
  return !gate || agency?.[gate[1]] !== false;
}
