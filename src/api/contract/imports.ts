/**
 * Imports of spec 001 §7 (customers, employees, paye data) and the three planning imports
 * whose calls the spec does not show. Decisions:
 * - The caller reads the file (CSV as French offices make it: see src/domain/imports) and
 *   sends its rows as JSON, each with its `line` in the file, so that every error, the
 *   client's or the server's, names the line. One call per file: all rows or none.
 * - The server checks the rows again (formats here, references and duplicates in the
 *   agency): any invalid row answers 400 with one error per problem, labelled
 *   « Ligne 7 : … », `field` = rows.<index>.<field>; nothing is created.
 * - The answer counts what was created or updated and gives a result per row.
 * - Planning imports: `POST /private/plannings/imports/{format}` (progisap, domino, ximi):
 *   the three programs' files differ in columns only, their rows are the same here. Each
 *   line goes through the planning engine as a manual creation would (001 §8): a line the
 *   engine refuses answers 409 PLANNING_REJECTED, one error per refused line (« Ligne 7 :
 *   L'intervenant(e) est en prestation »), and nothing is created; with `skipRefused` the
 *   other lines are created and the refused ones listed in `refused`. A line whose event
 *   already exists (same professional, family, day, start and end) is UNCHANGED: the same
 *   file imported twice creates nothing the second time (docs/decisions.md).
 * Within the agency the admin chose (imports are the admin's alone). At most 10,000 rows and 10 MB of JSON per call.
 */
import * as z from 'zod/mini';
import { isPhone } from '../../domain/phone';
import { endpoint } from '../endpoint';
import { CUSTOMER_SOURCES, CUSTOMER_TYPES } from './customers';
import { BirthDate, IsoDate, Month, STAFF_ROLES, Time } from './common';
import { IMPORT_ROLES, areaGate } from '../../domain/agency/gates';

const Line = z.number().check(z.int(), z.minimum(2));
const Text = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const OptionalText = (max = 200) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));
const Email = z.email({ error: 'Email non valide' });
const phoneOf = (kind: 'mobile' | 'landline') =>
  z.string().check(z.refine((value) => isPhone(value, kind), { error: kind === 'mobile' ? 'Numéro de mobile non valide (06 ou 07 puis 8 chiffres)' : 'Numéro de téléphone non valide (0 puis 9 chiffres)' }));
const Postcode = z.string().check(z.regex(/^\d{4,5}$/, { error: 'Code postal attendu sur 4 ou 5 chiffres' }));
const Cents = z.number().check(z.int(), z.minimum(0));

export const IMPORT_KINDS = ['customers', 'employees', 'paye-data', 'plannings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const PLANNING_FORMATS = ['progisap', 'domino', 'ximi'] as const;
export type PlanningFormat = (typeof PLANNING_FORMATS)[number];

export const CustomerImportRow = z.object({
  line: Line,
  prospect: z.boolean(),
  type: z.enum(CUSTOMER_TYPES),
  label: Text(),
  contactFirstName: Text(100),
  contactLastName: Text(100),
  email: z.nullable(Email),
  phone: z.nullable(phoneOf('landline')),
  mobile: z.nullable(phoneOf('mobile')),
  address: OptionalText(),
  postcode: z.nullable(Postcode),
  city: OptionalText(100),
  source: z.nullable(z.enum(CUSTOMER_SOURCES)),
});
export type CustomerImportRow = z.infer<typeof CustomerImportRow>;

export const EmployeeImportRow = z.object({
  line: Line,
  candidate: z.boolean(),
  civility: z.enum(['MME', 'M']),
  firstName: Text(100),
  lastName: Text(100),
  birthDate: BirthDate,
  email: Email,
  mobile: phoneOf('mobile'),
  phone: z.nullable(phoneOf('landline')),
  address: Text(),
  postcode: Postcode,
  city: Text(100),
  socialSecurityNumber: z.nullable(z.string().check(z.regex(/^[12]\d{12}(\d{2})?$/, { error: 'N° de sécurité sociale attendu sur 13 ou 15 chiffres' }))),
  hiredOn: z.nullable(IsoDate),
});
export type EmployeeImportRow = z.infer<typeof EmployeeImportRow>;

/** Paye data of one employee for one month; a second import of the same employee and month replaces it. */
export const PayeDataImportRow = z.object({
  line: Line,
  employeeRef: Text(40),
  month: Month,
  workedMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(744 * 60)),
  hourlyRateCents: Cents,
  bonusCents: Cents,
  mileageAllowanceCents: Cents,
});
export type PayeDataImportRow = z.infer<typeof PayeDataImportRow>;

/** One planning event: the professional's and the customer's references; an end not after the start is the next day (a night). */
export const PlanningImportRow = z.object({
  line: Line,
  employeeRef: Text(40),
  customerRef: Text(40),
  day: IsoDate,
  startTime: Time,
  endTime: Time,
});
export type PlanningImportRow = z.infer<typeof PlanningImportRow>;

const rowsOf = <T extends z.ZodMiniType>(row: T) => z.object({ rows: z.array(row).check(z.minLength(1), z.maxLength(10_000)) });

export const IMPORTED_KINDS = ['CUSTOMER', 'PROSPECT', 'EMPLOYEE', 'CANDIDATE', 'PAYE_DATA', 'PLANNING_EVENT'] as const;

export const ImportAnswer = z.object({
  created: z.number(),
  updated: z.number(),
  rows: z.array(
    z.object({
      line: z.number(),
      /** The record created or updated. */
      id: z.number(),
      kind: z.enum(IMPORTED_KINDS),
      /** UNCHANGED: a planning line whose event already exists. */
      status: z.enum(['CREATED', 'UPDATED', 'UNCHANGED']),
      /** Its reference (customers, employees), else null. */
      ref: z.nullable(z.string()),
      label: z.string(),
    }),
  ),
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** A planning import's answer: with `skipRefused`, the lines the engine refused, as the 409's errors name them. */
export const PlanningImportAnswer = z.extend(ImportAnswer, {
  refused: z.array(z.object({ code: z.string(), label: z.string(), field: z.string() })),
});
export type PlanningImportAnswer = z.infer<typeof PlanningImportAnswer>;

// Imports are the admin's alone (spec 000 §2.2, 002 §6).
const importCall = { method: 'POST', access: 'private', roles: IMPORT_ROLES, response: ImportAnswer, maxBodyBytes: 10 * 1024 * 1024 } as const;

export const importCustomers = endpoint({ ...importCall, name: 'imports.customers', writes: ['customers'], path: '/private/customers/imports', body: rowsOf(CustomerImportRow) });
export const importEmployees = endpoint({ ...importCall, name: 'imports.employees', writes: ['employees'], path: '/private/employees/imports', body: rowsOf(EmployeeImportRow) });
export const importPayeData = endpoint({ ...importCall, gate: areaGate('paye'), name: 'imports.payeData', writes: ['paye'], path: '/private/employees/imports/paye-data', body: rowsOf(PayeDataImportRow) });
export const importPlannings = endpoint({
  ...importCall,
  name: 'imports.plannings', writes: ['planning'],
  path: '/private/plannings/imports/{format}',
  params: z.object({ format: z.enum(PLANNING_FORMATS) }),
  body: z.extend(rowsOf(PlanningImportRow), { skipRefused: z.optional(z.boolean()) }),
  response: PlanningImportAnswer,
});
