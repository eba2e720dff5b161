/**
 * An employee's paye: config, paye contracts, and the current period computed from the
 * month's planning events (`src/domain/paye/hours.ts`), with what its validations kept.
 */
import type { AgencyPayeState, PayeConfig, PayeContract, PeriodData } from '../../src/api/contract/paye';
import type { IncreasePercents, MinuteCounts } from '../../src/domain/billing/compute';
import { eventsByContract, grossPay, monthMinutes, periodTotals, type PayeEvent } from '../../src/domain/paye/hours';
import type { Db } from './db';
import { increaseOptionsOf } from './agencyOptions';
import { notCancelled } from './eventCancellations';

interface ContractRow {
  id: number; label: string; familyId: number | null; familyName: string | null; startDate: string; hourlyRateCents: number; monthlySalaryCents: number | null; createdAt: string;
}

const CONTRACT_SELECT = `SELECT c.id, c.label, c.family_id AS familyId, f.label AS familyName, c.start_date AS startDate, c.hourly_rate_cents AS hourlyRateCents,
  c.monthly_salary_cents AS monthlySalaryCents, c.created_at AS createdAt FROM paye_contracts c LEFT JOIN families f ON f.id = c.family_id`;

const toContract = ({ familyId, familyName, ...row }: ContractRow): PayeContract => ({ ...row, family: familyId === null ? null : { id: familyId, name: familyName ?? '' } });

export function payeContractsOf(db: Db, employeeId: number): PayeContract[] {
  return (db.prepare(`${CONTRACT_SELECT} WHERE c.employee_id = ? ORDER BY c.start_date, c.id`).all(employeeId) as ContractRow[]).map(toContract);
}

export function payeContract(db: Db, employeeId: number, id: number): PayeContract | null {
  const row = db.prepare(`${CONTRACT_SELECT} WHERE c.employee_id = ? AND c.id = ?`).get(employeeId, id) as ContractRow | undefined;
  return row ? toContract(row) : null;
}

export function payeConfigOf(db: Db, employeeId: number): PayeConfig {
  const row = db.prepare('SELECT payroll_number AS payrollNumber, initialized_at AS initializedAt FROM paye_employees WHERE employee_id = ?').get(employeeId) as
    | { payrollNumber: string; initializedAt: string }
    | undefined;
  const contractsCount = db.prepare('SELECT COUNT(*) FROM paye_contracts WHERE employee_id = ?').pluck().get(employeeId) as number;
  return { initialized: !!row, payrollNumber: row?.payrollNumber ?? null, initializedAt: row?.initializedAt ?? null, contractsCount };
}

export function initializePayeOf(db: Db, agencyId: number, employeeId: number, at: string): void {
  db.prepare('INSERT INTO paye_employees (employee_id, agency_id, payroll_number, initialized_at) VALUES (?, ?, ?, ?)').run(employeeId, agencyId, `PAIE-${agencyId}-${String(employeeId).padStart(5, '0')}`, at);
}

