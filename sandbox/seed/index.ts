/**
 * The demo data: a deterministic French agency network (fixed PRNG seed). Dates are
 * computed from the seed's day so that birthdays and recent exports always make sense.
 */
import { agencyToday } from '../dates';
import type { Db } from '../store/db';
import { seedBilling } from './billing';
import { seedCustomerRecords } from './customerRecords';
import { seedCustomers } from './customers';
import { seedBenchExports, type BenchExports } from './benchExports';
import { seedBenchPlanning } from './benchPlanning';
import { renderFiles, seedExports, type PendingFile } from './exports';
import { seedGuides } from './guides';
import { seedNews } from './news';
import { AGENCY, seedOrganisation } from './organisation';
import { seedPeople } from './people';
import { seedPlanning } from './planning';
import { seedPlanningCancellations } from './planningCancellations';
import { seedPricing } from './pricing';
import { seedUnavailabilities } from './unavailabilities';
import { seedSupport } from './support';
import { seedNotes } from './notes';
import { seedSepaMandates } from './sepaMandates';
import { seedMessages } from './messages';
import { seedAgencyEvents } from './agencyEvents';
import { seedEmployeeRecords } from './employeeRecords';
import { seedFamilyComposition } from './families';
import { SEED, mulberry32 } from './prng';
import { seedVersions } from './versions';
import { seedAgencySettings } from './agencySettings';
import { seedSignProcedures } from './signProcedures';
import { seedSchoolVacations } from './schoolVacations';
import { seedProsUsers } from './prosUsers';
import { seedPaye, seedSignedWorkContractScans } from './paye';
import { seedAdminNetwork } from './adminNetwork';
import { seedCommunity } from './community';
import { seedPublicPages } from './publicPages';
import { seedFamilyAffinities } from './familyAffinities';
import { seedStaffVolume } from './staffVolume';
import { seedDefaultPro } from './defaultPro';

export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
}

/** Raised when the seed fills tables that an older seed left empty; kept in SQLite's user_version. */
export const SEED_VERSION = 9;

/** Whether the demo data was made by this seed (a file database made by an older one lacks customers, planning, unavailabilities, news, support tickets, notes, bills, the PDF slip, imports, SEPA mandates, messages, prospects' stages, customers' histories and Lyon's default professional). */
export function isSeedCurrent(db: Db): boolean {
  return (db.pragma('user_version', { simple: true }) as number) >= SEED_VERSION;
}

/**
 * Fills the database synchronously, except the files made asynchronously (PDFs): the
 * answer resolves once they are written too (the server waits for it before listening).
 */
export interface SeedOptions {
  scale?: number;
  now: number;
  benchExports?: BenchExports;
  /** Bench only: about this many customers and prospects in Lyon (the rest of the seed at `scale`). */
  benchCustomers?: number;
  /** Bench only: Lyon with 200 active professionals and this many events this week (seed/benchPlanning.ts). */
  benchPlanning?: number;
}

export function seedDatabase(db: Db, { scale = 1, now, benchExports, benchCustomers = 0, benchPlanning = 0 }: SeedOptions): Promise<void> {
  const volume = Math.max(1, Math.round(scale));
  const random = mulberry32(SEED);
  const today = agencyToday(now);
  const createdAt = new Date(Date.UTC(today.getUTCFullYear() - 2, 0, 15, 9)).toISOString();
  let pending: PendingFile[] = [];
  db.transaction(() => {
    seedOrganisation(db, createdAt);
    const people = seedPeople(db, random, today, volume);
    seedFavoritesAndPreferences(db, people.employeeIds.get(AGENCY.lyon)!.slice(0, 3), people.familyIds.get(AGENCY.lyon)!.slice(0, 2));
    seedVersions(db, random, today, volume);
    seedGuides(db, random, today, volume);
    pending = seedExports(db, random, today, volume, people);
    if (benchExports) seedBenchExports(db, today, benchExports);
    seedCustomers(db, random, today, seedPricing(db));
    seedCustomerRecords(db, today, volume, Math.ceil(benchCustomers / 100));
    // The planning keeps to the absences and the school calendar: both come first.
    seedUnavailabilities(db, today);
    seedSchoolVacations(db);
    seedPlanning(db, today);
    seedPlanningCancellations(db, today);
    seedNews(db, today);
    seedBilling(db, today);
    seedSupport(db, today);
    seedNotes(db, today);
    seedSepaMandates(db, today);
    seedMessages(db, today);
    seedAgencyEvents(db, today);
    seedEmployeeRecords(db);
    seedAgencySettings(db, today);
    seedFamilyComposition(db, today);
    seedSignProcedures(db);
    seedProsUsers(db);
    seedPaye(db, today);
    seedAdminNetwork(db, today);
    seedCommunity(db, today);
    seedPublicPages(db, today);
    seedFamilyAffinities(db, createdAt);
    seedStaffVolume(db, today, volume);
    seedSignedWorkContractScans(db);
    seedDefaultPro(db, today);
    if (benchPlanning > 0) seedBenchPlanning(db, today, benchPlanning);
    db.pragma(`user_version = ${SEED_VERSION}`);
  })();
  return renderFiles(db, pending);
}

/** Sophie Lefèvre (directrice@demo.fr, id 2) follows three pros and two families; a few preferences. */
function seedFavoritesAndPreferences(db: Db, employeeIds: number[], familyIds: number[]): void {
  const created = '2026-01-05T09:00:00.000Z';
  const employee = db.prepare("SELECT first_name || ' ' || last_name FROM employees WHERE id = ?").pluck();
  const family = db.prepare('SELECT label FROM families WHERE id = ?').pluck();
  const favorite = db.prepare('INSERT INTO favorites (user_id, resource_type, resource_id, resource_label, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const id of employeeIds) favorite.run(2, 'PRO', id, employee.get(id), created);
  for (const id of familyIds) favorite.run(2, 'FAMILY', id, family.get(id), created);
  const preference = db.prepare('INSERT INTO preferences (user_id, name, value) VALUES (?, ?, ?)');
  preference.run(2, 'dashboard.widgets', JSON.stringify(['birthdays', 'counters', 'favorites']));
  preference.run(2, 'exports.pageSize', '20');
  preference.run(3, 'dashboard.widgets', JSON.stringify(['birthdays']));
}
