/**
 * The client companies and the network's figures (migration 060_admin_network), computed from
 * the planning events and the bills (what the figures mean: src/domain/adminNetwork.ts).
 */
import { notCancelled } from './eventCancellations';
import type { Amounts, ClientAgency, ClientUser, MonthFigures, NetworkClient, NetworkStats } from '../../src/api/contract/adminNetwork';
import { STATS_MONTHS, monthsUpTo } from '../../src/domain/adminNetwork';
import { EVENT_MINUTES } from './dashboard';
import type { Db } from './db';

/** Bills still being prepared are not billed yet. */
const BILLED = "b.status NOT IN ('PREPARING', 'LOCKED_MISSING_PRICE_GRID', 'DRAFT')";
const CURRENCY = "CASE a.school_vacation_zone WHEN 'SUISSE_GEN' THEN 'CHF' ELSE 'EUR' END";

/** The months' figures of the agencies `agencyIds`, one entry per month asked, in order. */
export function monthFigures(db: Db, agencyIds: readonly number[], months: readonly string[]): MonthFigures[] {
  const figures = new Map<string, MonthFigures>(
    months.map((month) => [month, { month, minutes: 0, activeFamilies: 0, professionals: 0, billed: { EUR: 0, CHF: 0 } }]),
  );
  if (agencyIds.length === 0 || months.length === 0) return [...figures.values()];
  const ids = JSON.stringify(agencyIds);
  const range = { ids, first: months[0]!, last: months.at(-1)! };
  const events = db
    .prepare(
      `SELECT substr(day, 1, 7) AS month, SUM(${EVENT_MINUTES}) AS minutes, COUNT(DISTINCT family_id) AS activeFamilies, COUNT(DISTINCT employee_id) AS professionals
       FROM planning_events WHERE agency_id IN (SELECT value FROM json_each(@ids)) AND substr(day, 1, 7) BETWEEN @first AND @last AND ${notCancelled()} GROUP BY 1`,
    )
    .all(range) as { month: string; minutes: number; activeFamilies: number; professionals: number }[];
  for (const row of events) Object.assign(figures.get(row.month) ?? {}, { minutes: row.minutes, activeFamilies: row.activeFamilies, professionals: row.professionals });
  const bills = db
    .prepare(
      `SELECT b.month, ${CURRENCY} AS currency, SUM(b.vat_included) AS cents FROM bills b JOIN agencies a ON a.id = b.agency_id
       WHERE b.agency_id IN (SELECT value FROM json_each(@ids)) AND b.month BETWEEN @first AND @last AND ${BILLED} GROUP BY 1, 2`,
    )
    .all(range) as { month: string; currency: keyof Amounts; cents: number }[];
  for (const row of bills) {
    const month = figures.get(row.month);
    if (month) month.billed[row.currency] = row.cents;
  }
  return [...figures.values()];
}

const count = (db: Db, sql: string, ids: readonly number[]) => db.prepare(sql).pluck().get({ ids: JSON.stringify(ids) }) as number;
const IN_IDS = 'IN (SELECT value FROM json_each(@ids))';

function activeProfessionals(db: Db, ids: readonly number[]): number {
  return count(db, `SELECT COUNT(*) FROM employees WHERE status = 'ACTIVE' AND agency_id ${IN_IDS}`, ids);
}

interface ClientRow {
  id: number;
  publicAccessHash: string;
  name: string;
  siret: string;
  createdAt: string;
}

const CLIENT_SELECT = 'SELECT id, public_access_hash AS publicAccessHash, name, siret, created_at AS createdAt FROM clients';

const agencyIdsOf = (db: Db, clientId: number) => db.prepare('SELECT id FROM agencies WHERE client_id = ? ORDER BY id').pluck().all(clientId) as number[];

