/**
 * /activity/timesheets?month: the month's timesheets, one per professional and family, with
 * their slot counts, duration, kms, completion and validation; searched by name, filtered by
 * validation, paged; a row opens the timesheet. The month, the search, the validation and the page live in the query
 * (the kit's list controller: a reload keeps them).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { searchTimesheets, type Timesheet } from '../../../api/contract/timesheets';
import { TIMESHEET_TEXTS as TEXTS, VALIDATION_FILTERS, timesheetPath } from '../../../domain/activity/timesheets';
import { toIsoMonth } from '../../../domain/format/date';
import { chosenFilter, type ListConfig } from '../../../domain/list/listState';
import { timesheetsSearch } from '../../routes/activitySearch';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { MonthField } from '../../ui/MonthField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { activityCss } from './activity.css';
import { TIMESHEET_FIGURE_COLUMNS } from './timesheetColumns';

const TIMESHEETS_CONFIG: ListConfig = { attributes: { validated: 'enum' }, defaultSort: null, defaultPageSize: 20, routeQuery: ['month'] };

const COLUMNS: ReadonlyArray<Column<Timesheet>> = [
  { key: 'pro', header: TEXTS.pro, cell: (sheet) => <Link to={timesheetPath(sheet)}>{`${sheet.pro.firstName} ${sheet.pro.lastName}`}</Link> },
  { key: 'family', header: TEXTS.family, cell: (sheet) => <ResourceLabel kind="family" id={sheet.family.id} label={sheet.family.name} /> },
  ...TIMESHEET_FIGURE_COLUMNS,
];

export function TimesheetsScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('activity', activityCss);
  const { client, router, clock } = usePortal();
  const month = timesheetsSearch(router.location.value).month ?? toIsoMonth(clock.now());
  const list = useListController<Timesheet, unknown>('activity.timesheets', TIMESHEETS_CONFIG, (state) => {
    const validated = chosenFilter(state, 'validated');
    return listCall(client, searchTimesheets, { body: { month, namePattern: state.text || null, validated: validated ? validated === 'true' : null, pageNumber: state.page, pageSize: state.pageSize } });
  });

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <div className="ap-activity__bar">
        <MonthField label={TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && list.setRouteParam('month', value)} />
        <TextField label={TEXTS.search} value={list.text} onValueChange={list.setText} />
        <SelectField label={TEXTS.validation} value={chosenFilter(list.state, 'validated')} options={VALIDATION_FILTERS} onValueChange={chooseFilter(list, 'validated')} />
      </div>
      <Table columns={COLUMNS} rows={list.rows} rowKey={(sheet) => `${sheet.pro.id}-${sheet.family.id}`} loading={list.initialLoading} busy={list.loading} caption={title} />
      <ListPagination list={list} />
    </>
  );
}
