/** Contracts of the session's agency: the search of a record's contracts tab. */
import * as contracts from '../../src/api/contract/contracts';
import { searchContracts } from '../store/contracts';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const contractsHandlers = handlersFor(contracts, {
  searchContracts: ({ body, session, app }) => searchContracts(app.db, agencyOf(session), body, body),
});
