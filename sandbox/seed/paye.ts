/**
 * Paye and work contracts of the agencies with paye (Lyon, Paris 11e): the first five employees
 * are in the payroll with one agency contract; their last three months are validated (hours
 * kept from the planning, a bonus, a down payment) and this month is open; three of them have
 * a work contract, one per status (the SIGNED one's download is the generated PDF, without
 * the draft mark, as no scan was filed).
 */
import type { WorkContractStatus } from '../../src/domain/paye/labels';
import { isoDate } from '../dates';
import type { Db } from '../store/db';
import { initializePayeOf, insertPayeContract, periodData, setPeriod, validateContract } from '../store/paye';
import { insertWorkContract } from '../store/workContracts';
import { AGENCY } from './organisation';

const monthBefore = (month: string, n: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - n);
  return date.toISOString().slice(0, 7);
};

const STATUSES: WorkContractStatus[] = ['SIGNED', 'SENT', 'DRAFT'];

export function seedPaye(db: Db, today: Date): void {
  const thisMonth = isoDate(today).slice(0, 7);
  const at = `${monthBefore(thisMonth, 4)}-02T09:00:00.000Z`;
  for (const agencyId of [AGENCY.lyon, AGENCY.paris]) {
    const employees = db.prepare("SELECT id FROM employees WHERE agency_id = ? AND status != 'CANDIDATE' AND ref IS NOT NULL ORDER BY id LIMIT 5").pluck().all(agencyId) as number[];
    employees.forEach((employeeId, index) => {
      initializePayeOf(db, agencyId, employeeId, at);
      const contractId = insertPayeContract(db, employeeId, { label: "Contrat de l'agence", startDate: `${monthBefore(thisMonth, 4)}-01`, hourlyRateCents: 1200 + 25 * index }, at);
      for (const n of [3, 2, 1]) {
        const month = monthBefore(thisMonth, n);
        const period = periodData(db, agencyId, employeeId, month);
        validateContract(db, contractId, month, { minutes: period.contracts[0]!.minutes });
        validateContract(db, contractId, month, 'allowances');
        const closedAt = `${month}-28T17:00:00.000Z`;
        db.prepare('INSERT INTO paye_bonuses (employee_id, month, label, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)').run(employeeId, month, 'Prime d’assiduité', 50_00, closedAt);
        if (index % 2 === 0) db.prepare('INSERT INTO paye_down_payments (employee_id, month, amount_cents, created_at) VALUES (?, ?, ?, ?)').run(employeeId, month, 100_00, closedAt);
        setPeriod(db, employeeId, month, { validatedAt: closedAt });
      }
      const status = STATUSES[index];
      if (status) {
        const fields = { type: 'CDI' as const, jobTitle: 'Garde d’enfants à domicile', startDate: `${monthBefore(thisMonth, 4)}-01`, endDate: null, weeklyHours: 20 + 5 * index, hourlyRateCents: 1200 + 25 * index };
        const id = insertWorkContract(db, { id: employeeId, agencyId }, fields, at, status);
        if (status === 'SIGNED') db.prepare('UPDATE work_contracts SET signed_at = ? WHERE id = ?').run(`${monthBefore(thisMonth, 4)}-05T10:00:00.000Z`, id);
      }
    });
  }
}
