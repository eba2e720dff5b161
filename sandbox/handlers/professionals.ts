/** Professionals of the session's agency: the selector's search, the details panel, the summary and the permissions per family. */
import * as professionals from '../../src/api/contract/professionals';
import { isoDate, agencyToday } from '../dates';
import * as store from '../store/professionals';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

interface Scoped {
  params: { id: number; familyId?: number };
  session: Parameters<typeof agencyOf>[0];
  app: { db: Parameters<typeof store.permissionsOf>[0] };
}

/** The professional's id when it is the agency's, and the family's when given (404 otherwise). */
function scoped({ params, session, app }: Scoped): number {
  const agencyId = agencyOf(session);
  found(store.professionalInAgency(app.db, agencyId, params.id));
  if (params.familyId !== undefined) found(store.familyInAgency(app.db, agencyId, params.familyId));
  return params.id;
}

export const professionalsHandlers = handlersFor(professionals, {
  searchProfessionals: ({ body, session, app }) => store.searchProfessionals(app.db, agencyOf(session), body, body),
  getProfessional: ({ params, session, app }) => found(store.getProfessional(app.db, agencyOf(session), params.id, app.clock.now())),
  getProfessionalSummary: ({ params, session, app }) =>
    found(store.professionalSummary(app.db, agencyOf(session), params.id, isoDate(agencyToday(app.clock.now())).slice(0, 7))),
  professionalPermissions: (input) => store.permissionsOf(input.app.db, scoped(input)),
  createPermissionForFamily: (input) => {
    store.addPermission(input.app.db, scoped(input), input.params.familyId, input.app.clock.iso());
    return store.permissionsOf(input.app.db, input.params.id);
  },
  deletePermissionForFamily: (input) => {
    store.removePermission(input.app.db, scoped(input), input.params.familyId);
    return store.permissionsOf(input.app.db, input.params.id);
  },
});
