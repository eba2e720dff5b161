/** Avance immédiate (spec 001 §7): the moves of `src/domain/customers/avim.ts`, where the agency has AVIM (403 otherwise), for its NATURAL customers. */
import * as contract from '../../src/api/contract/avim';
import type { AvimState } from '../../src/api/contract/avim';
import { AVIM_DISABLED, AVIM_MOVES, AVIM_NATURAL_ONLY, AVIM_STATUS_FORBIDS, allowsAvim, avimStatusAt, type AvimAction, type AvimRecord } from '../../src/domain/customers/avim';
import { HttpError, httpError } from '../http/errors';
import type { Db } from '../store/db';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor, type DbAndClock } from './types';
import type { Clock } from '../clock';

interface Row extends AvimRecord {
  id: number;
  type: string;
  validatedAt: string | null;
}

function requireAvimCustomer(db: Db, session: Session, id: number): Row {
  const agencyId = agencyOf(session);
  const row = found(db.prepare(`SELECT id, type, avim_status AS status, avim_subscribed_at AS subscribedAt, avim_validated_at AS validatedAt
    FROM customers WHERE id = ? AND agency_id = ?`).get(id, agencyId) as Row | undefined);
  if (!db.prepare('SELECT avim_enabled FROM agencies WHERE id = ?').pluck().get(agencyId)) throw new HttpError(403, [{ ...AVIM_DISABLED }]);
  return row;
}

const stateOf = (row: Row, clock: Clock): AvimState => ({ status: avimStatusAt(row, new Date(clock.now())), subscribedAt: row.subscribedAt, validatedAt: row.validatedAt });

function move({ db, clock }: DbAndClock, session: Session, id: number, action: AvimAction): AvimState {
  const row = requireAvimCustomer(db, session, id);
  if (row.type !== 'NATURAL') throw httpError(400, AVIM_NATURAL_ONLY.code, AVIM_NATURAL_ONLY.label);
  if (!allowsAvim(action, avimStatusAt(row, new Date(clock.now())))) throw httpError(400, AVIM_STATUS_FORBIDS, AVIM_MOVES[action].forbidden);
  const at = clock.iso();
  if (action === 'markValidated') db.prepare("UPDATE customers SET avim_status = 'VALIDATED', avim_validated_at = ? WHERE id = ?").run(at, id);
  else db.prepare("UPDATE customers SET avim_status = 'PENDING_CUSTOMER_VALIDATION', avim_subscribed_at = ?, avim_validated_at = NULL WHERE id = ?").run(at, id);
  return stateOf(requireAvimCustomer(db, session, id), clock);
}

export const avimHandlers = handlersFor(contract, {
  getAvimState: ({ params, session, app }) => stateOf(requireAvimCustomer(app.db, session, params.id), app.clock),
  subscribeAvim: ({ params, session, app }) => move(app, session, params.id, 'subscribe'),
  resubscribeAvim: ({ params, session, app }) => move(app, session, params.id, 'resubscribe'),
  markAvimValidated: ({ params, session, app }) => move(app, session, params.id, 'markValidated'),
});
