/**
 * The collective planning's answer as the timeline's rows and events: one row per professional, in its colour, a
 * candidate's « (C) » apart; absences and each occurrence of the weekly unavailabilities as backdrops of their legend entry.
 */
import { ABSENCE_TYPES } from '../../../api/contract/unavailabilities';
import type { ProPlanning } from '../../../api/contract/activity';
import { proColor, proPlanningBadge } from '../../../domain/activity/proPlannings';
import { segmentDateTimes, weeklySegments } from '../../../domain/planning/hourGrid';
import { eventBounds } from '../../../domain/planningEvent';
import { WEEKLY_UNAVAILABILITY_LABEL } from '../../../domain/unavailability/types';
import type { TimelineItem, TimelineResource } from '../../widgets/timeline/PlanningTimeline';

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

export function proPlanningItems(rows: readonly ProPlanning[], days: readonly string[]): { resources: TimelineResource[]; events: TimelineItem[] } {
  const resources = rows.map(({ pro }) => ({ id: pro.id, label: `${pro.firstName} ${pro.lastName}`, badge: proPlanningBadge(pro), color: proColor(pro.id) }));
  const events = rows.flatMap(({ pro, events: planned, absences, weeklySlots }) => [
    ...weeklySlots.flatMap((slot) =>
      weeklySegments(slot, days).map((segment): TimelineItem => ({
        id: `weekly-${slot.id}-${segment.day}`,
        ressourceId: pro.id,
        ressourceLabel: slot.comment ? `${WEEKLY_UNAVAILABILITY_LABEL} : ${slot.comment}` : WEEKLY_UNAVAILABILITY_LABEL,
        ...segmentDateTimes(segment),
        backgroundLevel: 1,
        customClass: 'weeklyUnavailability',
      })),
    ),
    ...absences.map((absence): TimelineItem => ({
      id: `absence-${absence.id}`,
      ressourceId: pro.id,
      ressourceLabel: ABSENCE_TYPES[absence.type].label,
      startDateTime: absence.startDateTime,
      endDateTime: absence.endDateTime,
      backgroundLevel: 1,
      customClass: ABSENCE_TYPES[absence.type].legend,
    })),
    ...planned.flatMap((event): TimelineItem[] => {
      const bounds = eventBounds(event);
      return bounds
        ? [{ id: event.id, ressourceId: pro.id, ressourceLabel: event.family.name, startDateTime: bounds.start.format(WALL_CLOCK), endDateTime: bounds.end.format(WALL_CLOCK), customClass: 'prestation' }]
        : [];
    }),
  ]);
  return { resources, events };
}
