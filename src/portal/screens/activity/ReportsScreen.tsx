/**
 * /activity/reports?month&type: the month's individual activity reports of the professionals
 * or the families with prestations, their sums, a search by name, paged. Month and type live
 * in the query (the menu links the professionals' reports of the month), the search and the page too (the kit's list
 * controller: a reload or a shared link shows the same page). « Exporter (CSV) » saves
 * every match of these filters, as lines or, ticked « Format Silae », as payroll variables.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Download } from 'tabler-icons-react';
import { exportMonthlyReports, searchMonthlyReports, type MonthlyReportRow } from '../../../api/contract/activity';
import type { EndpointOutput } from '../../../api/endpoint';
import { REPORT_TEXTS as TEXTS, REPORT_TYPE_CHOICES, reportTypeOf, type ReportType } from '../../../domain/activity/reports';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import { toIsoMonth } from '../../../domain/format/date';
import type { ListConfig } from '../../../domain/list/listState';
import { reportsSearch } from '../../routes/activitySearch';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useStyles } from '../../ui/useStyles';
import { saveBlob } from '../../kit/ExportMenu';
import { Fact } from '../../kit/Fact';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { MonthField } from '../../ui/MonthField';
import { activityCss } from './activity.css';

/** Month and type are the route's own (another month is a step Back returns from); the search and the page are the list's. */
const REPORTS_CONFIG: ListConfig = { attributes: {}, defaultSort: null, defaultPageSize: 20, routeQuery: ['month', 'type'] };

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
  const list = useListController<MonthlyReportRow, unknown, EndpointOutput<typeof searchMonthlyReports>>('activity.reports', REPORTS_CONFIG, (state) => {
    const body = { month, type, namePattern: state.text || null, pageNumber: state.page, pageSize: state.pageSize };
    return { ...listCall(client, searchMonthlyReports, { body }), pageOf: (answer) => answer.page };
  });
  const data = list.answer;
  const namePattern = list.state.text;
  const [silae, setSilae] = useState(false);
  const download = useAction(async () => {
    const query = { ...(silae ? { silaeMode: 'true' as const } : {}), ...(namePattern ? { namePattern } : {}) };
    const blob = await client.call(exportMonthlyReports, { params: { month, type }, query });
    saveBlob(blob, `rapports-${type === 'pros' ? 'intervenants' : 'familles'}${silae ? '-silae' : ''}-${month}.csv`);
  });

  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <div className="ap-activity__bar">
        <MonthField label={TEXTS.month} value={month} clearable={false} onValueChange={(value) => value && list.setRouteParam('month', value)} />
        <ChoiceGroup<ReportType> legend={TEXTS.type} value={type} choices={REPORT_TYPE_CHOICES} onValueChange={(value) => list.setRouteParam('type', value)} />
        <TextField label={TEXTS.search} value={list.text} onValueChange={list.setText} />
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
      <Table columns={columnsOf(type)} rows={list.rows} rowKey={(row) => row.target.id} loading={list.initialLoading} busy={list.loading} caption={title} />
      <ListPagination list={list} />
    </>
  );
}
