/** The managers of an agency and the admin's users search (admin only: the contract's roles). */
import * as agencyManagers from '../../src/api/contract/agencyManagers';
import { MANAGER_MESSAGES, MANAGER_ROLES } from '../../src/domain/agencyManagers';
import { notFound, parametersError } from '../http/errors';
import { getAgency } from '../store/agencies';
import * as store from '../store/agencyManagers';
import type { Db } from '../store/db';
import { found } from './scope';
import { handlersFor } from './types';

const isManagerRole = (role: string) => (MANAGER_ROLES as readonly string[]).includes(role);

/** The agency and the user of the path (404 when either is unknown). */
function pair(db: Db, params: { id: number; userId: number }) {
  found(getAgency(db, params.id));
  return found(store.userOf(db, params.userId));
}

export const agencyManagersHandlers = handlersFor(agencyManagers, {
  searchAdminUsers: ({ body, app }) => store.searchUsers(app.db, body.namePattern, body.roles),
  agencyManagers: ({ params, app }) => {
    found(getAgency(app.db, params.id));
    return store.managersOf(app.db, params.id);
  },
  addAgencyManager: ({ params, app }) => {
    const user = pair(app.db, params);
    if (!isManagerRole(user.role)) throw parametersError(MANAGER_MESSAGES.notManager, 'userId');
    if (user.agencies.some((agency) => agency.id === params.id)) throw parametersError(MANAGER_MESSAGES.already, 'userId');
    store.addManager(app.db, params.id, user);
    return store.managersOf(app.db, params.id);
  },
  removeAgencyManager: ({ params, app }) => {
    const user = pair(app.db, params);
    if (!isManagerRole(user.role) || !user.agencies.some((agency) => agency.id === params.id)) throw notFound();
    if (user.agencies.length === 1) throw parametersError(MANAGER_MESSAGES.onlyAgency, 'userId');
    store.removeManager(app.db, params.id, user.id);
    return store.managersOf(app.db, params.id);
  },
});
