/** Clients and agencies, as the contract's `Agency` and `AgencyChoice`. */
import type { Agency, AgencyChoice, CustomAttribute } from './types';
import { agencyGatesOfAgency, storedOptions } from './agencyOptions';
import type { Db } from './db';

interface AgencyRow {
  id: number;
  client_id: number;
  label: string;
  school_vacation_zone: Agency['schoolVacationZone'];
  household_enabled: number;
  default_pro_id: number | null;
  billing_enabled: number;
  fiscal_attestations_enabled: number;
  paye_enabled: number;
  paye_active: number;
  paye_compatibility_mode: number;
  christmas_increase: number;
  may_day_increase: number;
  options: string;
}

/** The currency follows the zone: Geneva bills in CHF (spec 000 §1). */
function toAgency(row: AgencyRow): Agency {
  const options = storedOptions(row.options);
  return {
    id: row.id,
    clientId: row.client_id,
    label: row.label,
    currency: row.school_vacation_zone === 'SUISSE_GEN' ? 'CHF' : 'EUR',
    householdEnabled: row.household_enabled === 1,
    defaultProId: row.default_pro_id,
    schoolVacationZone: row.school_vacation_zone,
    billingEnabled: row.billing_enabled === 1,
    billingConfig: { fiscalAttestationsEnabled: row.fiscal_attestations_enabled === 1 },
    payeEnabled: row.paye_enabled === 1,
    payeActiveForAgency: row.paye_active === 1,
    payeCompatibilityModeEnabled: row.paye_compatibility_mode === 1,
    libraryEnabled: options.libraryEnabled,
    timesheetsEnabled: options.timesheetsEnabled,
    communityEnabled: options.partCommunityEnabled || options.proCommunityEnabled,
    christmasIncreaseEnabled: row.christmas_increase === 1,
    mayDayIncreaseEnabled: row.may_day_increase === 1,
  };
}

export function getAgency(db: Db, id: number): Agency | null {
  const row = db.prepare('SELECT * FROM agencies WHERE id = ?').get(id) as AgencyRow | undefined;
  return row ? { ...toAgency(row), ...agencyGatesOfAgency(db, id) } : null;
}

export function agencyChoicesOfUser(db: Db, userId: number): AgencyChoice[] {
  return db
    .prepare(
      `SELECT a.id, a.client_id AS clientId, a.label FROM user_agencies ua JOIN agencies a ON a.id = ua.agency_id
       WHERE ua.user_id = ? ORDER BY a.label`,
    )
    .all(userId) as AgencyChoice[];
}

export function allAgencyChoices(db: Db): AgencyChoice[] {
  return db.prepare('SELECT id, client_id AS clientId, label FROM agencies ORDER BY label').all() as AgencyChoice[];
}

export function customAttributesOfClient(db: Db, clientId: number): CustomAttribute[] {
  return db.prepare('SELECT id, name, label, type, target FROM custom_attributes WHERE client_id = ? ORDER BY id').all(clientId) as CustomAttribute[];
}
