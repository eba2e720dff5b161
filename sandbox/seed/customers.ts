/**
 * Customers: one per family (its parent; prospects stay prospects), a company without a
 * family and a new web prospect per agency; some archived. Contracts: the one in force
 * for most customers, an older one for some, only ended ones for the archived.
 */
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { landline } from './french';
import { AGENCY } from './organisation';
import { exchangeAt } from './people';
import type { Random } from './prng';

const SOURCES = ['WEBSITE', 'RECOMMENDATION', 'GOOGLE_SEARCH', 'GOOGLE_ADS', 'FACEBOOK', 'INSTAGRAM', 'FLYER', 'SOCIAL_CENTER', 'PARTNER', 'HUMAN'] as const;

/** Per agency: a company buying childcare for its staff, and a web lead not yet tied to a family. */
const WITHOUT_FAMILY: Record<number, { company: [label: string, first: string, last: string]; lead: [first: string, last: string] }> = {
  [AGENCY.lyon]: { company: ["Crèche d'entreprise Lumière", 'Agnès', 'Vidal'], lead: ['Claire', 'Fontaine'] },
  [AGENCY.geneve]: { company: ['Fondation Arc-en-ciel', 'Markus', 'Keller'], lead: ['Sofia', 'Rossi'] },
  [AGENCY.paris]: { company: ['Association Voltaire Familles', 'Rachid', 'Amrani'], lead: ['Justine', 'Marchand'] },
};

interface FamilyRow {
  id: number;
  label: string;
  prospect: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  postcode: string;
  city: string;
  createdAt: string;
}

export function seedCustomers(db: Db, random: Random, today: Date, prestationTypes: Map<number, number[]>): void {
  const insert = db.prepare(`INSERT INTO customers (agency_id, ref, type, label, prospect, archived, contact_first_name, contact_last_name, email, phone, mobile,
    address, postcode, city, source, last_exchange_at, next_exchange_at, created_at) VALUES (@agencyId, @ref, @type, @label, @prospect, @archived, @firstName,
    @lastName, @email, @phone, @mobile, @address, @postcode, @city, @source, @lastExchangeAt, @nextExchangeAt, @createdAt)`);
  const link = db.prepare('UPDATE families SET customer_id = ? WHERE id = ?');
  const contract = db.prepare(`INSERT INTO contracts (agency_id, customer_id, family_id, number, prestation_type_id, start_date, end_date, weekly_minutes, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let contractNumber = 0;
  const addContract = (agencyId: number, customerId: number, familyId: number | null, start: Date, end: Date | null) => {
    const number = `CT-${start.getUTCFullYear()}-${agencyId}${String(++contractNumber).padStart(4, '0')}`;
    contract.run(agencyId, customerId, familyId, number, random.pick(prestationTypes.get(agencyId)!), isoDate(start), end && isoDate(end), random.int(16, 80) * 30, start.toISOString());
  };

  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const families = db
      .prepare(`SELECT id, label, prospect, parent_first_name AS firstName, parent_last_name AS lastName, email, mobile, address, postcode, city,
        created_at AS createdAt FROM families WHERE agency_id = ? ORDER BY id`)
      .all(agencyId) as FamilyRow[];
    families.forEach((family, i) => {
      const prospect = family.prospect === 1;
      // One customer in eight has left; the third prospect was lost.
      const archived = prospect ? i === 14 : i % 8 === 7;
      const id = Number(
        insert.run({
          agencyId, ref: `CLI-${agencyId}-${String(i + 1).padStart(4, '0')}`, type: 'NATURAL', label: `${family.firstName} ${family.lastName}`,
          prospect: prospect ? 1 : 0, archived: archived ? 1 : 0, firstName: family.firstName, lastName: family.lastName, email: family.email,
          phone: random.chance(0.25) && agencyId !== AGENCY.geneve ? landline(random, family.postcode) : null, mobile: family.mobile, address: family.address,
          postcode: family.postcode, city: family.city, source: random.pick(SOURCES), lastExchangeAt: exchangeAt(random, today, -random.int(2, 60)),
          nextExchangeAt: !archived && (prospect || random.chance(0.3)) ? exchangeAt(random, today, random.int(0, 12)) : null, createdAt: family.createdAt,
        }).lastInsertRowid,
      );
      link.run(id, family.id);
      if (prospect) return;
      const since = addDays(today, -random.int(20, 300));
      if (archived || random.chance(0.35)) addContract(agencyId, id, family.id, addDays(since, -random.int(200, 400)), addDays(since, -1));
      if (!archived) addContract(agencyId, id, family.id, since, random.chance(0.7) ? null : addDays(today, random.int(20, 200)));
    });

    const { company, lead } = WITHOUT_FAMILY[agencyId]!;
    const base = { agencyId, archived: 0, phone: null, address: null, postcode: null, city: null, lastExchangeAt: exchangeAt(random, today, -random.int(2, 20)) };
    const companyId = Number(
      insert.run({
        ...base, ref: `CLI-${agencyId}-9001`, type: 'LEGAL', label: company[0], prospect: 0, firstName: company[1], lastName: company[2], mobile: null,
        email: `rh@${company[0].normalize('NFD').replace(/[^A-Za-z]+/g, '').toLowerCase()}.fr`, source: 'PARTNER', nextExchangeAt: exchangeAt(random, today, 7),
        createdAt: addDays(today, -500).toISOString(),
      }).lastInsertRowid,
    );
    addContract(agencyId, companyId, null, addDays(today, -180), addDays(today, 185));
    insert.run({
      ...base, ref: `CLI-${agencyId}-9002`, type: 'NATURAL', label: `${lead[0]} ${lead[1]}`, prospect: 1, firstName: lead[0], lastName: lead[1], mobile: null,
      email: `${lead[0]}.${lead[1]}@exemple.fr`.toLowerCase(), source: 'WEBSITE', nextExchangeAt: exchangeAt(random, today, 1), createdAt: addDays(today, -2).toISOString(),
    });
  }
}
