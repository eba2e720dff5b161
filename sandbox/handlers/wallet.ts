/** A family's wallet (spec 002 §7.11), within the session's agency. */
import * as contract from '../../src/api/contract/wallet';
import { httpError } from '../http/errors';
import { addOperation, getWallet, searchOperations, setInitialValue } from '../store/billing/wallet';
import type { Db } from '../store/db';
import type { Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

function familyOf(db: Db, session: Session, id: number): number {
  found(db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(id, agencyOf(session)));
  return id;
}

export const walletHandlers = handlersFor(contract, {
  getWallet: ({ params, session, app }) => getWallet(app.db, familyOf(app.db, session, params.id)),

  addWalletOperation: ({ params, body, session, app }) => {
    const familyId = familyOf(app.db, session, params.id);
    addOperation(app.db, familyId, { ...body, label: body.label.trim(), durationValue: null, kind: 'PRE_PAYMENT' });
    return getWallet(app.db, familyId);
  },

  addWalletDurationsOperation: ({ params, body, session, app }) => {
    const familyId = familyOf(app.db, session, params.id);
    if (getWallet(app.db, familyId).durationBalance + body.durationValue < 0) throw httpError(400, 'WALLET_TOO_LOW', 'Le solde d\'heures du portefeuille est insuffisant', 'durationValue');
    addOperation(app.db, familyId, { operationDate: body.operationDate, label: body.label.trim(), relevantValue: 0, durationValue: body.durationValue, kind: 'DURATIONS' });
    return getWallet(app.db, familyId);
  },

  deleteWalletPrePaymentOperation: ({ params, session, app }) => {
    const familyId = familyOf(app.db, session, params.id);
    const operation = found(app.db.prepare("SELECT relevant_value AS value FROM wallet_operations WHERE id = ? AND family_id = ? AND kind = 'PRE_PAYMENT'").get(params.operationId, familyId) as { value: number } | undefined);
    if (getWallet(app.db, familyId).balance - operation.value < 0) throw httpError(400, 'WALLET_TOO_LOW', 'Ce prépaiement a déjà servi à régler des factures : il ne peut plus être supprimé');
    app.db.prepare('DELETE FROM wallet_operations WHERE id = ?').run(params.operationId);
    return getWallet(app.db, familyId);
  },

  setWalletInitialValue: ({ params, body, session, app }) => {
    const familyId = familyOf(app.db, session, params.id);
    setInitialValue(app.db, familyId, { ...body, initialValueComment: body.initialValueComment?.trim() || null });
    return getWallet(app.db, familyId);
  },

  searchWalletOperations: ({ params, body, session, app }) => searchOperations(app.db, familyOf(app.db, session, params.id), body),
});