/** The currencies of the agencies `ids`, € first. */
const currenciesOf = (db: Db, ids: readonly number[]) =>
  db.prepare(`SELECT DISTINCT ${CURRENCY} FROM agencies a WHERE a.id ${IN_IDS} ORDER BY 1 DESC`).pluck().all({ ids: JSON.stringify(ids) }) as (keyof Amounts)[];

/** Directors and advisers of the client's agencies (own agency or one of a multi-agency manager's). */
function clientUsers(db: Db, ids: readonly number[]): ClientUser[] {
  const rows = db
    .prepare(
      `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.login, u.role, json_group_array(a.label) AS agencies
       FROM users u JOIN agencies a ON a.id = u.agency_id OR a.id IN (SELECT agency_id FROM user_agencies WHERE user_id = u.id)
       WHERE u.role IN ('DIRECTOR', 'ADVISER') AND a.id ${IN_IDS}
       GROUP BY u.id ORDER BY u.last_name, u.first_name, u.id`,
    )
    .all({ ids: JSON.stringify(ids) }) as (Omit<ClientUser, 'agencies'> & { agencies: string })[];
  return rows.map((row) => ({ ...row, agencies: (JSON.parse(row.agencies) as string[]).sort((a, b) => a.localeCompare(b, 'fr')) }));
}

function summary(db: Db, row: ClientRow, month: string): NetworkClient {
  const ids = agencyIdsOf(db, row.id);
  const figures = monthFigures(db, ids, [month])[0]!;
  return {
    ...row,
    agencies: ids.length,
    users: clientUsers(db, ids).length,
    currencies: currenciesOf(db, ids),
    activeFamilies: figures.activeFamilies,
    professionals: activeProfessionals(db, ids),
    month: figures,
  };
}

/** Every client by name, with this month's figures (`month` 'YYYY-MM'). */
export function listClients(db: Db, month: string): NetworkClient[] {
  return (db.prepare(`${CLIENT_SELECT} ORDER BY name, id`).all() as ClientRow[]).map((row) => summary(db, row, month));
}

export function clientOverview(db: Db, hash: string, month: string) {
  const row = db.prepare(`${CLIENT_SELECT} WHERE public_access_hash = ?`).get(hash) as ClientRow | undefined;
  if (!row) return undefined;
  const ids = agencyIdsOf(db, row.id);
  const agencies = (
    db.prepare(`SELECT id, label, postcode AS zipCode, city, ${CURRENCY.replaceAll('a.', '')} AS currency FROM agencies WHERE client_id = ? ORDER BY label`).all(row.id) as Pick<
      ClientAgency,
      'id' | 'label' | 'zipCode' | 'city' | 'currency'
    >[]
  ).map((agency): ClientAgency => {
    const figures = monthFigures(db, [agency.id], [month])[0]!;
    return {
      ...agency,
      families: count(db, `SELECT COUNT(*) FROM families WHERE prospect = 0 AND agency_id ${IN_IDS}`, [agency.id]),
      activeFamilies: figures.activeFamilies,
      professionals: activeProfessionals(db, [agency.id]),
      month: figures,
    };
  });
  return { client: summary(db, row, month), agencies, users: clientUsers(db, ids), months: monthFigures(db, ids, monthsUpTo(month, STATS_MONTHS)) };
}

/** The network's figures: every agency, or those of one client. */
export function networkStats(db: Db, month: string, clientId?: number): NetworkStats {
  const ids = clientId === undefined ? (db.prepare('SELECT id FROM agencies ORDER BY id').pluck().all() as number[]) : agencyIdsOf(db, clientId);
  const months = monthFigures(db, ids, monthsUpTo(month, STATS_MONTHS));
  return { agencies: ids.length, currencies: currenciesOf(db, ids), activeFamilies: months.at(-1)!.activeFamilies, professionals: activeProfessionals(db, ids), months };
}

export const clientExists = (db: Db, id: number) => db.prepare('SELECT 1 FROM clients WHERE id = ?').get(id) !== undefined;
