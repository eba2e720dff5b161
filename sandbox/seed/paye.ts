/**
 * Paye and work contracts of the agencies with paye (Lyon, Paris 11e): the first five employees
 * are in the payroll with one agency contract; their last three months are validated (hours
 * kept from the planning, a bonus, a down payment) and this month is open; three of them have
 * a work contract, one per status. `seedSignedWorkContractScans`, run last so that no media id
 * before it moves, files the signed scan of each SIGNED one (a real one-page PDF), which its
 * download then gives.
 */
import type { WorkContractStatus } from '../../src/domain/paye/labels';
import { isoDate } from '../dates';
import type { Db } from '../store/db';
import { initializePayeOf, insertPayeContract, periodData, setPeriod, validateContract } from '../store/paye';
import { saveMedia } from '../store/medias';
import { insertWorkContract } from '../store/workContracts';
import { textPdf } from './community';
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

/** The signed scan of every SIGNED work contract without one: a one-page PDF named after the employee's reference. */
export function seedSignedWorkContractScans(db: Db): void {
  const signed = db.prepare(`SELECT w.id, e.agency_id AS agencyId, e.ref, e.first_name || ' ' || e.last_name AS name, w.type, w.job_title AS jobTitle, w.start_date AS startDate,
    w.weekly_hours AS weeklyHours, w.hourly_rate_cents AS rateCents, w.signed_at AS signedAt FROM work_contracts w JOIN employees e ON e.id = w.employee_id
    WHERE w.status = 'SIGNED' AND w.signed_media_id IS NULL ORDER BY w.id`).all() as {
    id: number; agencyId: number; ref: string; name: string; type: string; jobTitle: string; startDate: string; weeklyHours: number; rateCents: number; signedAt: string;
  }[];
  const french = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
  for (const c of signed) {
    const bytes = textPdf(`Contrat de travail ${c.type} - ${c.ref}`, [
      `Salarié(e) : ${c.name}`, `Emploi : ${c.jobTitle.replace(/\u2019/g, "'")}`, `Date de début : ${french(c.startDate)}`,
      `Durée hebdomadaire : ${String(c.weeklyHours).replace('.', ',')} heures`, `Taux horaire brut : ${(c.rateCents / 100).toFixed(2).replace('.', ',')} euros`, '',
      `Lu et approuvé, signé par les deux parties le ${french(c.signedAt)}.`,
    ]);
    const mediaId = saveMedia(db, c.agencyId, { fileName: `contrat-de-travail-signe-${c.ref}.pdf`, mimeType: 'application/pdf', bytes }, c.signedAt);
    db.prepare('UPDATE work_contracts SET signed_media_id = ? WHERE id = ?').run(mediaId, c.id);
  }
}
