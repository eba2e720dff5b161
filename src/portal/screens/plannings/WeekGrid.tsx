/**
 * The week or month of one professional or family: seven days a row, Monday first (a month's
 * days of other months dimmed), each with its events, to
 * change, cancel or delete; a cancelled event shows struck through with who cancelled and why,
 * to restore or to change its cancellation. Each event names the other party with its resource
 * label (`EventPartyLabel`: a link to the record, its popover after 500 ms), before the event's
 * own buttons in the tab order.
 */
import { ArrowBackUp, CalendarOff, Pencil, Trash } from 'tabler-icons-react';
import type { PlannedEvent } from '../../../api/contract/planningEngine';
import { formatDayMonth } from '../../../domain/format/date';
import { CANCELLATION_TEXTS, cancellationLabel } from '../../../domain/planning/cancellations';
import { PLANNING_TEXTS } from '../../../domain/planning/form';
import type { PartySide } from '../../../domain/planningEvent';
import { IconButton } from '../../ui/Button';
import { EventPartyLabel } from '../../widgets/explorer/EventPartyLabel';

export interface WeekGridProps {
  days: readonly string[];
  /** The month shown ('YYYY-MM'), null for a week. */
  month?: string | null;
  events: readonly PlannedEvent[];
  today: string;
  /** Day → public holiday name. */
  holidays: ReadonlyMap<string, string>;
  /** Whose planning: the other party is named on each event. */
  by: PartySide;
  /** « Utiliser comme filtre » on an event's other party: its own planning. */
  onFilter?(event: PlannedEvent): void;
  onEdit(event: PlannedEvent): void;
  onDelete(event: PlannedEvent): void;
  /** Cancel the event, or change its cancellation. */
  onCancel(event: PlannedEvent): void;
  onRestore(event: PlannedEvent): void;
}

/** An event shows on the day it starts: a night shift on its evening's day (the night before the period is the previous one's). */
const columnOf = (event: PlannedEvent) => event.day;

export function WeekGrid({ days, month = null, events, today, holidays, by, onFilter, onEdit, onDelete, onCancel, onRestore }: WeekGridProps) {
  return (
    <div className="ap-week">
      {days.map((day) => {
        const ofDay = events.filter((event) => columnOf(event) === day);
        return (
          <section key={day} className={`ap-week__day${day === today ? ' ap-week__day--today' : ''}${month && !day.startsWith(month) ? ' ap-week__day--outside' : ''}`} aria-label={formatDayMonth(day)}>
            <h2>{formatDayMonth(day)}</h2>
            {holidays.has(day) ? <p className="ap-week__holiday">{PLANNING_TEXTS.holiday(holidays.get(day)!)}</p> : null}
            {ofDay.length ? (
              <ul className="ap-week__events">
                {ofDay.map((event) => (
                  <li key={event.id} className={`ap-week__event${event.cancellation ? ' ap-week__event--cancelled' : ''}`}>
                    <span>
                      <strong className="ap-week__event-slot">
                        {event.startTime} – {event.endTime}
                      </strong>
                      <span className="ap-week__event-who">
                        <EventPartyLabel event={event} by={by} onFilter={onFilter ? () => onFilter(event) : undefined} />
                      </span>
                      {event.endTime <= event.startTime ? <span className="ap-muted"> ({PLANNING_TEXTS.night})</span> : null}
                    </span>
                    {event.cancellation ? <span className="ap-week__cancellation">{cancellationLabel(event.cancellation)}</span> : null}
                    <span className="ap-week__event-actions">
                      <IconButton label={PLANNING_TEXTS.editEvent} icon={<Pencil size={16} aria-hidden="true" />} onClick={() => onEdit(event)} />
                      {event.cancellation ? (
                        <IconButton label={CANCELLATION_TEXTS.restore} icon={<ArrowBackUp size={16} aria-hidden="true" />} onClick={() => onRestore(event)} />
                      ) : null}
                      <IconButton label={CANCELLATION_TEXTS.cancel} icon={<CalendarOff size={16} aria-hidden="true" />} onClick={() => onCancel(event)} />
                      <IconButton label={PLANNING_TEXTS.deleteEvent} icon={<Trash size={16} aria-hidden="true" />} onClick={() => onDelete(event)} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ap-muted">{PLANNING_TEXTS.noEvent}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
