/**
 * The volume of the employees' and candidates' lists (issue 12): each agency is completed up to
 * 80 employees and 30 candidates (× scale), after everything else is seeded, so that nobody seeded
 * before moves (ids, planning, bills, messages, birthdays). Drawn from its own mulberry32 stream
 * (the seed + 45). The people added have no planning, no birthday in the next 15 days nor an
 * exchange due in the next three weeks, references following the agency's (`INT-1-0031`…),
 * e-mails unique in the agency; their record (history, transport, job title) is
 * `seedEmployeeRecords`' for the ids added.
 */
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { seedEmployeeRecords } from './employeeRecords';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, PLACES_BY_AGENCY, emailOf, landline, mobile, socialSecurityNumber, streetAddress } from './french';
import { AGENCY } from './organisation';
import { exchangeAt } from './people';
import { SEED, mulberry32 } from './prng';

/** Per agency at scale 1. */
export const STAFF_VOLUME = { employees: 80, candidates: 30 } as const;

/** The statuses of the employees added, in turn: mostly active. */
const EMPLOYEE_STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE', 'ACTIVE', 'CREATED', 'ACTIVE', 'SUSPENDED', 'ACTIVE', 'PRE_REGISTERED'] as const;
const EMAIL_DOMAINS = ['mail.fr', 'orange.fr', 'free.fr', 'laposte.net', 'gmail.com'] as const;

export function seedStaffVolume(db: Db, today: Date, scale: number): void {
  const random = mulberry32(SEED + 45);
  const insert = db.prepare(`INSERT INTO employees (agency_id, ref, status, civility, first_name, last_name, birth_date, email, mobile, phone, address,
    postcode, city, city_code, social_security_number, hired_on, last_exchange_at, next_exchange_at, created_at) VALUES (@agencyId, @ref, @status, @civility,
    @firstName, @lastName, @birthDate, @email, @mobile, @phone, @address, @postcode, @city, @cityCode, @nir, @hiredOn, @lastExchangeAt, @nextExchangeAt, @createdAt)`);
  const counts = db.prepare("SELECT COUNT(*) AS total, COALESCE(SUM(status = 'CANDIDATE'), 0) AS candidates FROM employees WHERE agency_id = ?");
  const emailsOf = db.prepare('SELECT email FROM employees WHERE agency_id = ?').pluck();
  const firstAdded = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM employees').pluck().get() as number);

  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const places = PLACES_BY_AGENCY[agencyId]!.staff;
    const { total, candidates } = counts.get(agencyId) as { total: number; candidates: number };
    const missingCandidates = Math.max(0, STAFF_VOLUME.candidates * scale - candidates);
    const missingEmployees = Math.max(0, STAFF_VOLUME.employees * scale - (total - candidates));
    const emails = new Set(emailsOf.all(agencyId) as string[]);
    // Candidates one in four places, so that both lists grow through the references.
    for (let i = 0, added = 0, candidatesAdded = 0; added < missingEmployees + missingCandidates; i++) {
      const candidate = candidatesAdded < missingCandidates && (i % 4 === 3 || added - candidatesAdded >= missingEmployees);
      const female = random.chance(0.8);
      const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const place = random.pick(places);
      const born = addDays(today, random.int(16, 349)); // the birthday three weeks off at least
      born.setUTCFullYear(today.getUTCFullYear() - random.int(19, 60));
      if (born > today) born.setUTCFullYear(born.getUTCFullYear() - 1);
      const birthDate = isoDate(born);
      const base = emailOf(firstName, lastName, random.pick(EMAIL_DOMAINS));
      let email = base;
      for (let n = 2; emails.has(email); n++) email = base.replace('@', String(n) + '@');
      emails.add(email);
      const status = candidate ? 'CANDIDATE' : EMPLOYEE_STATUSES[(added - candidatesAdded) % EMPLOYEE_STATUSES.length]!;
      const hiredOn = candidate || status === 'PRE_REGISTERED' ? null : isoDate(addDays(today, -random.int(60, 2500)));
      insert.run({
        agencyId, ref: `INT-${agencyId}-${String(total + added + 1).padStart(4, '0')}`, status, civility: female ? 'MME' : 'M', firstName, lastName, birthDate,
        email, mobile: mobile(random), phone: random.chance(0.25) ? landline(random, place.postcode) : null, address: streetAddress(random), ...place,
        nir: socialSecurityNumber(random, female, birthDate, place.cityCode), hiredOn,
        lastExchangeAt: random.chance(0.8) ? exchangeAt(random, today, -random.int(3, 200)) : null,
        nextExchangeAt: random.chance(0.2) ? exchangeAt(random, today, random.int(21, 60)) : null,
        createdAt: `${hiredOn ?? isoDate(addDays(today, -random.int(20, 300)))}T09:00:00.000Z`,
      });
      added++;
      if (candidate) candidatesAdded++;
    }
  }
  seedEmployeeRecords(db, firstAdded);
}
