/** Estimates of the session's agency (spec 001 §7): planning computations, drafts, the table's moves, history, conversion to a contract. */
import * as estimates from '../../src/api/contract/estimates';
import type { EstimateAction } from '../../src/domain/estimates/status';
import type { Db } from '../store/db';
import * as store from '../store/estimates';
import { recordOf } from '../store/customerRecords';
import type { Session } from '../store/tokens';
import { checkFeature } from '../http/gates';
import { authorOf } from './billingAccess';
import { agencyOf, found } from './scope';
import { cancelOpenProcedures, startProcedure } from '../store/signProcedures';
import { mailEstimate } from './estimateDocuments';
import { handlersFor, type App } from './types';

interface Scoped {
  params: { id: number };
  session: Session;
  app: Pick<App, 'db' | 'clock'>;
}

const userOf = (session: Session) => ({ id: session.user.id, name: authorOf(session) });

/** The estimate if the table allows the action (400 with its label otherwise, 404 outside the agency), the change in one transaction, the estimate after it. */
function acting({ params, session, app }: Scoped, action: EstimateAction, change: (row: NonNullable<ReturnType<typeof store.allowed>>) => void) {
  const agencyId = agencyOf(session);
  app.db.transaction(() => change(found(store.allowed(app.db, agencyId, params.id, action))))();
  return found(store.getEstimate(app.db, agencyId, params.id));
}

const move = (action: 'validate' | 'markSigned' | 'markRefused') => (input: Scoped) =>
  acting(input, action, (row) => {
    // Marked by hand: a procedure still waiting for the recipient has no object any more.
    if (action !== 'validate') cancelOpenProcedures(input.app.db, { kind: 'estimate', id: row.id }, input.app.clock.iso());
    store.moveEstimate(input.app.db, row, action, userOf(input.session), input.app.clock.iso());
  });

export const estimatesHandlers = handlersFor(estimates, {
  computeEstimatePlanning: ({ body, session, app }) => store.planningOf(app.db, agencyOf(session), body),
  computeEstimateWeeksCount: ({ body, session, app }) => ({ weeksCount: store.planningOf(app.db, agencyOf(session), body).weeksCount }),
  searchEstimates: ({ body, session, app }) => store.searchEstimates(app.db, agencyOf(session), body, body),
  createEstimate: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const customer = found(recordOf(app.db, agencyId, body.customerId));
    const id = app.db.transaction(() => store.createEstimate(app.db, agencyId, customer.id, body, authorOf(session), app.clock.iso()))();
    return found(store.getEstimate(app.db, agencyId, id));
  },
  getEstimate: ({ params, session, app }) => found(store.getEstimate(app.db, agencyOf(session), params.id)),
  updateEstimate: (input) => acting(input, 'update', (row) => store.updateEstimate(input.app.db, row, input.body, authorOf(input.session), input.app.clock.iso())),
  deleteEstimate: ({ params, session, app }) => {
    app.db.transaction(() => store.deleteEstimate(app.db, found(store.allowed(app.db, agencyOf(session), params.id, 'delete'))))();
  },
  validateEstimate: move('validate'),
  /** The mail (or the provider's invitation) to the outbox; for signing, a procedure started on the agency's balance. */
  sendEstimate: (input) => {
    const forSigning = input.body.forSignProcedure === true;
    if (forSigning) checkFeature(input.app.db, agencyOf(input.session), 'signProceduresEnabled');
    return acting(input, forSigning ? 'sendForSigning' : 'send', (row) => {
      const { db } = input.app;
      const recipient = mailEstimate(input.app, row, forSigning, input.body.mail);
      store.moveEstimate(db, row, forSigning ? 'sendForSigning' : 'send', userOf(input.session), input.app.clock.iso());
      // After the move, so that the history reads in order (a refusal rolls the whole back).
      if (forSigning) startProcedure(db, row.agencyId, { kind: 'estimate', id: row.id }, recipient, input.session.user.id, input.app.clock.iso());
    });
  },
  markEstimateSigned: move('markSigned'),
  markEstimateRefused: move('markRefused'),
  updateEstimateComments: (input) => acting(input, 'updateComments', (row) => store.updateComments(input.app.db, row, input.body.comments, authorOf(input.session), input.app.clock.iso())),
  estimateChangelogs: ({ params, session, app }) => store.changelogsOf(app.db, found(store.getEstimate(app.db, agencyOf(session), params.id)).id),
  convertEstimateToContract: (input) => {
    let contractId = 0;
    const estimate = acting(input, 'convertToContract', (row) => {
      contractId = store.convertToContract(input.app.db, row, input.body, userOf(input.session), input.app.clock.iso());
    });
    return { contractId, estimate };
  },
});
