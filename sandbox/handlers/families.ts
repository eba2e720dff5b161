/** Families of the session's agency. */
import * as families from '../../src/api/contract/families';
import { searchFamilies } from '../store/families';
import { agencyOf } from './scope';
import { handlersFor } from './types';

export const familiesHandlers = handlersFor(families, {
  searchFamilies: ({ body, session, app }) => searchFamilies(app.db, agencyOf(session), body, body),
});