export function insertPayeContract(db: Db, employeeId: number, c: { label: string; familyId?: number | null | undefined; startDate: string; hourlyRateCents: number; monthlySalaryCents?: number | null | undefined }, at: string): number {
  return Number(
    db.prepare('INSERT INTO paye_contracts (employee_id, family_id, label, start_date, hourly_rate_cents, monthly_salary_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(employeeId, c.familyId ?? null, c.label.trim(), c.startDate, c.hourlyRateCents, c.monthlySalaryCents ?? null, at).lastInsertRowid,
  );
}

/** The period row (created empty when first needed). */
function periodRow(db: Db, employeeId: number, month: string): { notes: string; validatedAt: string | null } {
  db.prepare('INSERT OR IGNORE INTO paye_periods (employee_id, month) VALUES (?, ?)').run(employeeId, month);
  return db.prepare('SELECT notes, validated_at AS validatedAt FROM paye_periods WHERE employee_id = ? AND month = ?').get(employeeId, month) as { notes: string; validatedAt: string | null };
}

export const isPeriodValidated = (db: Db, employeeId: number, month: string) => periodRow(db, employeeId, month).validatedAt !== null;

function eventsOf(db: Db, employeeId: number, month: string): PayeEvent[] {
  return db.prepare(`SELECT family_id AS familyId, day, start_time AS startTime, end_time AS endTime FROM planning_events WHERE employee_id = ? AND day LIKE ? || '-%' AND ${notCancelled()} ORDER BY day, start_time`)
    .all(employeeId, month) as PayeEvent[];
}

/** Decided: the month's allowances are the imported paye data's mileage allowance (`agency import paye-data`), on the first contract. */
const allowancesOf = (db: Db, employeeId: number, month: string) =>
  (db.prepare('SELECT mileage_allowance_cents FROM paye_data WHERE employee_id = ? AND month = ?').pluck().get(employeeId, month) as number | undefined) ?? 0;

const NO_INCREASES: IncreasePercents = { nightIncreasePercent: 0, sundayIncreasePercent: 0, holidayIncreasePercent: 0 };

/** The agency's increases for a month: those of its default price grid (no customer) in force on the month's first day; none without one. */
export function agencyIncreases(db: Db, agencyId: number, month: string): IncreasePercents {
  const day = `${month}-01`;
  return (db.prepare(`SELECT night_increase_percent AS nightIncreasePercent, sunday_increase_percent AS sundayIncreasePercent, holiday_increase_percent AS holidayIncreasePercent
    FROM price_grids WHERE agency_id = ? AND customer_id IS NULL AND valid_from <= ? AND (valid_to IS NULL OR valid_to >= ?) ORDER BY valid_from DESC, id DESC LIMIT 1`)
    .get(agencyId, day, day) as IncreasePercents | undefined) ?? NO_INCREASES;
}

/** The employee's earlier periods (validated or not, this month's aside), newest first. */
export function pastPeriods(db: Db, employeeId: number, month: string): { month: string; validated: boolean; validatedAt: string | null }[] {
  return (db.prepare('SELECT month, validated_at AS validatedAt FROM paye_periods WHERE employee_id = ? AND month < ? ORDER BY month DESC').all(employeeId, month) as { month: string; validatedAt: string | null }[])
    .map((row) => ({ ...row, validated: row.validatedAt !== null }));
}

export function periodData(db: Db, agencyId: number, employeeId: number, month: string): PeriodData {
  const period = periodRow(db, employeeId, month);
  const contracts = payeContractsOf(db, employeeId);
  const options = increaseOptionsOf(db, agencyId);
  const byContract = eventsByContract(contracts.map((c) => ({ id: c.id, familyId: c.family?.id ?? null })), eventsOf(db, employeeId, month));
  const kept = db.prepare('SELECT minutes_json AS minutesJson, allowances_validated AS allowancesValidated FROM paye_period_contracts WHERE contract_id = ? AND month = ?');
  const allowances = allowancesOf(db, employeeId, month);
  const increases = agencyIncreases(db, agencyId, month);
  const lines = contracts.map((contract, index) => {
    const minutes = monthMinutes(byContract.get(contract.id) ?? [], options);
    const row = kept.get(contract.id, month) as { minutesJson: string | null; allowancesValidated: number } | undefined;
    const validatedMinutes = row?.minutesJson ? (JSON.parse(row.minutesJson) as MinuteCounts) : null;
    return {
      contractId: contract.id, label: contract.label, minutes, validatedMinutes,
      allowancesCents: index === 0 ? allowances : 0, allowancesValidated: row?.allowancesValidated === 1,
      ...grossPay(validatedMinutes ?? minutes, contract.hourlyRateCents, increases),
    };
  });
  const bonuses = db.prepare('SELECT id, label, amount_cents AS amountCents, created_at AS createdAt FROM paye_bonuses WHERE employee_id = ? AND month = ? ORDER BY id').all(employeeId, month) as PeriodData['bonuses'];
  const downPayments = db.prepare('SELECT id, amount_cents AS amountCents, created_at AS createdAt FROM paye_down_payments WHERE employee_id = ? AND month = ? ORDER BY id').all(employeeId, month) as PeriodData['downPayments'];
  return { month, validated: period.validatedAt !== null, validatedAt: period.validatedAt, notes: period.notes, contracts: lines, bonuses, downPayments, totals: periodTotals(lines, bonuses, downPayments) };
}

/** Keeps the contract's minutes counted now as its validated hours (or its allowances as validated). */
export function validateContract(db: Db, contractId: number, month: string, what: { minutes: MinuteCounts } | 'allowances'): void {
  db.prepare('INSERT OR IGNORE INTO paye_period_contracts (contract_id, month) VALUES (?, ?)').run(contractId, month);
  if (what === 'allowances') db.prepare('UPDATE paye_period_contracts SET allowances_validated = 1 WHERE contract_id = ? AND month = ?').run(contractId, month);
  else db.prepare('UPDATE paye_period_contracts SET minutes_json = ? WHERE contract_id = ? AND month = ?').run(JSON.stringify(what.minutes), contractId, month);
}

export function setPeriod(db: Db, employeeId: number, month: string, change: { notes: string } | { validatedAt: string }): void {
  periodRow(db, employeeId, month);
  if ('notes' in change) db.prepare('UPDATE paye_periods SET notes = ? WHERE employee_id = ? AND month = ?').run(change.notes, employeeId, month);
  else db.prepare('UPDATE paye_periods SET validated_at = ? WHERE employee_id = ? AND month = ?').run(change.validatedAt, employeeId, month);
}

/** The agency's employees (candidates aside) known to the payroll, and the others. */
export function agencyPayeState(db: Db, agencyId: number): AgencyPayeState {
  const unmapped = db.prepare(`SELECT id, ref, first_name AS firstName, last_name AS lastName FROM employees
    WHERE agency_id = ? AND status != 'CANDIDATE' AND id NOT IN (SELECT employee_id FROM paye_employees) ORDER BY last_name, first_name, id`).all(agencyId) as AgencyPayeState['unmapped'];
  const mappedCount = db.prepare("SELECT COUNT(*) FROM paye_employees p JOIN employees e ON e.id = p.employee_id WHERE p.agency_id = ? AND e.status != 'CANDIDATE'").pluck().get(agencyId) as number;
  return { initialized: mappedCount > 0, employeesCount: mappedCount + unmapped.length, mappedCount, unmapped };
}
