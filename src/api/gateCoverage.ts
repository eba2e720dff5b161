/**
 * The coverage guard of the gates: every endpoint of a gated area (src/domain/agency/gates.ts)
 * declares at least its area's gate, and every import is the admin's alone. The sandbox runs it
 * at start, as it checks every endpoint has a handler, and a test runs it on the contract.
 */
import { ADMIN_ONLY_AREAS, GATED_AREAS, gateCovers, inArea, type GatedArea } from '../domain/agency/gates';
import type { EndpointDef } from './endpoint';

/** What is wrong, one line per endpoint (empty: the contract is covered). */
export function gateCoverageGaps(endpoints: readonly EndpointDef[], areas: readonly GatedArea[] = GATED_AREAS): string[] {
  const gaps: string[] = [];
  for (const endpoint of endpoints) {
    for (const area of areas) {
      if (inArea(area, endpoint) && !gateCovers(endpoint.gate, area.gate)) gaps.push(`${endpoint.name} (${area.label}) : porte absente ou incomplète`);
    }
    for (const area of ADMIN_ONLY_AREAS) {
      if (inArea(area, endpoint) && (endpoint.roles?.length !== 1 || endpoint.roles[0] !== 'ADMIN')) gaps.push(`${endpoint.name} (${area.label}) : réservé aux administrateurs`);
    }
  }
  return gaps;
}

export function checkGatesCoverAreas(endpoints: readonly EndpointDef[], areas: readonly GatedArea[] = GATED_AREAS): void {
  const gaps = gateCoverageGaps(endpoints, areas);
  if (gaps.length) throw new Error(`Contrat : portes manquantes : ${gaps.join(', ')}`);
}
