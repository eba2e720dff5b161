/**
 * /activity/timesheets?month: the month's timesheets, one per professional and family, with
 * their slot counts, duration, kms, completion and validation; searched by name, filtered by
 * validation, paged; a row opens the timesheet. The month lives in the query.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { searchTimesheets, type Timesheet } from '../../../api/contract/timesheets';
import { TIMESHEET_TEXTS as TEXTS, VALIDATION_FILTERS, timesheetPath } from '../../../domain/activity/timesheets';
import { toIsoMonth } from '../../../domain/format/date';
import { buildLocation } from '../../../domain/routes';
import { timesheetsSearch } from '../../routes/activitySearch';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useDebounced } from '../../hooks/useDebounced';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { MonthField } from '../../widgets/MonthField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { Pagination } from '../../widgets/Pagination';
import { activityCss } from './activity.css';
import { TIMESHEET_FIGURE_COLUMNS } from './timesheetColumns';

/** Spec 001 §9: the search debounce. */
const SEARCH_DELAY = 300;

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
  const [text, setText] = useState('');
  const namePattern = useDebounced(text.trim(), SEARCH_DELAY);
  const [validated, setValidated] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const { data, loading } = useLoad(
    () => client.call(searchTimesheets, { body: { month, namePattern: namePattern || null, validated: validated ? validated === 'true' : null, pageNumber: page, pageSize } }),
    [client, month, namePattern, validated, page, pageSize],
  );
  const reset = <T,>(set: (value: T) => void) => (value: T) => {
    setPage(0);
    set(value);
  };
  const openMonth = (value: string) => {
    if (!value) return;
    setPage(0);
    router.navigate(buildLocation('/activity/timesheets', {}, { month: value }));
  };

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <div className="ap-activity__bar">
        <MonthField label={TEXTS.month} value={month} clearable={false} onValueChange={openMonth} />
        <TextField label={TEXTS.search} value={text} onValueChange={reset(setText)} />
        <SelectField label={TEXTS.validation} value={validated} options={VALIDATION_FILTERS} onValueChange={reset(setValidated)} />
      </div>
      <Table columns={COLUMNS} rows={data?.content ?? []} rowKey={(sheet) => `${sheet.pro.id}-${sheet.family.id}`} loading={loading && !data} busy={loading} caption={title} />
      {data ? <Pagination page={page} pageSize={pageSize} total={data.totalElements} onPage={setPage} onPageSize={reset(setPageSize)} /> : null}
    </>
  );
}
