/**
 * An employee's paye (spec 001 §7 Paye): the current period is this month's; a validated period refuses every change; the
 * period's rules (`src/domain/paye/rules.ts`, `smic.ts`) refused with their label; initialisation and a new contract go into the employee's history.
 */
import * as contract from '../../src/api/contract/paye';
import { PAYE_NOT_INITIALIZED, PAYE_PERIOD_LOCKED } from '../../src/domain/paye/labels';
import { downPaymentError, periodValidationError } from '../../src/domain/paye/rules';
import { httpError, notFound, refuse, throwFieldErrors } from '../http/errors';
import { writeChangelog } from '../store/changelogs';
import type { Db } from '../store/db';
import { EMPLOYEE_HISTORY } from '../store/employeeRecords';
import {
  agencyPayeState, initializePayeOf, insertPayeContract, isPeriodValidated, pastPeriods, payeConfigOf, payeContract, payeContractsOf, periodData, setPeriod, validateContract,
} from '../store/paye';
import type { Session } from '../store/tokens';
import { checkSmic, currentMonth, requirePaye, requirePayeEmployee } from './payeAccess';
import { found } from './scope';
import { handlersFor, type DbAndClock } from './types';

function initialized(db: Db, session: Session, id: number) {
  const employee = requirePayeEmployee(db, session, id);
  if (!payeConfigOf(db, employee.id).initialized) throw httpError(400, 'PAYE_NOT_INITIALIZED', PAYE_NOT_INITIALIZED);
  return employee;
}

/** The employee, this month, and the period open for changes (400 once validated). */
function openPeriod({ db, clock }: DbAndClock, session: Session, id: number) {
  const employee = initialized(db, session, id);
  const month = currentMonth(clock);
  if (isPeriodValidated(db, employee.id, month)) throw httpError(400, 'PAYE_PERIOD_VALIDATED', PAYE_PERIOD_LOCKED);
  return { employee, month, answer: () => periodData(db, employee.agencyId, employee.id, month) };
}

