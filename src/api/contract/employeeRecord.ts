/**
 * The record of an employee or a candidate (spec 001 §7 Employees): creation, the record, the
 * updates of its tabs (each its own call), candidate → employee, archive and unarchive, the
 * next exchange and the history (changelogs). Every call works on the session's agency (404
 * outside it) and every update answers the record as `getEmployee` does. Paths are the spec's;
 * the shapes it does not give are decided here (see src/api/README.md).
 */
import * as z from 'zod/mini';
import { EMPTY, endpoint } from '../endpoint';
import type { Resource } from '../resources';
import { changelogSchemas } from './changelogs';
import { BirthDate, IsoDate, Id, IdParams, IsoDateTime, STAFF_ROLES } from './common';
import { EMPLOYEE_STATUSES } from './dashboard';

/**
 * Texts are loosely typed on purpose: the required ones and the formats (birth date not in the
 * future, social security number, phones, e-mail) are checked by `employeeInfosErrors`
 * (src/domain/employees/form.ts), so that the portal's form and the server answer the same
 * French message per field.
 */
const Text = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

export const EMPLOYEE_CIVILITIES = ['MME', 'M'] as const;

/** The infos form: identity and contact. `phoneNumber1` is the mobile, `phoneNumber2` the landline (spec 001 §3). */
const infos = {
  civility: z.optional(z.nullable(z.enum(EMPLOYEE_CIVILITIES))),
  firstName: Text(150),
  lastName: Text(150),
  /** 'YYYY-MM-DD', from 1900-01-01, not after today. */
  birthDate: Text(10),
  nationality: Text(100),
  email: Text(200),
  phoneNumber1: Text(30),
  phoneNumber2: Text(30),
};
export const EmployeeInfos = z.object(infos);
export type EmployeeInfos = z.input<typeof EmployeeInfos>;

export const EmployeeAddress = z.object({ street: Text(250), zipCode: Text(10), city: Text(150) });
export type EmployeeAddress = z.input<typeof EmployeeAddress>;

/** Decision (the spec names the call only): how the employee gets to the families. */
export const TransportOptions = z.object({
  drivingLicence: z.boolean(),
  car: z.boolean(),
  publicTransport: z.boolean(),
  /** How far from home the employee accepts to work, in km; null: not said. */
  maxDistanceKm: z.nullable(z.number().check(z.int(), z.nonnegative(), z.lte(500))),
});
export type TransportOptions = z.infer<typeof TransportOptions>;

/** Decision (the spec names the call only): the professional information an agency keeps. */
const proInfos = {
  /** 13 or 15 digits (with the key), starting with 1 or 2; spaces allowed when typed. */
  socialSecurityNumber: Text(21),
  hiredOn: z.optional(z.nullable(IsoDate)),
  jobTitle: Text(150),
  diplomas: Text(1000),
};
export const ProInfos = z.object(proInfos);
export type ProInfos = z.input<typeof ProInfos>;

/** Spec 001 §3: the candidate or employee history events (French labels in src/domain/employees/labels.ts). */
export const EMPLOYEE_HISTORY_EVENTS = [
  'CREATION', 'CANDIDATE_ARCHIVED', 'CANDIDATE_UNARCHIVED', 'EMPLOYEE_ARCHIVED', 'EMPLOYEE_UNARCHIVED', 'CANDIDATE_TO_EMPLOYEE', 'PROSPECT_TO_CUSTOMER',
  'CONTACT_BY_MAIL', 'CONTACT_BY_CALL', 'CONTACT_BY_APPOINTMENT', 'CONTACT_BY_MESSAGE', 'PAY_SLIP_READY', 'PLANNING_UPDATED', 'LOGIN_UPDATED', 'OTHER',
  'DELETION', 'EMPLOYEE_CREATED_ON_PAYE', 'EMPLOYEE_MAPPED_ON_PAYE', 'EMPLOYEE_CONTRACT_CREATED_ON_PAYE',
] as const;
const employeeHistory = changelogSchemas(EMPLOYEE_HISTORY_EVENTS);
export const EmployeeHistoryEvent = employeeHistory.Event;
export const EmployeeChangelog = employeeHistory.Changelog;
export type EmployeeChangelog = z.infer<typeof EmployeeChangelog>;
export const EmployeeChangelogBody = employeeHistory.Body;

/** The record (spec 001 §3's Employee, with the parts of its tabs). */
export const EmployeeDetails = z.object({
  id: z.number(),
  ref: z.nullable(z.string()),
  status: z.enum(EMPLOYEE_STATUSES),
  candidate: z.boolean(),
  archived: z.boolean(),
  civility: z.enum(EMPLOYEE_CIVILITIES),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: BirthDate,
  nationality: z.nullable(z.string()),
  email: z.string(),
  phoneNumber1: z.string(),
  phoneNumber2: z.nullable(z.string()),
  address: z.object({ street: z.string(), zipCode: z.string(), city: z.string() }),
  transportOptions: TransportOptions,
  proInfos: z.object({ socialSecurityNumber: z.nullable(z.string()), hiredOn: z.nullable(IsoDate), jobTitle: z.nullable(z.string()), diplomas: z.nullable(z.string()) }),
  notes: z.nullable(z.string()),
  createdAt: IsoDateTime,
  lastExchangeAt: z.nullable(IsoDateTime),
  nextExchangeAt: z.nullable(IsoDateTime),
  /** The families the employee works for in the planning, with the day of the first event ('since'), by name. */
  families: z.array(z.object({ id: z.number(), name: z.string(), since: IsoDate })),
});
export type EmployeeDetails = z.infer<typeof EmployeeDetails>;

