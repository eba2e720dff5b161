/**
 * A planning import (Progisap, Domino, Ximi): the references resolved in the agency (400 per
 * wrong line, as the other imports), then every line created through the planning engine's
 * own creation (`createProposal`, the manual creation's function), in the file's order, so
 * that a line is checked against the planning and against the lines before it. A line the
 * engine refuses: one 409 error per rejection, nothing kept (the server's transaction rolls
 * back), unless `skipRefused`. A line whose event already exists is UNCHANGED (its identity:
 * professional, family, day, start and end; docs/decisions.md).
 */
import type { PlanningImportAnswer, PlanningImportRow } from '../../src/api/contract/imports';
import { PLANNING_REJECTED } from '../../src/api/contract/planningEngine';
import { formatDate } from '../../src/domain/format/date';
import type { Rejection } from '../../src/domain/planning/rejections';
import { HttpError } from '../http/errors';
import type { Db } from './db';
import { answer, employeesByRef, RowErrors } from './imports';
import { createProposal } from './planningEngine';

type ResultRow = PlanningImportAnswer['rows'][number];

/** The column a rejection points at: the family's for a family already busy, else the professional's. */
const fieldOf = (r: Rejection) => (r.code === 'FAMILY_BUSY' ? 'customerRef' : 'employeeRef');

type Refused = PlanningImportAnswer['refused'][number];

const refusal = (index: number, line: number, r: Rejection): Refused => ({ code: PLANNING_REJECTED, label: `Ligne ${line} : ${r.label}`, field: `rows.${index}.${fieldOf(r)}` });

function resolve(db: Db, agencyId: number, rows: PlanningImportRow[]) {
  const errors = new RowErrors();
  const employees = employeesByRef(db, agencyId);
  const familyOf = db.prepare(
    'SELECT f.id, f.label AS name FROM customers c JOIN families f ON f.customer_id = c.id WHERE c.agency_id = ? AND upper(c.ref) = upper(?) ORDER BY f.id LIMIT 1',
  );
  const customerExists = db.prepare('SELECT 1 FROM customers WHERE agency_id = ? AND upper(ref) = upper(?)').pluck();
  const resolved = rows.map((row, index) => {
    const employee = employees.get(row.employeeRef.toUpperCase());
    const family = familyOf.get(agencyId, row.customerRef) as { id: number; name: string } | undefined;
    if (!employee) errors.add(index, row.line, 'employeeRef', `aucun intervenant de l'agence n'a le matricule « ${row.employeeRef} »`);
    if (!family) {
      const reason = customerExists.get(agencyId, row.customerRef) ? `le client « ${row.customerRef} » n'a pas de famille à laquelle rattacher l'intervention` : `aucun client de l'agence n'a la référence « ${row.customerRef} »`;
      errors.add(index, row.line, 'customerRef', reason);
    }
    if (row.startTime === row.endTime) errors.add(index, row.line, 'endTime', "l'heure de fin doit être différente de l'heure de début");
    return { row, index, employee: employee!, family: family! };
  });
  errors.throwIfAny();
  return resolved;
}

export function importPlannings(db: Db, agencyId: number, rows: PlanningImportRow[], skipRefused: boolean): PlanningImportAnswer {
  const existing = db.prepare('SELECT id FROM planning_events WHERE employee_id = ? AND family_id = ? AND day = ? AND start_time = ? AND end_time = ? ORDER BY id LIMIT 1').pluck();
  const results: ResultRow[] = [];
  const refused: Refused[] = [];
  for (const { row, index, employee, family } of resolve(db, agencyId, rows)) {
    const label = `${formatDate(row.day)} ${row.startTime}–${row.endTime}, ${employee.name} chez ${family.name}`;
    const result = { line: row.line, kind: 'PLANNING_EVENT', ref: null, label } as const;
    const same = existing.get(employee.id, family.id, row.day, row.startTime, row.endTime) as number | undefined;
    if (same !== undefined) {
      results.push({ ...result, id: same, status: 'UNCHANGED' });
      continue;
    }
    const proposal = { proId: employee.id, familyId: family.id, day: row.day, startTime: row.startTime, endTime: row.endTime, prestationTypeId: null, repetition: { type: 'NO_REPETITION' as const } };
    const creation = createProposal(db, agencyId, proposal, false);
    const event = creation.created[0];
    if (event) results.push({ ...result, id: event.id, status: 'CREATED' });
    else refused.push(...(creation.skipped[0]?.rejections ?? []).map((r) => refusal(index, row.line, r)));
  }
  if (refused.length && !skipRefused) throw new HttpError(409, refused);
  return { ...answer(results), refused };
}
