/** The collective planning's answer as the timeline's rows and events: one row per professional, in its colour; absences as backdrops of their legend entry. */
import { ABSENCE_TYPES } from '../../../api/contract/unavailabilities';
import type { ProPlanning } from '../../../api/contract/activity';
import { proColor, proPlanningLabel } from '../../../domain/activity/proPlannings';
import { eventBounds } from '../../../domain/planningEvent';
import type { TimelineItem, TimelineResource } from '../../widgets/timeline/PlanningTimeline';

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

export function proPlanningItems(rows: readonly ProPlanning[]): { resources: TimelineResource[]; events: TimelineItem[] } {
  const resources = rows.map(({ pro }) => ({ id: pro.id, label: proPlanningLabel(pro), color: proColor(pro.id) }));
  const events = rows.flatMap(({ pro, events: planned, absences }) => [
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
