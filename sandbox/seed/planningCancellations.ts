/**
 * Cancelled events and event infos: about one event in nine of the regular professionals'
 * weekly slots is cancelled (by the family, the professional or the agency, for a reason of
 * src/domain/planning/cancellations.ts), the round-the-clock shifts never (so that someone is
 * under way at any time); past events carry the comments, pictures and incidents the
 * professionals recorded. Runs before the bills, which then leave the cancelled events out.
 */
import { CANCELLATION_REASONS, CANCELLATION_TYPES, EVENT_INFO_TYPES } from '../../src/domain/planning/cancellations';
import { isoDate } from '../dates';
import type { Db } from '../store/db';
import { REGULAR_PROS, ROUND_THE_CLOCK_PROS, activeProfessionals } from './planning';
import { AGENCY } from './organisation';

const COMMENTS: Record<(typeof EVENT_INFO_TYPES)[number], readonly string[]> = {
  COMMENT: ['Goûter pris, devoirs faits.', 'Sortie au parc, sieste de 14 h à 15 h 30.', 'Bain donné, enfants couchés à 20 h 30.', 'Les parents sont rentrés avec 15 minutes de retard.'],
  PICTURE: ['Photo du bricolage de l’après-midi', 'Photo de la sortie à la médiathèque'],
  INCIDENT: ['Petite chute dans l’escalier, pas de blessure ; parents prévenus.', 'Fièvre à 38,5 °C, parents appelés à 17 h.'],
};

export function seedPlanningCancellations(db: Db, today: Date): void {
  const todayIso = isoDate(today);
  const cancel = db.prepare('INSERT INTO planning_cancellations (event_id, type, reason, comment, cancelled_at) VALUES (?, ?, ?, ?, ?)');
  const info = db.prepare('INSERT INTO planning_event_infos (event_id, type, content, author_id, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const agencyId of [AGENCY.lyon, AGENCY.geneve, AGENCY.paris]) {
    const regular = activeProfessionals(db, agencyId).slice(ROUND_THE_CLOCK_PROS, ROUND_THE_CLOCK_PROS + REGULAR_PROS);
    const events = db
      .prepare('SELECT id, employee_id AS proId, day, end_time AS endTime FROM planning_events WHERE agency_id = ? AND employee_id IN (SELECT value FROM json_each(?)) ORDER BY day, start_time, id')
      .all(agencyId, JSON.stringify(regular)) as { id: number; proId: number; day: string; endTime: string }[];
    events.forEach((event, i) => {
      if (i % 9 === 4) {
        const reason = CANCELLATION_REASONS[i % CANCELLATION_REASONS.length]!;
        cancel.run(event.id, CANCELLATION_TYPES[i % CANCELLATION_TYPES.length], reason, reason === 'OTHER' ? 'Rendez-vous médical de l’enfant' : null, `${event.day}T07:00:00.000Z`);
        return;
      }
      if (event.day >= todayIso) return;
      const type = i % 11 === 0 ? 'INCIDENT' : i % 5 === 0 ? 'PICTURE' : i % 3 === 0 ? 'COMMENT' : null;
      if (type) info.run(event.id, type, COMMENTS[type][i % COMMENTS[type].length], event.proId, `${event.day}T${event.endTime}:00`);
    });
  }
}
