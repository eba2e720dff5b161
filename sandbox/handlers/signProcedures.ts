/** An estimate's sign procedures (a work contract's: `workContracts.ts`), and the sandbox's switch that settles one (the recipient signs, refuses or lets it expire). */
import * as signProcedures from '../../src/api/contract/signProcedures';
import { getEstimate } from '../store/estimates';
import { procedureOf, proceduresOf, settleProcedure } from '../store/signProcedures';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const signProceduresHandlers = handlersFor(signProcedures, {
  estimateSignProcedures: ({ params, session, app }) => proceduresOf(app.db, { kind: 'estimate', id: found(getEstimate(app.db, agencyOf(session), params.id)).id }),
  settleSignProcedure: ({ params, body, app }) => {
    found(app.db.transaction(() => settleProcedure(app.db, params.id, body.outcome, app.clock.iso()) || null)());
    return found(procedureOf(app.db, params.id));
  },
});
