/**
 * Shared families, children addresses and the professionals' coordinates (spec 001 §7): in each
 * agency, two pairs of families served by the same professional share a care (a nanny shared by
 * two families); a few schools and clubs where children are taken, the first bookmarked; each
 * professional's home near the centre of its city (a few hundred metres off, drawn from its id
 * so that no PRNG stream moves).
 */
import type { Db } from '../store/db';

const PLACES: Record<number, readonly (readonly [string, string, string | null])[]> = {
  1: [
    ['École maternelle Jean-Macé', '12 rue Jean-Macé, 69007 Lyon', '04 78 72 10 20'],
    ['École élémentaire Victor-Hugo', '5 rue Victor-Hugo, 69002 Lyon', '04 78 37 41 12'],
    ['Crèche Les Lucioles', '28 quai Saint-Vincent, 69001 Lyon', '04 72 00 13 45'],
    ['Conservatoire de Lyon, éveil musical', '4 montée Cardinal-Decourtray, 69005 Lyon', null],
  ],
  2: [
    ['École primaire des Pâquis', '52 rue de Berne, 1201 Genève', null],
    ['Crèche Les Petits Pas', '8 avenue de Miremont, 1206 Genève', null],
  ],
  3: [
    ['École élémentaire Parmentier', '9 avenue Parmentier, 75011 Paris', '01 43 55 19 30'],
    ['Groupe scolaire Louis-Pasteur', '17 rue Oberkampf, 75011 Paris', '01 48 05 22 64'],
    ['Club de judo Roquette', '110 rue de la Roquette, 75011 Paris', null],
  ],
};

/** The centre of each professional's city of the seed (INSEE code → latitude, longitude). */
const STAFF_CITY_CENTRES: Record<string, readonly [number, number]> = {
  '69266': [45.7719, 4.8902], '69034': [45.7953, 4.8466], '69081': [45.7748, 4.7778], '69259': [45.6975, 4.8867], '69388': [45.7342, 4.8694],
  '74012': [46.1934, 6.2342], '74243': [46.1443, 6.0817], '74133': [46.1853, 6.2075], '01160': [46.2558, 6.1081],
  '93048': [48.8638, 2.4485], '94080': [48.8474, 2.4396], '93066': [48.9362, 2.3574], '75119': [48.8871, 2.3848],
};

export function seedFamilyAffinities(db: Db, createdAt: string): void {
  const pros = db.prepare('SELECT id, city_code AS cityCode FROM employees').all() as { id: number; cityCode: string }[];
  const locate = db.prepare('UPDATE employees SET lat = ?, lng = ? WHERE id = ?');
  for (const pro of pros) {
    const centre = STAFF_CITY_CENTRES[pro.cityCode];
    if (centre) locate.run(Math.round((centre[0] + (((pro.id * 37) % 100) - 50) / 10000) * 1e5) / 1e5, Math.round((centre[1] + (((pro.id * 53) % 100) - 50) / 7000) * 1e5) / 1e5, pro.id);
  }

  const agencies = db.prepare('SELECT id FROM agencies ORDER BY id').pluck().all() as number[];
  const shared = db.prepare('INSERT INTO shared_families (agency_id, created_at) VALUES (?, ?)');
  const member = db.prepare('INSERT INTO shared_family_members (shared_family_id, family_id) VALUES (?, ?)');
  const place = db.prepare('INSERT INTO children_addresses (agency_id, name, address, phone, bookmarked) VALUES (?, ?, ?, ?, ?)');
  // Pairs of families one professional works for, the professionals with the most families first.
  const served = db.prepare(`SELECT employee_id AS proId, group_concat(family_id) AS familyIds FROM (SELECT DISTINCT employee_id, family_id FROM planning_events WHERE agency_id = ? ORDER BY family_id)
    GROUP BY employee_id HAVING COUNT(*) >= 2 ORDER BY COUNT(*) DESC, employee_id`);
  for (const agencyId of agencies) {
    const taken = new Set<number>();
    let count = 0;
    for (const { familyIds } of served.all(agencyId) as { proId: number; familyIds: string }[]) {
      const pair = familyIds.split(',').map(Number).filter((id) => !taken.has(id)).slice(0, 2);
      if (pair.length < 2 || count === 2) continue;
      const id = shared.run(agencyId, createdAt).lastInsertRowid;
      for (const familyId of pair) (member.run(id, familyId), taken.add(familyId));
      count += 1;
    }
    (PLACES[agencyId] ?? []).forEach(([name, address, phone], index) => place.run(agencyId, name, address, phone, index === 0 ? 1 : 0));
  }
  // The demo's agencies hold shared families: their option is on (src/domain/agency/gates.ts closes them otherwise).
  db.prepare(`UPDATE agencies SET options = json_set(options, '$.sharedFamiliesEnabled', json('true')) WHERE id IN (SELECT agency_id FROM shared_families)`).run();
}
