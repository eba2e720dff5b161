/**
 * /activity, the hub of the activity screens (spec 001 §2): each screen with its count for
 * the current month (or today, for the collective planning), then the families with few
 * hours this month (`familiesWithFewHours`), paged, the page in the URL (`/activity?page=2`, the kit's list controller).
 */
import { activityCounters, familiesWithFewHours, type FamilyWithFewHours } from '../../../api/contract/activity';
import { pendingReplacements } from '../../../api/contract/replacements';
import { REPLACEMENT_TEXTS } from '../../../domain/planning/replacementTexts';
import { ACTIVITY_ENTRIES, HUB_TEXTS, activityEntryLocation, counterText } from '../../../domain/activity/hub';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import { toIsoMonth } from '../../../domain/format/date';
import type { ListConfig } from '../../../domain/list/listState';
import { buildPath, isOpenedByOptions } from '../../../domain/routes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { useListController } from '../../kit/useListController';
import { Table, type Column } from '../../ui/Table';
import { ListPagination } from '../../kit/ListPagination';
import { activityCss } from './activity.css';

const PAGE_SIZE = 10;
const FEW_HOURS_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: PAGE_SIZE };
const REPLACEMENT_UNIT = ['prestation d’un(e) absent(e)', 'prestations d’absent(e)s'] as const;

const COLUMNS: ReadonlyArray<Column<FamilyWithFewHours>> = [
  { key: 'family', header: HUB_TEXTS.family, cell: (row) => <Link to={buildPath('/families/{familyId}', { familyId: row.family.id })}>{row.family.name}</Link> },
  { key: 'events', header: HUB_TEXTS.events, numeric: true, cell: (row) => formatInteger(row.eventsCount) },
  { key: 'planned', header: HUB_TEXTS.planned, numeric: true, cell: (row) => formatDuration(row.plannedMinutes) },
  { key: 'previous', header: HUB_TEXTS.previous, numeric: true, cell: (row) => formatDuration(row.previousMonthMinutes) },
];

export function ActivityHubScreen({ title }: ScreenProps) {
  useStyles('activity', activityCss);
  const { client, clock, session, agencyContext } = usePortal();
  // The tiles whose screen the agency's options close are left out, as in the menu (optionGates.ts).
  const entries = ACTIVITY_ENTRIES.filter((entry) => isOpenedByOptions(entry.path, agencyContext.agency.value, session.user.value?.role));
  const today = clock.now();
  const month = toIsoMonth(today);
  const counts = useCall(activityCounters, { query: { month } });
  const toReplace = useCall(pendingReplacements, {});
  // Ten a page, always: the page size is not the director's to choose here.
  const few = useListController<FamilyWithFewHours, unknown>('activity.fewHours', FEW_HOURS_CONFIG, (state) =>
    listCall(client, familiesWithFewHours, { params: { month }, body: { pageNumber: state.page, pageSize: PAGE_SIZE } }),
  );

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <ul className="ap-activity__entries" aria-label={title}>
        {entries.map((entry) => (
          <li key={entry.path} className="ap-activity__entry">
            <Link to={activityEntryLocation(entry.path, today)}>{entry.title}</Link>
            <span className="ap-activity__count">{counts.data ? counterText(counts.data[entry.counter], entry.unit, formatInteger(counts.data[entry.counter])) : '…'}</span>
          </li>
        ))}
        <li className="ap-activity__entry">
          <Link to="/activity/replacements">{REPLACEMENT_TEXTS.pendingTitle}</Link>
          <span className="ap-activity__count">{toReplace.data ? counterText(toReplace.data.length, REPLACEMENT_UNIT, formatInteger(toReplace.data.length)) : '…'}</span>
        </li>
      </ul>
      <section className="ap-panel" aria-labelledby="ap-activity-few-hours">
        <h2 id="ap-activity-few-hours" className="ap-panel__title">
          {HUB_TEXTS.fewHours}
          {counts.data ? ` (${formatInteger(counts.data.familiesWithFewHours)})` : null}
        </h2>
        <p className="ap-activity__hint">{HUB_TEXTS.fewHoursHint}</p>
        <Table columns={COLUMNS} rows={few.rows} rowKey={(row) => row.family.id} loading={few.initialLoading} busy={few.loading} caption={HUB_TEXTS.fewHours} />
        <ListPagination list={few} fixedSize emptyShown />
      </section>
    </>
  );
}
