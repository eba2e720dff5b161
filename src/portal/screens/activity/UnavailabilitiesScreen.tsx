/**
 * /activity/unavailabilities: the agency's absences (spec 001 §2, §7 `search`,
 * `search-and-export`): a professional, a period (the current month at first) and a type to
 * filter; whose absence, from, to, type, duration and comment; paged; the page or every
 * match exported as CSV.
 */
import { useState } from 'react';
import { ABSENCE_TYPES, exportUnavailabilities, searchUnavailabilities, type AbsenceType, type Unavailability } from '../../../api/contract/unavailabilities';
import { UNAVAILABILITIES_TEXTS as TEXTS, monthPeriod } from '../../../domain/activity/unavailabilities';
import { toIsoDate, toIsoMonth } from '../../../domain/format/date';
import { exportFileName } from '../../../domain/list/exportName';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { ExportMenu } from '../../kit/ExportMenu';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { SelectField } from '../../ui/SelectField';
import type { Column } from '../../ui/Table';
import { DateField } from '../../widgets/DateField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { Pagination } from '../../widgets/Pagination';
import type { Choice } from '../../widgets/RemoteSelect';
import { ProfessionalSelector } from '../../widgets/Selectors';
import { DatedUnavailabilityTable } from '../../widgets/unavailability/DatedUnavailabilityTable';
import { activityCss } from './activity.css';

const TYPE_OPTIONS = [{ value: '', label: TEXTS.allTypes }, ...Object.entries(ABSENCE_TYPES).map(([value, { label }]) => ({ value, label }))];
const WHO: ReadonlyArray<Column<Unavailability>> = [{ key: 'pro', header: TEXTS.pro, cell: (row) => <ResourceLabel kind="employee" id={row.user.id} label={`${row.user.firstName} ${row.user.lastName}`} /> }];

export function UnavailabilitiesScreen({ title }: ScreenProps) {
  useStyles('activity', activityCss);
  const { client, clock } = usePortal();
  const initial = monthPeriod(toIsoMonth(clock.now()));
  const [pro, setPro] = useState<Choice | null>(null);
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [type, setType] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [exportError, setExportError] = useState<string | null>(null);
  const body = {
    ...(pro ? { userIds: [pro.id] } : {}),
    startDate: startDate || null,
    endDate: endDate || null,
    ...(type ? { types: [type as AbsenceType] } : {}),
    pageNumber: page,
    pageSize,
  };
  const { data, loading } = useLoad(() => client.call(searchUnavailabilities, { body }), [client, pro?.id, startDate, endDate, type, page, pageSize]);
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    setPage(0);
    set(value);
  };
  const exportFile = async (_type: 'CSV' | 'XLSX', pageOnly: boolean) => ({
    blob: await client.call(exportUnavailabilities, { body, query: { exportType: 'CSV', pageOnly: pageOnly ? 'true' : 'false' } }),
    fileName: exportFileName(TEXTS.exportBase, 'CSV', toIsoDate(clock.now())),
  });

  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <ExportMenu exportFile={exportFile} onError={setExportError} types={['CSV']} />
      </div>
      <div className="ap-activity__bar">
        <ProfessionalSelector label={TEXTS.pro} value={pro} onValueChange={filter(setPro)} />
        <DateField label={TEXTS.from} value={startDate} max={endDate || undefined} onValueChange={filter(setStartDate)} />
        <DateField label={TEXTS.to} value={endDate} min={startDate || undefined} onValueChange={filter(setEndDate)} />
        <SelectField label={TEXTS.type} value={type} options={TYPE_OPTIONS} onValueChange={filter(setType)} />
      </div>
      {exportError ? <Alert tone="danger">{exportError}</Alert> : null}
      <DatedUnavailabilityTable rows={data?.content ?? []} leading={WHO} loading={loading && !data} />
      {data ? <Pagination page={page} pageSize={pageSize} total={data.totalElements} onPage={setPage} onPageSize={filter(setPageSize)} /> : null}
    </>
  );
}
