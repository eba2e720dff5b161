/**
 * Employees, families and children. Some birthdays fall in the next 15 days from
 * the seed's day, so that the dashboard always has something to show.
 */
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import {
  CHILD_FIRST_NAMES,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PLACES_BY_AGENCY,
  emailOf,
  frenchIban,
  mobile,
  socialSecurityNumber,
  streetAddress,
  swissMobile,
} from './french';
import { AGENCY } from './organisation';
import type { Random } from './prng';

const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'CANDIDATE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'] as const;

/** A birth date `years` ago; every `everyNth` person has their birthday 0 to 14 days from today. */
function birthDate(random: Random, today: Date, index: number, years: number, everyNth: number): string {
  const date = index % everyNth === 0 ? addDays(today, (index / everyNth) % 15) : addDays(today, random.int(16, 349));
  date.setUTCFullYear(today.getUTCFullYear() - years);
  if (date > today) date.setUTCFullYear(date.getUTCFullYear() - 1); // never born in the future
  return isoDate(date);
}

export interface People {
  employeeIds: Map<number, number[]>;
  familyIds: Map<number, number[]>;
}

export function seedPeople(db: Db, random: Random, today: Date, scale: number): People {
  const people: People = { employeeIds: new Map(), familyIds: new Map() };
  const employee = db.prepare(`INSERT INTO employees (agency_id, status, civility, first_name, last_name, birth_date, email, mobile, address, postcode, city,
    city_code, social_security_number, hired_on, created_at) VALUES (@agencyId, @status, @civility, @firstName, @lastName, @birthDate, @email, @mobile,
    @address, @postcode, @city, @cityCode, @nir, @hiredOn, @createdAt)`);
  const family = db.prepare(`INSERT INTO families (agency_id, label, prospect, parent_first_name, parent_last_name, email, mobile, address, postcode, city,
    city_code, caf_number, sepa_mandate_reference, iban, created_at) VALUES (@agencyId, @label, @prospect, @firstName, @lastName, @email, @mobile, @address,
    @postcode, @city, @cityCode, @caf, @rum, @iban, @createdAt)`);
  const child = db.prepare('INSERT INTO children (family_id, first_name, last_name, birth_date) VALUES (?, ?, ?, ?)');

  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const places = PLACES_BY_AGENCY[agencyId]!;
    const swiss = agencyId === AGENCY.geneve;
    const employees: number[] = [];
    for (let i = 0; i < 30 * scale; i++) {
      const female = random.chance(0.8);
      const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const place = random.pick(places.staff);
      const born = birthDate(random, today, i, random.int(19, 62), 5);
      const status = random.pick(STATUSES);
      const hiredOn = status === 'CANDIDATE' || status === 'PRE_REGISTERED' ? null : isoDate(addDays(today, -random.int(30, 2500)));
      const id = employee.run({
        agencyId, status, civility: female ? 'MME' : 'M', firstName, lastName, birthDate: born, email: emailOf(firstName, lastName, 'mail.fr'),
        mobile: mobile(random), address: streetAddress(random), ...place, nir: socialSecurityNumber(random, female, born, place.cityCode), hiredOn,
        createdAt: `${hiredOn ?? isoDate(addDays(today, -random.int(1, 60)))}T09:00:00.000Z`,
      }).lastInsertRowid;
      employees.push(Number(id));
    }
    people.employeeIds.set(agencyId, employees);

    const families: number[] = [];
    let childIndex = 0;
    for (let i = 0; i < 20 * scale; i++) {
      const female = random.chance(0.7);
      const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const prospect = i % 5 === 4;
      const id = Number(
        family.run({
          agencyId, label: `Famille ${lastName}`, prospect: prospect ? 1 : 0, firstName, lastName, email: emailOf(firstName, lastName, 'famille.fr'),
          mobile: swiss ? swissMobile(random) : mobile(random), address: streetAddress(random), ...random.pick(places.homes),
          caf: swiss ? null : random.digits(7), rum: prospect ? null : `RUM-${agencyId}-${String(i + 1).padStart(6, '0')}`,
          iban: prospect || swiss ? null : frenchIban(random), createdAt: `${isoDate(addDays(today, -random.int(10, 900)))}T10:30:00.000Z`,
        }).lastInsertRowid,
      );
      families.push(id);
      for (let c = random.int(1, 3); c > 0; c--) {
        child.run(id, random.pick(CHILD_FIRST_NAMES), lastName, birthDate(random, today, childIndex++, random.int(0, 11), 4));
      }
    }
    people.familyIds.set(agencyId, families);
  }
  return people;
}
