/**
 * The interventions still to staff (`getDefaultProNextEvents`): the upcoming events booked on
 * the agency's default professional, soonest first, each a button opening its dialog so that a
 * real professional is chosen.
 */
import type { DefaultProEvent } from '../../../api/contract/planningEngine';
import { formatDayMonth } from '../../../domain/format/date';
import { PLANNING_TEXTS } from '../../../domain/planning/form';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';

export interface ToStaffPanelProps {
  events: DefaultProEvent[] | null;
  loading: boolean;
  onOpen(event: DefaultProEvent): void;
}

export function ToStaffPanel({ events, loading, onOpen }: ToStaffPanelProps) {
  return (
    <section className="ap-panel ap-to-staff" aria-label={PLANNING_TEXTS.toStaff}>
      <h2 className="ap-panel__title">
        {PLANNING_TEXTS.toStaff}
        {events?.length ? <span className="ap-to-staff__count">{events.length}</span> : null}
      </h2>
      {loading && !events ? <Loading /> : null}
      {events && !events.length ? <EmptyState title={PLANNING_TEXTS.noneToStaff} /> : null}
      {events?.length ? (
        <>
          <p className="ap-muted ap-to-staff__hint">{PLANNING_TEXTS.toStaffHint}</p>
          <ul className="ap-to-staff__list">
            {events.map((event) => {
              const day = formatDayMonth(event.day);
              return (
                <li key={event.id}>
                  <button type="button" className="ap-to-staff__event" onClick={() => onOpen(event)}>
                    <span className="ap-to-staff__when">
                      <strong>{day}</strong>
                      <span>
                        {event.startTime} – {event.endTime}
                      </span>
                    </span>
                    <span>{event.sharedFamily?.name ?? event.family.name}</span>
                    {event.prestation ? <span className="ap-muted">{event.prestation}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
