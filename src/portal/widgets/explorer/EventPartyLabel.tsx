/**
 * The other party of a planning event in a list (a planning's event, the overview's next and
 * last events, the day's planning): its resource label, then the shared care as text when the
 * label is the professional's. Which resource and which text: `eventParty` of
 * src/domain/planningEvent.ts (a shared care's label opens the family the event is planned at).
 */
import type { PlanningEvent } from '../../../api/contract/planning';
import { eventParty, type PartySide } from '../../../domain/planningEvent';
import { ResourceLabel } from './ResourceLabel';

export interface EventPartyLabelProps {
  event: Pick<PlanningEvent, 'user' | 'family' | 'sharedFamily'>;
  /** Whose list: a professional's names the family, a family's the professional. */
  by: PartySide;
  /** The list's « Utiliser comme filtre »; absent, not offered. */
  onFilter?: (() => void) | undefined;
}

export function EventPartyLabel({ event, by, onFilter }: EventPartyLabelProps) {
  const { ref, note } = eventParty(event, by);
  return (
    <>
      <ResourceLabel kind={ref.kind} id={ref.id} label={ref.label} onFilter={onFilter} />
      {note ? <span className="ap-muted">{` · ${note}`}</span> : null}
    </>
  );
}
