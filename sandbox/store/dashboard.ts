/** Upcoming birthdays of an agency's employees and children. */
import { daysToNextBirthday, todayUtc } from '../dates';
import type { Db } from './db';

export const BIRTHDAY_WINDOW_DAYS = 15;

interface Person {
  id: number;
  birthDate: string;
  firstName: string;
  lastName: string;
}

function soonest<T extends Person>(people: T[]): T[] {
  const today = todayUtc();
  return people
    .map((person) => ({ person, days: daysToNextBirthday(person.birthDate, today) }))
    .filter(({ days }) => days <= BIRTHDAY_WINDOW_DAYS)
    .sort((a, b) => a.days - b.days || a.person.lastName.localeCompare(b.person.lastName, 'fr'))
    .map(({ person }) => person);
}

export function upcomingBirthdays(db: Db, agencyId: number) {
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
  return { employees: soonest(employees), children: soonest(children) };
}
