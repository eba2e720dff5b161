/**
 * The families' composition and infos (spec 001 §3 Family): parents (the customer's parent and,
 * for one family in two, a second one) with their app accounts, a contact or two, the address's
 * coordinates (the centre of its city, a few hundred metres off), the theoretical hours, the
 * default prestation type, home options, the children's informations, a baby in one family in
 * six (so that some have 4 children and under-three cases are sure). Its own PRNG stream, so
 * that nothing the other seeders draw moves.
 */
import { addDays, isoDate } from '../dates';
import type { HomeOption } from '../../src/domain/families/labels';
import type { Db } from '../store/db';
import { CHILD_FIRST_NAMES, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, emailOf, landline, mobile, swissMobile } from './french';
import { SEED, mulberry32 } from './prng';

const FAMILIES_SEED = SEED + 44;

/** The centre of each home city of the seed (INSEE or OFS code → latitude, longitude). */
const CITY_CENTRES: Record<string, readonly [number, number]> = {
  '69381': [45.7676, 4.8345], '69382': [45.7485, 4.827], '69383': [45.7597, 4.8552], '69386': [45.7729, 4.8523], '69387': [45.7337, 4.8397],
  '6621': [46.2044, 6.1432], '6608': [46.181, 6.139],
  '75111': [48.859, 2.38], '75112': [48.8396, 2.3876], '75120': [48.8646, 2.3984], '75110': [48.876, 2.3608],
};

const SCHOOLS = ['École maternelle Jean-Macé', 'École élémentaire Victor-Hugo', 'École Montessori Les Petits Pas', 'Groupe scolaire Louis-Pasteur', 'École primaire des Lilas'];
const ALLERGIES = ['Arachides', 'Lactose', 'Œufs', 'Pollens (printemps)', 'Kiwi'];
const HABITS = ['Sieste après le déjeuner, avec son doudou', 'Goûter à 16 h 30, pas de sucreries', 'Bain avant le dîner', 'Lecture d’une histoire au coucher', 'Écran : 20 minutes le soir au plus'];
const HOME_OPTIONS: readonly HomeOption[] = ['ANIMALS', 'SMOKERS', 'STAIRS_WITHOUT_LIFT', 'PARKING', 'ENTRY_CODE', 'GARDEN'];

interface FamilyRow {
  id: number;
  agencyId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  postcode: string;
  city: string;
  cityCode: string;
  prospect: number;
  createdAt: string;
}

export function seedFamilyComposition(db: Db, today: Date): void {
  const random = mulberry32(FAMILIES_SEED);
  const families = db
    .prepare(`SELECT id, agency_id AS agencyId, parent_first_name AS firstName, parent_last_name AS lastName, email, mobile, postcode, city, city_code AS cityCode,
      prospect, created_at AS createdAt FROM families ORDER BY id`)
    .all() as FamilyRow[];
  const childcare = db.prepare("SELECT id FROM prestation_types WHERE agency_id = ? AND type = 'CHILDCARE' AND archived = 0 ORDER BY id LIMIT 1").pluck();
  const infos = db.prepare(`UPDATE families SET lat = ?, lng = ?, address_additional_info = ?, month_planned_duration_avg = ?, default_prestation_type_id = ?,
    home_options = ? WHERE id = ?`);
  const parent = db.prepare('INSERT INTO family_parents (family_id, civility, first_name, last_name, email, mobile, account_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const contact = db.prepare('INSERT INTO family_contacts (family_id, type, first_name, last_name, phone, email, comment) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const address = db.prepare('INSERT INTO family_addresses (family_id, street, zip_code, city, city_code, additional_info, note, lat, lng) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const children = db.prepare('SELECT id, birth_date AS birthDate FROM children WHERE family_id = ? ORDER BY id');
  const childInfos = db.prepare('UPDATE children SET school = ?, allergies = ?, habits = ? WHERE id = ?');
  const baby = db.prepare('INSERT INTO children (family_id, first_name, last_name, birth_date) VALUES (?, ?, ?, ?)');
  const swiss = (row: FamilyRow) => row.agencyId === 2;

  families.forEach((row, index) => {
    const [lat, lng] = CITY_CENTRES[row.cityCode] ?? [45.764, 4.8357];
    const options = HOME_OPTIONS.filter(() => random.chance(0.25));
    infos.run(
      round(lat + (random.next() - 0.5) * 0.01), round(lng + (random.next() - 0.5) * 0.014), random.chance(0.4) ? `Bâtiment ${random.pick(['A', 'B', 'C'])}, ${random.int(1, 6)}e étage` : null,
      random.chance(0.7) ? random.int(8, 24) * 5 * 60 : null, childcare.get(row.agencyId) ?? null, JSON.stringify(options), row.id,
    );
    // The customer's parent has an app account (its status is the users' seed's, prosUsers.ts), a prospect's none; a second parent for one family in two.
    const firstIsMother = FEMALE_FIRST_NAMES.includes(row.firstName as (typeof FEMALE_FIRST_NAMES)[number]);
    parent.run(row.id, firstIsMother ? 'MME' : 'M', row.firstName, row.lastName, row.email || null, row.mobile || null, row.email && !row.prospect ? 'CREATED' : null, row.createdAt);
    if (index % 2 === 0) {
      const firstName = random.pick(firstIsMother ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
      const withAccount = index % 4 === 0;
      parent.run(row.id, firstIsMother ? 'M' : 'MME', firstName, row.lastName, withAccount ? emailOf(firstName, row.lastName, 'famille.fr') : null,
        swiss(row) ? swissMobile(random) : mobile(random), withAccount ? (index % 8 === 0 ? 'ACTIVE' : 'INACTIVE') : null, row.createdAt);
    }
    contact.run(row.id, 'GRANDPA', random.pick(FEMALE_FIRST_NAMES), random.pick(LAST_NAMES), swiss(row) ? null : landline(random, row.postcode), null, 'Grand-mère, peut récupérer les enfants à l’école');
    if (index % 3 === 1) contact.run(row.id, random.pick(['FRIEND', 'GODFATHER', 'UNKLE', 'PRO'] as const), random.pick(MALE_FIRST_NAMES), random.pick(LAST_NAMES), swiss(row) ? swissMobile(random) : mobile(random), null, null);
    if (index % 5 === 2) {
      const [gLat, gLng] = CITY_CENTRES[row.cityCode] ?? [45.764, 4.8357];
      address.run(row.id, `${random.int(1, 90)} rue des Tilleuls`, row.postcode, row.city, row.cityCode, null, 'Chez les grands-parents, le mercredi', round(gLat + 0.004), round(gLng - 0.005));
    }
    for (const child of children.all(row.id) as { id: number; birthDate: string }[]) {
      const overThree = child.birthDate <= isoDate(addDays(today, -3 * 365));
      childInfos.run(overThree ? random.pick(SCHOOLS) : null, random.chance(0.2) ? random.pick(ALLERGIES) : null, random.chance(0.6) ? random.pick(HABITS) : null, child.id);
    }
    // Under two, its birthday more than a month away: the dashboard's upcoming birthdays stay the people seed's.
    if (index % 6 === 5) baby.run(row.id, random.pick(CHILD_FIRST_NAMES), row.lastName, isoDate(addDays(today, -(random.int(0, 1) * 365 + random.int(40, 320)))));
  });
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
