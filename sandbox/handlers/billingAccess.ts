/** What every billing handler shares: the bill in the session's agency, the moves the domain allows, the author of a change, the download token. */
import { STAFF_ROLES } from '../../src/api/contract/common';
import { BILL_ACTIONS, BILL_STATUS_FORBIDS, CREDIT_NOTE_FORBIDS, allows, type BillAction } from '../../src/domain/billing/status';
import { forbidden, httpError, notFound, unauthenticated } from '../http/errors';
import { billRow, type BillRow } from '../store/billing/bills';
import type { Db } from '../store/db';
import { consumeTokenUse, findSession, type Session } from '../store/tokens';
import { agencyOf } from './scope';
import type { DbAndClock } from './types';

/** The bill of the session's agency, or 404. */
export function requireBill(db: Db, session: Session, id: number): BillRow {
  const bill = billRow(db, agencyOf(session), id);
  if (!bill) throw notFound();
  return bill;
}

/** 400 BILL_STATUS_FORBIDS with the action's label when the bill's status does not allow it (credit notes allow none of these). */
export function ensureAllowed(bill: BillRow, action: BillAction): void {
  if (bill.type === 'CREDIT_NOTE') throw httpError(400, BILL_STATUS_FORBIDS, CREDIT_NOTE_FORBIDS);
  if (!allows(action, bill.status)) throw httpError(400, BILL_STATUS_FORBIDS, BILL_ACTIONS[action].label);
}

export const authorOf = (session: Session) => `${session.user.firstName} ${session.user.lastName}`;


/** The session a one-use download token opens (its use consumed): staff only, like the exports centre. */
export function downloadSession({ db, clock }: DbAndClock, tk: string): Session {
  const session = findSession(db, tk, ['TEMPORARY'], clock.now());
  if (!session || !consumeTokenUse(db, tk)) throw unauthenticated();
  if (!(STAFF_ROLES as readonly string[]).includes(session.user.role)) throw forbidden();
  return session;
}
