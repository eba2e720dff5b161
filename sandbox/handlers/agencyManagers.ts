/** The managers of an agency and the admin's users search (admin only: the contract's roles). */
import * as agencyManagers from '../../src/api/contract/agencyManagers';
import { MANAGER_HISTORY, MANAGER_MESSAGES, MANAGER_ROLES } from '../../src/domain/agencyManagers';
import { notFound, parametersError } from '../http/errors';
import { getAgency } from '../store/agencies';
import * as store from '../store/agencyManagers';
import type { Db } from '../store/db';
import type { Session } from '../store/tokens';
import { authorOf } from './billingAccess';
import { found } from './scope';
import { handlersFor } from './types';

const isManagerRole = (role: string) => (MANAGER_ROLES as readonly string[]).includes(role);

/** The agency and the user of the path (404 when either is unknown). */
function pair(db: Db, params: { id: number; userId: number }) {
  found(getAgency(db, params.id));
  return found(store.userOf(db, params.userId));
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
const labelOf = (db: Db, agencyId: number) => found(getAgency(db, agencyId)).label;

/** A line of the managers' history of an agency, by the admin who made the change. */
function log(app: { db: Db; clock: { iso(): string } }, session: Session, agencyId: number, userId: number, description: string): void {
  store.logManagerChange(app.db, { agencyId, userId, at: app.clock.iso(), author: authorOf(session), description });
}

export const agencyManagersHandlers = handlersFor(agencyManagers, {
  searchAdminUsers: ({ body, app }) => store.searchUsers(app.db, body.namePattern, body.roles),
  agencyManagers: ({ params, app }) => {
    found(getAgency(app.db, params.id));
    return store.managersOf(app.db, params.id);
  },
  addAgencyManager: ({ params, session, app }) => {
    const user = pair(app.db, params);
    if (!isManagerRole(user.role)) throw parametersError(MANAGER_MESSAGES.notManager, 'userId');
    if (user.agencies.some((agency) => agency.id === params.id)) throw parametersError(MANAGER_MESSAGES.already, 'userId');
    store.addManager(app.db, params.id, user);
    log(app, session, params.id, user.id, MANAGER_HISTORY.added(fullName(user), labelOf(app.db, params.id)));
    return store.managersOf(app.db, params.id);
  },
  removeAgencyManager: ({ params, session, app }) => {
    const user = pair(app.db, params);
    if (!isManagerRole(user.role) || !user.agencies.some((agency) => agency.id === params.id)) throw notFound();
    if (user.agencies.length === 1) throw parametersError(MANAGER_MESSAGES.onlyAgency, 'userId');
    const single = store.removeManager(app.db, params.id, user.id);
    log(app, session, params.id, user.id, MANAGER_HISTORY.removed(fullName(user), labelOf(app.db, params.id)));
    if (single !== null) log(app, session, single, user.id, MANAGER_HISTORY.single(fullName(user), labelOf(app.db, single)));
    return store.managersOf(app.db, params.id);
  },
  agencyManagerChangelogs: ({ params, app }) => {
    found(getAgency(app.db, params.id));
    return store.managerChangelogs(app.db, params.id);
  },
});
