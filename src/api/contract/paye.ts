/**
 * An employee's paye (spec 001 §7 Paye), under /private/employees/{id}/paye: the paye
 * contracts, the config, the current period (this month) with its hours and allowances to
 * validate per contract, notes, bonuses and down payments, and its validation. Decisions:
 * - Only where paye is available (001 §6: the agency has `payeEnabled`, and the user is admin
 *   or the agency has `payeActiveForAgency`): otherwise every call answers 403
 *   PAYE_NOT_AVAILABLE. The employee must be of the session's agency (404 otherwise).
 * - Hours are computed from the sandbox's planning events of the month as billing counts them
 *   (`src/domain/paye/hours.ts`); validating a contract's hours keeps the counted minutes.
 * - A validated period (`update-status {validated: true}`) is locked: every change of it,
 *   reopening included, answers 400 PAYE_PERIOD_VALIDATED. It is validated only once every
 *   contract's hours and allowances are (400 PAYE_PERIOD_INCOMPLETE listing what is missing,
 *   `src/domain/paye/rules.ts`). Earlier periods are read, never changed (`periods`).
 * - Amounts are in cents; a bonus has a label, a down payment an amount only (the spec's `{amount}`),
 *   at most what remains to pay (400 PAYE_DOWN_PAYMENT_TOO_HIGH).
 * - A contract's hourly rate is at least the SMIC in force (400 PAYE_RATE_BELOW_SMIC, `src/domain/paye/smic.ts`).
 * - The calls of the period and the paye contracts answer before `initialize` with 400 PAYE_NOT_INITIALIZED.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { PositiveCents } from './billing';
import { IsoDate, Id, IdParams, IsoDateTime, STAFF_ROLES } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('paye') } as const;
const Required = (max: number) => z.string().check(z.trim(), z.minLength(1, { error: 'Champ obligatoire' }), z.maxLength(max));

export const PAYE_NOT_AVAILABLE_CODE = 'PAYE_NOT_AVAILABLE';

export const PayeContract = z.object({
  id: z.number(),
  label: z.string(),
  /** The family employing (null: the agency). */
  family: z.nullable(z.object({ id: z.number(), name: z.string() })),
  startDate: IsoDate,
  /** Gross cents per hour. */
  hourlyRateCents: z.number(),
  /** Gross monthly salary in cents; null: paid by the hour. */
  monthlySalaryCents: z.nullable(z.number()),
  createdAt: IsoDateTime,
});
export type PayeContract = z.infer<typeof PayeContract>;

export const PayeConfig = z.object({
  initialized: z.boolean(),
  /** The employee's number in the payroll software ('PAIE-…'), given at initialisation. */
  payrollNumber: z.nullable(z.string()),
  initializedAt: z.nullable(IsoDateTime),
  contractsCount: z.number(),
});
export type PayeConfig = z.infer<typeof PayeConfig>;

const Minutes = z.object({ total: z.number(), night: z.number(), sunday: z.number(), holiday: z.number() });

export const PeriodContract = z.object({
  contractId: z.number(),
  label: z.string(),
  /** Minutes of the month counted from the planning (today's). */
  minutes: Minutes,
  /** The minutes as validated (kept), null until validated. */
  validatedMinutes: z.nullable(Minutes),
  allowancesCents: z.number(),
  allowancesValidated: z.boolean(),
  /** Gross cents for the hours (validated ones when validated), night, Sunday and holiday increases included. */
  amountCents: z.number(),
  /** The part of `amountCents` the increases add. */
  increasesCents: z.number(),
});
export type PeriodContract = z.infer<typeof PeriodContract>;

export const Bonus = z.object({ id: z.number(), label: z.string(), amountCents: z.number(), createdAt: IsoDateTime });
export const DownPayment = z.object({ id: z.number(), amountCents: z.number(), createdAt: IsoDateTime });
export type Bonus = z.infer<typeof Bonus>;
export type DownPayment = z.infer<typeof DownPayment>;

export const PeriodData = z.object({
  month: z.string(),
  validated: z.boolean(),
  validatedAt: z.nullable(IsoDateTime),
  notes: z.string(),
  contracts: z.array(PeriodContract),
  bonuses: z.array(Bonus),
  downPayments: z.array(DownPayment),
  /** `toPayBeforeContributionsCents`: hours + allowances + bonuses − down payments; no contribution is computed (the payroll software's). */
  totals: z.object({ hoursCents: z.number(), allowancesCents: z.number(), bonusesCents: z.number(), downPaymentsCents: z.number(), toPayBeforeContributionsCents: z.number() }),
});
export type PeriodData = z.infer<typeof PeriodData>;

const ContractParams = z.object({ id: Id, cid: Id });

