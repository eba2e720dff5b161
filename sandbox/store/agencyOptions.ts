/**
 * An agency's options (/agencies/{agencyId}, migration 054_admin): those with a column of
 * their own, the others in `agencies.options` (JSON) with the defaults below, decided for an
 * agency nobody has configured yet: what a new agency of the network usually has.
 */
import type { AdminAgency, AgencyOptions } from '../../src/api/contract/agencyAdmin';
import type { IncreaseOptions } from '../../src/domain/billing/compute';
import { agencyGatesOf, type AgencyGates } from '../../src/domain/agency/gates';
import type { TemplateMapping } from '../../src/domain/templateMapping';
import type { Db } from './db';

const COLUMNS = {
  schoolVacationZone: 'school_vacation_zone',
  householdEnabled: 'household_enabled',
  billingEnabled: 'billing_enabled',
  avimEnabled: 'avim_enabled',
  christmasIncreaseEnabled: 'christmas_increase',
  mayDayIncreaseEnabled: 'may_day_increase',
  fiscalAttestationsEnabled: 'fiscal_attestations_enabled',
  payeEnabled: 'paye_enabled',
  payeActiveForAgency: 'paye_active',
  payeCompatibilityModeEnabled: 'paye_compatibility_mode',
} as const satisfies Partial<Record<keyof AgencyOptions, string>>;

type Stored = Omit<AgencyOptions, keyof typeof COLUMNS>;

export const DEFAULT_STORED_OPTIONS: Stored = {
  partCommunityEnabled: true,
  proCommunityEnabled: true,
  proCommunityWriterEnabled: false,
  timesheetsEnabled: true,
  libraryEnabled: true,
  homecareEnabled: false,
  globalBillingEnabled: false,
  sharedFamiliesEnabled: false,
  draftBillsSharingEnabled: false,
  billsSharingFirstMonth: null,
  contractDocumentEnabled: true,
  signProceduresEnabled: true,
  signProceduresMail: null,
  signProceduresPrimaryColor: '#1F4E79',
  signProceduresSecondaryColor: '#F2A900',
  logoFormat: 'SQUARE',
  signedDocsAgencyExcluded: false,
  eventsNotificationEnabled: true,
  eventsNotificationDelay: 30,
  eventsNotificationCustomMails: [],
  subscriptionMailSubject: null,
  forgottenPasswordMailSubject: null,
  mailCustomizationsEnabled: false,
  advisersRights: ['BILLING'],
};

/** The JSON column read with its defaults. */
export function storedOptions(json: string): Stored {
  return { ...DEFAULT_STORED_OPTIONS, ...(JSON.parse(json) as Partial<Stored>) };
}

const SELECT_COLUMNS = Object.entries(COLUMNS).map(([name, column]) => `a.${column} AS ${name}`).join(', ');
const BOOLEAN_COLUMNS = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((name) => name !== 'schoolVacationZone');

export function adminAgencyOf(db: Db, id: number): AdminAgency | undefined {
  const row = db
    .prepare(
      `SELECT a.id, a.label, a.client_id AS clientId, c.name AS clientLabel, a.address, a.postcode AS zipCode, a.city, a.email, a.phone, a.options AS json, ${SELECT_COLUMNS}
       FROM agencies a JOIN clients c ON c.id = a.client_id WHERE a.id = ?`,
    )
    .get(id) as (Record<string, unknown> & { json: string }) | undefined;
  if (!row) return undefined;
  const columns = Object.fromEntries(Object.keys(COLUMNS).map((name) => [name, BOOLEAN_COLUMNS.includes(name as never) ? row[name] === 1 : row[name]]));
  const { id: agencyId, label, clientId, clientLabel, address, zipCode, city, email, phone } = row as unknown as AdminAgency;
  return { id: agencyId, label, clientId, clientLabel, address, zipCode, city, email, phone, options: { ...storedOptions(row.json), ...columns } as AgencyOptions };
}

/** What the agency's options open (src/domain/agency/gates.ts); null for an unknown agency. */
export function agencyGatesOfAgency(db: Db, id: number): AgencyGates | null {
  const agency = adminAgencyOf(db, id);
  return agency ? agencyGatesOf(agency.options) : null;
}

export function saveOptions(db: Db, id: number, options: AgencyOptions): void {
  const stored = Object.fromEntries(Object.keys(DEFAULT_STORED_OPTIONS).map((name) => [name, options[name as keyof Stored]]));
  const values = Object.fromEntries(Object.keys(COLUMNS).map((name) => {
    const value = options[name as keyof typeof COLUMNS];
    return [name, typeof value === 'boolean' ? Number(value) : value];
  }));
  const sets = Object.entries(COLUMNS).map(([name, column]) => `${column} = @${name}`).join(', ');
  db.prepare(`UPDATE agencies SET ${sets}, options = @json WHERE id = @id`).run({ ...values, json: JSON.stringify(stored), id });
}

/** The agency's custom template engine mapping, null when it uses the standard templates. */
export function templateMappingOf(db: Db, agencyId: number): TemplateMapping | null {
  const row = db.prepare('SELECT mapping FROM template_mappings WHERE agency_id = ?').get(agencyId) as { mapping: string } | undefined;
  return row ? (JSON.parse(row.mapping) as TemplateMapping) : null;
}

export function saveTemplateMapping(db: Db, agencyId: number, mapping: TemplateMapping): void {
  db.prepare('INSERT INTO template_mappings (agency_id, mapping) VALUES (?, ?) ON CONFLICT (agency_id) DO UPDATE SET mapping = excluded.mapping').run(agencyId, JSON.stringify(mapping));
}

export function deleteTemplateMapping(db: Db, agencyId: number): void {
  db.prepare('DELETE FROM template_mappings WHERE agency_id = ?').run(agencyId);
}

/** Whether the agency increases 25 December and 1 May (the one rule of bills, pay, reports: src/domain/billing/compute.ts). */
export function increaseOptionsOf(db: Db, agencyId: number): IncreaseOptions {
  const row = db.prepare('SELECT christmas_increase AS christmasIncrease, may_day_increase AS mayDayIncrease FROM agencies WHERE id = ?').get(agencyId) as { christmasIncrease: number; mayDayIncrease: number };
  return { christmasIncrease: !!row.christmasIncrease, mayDayIncrease: !!row.mayDayIncrease };
}