/**
 * Creation (`POST /private/employees`): an employee (status ACTIVE), or a candidate with
 * `candidate: true`. Required: civility, names, birth date, e-mail (not another employee's of the
 * agency), mobile, address; each a 400 `PARAMETERS_ERROR` naming the field. History CREATION.
 */
export const EmployeeCreation = z.object({
  ...infos,
  candidate: z.boolean(),
  address: z.optional(z.nullable(EmployeeAddress)),
  socialSecurityNumber: proInfos.socialSecurityNumber,
  hiredOn: proInfos.hiredOn,
});
export type EmployeeCreation = z.input<typeof EmployeeCreation>;

export const createEmployee = endpoint({
  name: 'employees.create', writes: ['employees', 'history'],
  method: 'POST',
  path: '/private/employees',
  access: 'private',
  roles: STAFF_ROLES,
  body: EmployeeCreation,
  response: EmployeeDetails,
});

export const getEmployee = endpoint({
  name: 'employees.get', reads: ['employees'],
  method: 'GET',
  path: '/private/employees/{id}',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: EmployeeDetails,
});

/** What a record's update writes: the record alone, or with its history (RECORD_AND_HISTORY: the moves and the renaming). */
const ONLY_RECORD = ['employees'] as const;
const RECORD_AND_HISTORY = ['employees', 'history'] as const;

/** One update of the record: PUT at `/private/employees/{id}/<part>`, answering the record. */
function update<const N extends string, const P extends string, B extends z.ZodMiniType | undefined = undefined>(name: N, part: P, body?: B, writes: readonly Resource[] = ONLY_RECORD) {
  return endpoint({
    name: `employees.${name}` as const,
    writes,
    method: 'PUT',
    path: `/private/employees/{id}/${part}` as const,
    access: 'private',
    roles: STAFF_ROLES,
    params: IdParams,
    body: body as B,
    response: EmployeeDetails,
  });
}

/** The whole identity: every field is written (the form sends them all). */
export const updateEmployeeInfos = update('infos', 'infos', EmployeeInfos);
export const updateEmployeeTransportOptions = update('transportOptions', 'transport-options', TransportOptions);
export const updateEmployeeProInfos = update('proInfos', 'pro-infos', ProInfos);
export const updateEmployeeAddress = update('address', 'address', EmployeeAddress);
export const updateEmployeeNotes = update('notes', 'notes', z.object({ notes: z.nullable(z.string().check(z.maxLength(5000))) }));
/** The next exchange (a call back, an interview); null: none planned. */
export const updateEmployeeNextExchange = update('nextExchange', 'nextExchange', z.object({ nextExchangeDate: z.nullable(IsoDateTime) }));
/** Candidate → employee: status ACTIVE, hired today unless a hiring day is set; history CANDIDATE_TO_EMPLOYEE. 400 otherwise. */
export const turnCandidateToEmployee = update('toEmployee', 'to-employee', undefined, RECORD_AND_HISTORY);
/** History CANDIDATE_ARCHIVED or EMPLOYEE_ARCHIVED; the next exchange is cleared. 400 when already archived. */
export const archiveEmployee = update('archive', 'archive', undefined, RECORD_AND_HISTORY);
/** History CANDIDATE_UNARCHIVED or EMPLOYEE_UNARCHIVED. 400 when not archived. */
export const unarchiveEmployee = update('unarchive', 'unarchive', undefined, RECORD_AND_HISTORY);

// ---- History (changelogs), as the customers' ----------------------------------------------

const ChangelogParams = z.object({ id: Id, changelogId: Id });

/** The record's history, newest first. */
export const employeeChangelogs = endpoint({
  name: 'employees.changelogs.list', reads: ['history'],
  method: 'GET',
  path: '/private/employees/{id}/changelogs',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  response: z.array(EmployeeChangelog),
});

/** The author is the session's user. An exchange moves the record's lastExchangeAt. */
export const createEmployeeChangelog = endpoint({
  name: 'employees.changelogs.create', writes: ['history', 'employees'],
  method: 'POST',
  path: '/private/employees/{id}/changelogs',
  access: 'private',
  roles: STAFF_ROLES,
  params: IdParams,
  body: EmployeeChangelogBody,
  response: EmployeeChangelog,
});

/** 400 on an entry the server wrote. */
export const updateEmployeeChangelog = endpoint({
  name: 'employees.changelogs.update', writes: ['history', 'employees'],
  method: 'PUT',
  path: '/private/employees/{id}/changelogs/{changelogId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: ChangelogParams,
  body: EmployeeChangelogBody,
  response: EmployeeChangelog,
});

/** 400 on an entry the server wrote. */
export const deleteEmployeeChangelog = endpoint({
  name: 'employees.changelogs.delete', writes: ['history', 'employees'],
  method: 'DELETE',
  path: '/private/employees/{id}/changelogs/{changelogId}',
  access: 'private',
  roles: STAFF_ROLES,
  params: ChangelogParams,
  response: EMPTY,
});
