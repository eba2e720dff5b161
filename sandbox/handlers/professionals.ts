/** Professionals of the session's agency: the selector's search and the details panel. */
import * as professionals from '../../src/api/contract/professionals';
import { getProfessional, searchProfessionals } from '../store/professionals';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const professionalsHandlers = handlersFor(professionals, {
  searchProfessionals: ({ body, session, app }) => searchProfessionals(app.db, agencyOf(session), body, body),
  getProfessional: ({ params, session, app }) => found(getProfessional(app.db, agencyOf(session), params.id)),
});
