/** Replacing an absent professional: the events a draft falls on, the pending ones, the candidates and the decisions. */
import * as replacements from '../../src/api/contract/replacements';
import { REPLACEMENT_MESSAGES } from '../../src/domain/planning/replacementTexts';
import { PLANNING_REJECTED } from '../../src/api/contract/planningEngine';
import { wallClockNow } from '../dates';
import { HttpError, httpError } from '../http/errors';
import type { Db } from '../store/db';
import { professionalInAgency } from '../store/professionals';
import { countOwnEvents } from '../store/planningEngine';
import { candidatesFor, type CandidateEvent } from '../store/replacementCandidates';
import { applyDecisions } from '../store/replacementDecisions';
import { affectedWithIds, draftAffected, pendingReplacements } from '../store/replacements';
import { addAbsence } from '../store/unavailabilities';
import { addWeekly } from '../store/weeklyUnavailabilities';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

const today = (now: number) => wallClockNow(now).slice(0, 10);

/** The events, all the agency's (404 otherwise) and none cancelled (400). */
function ownEvents(db: Db, agencyId: number, ids: number[]): CandidateEvent[] {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw httpError(400, 'PARAMETERS_ERROR', 'Une prestation est listée deux fois', 'eventIds');
  found(countOwnEvents(db, agencyId, unique) === unique.length);
  const events = db.prepare(`SELECT p.id, p.employee_id AS proId, p.family_id AS familyId, p.shared_family_id AS sharedFamilyId, p.day, p.start_time AS startTime,
    p.end_time AS endTime, EXISTS (SELECT 1 FROM planning_cancellations c WHERE c.event_id = p.id) AS cancelled
    FROM planning_events p WHERE p.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(unique)) as (CandidateEvent & { cancelled: number })[];
  if (events.some((e) => e.cancelled)) throw httpError(400, 'PARAMETERS_ERROR', 'Cette prestation est annulée', 'eventIds');
  const byId = new Map(events.map((e) => [e.id, e]));
  return unique.map((id) => byId.get(id)!);
}

export const replacementsHandlers = handlersFor(replacements, {
  affectedEvents: ({ params, body, session, app }) => {
    const agencyId = agencyOf(session);
    found(professionalInAgency(app.db, agencyId, params.userId));
    const draft = body.absence ? { absence: body.absence } : { weekly: body.weekly! };
    return draftAffected(app.db, agencyId, params.userId, draft, today(app.clock.now()), replacements.REPLACEMENT_HORIZON_DAYS);
  },

  pendingReplacements: ({ session, app }) => pendingReplacements(app.db, agencyOf(session), today(app.clock.now()), replacements.REPLACEMENT_HORIZON_DAYS),

  replacementCandidates: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    return candidatesFor(app.db, agencyId, ownEvents(app.db, agencyId, body.eventIds));
  },

  resolveReplacements: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const ids = body.decisions.map((d) => d.eventId);
    const events = ownEvents(app.db, agencyId, ids);
    for (const d of body.decisions) if (d.action === 'REPLACE') found(professionalInAgency(app.db, agencyId, d.proId));
    const { unavailability } = body;
    if (unavailability) {
      found(professionalInAgency(app.db, agencyId, unavailability.userId));
      if (events.some((e) => e.proId !== unavailability.userId)) throw httpError(400, 'PARAMETERS_ERROR', REPLACEMENT_MESSAGES.notTheirs, 'decisions');
    }
    const now = app.clock.iso();
    // One transaction: a refused replacement (thrown) takes the absence back with it.
    app.db.transaction(() => {
      if (unavailability?.absence) addAbsence(app.db, unavailability.userId, unavailability.absence, now);
      if (unavailability?.weekly) addWeekly(app.db, unavailability.userId, unavailability.weekly, now);
      const refused = applyDecisions(app.db, body.decisions, { agencyId, authorId: session.user.id, now, bypass: body.bypassRejections ?? false });
      if (refused) throw new HttpError(409, refused.rejections.map((r) => ({ code: PLANNING_REJECTED, label: r.label, field: `decisions.${refused.index}.proId` })));
    })();
    return affectedWithIds(app.db, new Map(ids.map((id) => [id, []])));
  },
});
