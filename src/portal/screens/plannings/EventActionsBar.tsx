/**
 * In an existing event's dialog opened from the hour grid (a click or Entrée on its block): the
 * lists' own actions, « Rétablir la prestation » when cancelled, « Annuler la prestation » (or
 * change its cancellation) and « Supprimer la prestation ». Each closes the event's dialog and
 * opens the same confirmation as in « Liste » and « Mois » (useEventActions).
 */
import { ArrowBackUp, CalendarOff, Trash } from 'tabler-icons-react';
import type { PlannedEvent } from '../../../api/contract/planningEngine';
import { CANCELLATION_TEXTS } from '../../../domain/planning/cancellations';
import { PLANNING_TEXTS } from '../../../domain/planning/form';
import { Button } from '../../ui/Button';
import type { EventActions } from './useEventActions';

export interface EventActionsBarProps {
  event: PlannedEvent;
  actions: Pick<EventActions, 'cancel' | 'remove' | 'restore'>;
  /** Closes the event's dialog before the action's own opens. */
  onClose(): void;
}

export function EventActionsBar({ event, actions, onClose }: EventActionsBarProps) {
  const then = (action: (event: PlannedEvent) => void) => () => {
    onClose();
    action(event);
  };
  return (
    <div className="ap-event-actions" role="group" aria-label={PLANNING_TEXTS.eventActions}>
      {event.cancellation ? (
        <Button icon={<ArrowBackUp size={16} aria-hidden="true" />} onClick={then(actions.restore)}>
          {CANCELLATION_TEXTS.restore}
        </Button>
      ) : null}
      <Button icon={<CalendarOff size={16} aria-hidden="true" />} onClick={then(actions.cancel)}>
        {CANCELLATION_TEXTS.cancel}
      </Button>
      <Button variant="danger" icon={<Trash size={16} aria-hidden="true" />} onClick={then(actions.remove)}>
        {PLANNING_TEXTS.deleteEvent}
      </Button>
    </div>
  );
}
