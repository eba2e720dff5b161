/**
 * Who reaches an employee's paye, work contracts and paysheets (001 §6): the session's agency
 * must have paye available for the user (`isPayeAvailable`), else 403 PAYE_NOT_AVAILABLE; the
 * employee must be of that agency, else 404.
 */
import { PAYE_NOT_AVAILABLE_CODE } from '../../src/api/contract/paye';
import { PAYE_NOT_AVAILABLE } from '../../src/domain/paye/labels';
import { isPayeAvailable } from '../../src/domain/permissions';
import { belowSmicError } from '../../src/domain/paye/smic';
import { agencyDay, wallClockNow } from '../dates';
import { httpError, refuse } from '../http/errors';
import { getAgency } from '../store/agencies';
import type { Db } from '../store/db';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import type { Clock } from '../clock';

export interface PayeEmployee {
  id: number;
  agencyId: number;
  ref: string | null;
  firstName: string;
  lastName: string;
}

/** The session's agency, where paye is available to the user. */
export function requirePaye(db: Db, session: Session): number {
  const agencyId = agencyOf(session);
  if (!isPayeAvailable(getAgency(db, agencyId), session.user.role)) throw httpError(403, PAYE_NOT_AVAILABLE_CODE, PAYE_NOT_AVAILABLE);
  return agencyId;
}

export function requirePayeEmployee(db: Db, session: Session, employeeId: number): PayeEmployee {
  const agencyId = requirePaye(db, session);
  return found(
    db.prepare('SELECT id, agency_id AS agencyId, ref, first_name AS firstName, last_name AS lastName FROM employees WHERE id = ? AND agency_id = ?').get(employeeId, agencyId) as PayeEmployee | undefined,
  );
}

/** The agencies' current month ('YYYY-MM', Europe/Paris): the period paye works on. */
export const currentMonth = (clock: Clock) => wallClockNow(clock.now()).slice(0, 7);

/** The SMIC rule (`src/domain/paye/smic.ts`) for a rate from `startDate`: on the later of the start and the sandbox's day. */
export function checkSmic(clock: Clock, hourlyRateCents: number, startDate: string): void {
  const today = agencyDay(clock.iso())!;
  refuse(belowSmicError(hourlyRateCents, startDate > today ? startDate : today));
}