export const PastPeriod = z.object({ month: z.string(), validated: z.boolean(), validatedAt: z.nullable(IsoDateTime) });
export type PastPeriod = z.infer<typeof PastPeriod>;
/** The employee's earlier periods, newest first (the seed validated three), to read. */
export const payePastPeriods = endpoint({ ...base, name: 'paye.pastPeriods', reads: ['paye'], method: 'GET', path: '/private/employees/{id}/paye/periods', params: IdParams, response: z.array(PastPeriod) });
/** An earlier period as it was kept (404 for this month or one never opened): read-only, no call changes it. */
export const payePastPeriod = endpoint({
  ...base, name: 'paye.pastPeriod', reads: ['paye'], method: 'GET', path: '/private/employees/{id}/paye/periods/{month}',
  params: z.object({ id: Id, month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mois attendu : AAAA-MM' })) }), response: PeriodData,
});
const period = '/private/employees/{id}/paye/current-period-data';

export const payeContracts = endpoint({ ...base, name: 'paye.contracts', reads: ['paye'], method: 'GET', path: '/private/employees/{id}/paye/contracts', params: IdParams, response: z.array(PayeContract) });
export const payeConfig = endpoint({ ...base, name: 'paye.config', reads: ['paye'], method: 'GET', path: '/private/employees/{id}/paye/config', params: IdParams, response: PayeConfig });
export const currentPeriodData = endpoint({ ...base, name: 'paye.currentPeriodData', reads: ['paye'], method: 'GET', path: period, params: IdParams, response: PeriodData });

export const validateHours = endpoint({ ...base, name: 'paye.validateHours', writes: ['paye'], method: 'POST', path: `${period}/contracts/{cid}/validate-hours`, params: ContractParams, response: PeriodData });
export const validateAllowances = endpoint({ ...base, name: 'paye.validateAllowances', writes: ['paye'], method: 'POST', path: `${period}/contracts/{cid}/validate-allowances`, params: ContractParams, response: PeriodData });
export const updatePeriodNotes = endpoint({
  ...base, name: 'paye.updateNotes', writes: ['paye'], method: 'PUT', path: `${period}/update-notes`, params: IdParams, body: z.object({ notes: z.string().check(z.maxLength(5000)) }), response: PeriodData,
});
export const updatePeriodStatus = endpoint({ ...base, name: 'paye.updateStatus', writes: ['paye'], method: 'PUT', path: `${period}/update-status`, params: IdParams, body: z.object({ validated: z.boolean() }), response: PeriodData });

export const BonusForm = z.object({ label: Required(150), amount: PositiveCents });
export type BonusForm = z.input<typeof BonusForm>;
export const addBonus = endpoint({ ...base, name: 'paye.addBonus', writes: ['paye'], method: 'POST', path: `${period}/bonus`, params: IdParams, body: BonusForm, response: PeriodData });
export const deleteBonus = endpoint({ ...base, name: 'paye.deleteBonus', writes: ['paye'], method: 'DELETE', path: `${period}/bonus/{bonusId}`, params: z.object({ id: Id, bonusId: Id }), response: PeriodData });
export const addDownPayment = endpoint({ ...base, name: 'paye.addDownPayment', writes: ['paye'], method: 'POST', path: `${period}/down-payment`, params: IdParams, body: z.object({ amount: PositiveCents }), response: PeriodData });
export const deleteDownPayment = endpoint({
  ...base, name: 'paye.deleteDownPayment', writes: ['paye'], method: 'DELETE', path: `${period}/down-payment/{downPaymentId}`, params: z.object({ id: Id, downPaymentId: Id }), response: PeriodData,
});

/** Creates the employee in the payroll (its number); 400 PAYE_ALREADY_INITIALIZED the second time. */
export const initializePaye = endpoint({ ...base, name: 'paye.initialize', writes: ['paye', 'employees', 'history'], method: 'POST', path: '/private/employees/{id}/paye/initialize', params: IdParams, response: PayeConfig });

const Rates = { hourlyRateCents: PositiveCents, monthlySalaryCents: z.optional(z.nullable(PositiveCents)) };
export const PayeContractForm = z.object({ label: Required(150), familyId: z.optional(z.nullable(Id)), startDate: IsoDate, ...Rates });
export type PayeContractForm = z.input<typeof PayeContractForm>;
export const createPayeContract = endpoint({ ...base, name: 'paye.createContract', writes: ['paye', 'history'], method: 'POST', path: '/private/employees/{id}/paye/contracts', params: IdParams, body: PayeContractForm, response: PayeContract });
export const updateSalaryAndHourlyRate = endpoint({
  ...base, name: 'paye.updateSalaryAndHourlyRate', writes: ['paye'], method: 'PUT', path: '/private/employees/{id}/paye/contract/{cid}/salary-and-hourly-rate', params: ContractParams, body: z.object(Rates), response: PayeContract,
});

/**
 * Agency level (decided: the sandbox simulates no payroll software): the payroll numbers come
 * from the payroll software and are typed by the agency. `looks-for-agency-initialization`
 * says how many employees the payroll knows and lists the unmatched ones; the mapping gives
 * each listed employee its payroll number (unique in the agency: 400 naming the row
 * otherwise), which initialises their paye, with EMPLOYEE_MAPPED_ON_PAYE in their history.
 */
export const AgencyPayeState = z.object({
  /** At least one employee is known to the payroll. */
  initialized: z.boolean(),
  employeesCount: z.number(),
  mappedCount: z.number(),
  unmapped: z.array(z.object({ id: z.number(), ref: z.nullable(z.string()), firstName: z.string(), lastName: z.string() })),
});
export type AgencyPayeState = z.infer<typeof AgencyPayeState>;

export const looksForAgencyInitialization = endpoint({ ...base, name: 'paye.looksForAgencyInitialization', reads: ['paye'], method: 'GET', path: '/private/paye/looks-for-agency-initialization', response: AgencyPayeState });

const PayrollNumber = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,30}$/, { error: 'Matricule de paie : 3 à 30 lettres, chiffres ou tirets' }));
export const validateEmployeesMapping = endpoint({
  ...base, name: 'paye.validateEmployeesMapping', writes: ['paye', 'employees', 'history'], method: 'POST', path: '/private/paye/validate-employees-mapping',
  body: z.object({ mappings: z.array(z.object({ employeeId: Id, payrollNumber: PayrollNumber })).check(z.minLength(1), z.maxLength(2000)) }),
  response: AgencyPayeState,
});
