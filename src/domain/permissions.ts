/** Who sees what in the shell (spec 000 §2.2, §2.3, §6). */
import type { Role } from './roles';
import type { Agency } from '../api/contract/auth';

/** The agency that gets the support drawer without being admin (spec 000 §6). */
export const SUPPORT_AGENCY_ID = 3;

const isAdmin = (role: Role | null | undefined) => role === 'ADMIN';

/** The support drawer button: admins, and everyone working in agency 3. */
export function canSeeSupportDrawer(role: Role | null | undefined, agencyId: number | null | undefined): boolean {
  return isAdmin(role) || agencyId === SUPPORT_AGENCY_ID;
}

/** Paye: the agency has it enabled, and the user is admin or the agency has it active. */
export function isPayeAvailable(agency: Pick<Agency, 'payeEnabled' | 'payeActiveForAgency'> | null | undefined, role: Role | null | undefined): boolean {
  return !!agency?.payeEnabled && (isAdmin(role) || agency.payeActiveForAgency);
}

/** Fiscal attestations: the agency enables them, or the user is admin. */
export function canSeeFiscalAttestations(agency: Pick<Agency, 'billingConfig'> | null | undefined, role: Role | null | undefined): boolean {
  return isAdmin(role) || !!agency?.billingConfig.fiscalAttestationsEnabled;
}

/** Imports and user-guide management are the admin's. */
export const canUseImports = isAdmin;
export const canManageUserGuides = isAdmin;

/** An agency's options and managers (/agencies/{agencyId}) are the admin's. */
export const canManageAgencies = isAdmin;

/** Only admins see the add, edit and delete controls of the versions history. */
export const canManageVersions = isAdmin;

/** The versions history's default filter: admins see every version, the others only visible ones. */
export function defaultVersionVisibility(role: Role | null | undefined): true | undefined {
  return isAdmin(role) ? undefined : true;
}

/** Internal ids (customer, family, employee) show to admins only. */
export const canSeeInternalIds = isAdmin;

/** A multi-agency manager must choose an agency before using agency features (and before the menu shows). */
export function mustChooseAgency(user: { isMultiAgencies: boolean; role: Role } | null | undefined, agency: unknown): boolean {
  return !!user && user.isMultiAgencies && !isAdmin(user.role) && !agency;
}

/** The employee record's tabs that paye governs: hidden, and their routes denied, where paye is not available. */
export const PAYE_TABS: readonly string[] = ['paye', 'paysheets'];
