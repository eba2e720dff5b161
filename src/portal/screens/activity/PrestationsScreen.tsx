/**
 * /activity/prestations: the month's prestations of the agency, by start, filtered by
 * professional and family, with their totals (events, hours, increased hours, professionals,
 * families), paged. Decision: the filters stay in the screen, the month opens on the current one.
 */
import { useState } from 'react';
import { searchPrestations, type Prestation } from '../../../api/contract/activity';
import { PRESTATIONS_TEXTS as TEXTS } from '../../../domain/activity/prestations';
import { formatDayMonth, toIsoMonth } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Fact } from '../../kit/Fact';
import { Table, type Column } from '../../ui/Table';
import { MonthField } from '../../widgets/MonthField';
import { Pagination } from '../../widgets/Pagination';
import type { Choice } from '../../widgets/RemoteSelect';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { FamilySelector, ProfessionalSelector } from '../../widgets/Selectors';
import { activityCss } from './activity.css';

/** The columns; the professional and the family are resource labels whose « use as filter » sets the list's filter. */
const columns = (onPro: (pro: Choice) => void, onFamily: (family: Choice) => void): ReadonlyArray<Column<Prestation>> => [
  { key: 'day', header: TEXTS.day, nowrap: true, cell: (event) => formatDayMonth(event.day) },
  { key: 'hours', header: TEXTS.hours, nowrap: true, cell: (event) => `${event.startTime} – ${event.endTime}` },
  {
    key: 'pro',
    header: TEXTS.pro,
    cell: ({ user }) => {
      const label = `${user.firstName} ${user.lastName}`;
      return <ResourceLabel kind="employee" id={user.id} label={label} onFilter={() => onPro({ id: user.id, label })} />;
    },
  },
  { key: 'family', header: TEXTS.family, cell: ({ family }) => <ResourceLabel kind="family" id={family.id} label={family.name} onFilter={() => onFamily({ id: family.id, label: family.name })} /> },
  { key: 'duration', header: TEXTS.duration, numeric: true, cell: (event) => formatDuration(event.minutes) },
  { key: 'increased', header: TEXTS.increased, numeric: true, cell: (event) => formatDuration(event.increasedMinutes) },
];

export function PrestationsScreen({ title }: ScreenProps) {
  useStyles('activity', activityCss);
  const { client, clock } = usePortal();
  const [month, setMonth] = useState(toIsoMonth(clock.now()));
  const [pro, setPro] = useState<Choice | null>(null);
  const [family, setFamily] = useState<Choice | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const { data, loading } = useLoad(
    () => client.call(searchPrestations, { body: { month, proId: pro?.id ?? null, familyId: family?.id ?? null, pageNumber: page, pageSize } }),
    [client, month, pro?.id, family?.id, page, pageSize],
  );
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    setPage(0);
    set(value);
  };

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <div className="ap-activity__bar">
        <MonthField label={TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && filter(setMonth)(value)} />
        <ProfessionalSelector label={TEXTS.pro} value={pro} onValueChange={filter(setPro)} />
        <FamilySelector label={TEXTS.family} value={family} onValueChange={filter(setFamily)} />
      </div>
      {data ? (
        <dl className="ap-facts ap-activity__facts" aria-label={TEXTS.totals}>
          <Fact label={TEXTS.events} value={formatInteger(data.totals.eventsCount)} />
          <Fact label={TEXTS.duration} value={formatDuration(data.totals.minutes)} />
          <Fact label={TEXTS.increased} value={formatDuration(data.totals.increasedMinutes)} />
          <Fact label={TEXTS.pros} value={formatInteger(data.totals.prosCount)} />
          <Fact label={TEXTS.families} value={formatInteger(data.totals.familiesCount)} />
        </dl>
      ) : null}
      <Table columns={columns(filter(setPro), filter(setFamily))} rows={data?.page.content ?? []} rowKey={(event) => event.id} loading={loading && !data} busy={loading} caption={title} />
      {data ? <Pagination page={page} pageSize={pageSize} total={data.page.totalElements} onPage={setPage} onPageSize={filter(setPageSize)} /> : null}
    </>
  );
}
