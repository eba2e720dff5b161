/** The messages of a family or a professional of the session's agency (404 for another agency's). */
import * as messages from '../../src/api/contract/messages';
import { familyInAgency } from '../store/families';
import { searchMessages } from '../store/messages';
import { professionalInAgency } from '../store/professionals';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

export const messagesHandlers = handlersFor(messages, {
  searchFamilyMessages: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    found(familyInAgency(app.db, agencyId, params.id));
    return searchMessages(app.db, agencyId, { familyId: params.id }, query.includeDirectMessages === 'true', query);
  },
  searchProMessages: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    found(professionalInAgency(app.db, agencyId, params.id));
    return searchMessages(app.db, agencyId, { proId: params.id }, query.includeDirectMessages === 'true', query);
  },
});
