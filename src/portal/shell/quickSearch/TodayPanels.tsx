/** The collective planning of today, with progress bars for the events under way, and the upcoming birthdays (spec 000 §2.4, §9). */
import { upcomingBirthdays } from '../../../api/contract/dashboard';
import { searchPlanningEvents } from '../../../api/contract/planning';
import { birthdayKindLabel, upcomingBirthdayRows } from '../../../domain/birthdays';
import { formatDate, toIsoDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { eventProgress } from '../../../domain/planningEvent';
import { proLabel } from '../../../domain/quickSearch';
import { buildPath } from '../../../domain/routes';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import type { PanelProps } from './panels';

export function PlanningPanel({ openEntry, leave }: PanelProps) {
  const { clock } = usePortal();
  const now = clock.now();
  const { data, loading } = useCall(searchPlanningEvents, { body: { day: toIsoDate(now), pageNumber: 0, pageSize: 500 } });
  if (loading && !data) return <Loading />;
  if (!data?.content.length) return <p className="ap-muted ap-qs__hint">{MESSAGES.noResult}</p>;
  return (
    <ul className="ap-qs__list">
      {data.content.map((event) => {
        const progress = eventProgress(event, now);
        const pro = { kind: 'pro', id: event.user.id, label: proLabel(event.user) } as const;
        return (
          <li key={event.id} className="ap-qs__row ap-qs__event">
            <span className="ap-qs__time">
              {event.startTime} – {event.endTime}
            </span>
            <button type="button" className="ap-qs__link" onClick={() => openEntry(pro)}>
              {pro.label}
            </button>
            <Link className="ap-qs__link" to={buildPath('/families/{id}', { id: event.family.id })} onClick={leave}>
              {event.family.name}
            </Link>
            {progress !== null ? (
              <span className="ap-qs__progress" role="progressbar" aria-label="En cours" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
                <span style={{ width: `${progress}%` }} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function BirthdaysPanel({ openEntry, leave }: PanelProps) {
  const { clock } = usePortal();
  const { data, loading } = useCall(upcomingBirthdays, {});
  if (loading && !data) return <Loading />;
  const rows = data ? upcomingBirthdayRows(data, clock.now(), proLabel) : [];
  if (rows.length === 0) return <p className="ap-muted ap-qs__hint">{MESSAGES.noResult}</p>;
  return (
    <ul className="ap-qs__list">
      {rows.map((row) => (
        <li key={row.key} className="ap-qs__row ap-qs__event">
          <span className="ap-qs__time">{row.upcoming.when}</span>
          {row.kind === 'EMPLOYEE' ? (
            <button type="button" className="ap-qs__link" onClick={() => openEntry({ kind: 'pro', id: row.id, label: row.name })}>
              {row.name}
            </button>
          ) : (
            <Link className="ap-qs__link" to={buildPath('/families/{id}', { id: row.familyId })} onClick={leave}>
              {row.name}
            </Link>
          )}
          <span className="ap-muted">
            {row.upcoming.ageLabel} le {formatDate(row.upcoming.date)}
          </span>
          <Tag tone={row.kind === 'EMPLOYEE' ? 'info' : 'primary'}>{birthdayKindLabel(row)}</Tag>
        </li>
      ))}
    </ul>
  );
}
