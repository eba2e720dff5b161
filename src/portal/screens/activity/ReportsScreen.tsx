/**
 * /activity/reports?month&type: the month's individual activity reports of the professionals
 * or the families with prestations, their sums, a search by name, paged. Month and type live
 * in the query (the menu links the professionals' reports of the month). « Exporter (CSV) » saves
 * every match of these filters, as lines or, ticked « Format Silae », as payroll variables.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Download } from 'tabler-icons-react';
import { exportMonthlyReports, searchMonthlyReports, type MonthlyReportRow } from '../../../api/contract/activity';
import { REPORT_TEXTS as TEXTS, REPORT_TYPE_CHOICES, reportTypeOf, type ReportType } from '../../../domain/activity/reports';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import { toIsoMonth } from '../../../domain/format/date';
import { buildLocation } from '../../../domain/routes';
import { reportsSearch } from '../../routes/activitySearch';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../hooks/useAction';
import { useDebounced } from '../../hooks/useDebounced';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { saveBlob } from '../../kit/ExportMenu';
import { Fact } from '../../kit/Fact';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { ChoiceGroup } from '../../widgets/ChoiceGroup';
import { MonthField } from '../../widgets/MonthField';
import { Pagination } from '../../widgets/Pagination';
import { activityCss } from './activity.css';

/** Spec 001 §9: the search debounce. */
const SEARCH_DELAY = 300;

const columnsOf = (type: ReportType): ReadonlyArray<Column<MonthlyReportRow>> => [
  {
    key: 'name',
    header: TEXTS.name[type],
    cell: (row) => (
      <>
        {row.target.name}
        {row.target.detail ? <span className="ap-muted"> · {row.target.detail}</span> : null}
      </>
    ),
  },
  { key: 'events', header: TEXTS.events, numeric: true, cell: (row) => formatInteger(row.report.eventsCount) },
  { key: 'total', header: TEXTS.total, numeric: true, cell: (row) => formatDuration(row.report.durations.total) },
  { key: 'normal', header: TEXTS.normal, numeric: true, cell: (row) => formatDuration(row.report.durations.normal) },
  { key: 'increased', header: TEXTS.increased, numeric: true, cell: (row) => formatDuration(row.report.durations.totalIncreased) },
  { key: 'state', header: TEXTS.state, cell: (row) => (row.report.validated ? <Tag tone="success">{TEXTS.validated}</Tag> : <Tag>{TEXTS.provisional}</Tag>) },
];

export function ReportsScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('activity', activityCss);
  const { client, router, clock } = usePortal();
  const query = reportsSearch(router.location.value);
  const month = query.month ?? toIsoMonth(clock.now());
  const type = reportTypeOf(query.type);
  const [text, setText] = useState('');
  const namePattern = useDebounced(text.trim(), SEARCH_DELAY);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const { data, loading } = useLoad(
    () => client.call(searchMonthlyReports, { body: { month, type, namePattern: namePattern || null, pageNumber: page, pageSize } }),
    [client, month, type, namePattern, page, pageSize],
  );
  const [silae, setSilae] = useState(false);
  const download = useAction(async () => {
    const query = { ...(silae ? { silaeMode: 'true' as const } : {}), ...(namePattern ? { namePattern } : {}) };
    const blob = await client.call(exportMonthlyReports, { params: { month, type }, query });
    saveBlob(blob, `rapports-${type === 'pros' ? 'intervenants' : 'familles'}${silae ? '-silae' : ''}-${month}.csv`);
  });
  const go = (next: { month?: string; type?: ReportType }) => {
    setPage(0);
    router.navigate(buildLocation('/activity/reports', {}, { month: next.month ?? month, type: next.type ?? type }));
  };

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <div className="ap-activity__bar">
        <MonthField label={TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && go({ month: value })} />
        <ChoiceGroup<ReportType> legend={TEXTS.type} value={type} choices={REPORT_TYPE_CHOICES} onValueChange={(value) => go({ type: value })} />
        <TextField
          label={TEXTS.search}
          value={text}
          onValueChange={(value) => {
            setPage(0);
            setText(value);
          }}
        />
        <Checkbox label={TEXTS.silae} checked={silae} onCheckedChange={setSilae} />
        <Button icon={<Download size={16} aria-hidden="true" />} loading={download.pending} onClick={() => void download.run()}>
          {TEXTS.export}
        </Button>
      </div>
      {download.error ? <Alert tone="danger">{download.error}</Alert> : null}
      {data ? (
        <dl className="ap-facts ap-activity__facts" aria-label={TEXTS.sums}>
          <Fact label={TEXTS.events} value={formatInteger(data.sums.eventsCount)} />
          <Fact label={TEXTS.total} value={formatDuration(data.sums.durations.total)} />
          <Fact label={TEXTS.normal} value={formatDuration(data.sums.durations.normal)} />
          <Fact label={TEXTS.increased} value={formatDuration(data.sums.durations.totalIncreased)} />
        </dl>
      ) : null}
      <Table columns={columnsOf(type)} rows={data?.page.content ?? []} rowKey={(row) => row.target.id} loading={loading && !data} busy={loading} caption={title} />
      {data ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.page.totalElements}
          onPage={setPage}
          onPageSize={(size) => {
            setPage(0);
            setPageSize(size);
          }}
        />
      ) : null}
    </>
  );
}
