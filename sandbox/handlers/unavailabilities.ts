/** Absences of the session's agency's professionals: search, CSV export, creation, deletion; and who is available for a slot. */
import * as unavailabilities from '../../src/api/contract/unavailabilities';
import { agencyToday, isoDate } from '../dates';
import { unavailabilitiesCsv } from '../files/unavailabilities';
import { availablePros } from '../store/availability';
import { familyInAgency } from '../store/families';
import { professionalInAgency } from '../store/professionals';
import * as store from '../store/unavailabilities';
import { agencyOf, found } from './scope';
import { sharedFamily } from '../store/sharedFamilies';
import { handlersFor } from './types';

export const unavailabilitiesHandlers = handlersFor(unavailabilities, {
  searchUnavailabilities: ({ body, session, app }) => store.searchUnavailabilities(app.db, agencyOf(session), body, body),

  exportUnavailabilities: ({ query, body, session, app }) => {
    const page = store.searchUnavailabilities(app.db, agencyOf(session), body, query.pageOnly === 'true' ? body : null);
    return { name: `indisponibilites-${isoDate(agencyToday(app.clock.now()))}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: unavailabilitiesCsv(page.content), inline: false };
  },

  createUnavailability: ({ params, body, session, app }) => {
    found(professionalInAgency(app.db, agencyOf(session), params.userId));
    return store.addAbsence(app.db, params.userId, body, app.clock.iso());
  },

  deleteUnavailability: ({ params, session, app }) => void found(store.deleteUnavailability(app.db, agencyOf(session), params.id)),

  searchAvailablePros: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    if (body.familyId) found(familyInAgency(app.db, agencyId, body.familyId));
    // A shared family stands for its members: who knows one of them knows the shared care.
    const members = body.sharedFamilyId ? found(sharedFamily(app.db, agencyId, body.sharedFamilyId)).members.map((m) => m.id) : [];
    const familyIds = [...new Set([...(body.familyId ? [body.familyId] : []), ...members])];
    return availablePros(app.db, agencyId, { day: body.day, startTime: body.startTime, endTime: body.endTime, familyIds });
  },
});
