/** The messages of a family or a professional, and the agency's own (inbox, sent, copy, sending), within the session's agency (404 otherwise). */
import * as messages from '../../src/api/contract/messages';
import * as agencyMessages from '../store/agencyMessages';
import { familyInAgency } from '../store/families';
import { searchMessages } from '../store/messages';
import { professionalInAgency } from '../store/professionals';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';
import type { Session } from '../store/tokens';
import type { Db } from '../store/db';

const directOf = (query: { includeDirectMessages: string; directOnly: string }) =>
  query.directOnly === 'true' ? 'ONLY' : query.includeDirectMessages === 'true' ? 'WITH' : 'WITHOUT';

/** The message marked read when the agency is its recipient, then answered as it now is. */
function opened({ params, session, app }: { params: { id: number }; session: Session; app: { db: Db } }) {
  const agencyId = agencyOf(session);
  found(agencyMessages.messageOf(app.db, agencyId, params.id));
  agencyMessages.markRead(app.db, agencyId, params.id);
  return found(agencyMessages.messageOf(app.db, agencyId, params.id));
}

export const messagesHandlers = handlersFor(messages, {
  searchFamilyMessages: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    found(familyInAgency(app.db, agencyId, params.id));
    return searchMessages(app.db, agencyId, { familyId: params.id }, directOf(query), query);
  },
  searchProMessages: ({ params, query, session, app }) => {
    const agencyId = agencyOf(session);
    found(professionalInAgency(app.db, agencyId, params.id));
    return searchMessages(app.db, agencyId, { proId: params.id }, directOf(query), query);
  },
  searchMyMessages: ({ body, session, app }) => agencyMessages.searchAgencyMessages(app.db, agencyOf(session), body, body),
  searchCopyMessages: ({ body, session, app }) => agencyMessages.searchCopies(app.db, agencyOf(session), body, body),
  unreadMessagesCount: ({ session, app }) => ({ count: agencyMessages.unreadCount(app.db, agencyOf(session)) }),
  getMessage: opened,
  markMessageAsRead: opened,
  markMessagesRead: ({ body, session, app }) => found(agencyMessages.markManyRead(app.db, agencyOf(session), body.ids)),
  deleteMessage: ({ params, session, app }) => {
    found(agencyMessages.deleteMessage(app.db, agencyOf(session), params.id));
  },
  sendMessage: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const id = agencyMessages.sendMessage(app.db, agencyId, body, app.clock.iso());
    return found(agencyMessages.messageOf(app.db, agencyId, id));
  },
  familyChildrenForMessages: ({ params, session, app }) => {
    found(familyInAgency(app.db, agencyOf(session), params.id));
    return agencyMessages.childrenOf(app.db, params.id);
  },
});
