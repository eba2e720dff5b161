/**
 * What an agency pays for and what its advisers may do, written once (spec 001 §6, §7): the
 * option flags, the adviser rights, and the areas of the API and the portal each governs (their
 * French names and refusals: gateRefusals.ts, kept out of the portal's entry). Endpoints declare their gate beside their roles
 * (src/api/endpoint.ts); the sandbox refuses a closed gate before the handler runs, the portal
 * hides what a closed gate would refuse, and a test checks every endpoint of an area declares
 * its area's gate. Decisions where the spec says « not shown »: docs/decisions.md (2026-12-01).
 */
import type { HttpMethod, Role } from '../roles';
import type { OptionName } from '../agencyOptions';
import { ADVISER_RIGHTS, type AdviserRight } from './adviserRights';

export { ADVISER_RIGHTS, type AdviserRight };

/** The options that open or close something (the others tune it: colours, subjects, delays). */
export const OPTION_FLAGS = [
  'billingEnabled', 'globalBillingEnabled', 'fiscalAttestationsEnabled', 'draftBillsSharingEnabled', 'avimEnabled', 'sharedFamiliesEnabled',
  'partCommunityEnabled', 'proCommunityEnabled', 'proCommunityWriterEnabled', 'libraryEnabled', 'timesheetsEnabled',
  'householdEnabled', 'homecareEnabled', 'contractDocumentEnabled', 'signProceduresEnabled',
  'mailCustomizationsEnabled', 'eventsNotificationEnabled', 'payeEnabled', 'payeActiveForAgency',
] as const satisfies readonly OptionName[];
export type OptionFlag = (typeof OPTION_FLAGS)[number];

/**
 * What a call needs beyond its roles. `feature`: every flag on; `anyFeature`: one of them on;
 * `staffFeature`: a flag on for the agency's staff, admins pass (paye, fiscal attestations);
 * `adviserRight`: the right an adviser must hold (directors hold every right, admins act in the
 * agency they chose).
 */
export interface Gate {
  readonly feature?: OptionFlag | readonly OptionFlag[];
  readonly anyFeature?: readonly OptionFlag[];
  readonly staffFeature?: OptionFlag;
  readonly adviserRight?: AdviserRight;
}

/** What an agency opens: its flags that are on and its advisers' rights. */
export interface AgencyGates {
  features: OptionFlag[];
  advisersRights: AdviserRight[];
}

/** The same, as a caller reads it (the session's agency, the store). */
export type AgencyGatesView = { readonly features: readonly OptionFlag[]; readonly advisersRights: readonly AdviserRight[] };

/** The gates of an agency's options (every flag and the rights). */
export function agencyGatesOf(options: Readonly<Record<OptionFlag, boolean>> & { advisersRights: readonly AdviserRight[] }): AgencyGates {
  return { features: OPTION_FLAGS.filter((flag) => options[flag]), advisersRights: [...options.advisersRights] };
}

/** What keeps a gate closed: an option that is off, or a right advisers are not given. */
export type GateClosure = { readonly flag: OptionFlag } | { readonly right: AdviserRight };

const asList = (feature: Gate['feature']): readonly OptionFlag[] => (feature === undefined ? [] : typeof feature === 'string' ? [feature] : feature);

/** What keeps the gate closed to this role in this agency, or null when it opens (no agency: nothing to judge here). */
export function gateClosure(gate: Gate | undefined, role: Role | null | undefined, agency: AgencyGatesView | null | undefined): GateClosure | null {
  if (!gate || !agency) return null;
  const on = (flag: OptionFlag) => agency.features.includes(flag);
  const off = asList(gate.feature).find((flag) => !on(flag));
  if (off) return { flag: off };
  if (gate.anyFeature?.length && !gate.anyFeature.some(on)) return { flag: gate.anyFeature[0]! };
  if (gate.staffFeature && role !== 'ADMIN' && !on(gate.staffFeature)) return { flag: gate.staffFeature };
  if (gate.adviserRight && role === 'ADVISER' && !agency.advisersRights.includes(gate.adviserRight)) return { right: gate.adviserRight };
  return null;
}

export const isGateOpen = (gate: Gate | undefined, role: Role | null | undefined, agency: AgencyGatesView | null | undefined): boolean =>
  gateClosure(gate, role, agency) === null;

/** Whether an endpoint's gate holds everything its area's gate requires (the coverage guard's rule). */
export function gateCovers(declared: Gate | undefined, required: Gate): boolean {
  if (!declared) return false;
  const has = asList(declared.feature);
  return (
    asList(required.feature).every((flag) => has.includes(flag)) &&
    (required.anyFeature ?? []).every((flag) => declared.anyFeature?.includes(flag)) &&
    (!required.staffFeature || declared.staffFeature === required.staffFeature) &&
    (!required.adviserRight || declared.adviserRight === required.adviserRight)
  );
}

/** Where an area's endpoints are: paths starting with a prefix (and of a method, if given), or endpoints by name. */
export interface AreaEndpoints {
  readonly prefixes?: readonly string[];
  readonly methods?: readonly HttpMethod[];
  readonly names?: readonly string[];
}

