/** The planning engine's calls, within the session's agency; every write runs in the server's transaction. */
import * as engine from '../../src/api/contract/planningEngine';
import { frenchHolidays } from '../../src/domain/billing/holidays';
import { computeRepeatableDays, emptySeriesLabel } from '../../src/domain/planning/repetition';
import type { Rejection } from '../../src/domain/planning/rejections';
import { shiftDay } from '../../src/domain/planning/slots';
import { SHARED_FAMILY_MESSAGES } from '../../src/api/contract/sharedFamilies';
import { HttpError, httpError, parametersError } from '../http/errors';
import type { Db } from '../store/db';
import { familyInAgency } from '../store/families';
import { agencySchoolVacations } from '../store/schoolVacations';
import { defaultProNextEvents, eventsOfPeriod, withPrestations } from '../store/planning';
import { wallClockNow } from '../dates';
import { cancelEvents, cancelledEventIds, isCancelled, withCancellations } from '../store/eventCancellations';
import * as infos from '../store/eventInfos';
import { applyChanges, countOwnEvents, createProposal, deleteEvents, preflightProposal, restoreEvent, similarEvents } from '../store/planningEngine';
import { plannedEventsWithIds } from '../store/planning';
import { checkPrestationTypeOffered } from '../store/offeredLines';
import { professionalInAgency } from '../store/professionals';
import { isSharedFamilyMember } from '../store/sharedFamilies';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/**
 * 404 unless the family, the professional, the prestation type and the shared family are the
 * agency's; 400 on `sharedFamilyId` when the family is not one of the shared family's members.
 */
function checkRefs(db: Db, agencyId: number, refs: { familyId: number; proId: number; prestationTypeId?: number | null | undefined; sharedFamilyId?: number | null | undefined }): void {
  found(familyInAgency(db, agencyId, refs.familyId));
  found(professionalInAgency(db, agencyId, refs.proId));
  if (refs.prestationTypeId != null) {
    found(db.prepare('SELECT 1 FROM prestation_types WHERE id = ? AND agency_id = ?').get(refs.prestationTypeId, agencyId));
    checkPrestationTypeOffered(db, agencyId, refs.prestationTypeId);
  }
  if (refs.sharedFamilyId == null) return;
  const member = isSharedFamilyMember(db, agencyId, refs.sharedFamilyId, refs.familyId);
  if (member === null) found(null);
  if (!member) throw httpError(400, 'PARAMETERS_ERROR', SHARED_FAMILY_MESSAGES.notMember, 'sharedFamilyId');
}

/** 404 unless the event is the agency's. */
const ownEvent = (db: Db, agencyId: number, id: number) => found(countOwnEvents(db, agencyId, [id]) === 1);

const rejected = (rejections: Rejection[]) => new HttpError(409, rejections.map((r) => ({ code: engine.PLANNING_REJECTED, label: r.label })));

export const planningEngineHandlers = handlersFor(engine, {
  preflightEvents: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    checkRefs(app.db, agencyId, body);
    const moved = body.eventId === undefined ? [] : [body.eventId];
    if (countOwnEvents(app.db, agencyId, moved) !== moved.length) found(false);
    return { slots: preflightProposal(app.db, body, moved) };
  },

  createEvents: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    checkRefs(app.db, agencyId, body);
    const creation = createProposal(app.db, agencyId, { ...body, prestationTypeId: body.prestationTypeId ?? null }, body.bypassRejections ?? false);
    // A 409 always names its reason: the slot's rejections, or why the series has no day at all.
    if (!creation.created.length && !creation.skipped.length) throw new HttpError(409, [{ code: engine.PLANNING_REJECTED, label: emptySeriesLabel(body.repetition.variant) }]);
    if (!creation.created.length) throw rejected(creation.skipped[0]!.rejections);
    return creation;
  },

  updateEvents: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const ids = body.events.map((e) => e.id);
    if (new Set(ids).size !== ids.length || countOwnEvents(app.db, agencyId, ids) !== ids.length) found(false);
    for (const change of body.events) checkRefs(app.db, agencyId, change);
    const saved = applyChanges(app.db, body.events, body.bypassRejections ?? false);
    if ('rejected' in saved) throw rejected(saved.rejected);
    return saved.events;
  },

  deleteEvents: ({ body, session, app }) => {
    const ids = [...new Set(body.ids)];
    if (countOwnEvents(app.db, agencyOf(session), ids) !== ids.length) found(false);
    deleteEvents(app.db, ids, body.following ?? false);
  },

  computeRepeatableDays: ({ body, session, app }) => ({ days: computeRepeatableDays(body.day, body.repetition, agencySchoolVacations(app.db, agencyOf(session))) }),

  temporalSearch: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const proId = body.proId ?? null;
    const familyId = body.familyId ?? null;
    if (proId === null && familyId === null) throw parametersError('Choisissez un(e) intervenant(e) ou une famille', 'proId');
    if (body.to < body.from) throw parametersError('La date de fin doit être supérieure à la date de début', 'to');
    if (body.to > shiftDay(body.from, engine.TEMPORAL_SEARCH_MAX_DAYS - 1)) throw parametersError(`${engine.TEMPORAL_SEARCH_MAX_DAYS} jours au plus`, 'to');
    if (proId !== null) found(professionalInAgency(app.db, agencyId, proId));
    if (familyId !== null) found(familyInAgency(app.db, agencyId, familyId));
    return withPrestations(app.db, withCancellations(app.db, eventsOfPeriod(app.db, agencyId, body.from, body.to, { proId, familyId })));
  },

  cancelEvent: ({ params, body, session, app }) => {
    ownEvent(app.db, agencyOf(session), params.id);
    return cancelEvents(app.db, params.id, body, body.following ?? false, app.clock.iso());
  },

  deleteCancellation: ({ params, session, app }) => {
    ownEvent(app.db, agencyOf(session), params.id);
    found(isCancelled(app.db, params.id));
    const rejections = restoreEvent(app.db, params.id);
    if (rejections) throw rejected(rejections);
  },

  cancellationsByFamily: ({ params, session, app }) => {
    found(familyInAgency(app.db, agencyOf(session), params.familyId));
    return withCancellations(app.db, plannedEventsWithIds(app.db, cancelledEventIds(app.db, params.familyId, params.month)));
  },

  findSimilar: ({ params, body, session, app }) => {
    ownEvent(app.db, agencyOf(session), params.id);
    return withCancellations(app.db, similarEvents(app.db, params.id, { from: body.from ?? null, to: body.to ?? null }, engine.SIMILAR_MAX));
  },

  searchEventInfos: ({ query, session, app }) => infos.searchEventInfos(app.db, agencyOf(session), query.type ?? null, query),

  eventInfos: ({ params, session, app }) => {
    ownEvent(app.db, agencyOf(session), params.id);
    return infos.infosOfEvent(app.db, params.id, params.type === 'ALL' ? null : params.type);
  },

  deleteEventInfo: ({ params, session, app }) => {
    ownEvent(app.db, agencyOf(session), params.id);
    found(infos.deleteEventInfo(app.db, params.id, params.infoId));
  },

  defaultProNextEvents: ({ session, app }) =>
    withCancellations(app.db, defaultProNextEvents(app.db, agencyOf(session), wallClockNow(app.clock.now()), engine.DEFAULT_PRO_EVENTS_DAYS, engine.DEFAULT_PRO_EVENTS_MAX)),

  holidays: ({ query }) =>
    [...frenchHolidays(Number(query.month.slice(0, 4)))].filter(([day]) => day.startsWith(query.month)).map(([day, label]) => ({ day, label })),
});