export const payeHandlers = handlersFor(contract, {
  payeContracts: ({ params, session, app }) => payeContractsOf(app.db, requirePayeEmployee(app.db, session, params.id).id),
  payeConfig: ({ params, session, app }) => payeConfigOf(app.db, requirePayeEmployee(app.db, session, params.id).id),
  currentPeriodData: ({ params, session, app }) => {
    const employee = initialized(app.db, session, params.id);
    return periodData(app.db, employee.agencyId, employee.id, currentMonth(app.clock));
  },
  payePastPeriods: ({ params, session, app }) => pastPeriods(app.db, initialized(app.db, session, params.id).id, currentMonth(app.clock)),
  payePastPeriod: ({ params, session, app }) => {
    const employee = initialized(app.db, session, params.id);
    if (!pastPeriods(app.db, employee.id, currentMonth(app.clock)).some((p) => p.month === params.month)) throw notFound();
    return periodData(app.db, employee.agencyId, employee.id, params.month);
  },

  validateHours: ({ params, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    found(payeContract(app.db, employee.id, params.cid));
    const line = found(answer().contracts.find((c) => c.contractId === params.cid));
    validateContract(app.db, params.cid, month, { minutes: line.minutes });
    return answer();
  },
  validateAllowances: ({ params, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    found(payeContract(app.db, employee.id, params.cid));
    validateContract(app.db, params.cid, month, 'allowances');
    return answer();
  },
  updatePeriodNotes: ({ params, body, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    setPeriod(app.db, employee.id, month, { notes: body.notes.trim() });
    return answer();
  },
  updatePeriodStatus: ({ params, body, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    if (body.validated) refuse(periodValidationError(answer().contracts));
    if (body.validated) setPeriod(app.db, employee.id, month, { validatedAt: app.clock.iso() });
    return answer();
  },

  addBonus: ({ params, body, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    app.db.prepare('INSERT INTO paye_bonuses (employee_id, month, label, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)').run(employee.id, month, body.label.trim(), body.amount, app.clock.iso());
    return answer();
  },
  deleteBonus: ({ params, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    found(app.db.prepare('DELETE FROM paye_bonuses WHERE id = ? AND employee_id = ? AND month = ?').run(params.bonusId, employee.id, month).changes > 0);
    return answer();
  },
  addDownPayment: ({ params, body, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    refuse(downPaymentError(body.amount, answer().totals.toPayBeforeContributionsCents));
    app.db.prepare('INSERT INTO paye_down_payments (employee_id, month, amount_cents, created_at) VALUES (?, ?, ?, ?)').run(employee.id, month, body.amount, app.clock.iso());
    return answer();
  },
  deleteDownPayment: ({ params, session, app }) => {
    const { employee, month, answer } = openPeriod(app, session, params.id);
    found(app.db.prepare('DELETE FROM paye_down_payments WHERE id = ? AND employee_id = ? AND month = ?').run(params.downPaymentId, employee.id, month).changes > 0);
    return answer();
  },

  initializePaye: ({ params, session, app }) => {
    const employee = requirePayeEmployee(app.db, session, params.id);
    if (payeConfigOf(app.db, employee.id).initialized) throw httpError(400, 'PAYE_ALREADY_INITIALIZED', 'La paie est déjà initialisée pour ce salarié');
    initializePayeOf(app.db, employee.agencyId, employee.id, app.clock.iso());
    writeChangelog(app.db, EMPLOYEE_HISTORY, { agencyId: employee.agencyId, ownerId: employee.id, type: 'EMPLOYEE_CREATED_ON_PAYE', authorId: session.user.id, at: app.clock.iso() });
    return payeConfigOf(app.db, employee.id);
  },
  createPayeContract: ({ params, body, session, app }) => {
    const employee = initialized(app.db, session, params.id);
    checkSmic(app.clock, body.hourlyRateCents, body.startDate);
    const familyOk = body.familyId == null || app.db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(body.familyId, employee.agencyId) !== undefined;
    throwFieldErrors({ familyId: familyOk ? null : "Cette famille n'est pas de votre agence" });
    const id = insertPayeContract(app.db, employee.id, body, app.clock.iso());
    writeChangelog(app.db, EMPLOYEE_HISTORY, { agencyId: employee.agencyId, ownerId: employee.id, type: 'EMPLOYEE_CONTRACT_CREATED_ON_PAYE', comment: body.label.trim(), authorId: session.user.id, at: app.clock.iso() });
    return found(payeContract(app.db, employee.id, id));
  },
  updateSalaryAndHourlyRate: ({ params, body, session, app }) => {
    const employee = initialized(app.db, session, params.id);
    const existing = found(payeContract(app.db, employee.id, params.cid));
    checkSmic(app.clock, body.hourlyRateCents, existing.startDate);
    app.db.prepare('UPDATE paye_contracts SET hourly_rate_cents = ?, monthly_salary_cents = ? WHERE id = ?').run(body.hourlyRateCents, body.monthlySalaryCents ?? null, existing.id);
    return found(payeContract(app.db, employee.id, existing.id));
  },

  looksForAgencyInitialization: ({ session, app }) => agencyPayeState(app.db, requirePaye(app.db, session)),

  validateEmployeesMapping: ({ body, session, app }) => {
    const agencyId = requirePaye(app.db, session);
    const employee = app.db.prepare("SELECT id FROM employees WHERE id = ? AND agency_id = ? AND status != 'CANDIDATE'").pluck();
    const taken = app.db.prepare('SELECT employee_id FROM paye_employees WHERE agency_id = ? AND payroll_number = ?').pluck();
    const mapped = app.db.prepare('SELECT 1 FROM paye_employees WHERE employee_id = ?').pluck();
    const numbers = body.mappings.map((m) => m.payrollNumber.toUpperCase());
    const errors = Object.fromEntries(body.mappings.map((m, index) => {
      const number = numbers[index]!;
      const label = !employee.get(m.employeeId, agencyId) ? "Ce salarié n'est pas de votre agence"
        : mapped.get(m.employeeId) ? 'Ce salarié est déjà rapproché dans la paie'
        : taken.get(agencyId, number) !== undefined || numbers.indexOf(number) !== index ? `Le matricule ${number} est déjà attribué`
        : null;
      return [`mappings.${index}`, label];
    }));
    throwFieldErrors(errors);
    const at = app.clock.iso();
    body.mappings.forEach((m, index) => {
      app.db.prepare('INSERT INTO paye_employees (employee_id, agency_id, payroll_number, initialized_at) VALUES (?, ?, ?, ?)').run(m.employeeId, agencyId, numbers[index], at);
      writeChangelog(app.db, EMPLOYEE_HISTORY, { agencyId, ownerId: m.employeeId, type: 'EMPLOYEE_MAPPED_ON_PAYE', comment: `Matricule ${numbers[index]}`, authorId: session.user.id, at: app.clock.iso() });
    });
    return agencyPayeState(app.db, agencyId);
  },
});