export interface GatedArea {
  readonly id: string;
  readonly label: string;
  readonly gate: Gate;
  readonly endpoints: AreaEndpoints;
}

const BILLING: Gate = { feature: 'billingEnabled', adviserRight: 'BILLING' };

/**
 * Every gated area, with the gate each of its endpoints declares at least (written out with its endpoints in docs/gates.md);
 * the portal's routes name the area that opens them (src/domain/routes.ts `gate`).
 */
export const GATED_AREAS = [
  {
    id: 'billing', label: 'Facturation', gate: BILLING,
    endpoints: { prefixes: ['/private/billing/bills', '/private/billing/monthly', '/private/billing/consumption-tracking', '/private/families/{id}/wallet', '/private/customers/{id}/sepas'] },
  },
  {
    id: 'fiscalAttestations', label: 'Attestations fiscales', gate: { ...BILLING, staffFeature: 'fiscalAttestationsEnabled' },
    endpoints: { prefixes: ['/private/billing/fiscal-attestations'] },
  },
  { id: 'avim', label: 'Avance immédiate', gate: { feature: ['billingEnabled', 'avimEnabled'], adviserRight: 'BILLING' }, endpoints: { prefixes: ['/private/customers/{id}/avim'] } },
  {
    id: 'exports', label: 'Exports comptables et bancaires', gate: { adviserRight: 'EXPORTS' },
    endpoints: { prefixes: ['/private/exports', '/private/billing/accounting-export'] },
  },
  { id: 'sharedFamilies', label: 'Garde partagée', gate: { feature: 'sharedFamiliesEnabled' }, endpoints: { prefixes: ['/private/families/shared'] } },
  { id: 'timesheets', label: 'Relevés d’heures', gate: { feature: 'timesheetsEnabled' }, endpoints: { prefixes: ['/private/plannings/timesheets'] } },
  { id: 'library', label: 'Bibliothèque', gate: { feature: 'libraryEnabled' }, endpoints: { prefixes: ['/private/library'] } },
  {
    id: 'community', label: 'Communauté', gate: { anyFeature: ['partCommunityEnabled', 'proCommunityEnabled'] },
    endpoints: { prefixes: ['/private/community'] },
  },
  {
    id: 'signProcedures', label: 'Signature électronique', gate: { feature: 'signProceduresEnabled' },
    endpoints: { names: ['estimates.signProcedures', 'agency.signProceduresBalance', 'agency.signatoryInfos'] },
  },
  {
    id: 'orders', label: 'Commandes de signatures', gate: { feature: 'signProceduresEnabled', adviserRight: 'AGENCY_SETTINGS' },
    endpoints: { prefixes: ['/private/agencies/orders'] },
  },
  {
    id: 'agencySettings', label: 'Paramètres de l’agence', gate: { adviserRight: 'AGENCY_SETTINGS' },
    endpoints: { names: ['agency.contact', 'agency.address', 'agency.presentation', 'agency.appHomeMessages', 'agency.recipients', 'agency.templates.inForce'] },
  },
  {
    id: 'contractDocuments', label: 'Documents de contrat', gate: { feature: 'contractDocumentEnabled' },
    endpoints: { names: ['contracts.recomputeDocumentFromTemplate', 'contracts.applyCustomDocument'] },
  },
  {
    id: 'paye', label: 'Paie', gate: { feature: 'payeEnabled', staffFeature: 'payeActiveForAgency' },
    endpoints: { prefixes: ['/private/employees/{id}/paye', '/private/paye', '/private/employees/{id}/paysheets', '/private/employees/paysheets', '/private/employees/imports/paye-data', '/private/work-contracts'] },
  },
] as const satisfies readonly GatedArea[];

export type GatedAreaId = (typeof GATED_AREAS)[number]['id'];

/** The gate of an area, by its id: what a screen or a widget that needs the area's endpoints declares. */
export function areaGate(id: GatedAreaId): Gate {
  return GATED_AREAS.find((area) => area.id === id)!.gate;
}

/** Whether an endpoint belongs to an area. */
export function inArea(area: { endpoints: AreaEndpoints }, endpoint: { name: string; method: HttpMethod; path: string }): boolean {
  const { prefixes = [], methods, names = [] } = area.endpoints;
  if (names.includes(endpoint.name)) return true;
  const matches = prefixes.some((prefix) => endpoint.path === prefix || endpoint.path.startsWith(`${prefix}/`));
  return matches && (!methods || methods.includes(endpoint.method));
}

/** Who imports (spec 000 §2.2, 002 §6): the import endpoints' roles, and the portal's « Importer » buttons. */
export const IMPORT_ROLES = ['ADMIN'] as const satisfies readonly Role[];

/** The endpoints that are the admin's alone (spec 000 §2.2, 002 §6): the imports. */
export const ADMIN_ONLY_AREAS: readonly { id: string; label: string; endpoints: AreaEndpoints }[] = [
  { id: 'imports', label: 'Imports', endpoints: { names: ['imports.customers', 'imports.employees', 'imports.payeData', 'imports.plannings'] } },
];
