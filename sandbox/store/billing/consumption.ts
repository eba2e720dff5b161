/**
 * Contract consumption of a month by family or customer: the contract's hours (its estimate's
 * planned sessions of the month, else its weekly hours prorated), the planning's hours (a shared
 * care's event at each member's share), the billed hours.
 */
import type { ConsumptionRow } from '../../../src/api/contract/consumption';
import { consumptionPercent, contractMinutes, isDeviation } from '../../../src/domain/billing/consumption';
import type { Db } from '../db';
import { fold } from '../../text';
import { monthBounds } from './engine';
import { notCancelled } from '../eventCancellations';
import { contractSessionsOf } from '../contracts';
import { countedFamilies, memberShare } from '../planning';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export function consumptionOf(db: Db, agencyId: number, month: string, groupBy: 'CUSTOMER' | 'FAMILY'): ConsumptionRow[] {
  const { first, last } = monthBounds(month);
  const key = groupBy === 'FAMILY' ? 'f.id' : 'c.id';
  const label = groupBy === 'FAMILY' ? 'f.label' : 'c.label';
  const contracts = db
    .prepare(
      `SELECT k.id AS contractId, ${key} AS id, ${label} AS label, k.weekly_minutes AS weekly, max(k.start_date, @first) AS since, min(COALESCE(k.end_date, @last), @last) AS until
       FROM contracts k JOIN families f ON f.id = k.family_id JOIN customers c ON c.id = k.customer_id
       WHERE k.agency_id = @agencyId AND k.start_date <= @last AND (k.end_date IS NULL OR k.end_date >= @first)`,
    )
    .all({ agencyId, first, last }) as { contractId: number; id: number; label: string; weekly: number; since: string; until: string }[];
  const sessionMinutes = new Map(contractSessionsOf(db, agencyId, first, last).map((c) => [c.contractId, c.sessions.reduce((total, s) => total + s.minutes, 0)]));
  const planned = new Map(
    (db
      .prepare(
        `WITH minutes AS (
           SELECT e.id, e.family_id, e.shared_family_id, ((CAST(substr(e.end_time, 1, 2) AS INTEGER) * 60 + CAST(substr(e.end_time, 4, 2) AS INTEGER))
             - (CAST(substr(e.start_time, 1, 2) AS INTEGER) * 60 + CAST(substr(e.start_time, 4, 2) AS INTEGER)) + 1440) % 1440 AS minutes
           FROM planning_events e WHERE e.agency_id = @agencyId AND e.day BETWEEN @first AND @last AND ${notCancelled('e')})
         -- A shared care's event counts for each member at its share, as its bills do (engine.ts).
         SELECT ${key} AS id, ROUND(SUM(x.minutes * ${memberShare('x')})) AS minutes
         FROM minutes x JOIN families f ON f.id IN ${countedFamilies('x')} JOIN customers c ON c.id = f.customer_id GROUP BY ${key}`,
      )
      .all({ agencyId, first, last }) as { id: number; minutes: number }[]).map((r) => [r.id, r.minutes]),
  );
  const billed = new Map(
    (db
      .prepare(
        `SELECT ${key} AS id, SUM(CASE WHEN b.type = 'BILL' THEN i.quantity ELSE -i.quantity END) AS minutes
         FROM bills b JOIN bill_items i ON i.bill_id = b.id JOIN families f ON f.id = b.family_id JOIN customers c ON c.id = b.customer_id
         WHERE b.agency_id = @agencyId AND b.month = @month AND b.sequence IS NOT NULL AND i.type = 'HOURS' GROUP BY ${key}`,
      )
      .all({ agencyId, month }) as { id: number; minutes: number }[]).map((r) => [r.id, r.minutes]),
  );
  const rows = new Map<number, ConsumptionRow>();
  for (const c of contracts) {
    const row = rows.get(c.id) ?? { id: c.id, label: c.label, contractMinutes: 0, plannedMinutes: planned.get(c.id) ?? 0, billedMinutes: billed.get(c.id) ?? 0, consumptionPercent: null };
    row.contractMinutes += sessionMinutes.get(c.contractId) ?? contractMinutes(c.weekly, dayNumber(c.until) - dayNumber(c.since) + 1);
    rows.set(c.id, row);
  }
  return [...rows.values()]
    .map((row) => ({ ...row, consumptionPercent: consumptionPercent(row.plannedMinutes, row.contractMinutes) }))
    .sort((a, b) => fold(a.label).localeCompare(fold(b.label)) || a.id - b.id);
}

