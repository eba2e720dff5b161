/**
 * Weekly unavailability slots of professionals. Open ends are stored and answered as null:
 * the domain's sentinels (2018-01-01, 2100-12-31) and anything beyond them are read as open.
 */
import { MAX_DATE, MIN_DATE } from '../../src/domain/calendar';
import { halfDays } from '../periods';
import type { Db } from './db';
import type { WeeklySlot } from './types';

type SlotRow = Omit<WeeklySlot, 'durationInDays'>;

const SELECT = `SELECT id, employee_id AS userId, week_day AS weekDay, start_date AS startDate, end_date AS endDate, start_time AS startTime,
  end_time AS endTime, type, comment FROM weekly_unavailabilities`;

const toSlot = (row: SlotRow): WeeklySlot => ({ ...row, durationInDays: halfDays(row.startTime, row.endTime) });

export const openStart = (date: string | null | undefined): string | null => (!date || date <= MIN_DATE ? null : date);
export const openEnd = (date: string | null | undefined): string | null => (!date || date >= MAX_DATE ? null : date);

/** Monday first, then by start time. */
export function listWeekly(db: Db, employeeIds: number[]): WeeklySlot[] {
  const rows = db
    .prepare(`${SELECT} WHERE employee_id IN (SELECT value FROM json_each(?)) ORDER BY week_day, start_time, id`)
    .all(JSON.stringify(employeeIds)) as SlotRow[];
  return rows.map(toSlot);
}

export interface NewSlots {
  type: WeeklySlot['type'];
  comment?: string | null | undefined;
  slots: { startTime: string; endTime: string; weekDay: number; startDate?: string | null | undefined; endDate?: string | null | undefined }[];
}

export function addWeekly(db: Db, employeeId: number, { type, comment, slots }: NewSlots, now: string): WeeklySlot[] {
  const insert = db.prepare(`INSERT INTO weekly_unavailabilities (employee_id, week_day, start_date, end_date, start_time, end_time, type, comment, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const note = comment?.trim() || null;
  const ids = slots.map((slot) =>
    Number(insert.run(employeeId, slot.weekDay, openStart(slot.startDate), openEnd(slot.endDate), slot.startTime, slot.endTime, type, note, now).lastInsertRowid),
  );
  return (db.prepare(`${SELECT} WHERE id IN (SELECT value FROM json_each(?)) ORDER BY week_day, start_time, id`).all(JSON.stringify(ids)) as SlotRow[]).map(toSlot);
}

/** Deletes every listed slot of the professional, or none (false) when one is not theirs. */
export function deleteWeekly(db: Db, employeeId: number, ids: number[]): boolean {
  const listed = 'employee_id = ? AND id IN (SELECT value FROM json_each(?))';
  const owned = db.prepare(`SELECT COUNT(*) FROM weekly_unavailabilities WHERE ${listed}`).pluck().get(employeeId, JSON.stringify(ids)) as number;
  if (owned !== ids.length) return false;
  db.prepare(`DELETE FROM weekly_unavailabilities WHERE ${listed}`).run(employeeId, JSON.stringify(ids));
  return true;
}

/** The slots that apply on a day: its week day, within their period. */
export function slotsOnDay(db: Db, employeeIds: number[], day: string, weekDay: number): WeeklySlot[] {
  return listWeekly(db, employeeIds).filter((s) => s.weekDay === weekDay && (!s.startDate || s.startDate <= day) && (!s.endDate || s.endDate >= day));
}
