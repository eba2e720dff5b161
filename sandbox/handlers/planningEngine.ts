/** The planning engine's calls, within the session's agency; every write runs in the server's transaction. */
import * as engine from '../../src/api/contract/planningEngine';
import { frenchHolidays } from '../../src/domain/billing/holidays';
import { computeRepeatableDays } from '../../src/domain/planning/repetition';
import type { Rejection } from '../../src/domain/planning/rejections';
import { shiftDay } from '../../src/domain/planning/slots';
import { HttpError, parametersError } from '../http/errors';
import type { Db } from '../store/db';
import { familyInAgency } from '../store/families';
import { eventsOfPeriod } from '../store/planning';
import { applyChanges, countOwnEvents, createProposal, deleteEvents, preflightProposal } from '../store/planningEngine';
import { professionalInAgency } from '../store/professionals';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/** 404 unless the family, the professional and the prestation type are the agency's. */
function checkRefs(db: Db, agencyId: number, refs: { familyId: number; proId: number; prestationTypeId?: number | null | undefined }): void {
  found(familyInAgency(db, agencyId, refs.familyId));
  found(professionalInAgency(db, agencyId, refs.proId));
  if (refs.prestationTypeId != null) found(db.prepare('SELECT 1 FROM prestation_types WHERE id = ? AND agency_id = ?').get(refs.prestationTypeId, agencyId));
}

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
    if (!creation.created.length) throw rejected(creation.skipped[0]?.rejections ?? []);
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

  computeRepeatableDays: ({ body }) => ({ days: computeRepeatableDays(body.day, body.repetition) }),

  temporalSearch: ({ body, session, app }) => {
    const agencyId = agencyOf(session);
    const proId = body.proId ?? null;
    const familyId = body.familyId ?? null;
    if (proId === null && familyId === null) throw parametersError('Choisissez un(e) intervenant(e) ou une famille', 'proId');
    if (body.to < body.from) throw parametersError('La date de fin doit être supérieure à la date de début', 'to');
    if (body.to > shiftDay(body.from, engine.TEMPORAL_SEARCH_MAX_DAYS - 1)) throw parametersError(`${engine.TEMPORAL_SEARCH_MAX_DAYS} jours au plus`, 'to');
    if (proId !== null) found(professionalInAgency(app.db, agencyId, proId));
    if (familyId !== null) found(familyInAgency(app.db, agencyId, familyId));
    return eventsOfPeriod(app.db, agencyId, body.from, body.to, { proId, familyId });
  },

  holidays: ({ query }) =>
    [...frenchHolidays(Number(query.month.slice(0, 4)))].filter(([day]) => day.startsWith(query.month)).map(([day, label]) => ({ day, label })),
});
