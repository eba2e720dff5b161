/**
 * App accounts: each family's main parent has one (families.ts; here their statuses spread deterministically, a few
 * waiting for activation); one professional in 15 is locked; the first two professionals of
 * each agency may see a family beyond their planning (a permission).
 */
import type { Db } from '../store/db';

const PARENT_STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'CREATED', 'PRE_REGISTERED', 'ACTIVE', 'INACTIVE', 'ACTIVE', 'SUSPENDED'] as const;

export function seedProsUsers(db: Db): void {
  const families = db.prepare('SELECT id, agency_id AS agencyId, parent_first_name AS firstName, parent_last_name AS lastName, email, created_at AS createdAt FROM families WHERE prospect = 0 ORDER BY id').all() as {
    id: number; agencyId: number; firstName: string; lastName: string; email: string; createdAt: string;
  }[];
  // The main parent is the family's first (families.ts gives it an account when it has an e-mail).
  const status = db.prepare(`UPDATE family_parents SET account_status = ? WHERE id = (SELECT MIN(id) FROM family_parents WHERE family_id = ?) AND account_status IS NOT NULL`);
  families.forEach((f, i) => status.run(PARENT_STATUSES[i % PARENT_STATUSES.length], f.id));
  db.prepare("UPDATE employees SET account_locked = 1 WHERE id % 15 = 7 AND status <> 'CANDIDATE'").run();
  const agencies = db.prepare('SELECT DISTINCT agency_id FROM employees ORDER BY agency_id').pluck().all() as number[];
  const permit = db.prepare('INSERT OR IGNORE INTO professional_permissions (employee_id, family_id, created_at) VALUES (?, ?, ?)');
  for (const agencyId of agencies) {
    const pros = db.prepare("SELECT id, created_at FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 2").all(agencyId) as { id: number; created_at: string }[];
    const familyIds = families.filter((f) => f.agencyId === agencyId).map((f) => f.id);
    pros.forEach((pro, i) => {
      const familyId = familyIds[familyIds.length - 1 - i];
      if (familyId !== undefined) permit.run(pro.id, familyId, pro.created_at);
    });
  }
}
