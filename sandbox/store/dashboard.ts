/** Upcoming birthdays of an agency's employees and children. */
import { daysToNextBirthday, agencyToday } from '../dates';
import type { Db } from './db';
import { notCancelled } from './eventCancellations';

export const BIRTHDAY_WINDOW_DAYS = 15;

interface Person {
  id: number;
  birthDate: string;
  firstName: string;
  lastName: string;
}

function soonest<T extends Person>(people: T[], today: Date): T[] {
  return people
    .map((person) => ({ person, days: daysToNextBirthday(person.birthDate, today) }))
    .filter(({ days }) => days <= BIRTHDAY_WINDOW_DAYS)
    .sort((a, b) => a.days - b.days || a.person.lastName.localeCompare(b.person.lastName, 'fr'))
    .map(({ person }) => person);
}

export function upcomingBirthdays(db: Db, agencyId: number, now: number) {
  const employees = db
    .prepare('SELECT id, birth_date AS birthDate, status, first_name AS firstName, last_name AS lastName FROM employees WHERE agency_id = ?')
    .all(agencyId) as (Person & { status: 'CANDIDATE' | 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | 'CREATED' | 'PRE_REGISTERED' })[];
  const children = (
    db
      .prepare(
        `SELECT c.id, c.family_id AS familyId, c.birth_date AS birthDate, f.prospect, c.first_name AS firstName, c.last_name AS lastName
         FROM children c JOIN families f ON f.id = c.family_id WHERE f.agency_id = ?`,
      )
      .all(agencyId) as (Person & { familyId: number; prospect: number })[]
  ).map((child) => ({ ...child, prospect: child.prospect === 1 }));
  return { employees: soonest(employees, agencyToday(now)), children: soonest(children, agencyToday(now)) };
}

/** Minutes of a planning event; an end not after its start is on the next day (a night). */
export const EVENT_MINUTES = `((CAST(substr(end_time, 1, 2) AS INTEGER) * 60 + CAST(substr(end_time, 4, 2) AS INTEGER))
  - (CAST(substr(start_time, 1, 2) AS INTEGER) * 60 + CAST(substr(start_time, 4, 2) AS INTEGER))
  + CASE WHEN end_time <= start_time THEN 1440 ELSE 0 END)`;

/** The home's figures of an agency on its day `today` ('YYYY-MM-DD', the agencies' wall clock). */
export function agencyFigures(db: Db, agencyId: number, today: string) {
  const count = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(agencyId, ...args) as number;
  return {
    families: count('SELECT COUNT(*) FROM families WHERE agency_id = ? AND prospect = 0'),
    activeProfessionals: count("SELECT COUNT(*) FROM employees WHERE agency_id = ? AND status = 'ACTIVE'"),
    candidates: count("SELECT COUNT(*) FROM employees WHERE agency_id = ? AND status = 'CANDIDATE'"),
    activeCustomers: count('SELECT COUNT(*) FROM customers WHERE agency_id = ? AND prospect = 0 AND archived = 0'),
    prospects: count('SELECT COUNT(*) FROM customers WHERE agency_id = ? AND prospect = 1 AND archived = 0'),
    // Due: a next exchange before the end of today (the prospecting reminders' rule).
    prospectsToFollowUp: count('SELECT COUNT(*) FROM customers WHERE agency_id = ? AND prospect = 1 AND archived = 0 AND next_exchange_at IS NOT NULL AND substr(next_exchange_at, 1, 10) <= ?', today),
    todayEvents: count(`SELECT COUNT(*) FROM planning_events WHERE agency_id = ? AND day = ? AND ${notCancelled()}`, today),
    monthPlannedMinutes: count(`SELECT COALESCE(SUM(${EVENT_MINUTES}), 0) FROM planning_events WHERE agency_id = ? AND substr(day, 1, 7) = ? AND ${notCancelled()}`, today.slice(0, 7)),
    unreadMessages: count("SELECT COUNT(*) FROM messages WHERE agency_id = ? AND recipient_kind = 'AGENCY' AND unread = 1"),
  };
}
