/** Today's planning at a glance: the collective planning of the day (`events/search`), where each event stands, and the way to the full timeline. */
import { searchPlanningEvents } from '../../../../api/contract/planning';
import { toIsoDate } from '../../../../domain/format/date';
import { formatInteger } from '../../../../domain/format/number';
import { collectivePlanningPath } from '../../../../domain/menu';
import { EVENT_MOMENT_LABELS, eventMoment, eventProgress } from '../../../../domain/planningEvent';
import { proLabel } from '../../../../domain/quickSearch';
import { buildPath } from '../../../../domain/routes';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { useLoad } from '../../../hooks/useLoad';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Spinner';
import { Tag } from '../../../ui/Tag';

/** The events shown here; the rest is one click away on the collective planning. */
const SHOWN = 8;

export function TodayPlanning() {
  const { client, clock } = usePortal();
  const now = clock.now();
  const day = toIsoDate(now);
  const { data, loading } = useLoad(() => client.call(searchPlanningEvents, { body: { day, pageNumber: 0, pageSize: 500 } }), [client, day]);
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
                  <Link to={buildPath('/professionals/{proId}', { proId: event.user.id })}>{proLabel(event.user)}</Link>
                  <Link to={buildPath('/families/{familyId}', { familyId: event.family.id })}>{event.family.name}</Link>
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
