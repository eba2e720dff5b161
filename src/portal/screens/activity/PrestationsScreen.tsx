/**
 * /activity/prestations: the month's prestations of the agency, by start, filtered by
 * professional and family, with their totals (events, hours, increased hours, professionals,
 * families), paged. The month (the current one at first), the filters and the page live in the URL (the kit's list controller).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { searchPrestations, type Prestation } from '../../../api/contract/activity';
import type { EndpointOutput } from '../../../api/endpoint';
import { PRESTATIONS_TEXTS as TEXTS } from '../../../domain/activity/prestations';
import { formatDayMonth, toIsoMonth } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import type { ListConfig } from '../../../domain/list/listState';
import { prestationsSearch } from '../../routes/activitySearch';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { choiceOf, chooseRecord } from '../../kit/choiceFilter';
import { Fact } from '../../kit/Fact';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Table, type Column } from '../../ui/Table';
import { MonthField } from '../../ui/MonthField';
import type { Choice } from '../../ui/RemoteSelect';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { FamilySelector, ProfessionalSelector } from '../../widgets/Selectors';
import { activityCss } from './activity.css';

const PRESTATIONS_CONFIG: ListConfig = { attributes: { pro: 'enum', family: 'enum' }, defaultSort: null, defaultPageSize: 20, routeQuery: ['month'] };

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
  useSignals();
  useStyles('activity', activityCss);
  const { client, clock, router } = usePortal();
  const month = prestationsSearch(router.location.value).month ?? toIsoMonth(clock.now());
  const list = useListController<Prestation, unknown, EndpointOutput<typeof searchPrestations>>('activity.prestations', PRESTATIONS_CONFIG, (state) => {
    const body = { month, proId: choiceOf(state, 'pro')?.id ?? null, familyId: choiceOf(state, 'family')?.id ?? null, pageNumber: state.page, pageSize: state.pageSize };
    return { ...listCall(client, searchPrestations, { body }), pageOf: (answer) => answer.page };
  });
  const data = list.answer;
  const setPro = chooseRecord(list, 'pro');
  const setFamily = chooseRecord(list, 'family');

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <div className="ap-activity__bar">
        <MonthField label={TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && list.setRouteParam('month', value)} />
        <ProfessionalSelector label={TEXTS.pro} value={choiceOf(list.state, 'pro')} onValueChange={setPro} />
        <FamilySelector label={TEXTS.family} value={choiceOf(list.state, 'family')} onValueChange={setFamily} />
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
      <Table columns={columns(setPro, setFamily)} rows={list.rows} rowKey={(event) => event.id} loading={list.initialLoading} busy={list.loading} caption={title} />
      <ListPagination list={list} />
    </>
  );
}
