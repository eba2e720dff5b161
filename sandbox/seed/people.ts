/**
 * Employees, families and children. Some birthdays fall in the next 15 days from
 * the seed's day (a candidate's and a prospect's child's among them), so that the
 * dashboard always has something to show.
 */
import { mandateReference } from '../../src/domain/customers/sepa';
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
  landline,
  mobile,
  socialSecurityNumber,
  streetAddress,
  swissMobile,
} from './french';
import { AGENCY } from './organisation';
import type { Random } from './prng';

const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'CANDIDATE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'] as const;
type Status = (typeof STATUSES)[number];

/**
 * Statuses fixed by position, whatever the draw: enough active professionals for the
 * planning's shifts, and a candidate whose birthday is near (index 15, in 3 days).
 */
const FIXED_STATUS: Readonly<Record<number, Status>> = {
  1: 'ACTIVE', 2: 'ACTIVE', 3: 'ACTIVE', 4: 'ACTIVE', 6: 'ACTIVE', 7: 'ACTIVE', 8: 'ACTIVE', 9: 'ACTIVE', 11: 'ACTIVE', 12: 'ACTIVE', 13: 'ACTIVE',
  15: 'CANDIDATE',
};

/** A birth date `years` ago, its birthday `soonInDays` from today (0 to 14) or further off. */
function birthDate(random: Random, today: Date, soonInDays: number | null, years: number): string {
  const date = soonInDays !== null ? addDays(today, soonInDays) : addDays(today, random.int(16, 349));
  date.setUTCFullYear(today.getUTCFullYear() - years);
  if (date > today) date.setUTCFullYear(date.getUTCFullYear() - 1); // never born in the future
  return isoDate(date);
}

/** Every `everyNth` person has a birthday in the next 15 days. */
const soonEvery = (index: number, everyNth: number): number | null => (index % everyNth === 0 ? (index / everyNth) % 15 : null);

/** An exchange (a call, an appointment) at office hours, `days` from today. */
export function exchangeAt(random: Random, today: Date, days: number): string {
  const at = addDays(today, days);
  at.setUTCHours(random.int(8, 17), random.pick([0, 15, 30, 45]));
  return at.toISOString();
}

export interface People {
  employeeIds: Map<number, number[]>;
  familyIds: Map<number, number[]>;
}

export function seedPeople(db: Db, random: Random, today: Date, scale: number): People {
  const people: People = { employeeIds: new Map(), familyIds: new Map() };
  const employee = db.prepare(`INSERT INTO employees (agency_id, ref, status, civility, first_name, last_name, birth_date, email, mobile, phone, address,
    postcode, city, city_code, social_security_number, hired_on, last_exchange_at, next_exchange_at, created_at) VALUES (@agencyId, @ref, @status, @civility,
    @firstName, @lastName, @birthDate, @email, @mobile, @phone, @address, @postcode, @city, @cityCode, @nir, @hiredOn, @lastExchangeAt, @nextExchangeAt, @createdAt)`);
  const family = db.prepare(`INSERT INTO families (agency_id, label, prospect, parent_first_name, parent_last_name, email, mobile, address, postcode, city,
    city_code, caf_number, sepa_mandate_reference, iban, created_at) VALUES (@agencyId, @label, @prospect, @firstName, @lastName, @email, @mobile, @address,
    @postcode, @city, @cityCode, @caf, @rum, @iban, @createdAt)`);
  const child = db.prepare('INSERT INTO children (family_id, first_name, last_name, birth_date) VALUES (?, ?, ?, ?)');

  // A professional's e-mail is its app login: never twice (the same name drawn twice gets a number, as « prenom.nom2 »).
  const logins = new Set<string>();
  const uniqueLogin = (email: string) => {
    const [local, domain] = email.split('@') as [string, string];
    let candidate = email;
    for (let n = 2; logins.has(candidate); n++) candidate = `${local}${n}@${domain}`;
    logins.add(candidate);
    return candidate;
  };
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const places = PLACES_BY_AGENCY[agencyId]!;
    const swiss = agencyId === AGENCY.geneve;
    const employees: number[] = [];
    for (let i = 0; i < 30 * scale; i++) {
      const female = random.chance(0.8);
      const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const place = random.pick(places.staff);
      const born = birthDate(random, today, soonEvery(i, 5), random.int(19, 62));
      const drawn = random.pick(STATUSES);
      const status = FIXED_STATUS[i] ?? drawn;
      const hiredOn = status === 'CANDIDATE' || status === 'PRE_REGISTERED' ? null : isoDate(addDays(today, -random.int(30, 2500)));
      const id = employee.run({
        agencyId, ref: `INT-${agencyId}-${String(i + 1).padStart(4, '0')}`, status, civility: female ? 'MME' : 'M', firstName, lastName, birthDate: born,
        email: uniqueLogin(emailOf(firstName, lastName, 'mail.fr')), mobile: mobile(random), phone: random.chance(0.3) ? landline(random, place.postcode) : null,
        address: streetAddress(random), ...place, nir: socialSecurityNumber(random, female, born, place.cityCode), hiredOn,
        lastExchangeAt: exchangeAt(random, today, -random.int(1, 120)), nextExchangeAt: random.chance(0.3) ? exchangeAt(random, today, random.int(1, 20)) : null,
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
          caf: swiss ? null : random.digits(7), rum: prospect || swiss ? null : mandateReference(agencyId, i + 1),
          iban: prospect || swiss ? null : frenchIban(random), createdAt: `${isoDate(addDays(today, -random.int(10, 900)))}T10:30:00.000Z`,
        }).lastInsertRowid,
      );
      families.push(id);
      for (let c = random.int(1, 3), first = true; c > 0; c--, first = false) {
        // A prospect's first child also has a near birthday: the list shows prospects too.
        const soon = soonEvery(childIndex++, 4) ?? (prospect && first ? 5 : null);
        child.run(id, random.pick(CHILD_FIRST_NAMES), lastName, birthDate(random, today, soon, random.int(0, 11)));
      }
    }
    people.familyIds.set(agencyId, families);
  }
  return people;
}
