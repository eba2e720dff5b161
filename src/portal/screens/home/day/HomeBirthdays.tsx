/** The birthdays of the next 15 days (the agency's professionals and children), soonest first, each leading to its page. */
import { upcomingBirthdays } from '../../../../api/contract/dashboard';
import { birthdayKindLabel, upcomingBirthdayRows, type BirthdayRow } from '../../../../domain/birthdays';
import { formatDate } from '../../../../domain/format/date';
import { proLabel } from '../../../../domain/quickSearch';
import { buildPath } from '../../../../domain/routes';
import { Link } from '../../../app/Link';
import { usePortal } from '../../../context';
import { useCall } from '../../../kit/useQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Spinner';
import { Tag } from '../../../ui/Tag';

const pageOf = (row: BirthdayRow) =>
  row.kind === 'EMPLOYEE' ? buildPath('/employees/{employeeId}/home', { employeeId: row.id }) : buildPath('/families/{familyId}', { familyId: row.familyId });

export function HomeBirthdays() {
  const { clock } = usePortal();
  const { data, loading } = useCall(upcomingBirthdays, {});
  const rows = data ? upcomingBirthdayRows(data, clock.now(), proLabel) : [];
  return (
    <section className="ap-panel ap-home-panel" aria-labelledby="ap-home-birthdays">
      <h2 id="ap-home-birthdays" className="ap-panel__title">
        Anniversaires à venir
      </h2>
      {loading && !data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="ap-home-list" aria-label="Anniversaires des 15 prochains jours">
          {rows.map((row) => (
            <li key={row.key} className="ap-home-row">
              <span className="ap-home-row__time">{row.upcoming.when}</span>
              <span className="ap-home-row__body">
                <Link to={pageOf(row)}>{row.name}</Link>
                <Tag tone={row.kind === 'EMPLOYEE' ? 'info' : 'primary'}>{birthdayKindLabel(row)}</Tag>
                <span className="ap-muted">
                  {row.upcoming.ageLabel} le {formatDate(row.upcoming.date)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
