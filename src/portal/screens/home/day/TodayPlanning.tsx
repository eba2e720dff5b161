/**
 * Today's planning at a glance: the collective planning of the day (`events/search`), each
 * event's professional and family as resource labels (`eventParty`: a shared care's names the
 * care and opens the family the event is planned at), where each event stands, and the way to
 * the full timeline.
 */
import { searchPlanningEvents } from '../../../../api/contract/planning';
import { toIsoDate } from '../../../../domain/format/date';
import { formatInteger } from '../../../../domain/format/number';
import { collectivePlanningPath } from '../../../../domain/menu';
import { EVENT_MOMENT_LABELS, eventMoment, eventParty, eventProgress } from '../../../../domain/planningEvent';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { useCall } from '../../../kit/useQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Spinner';
import { Tag } from '../../../ui/Tag';
import { ResourceLabel } from '../../../widgets/explorer/ResourceLabel';

/** The events shown here; the rest is one click away on the collective planning. */
const SHOWN = 8;

export function TodayPlanning() {
  const { clock } = usePortal();
  const now = clock.now();
  const day = toIsoDate(now);
  const { data, loading } = useCall(searchPlanningEvents, { body: { day, pageNumber: 0, pageSize: 500 } });
  const events = data?.content ?? [];
  const ongoing = events.filter((event) => eventMoment(event, now) === 'ONGOING').length;
  return (
    <section className="ap-panel ap-home-panel" aria-labelledby="ap-home-planning">
      <h2 id="ap-home-planning" className="ap-panel__title">
        Planning du jour
        {data ? <Tag tone="info">{`${formatInteger(events.length)} garde${events.length > 1 ? 's' : ''}, ${formatInteger(ongoing)} en cours`}</Tag> : null}
      </h2>
      {loading && !data ? (
        <Loading />
      ) : events.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="ap-home-list" aria-label="Gardes du jour">
          {events.slice(0, SHOWN).map((event) => {
            const moment = eventMoment(event, now);
            const progress = eventProgress(event, now);
            return (
              <li key={event.id} className="ap-home-row">
                <span className="ap-home-row__time">
                  {event.startTime} – {event.endTime}
                </span>
                <span className="ap-home-row__body">
                  {[eventParty(event, 'family').ref, eventParty(event, 'pro').ref].map((ref) => (
                    <ResourceLabel key={ref.kind} kind={ref.kind} id={ref.id} label={ref.label} />
                  ))}
                  {moment ? <Tag tone={moment === 'ONGOING' ? 'success' : 'neutral'}>{moment === 'ONGOING' && progress !== null ? `${EVENT_MOMENT_LABELS.ONGOING} (${progress} %)` : EVENT_MOMENT_LABELS[moment]}</Tag> : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={collectivePlanningPath(now)}>Voir le planning collectif</Link>
    </section>
  );
}
