/**
 * /activity/unavailabilities: the agency's absences (spec 001 §2, §7 `search`,
 * `search-and-export`): a professional, a period (the current month at first) and a type to
 * filter; whose absence, from, to, type, duration and comment; paged; the page or every
 * match exported as CSV. Filters and page live in the URL (the kit's list controller): `?pro=11&pro=Inès%20Haddad
 * &period=2026-03-01..2026-03-31&type=SICK_VACATION&page=2`, the current month's period left out.
 */
import { useState } from 'react';
import { ABSENCE_TYPES, exportUnavailabilities, searchUnavailabilities, type AbsenceType, type Unavailability } from '../../../api/contract/unavailabilities';
import { UNAVAILABILITIES_TEXTS as TEXTS, monthPeriod } from '../../../domain/activity/unavailabilities';
import { toIsoDate, toIsoMonth } from '../../../domain/format/date';
import { exportFileName } from '../../../domain/list/exportName';
import { chosenFilter, isRange, type ListConfig, type ListState } from '../../../domain/list/listState';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { choiceOf, chooseRecord } from '../../kit/choiceFilter';
import { ExportMenu } from '../../kit/ExportMenu';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { Alert } from '../../ui/Alert';
import { SelectField } from '../../ui/SelectField';
import type { Column } from '../../ui/Table';
import { DateField } from '../../ui/DateField';
import { ResourceLabel } from '../../widgets/explorer/ResourceLabel';
import { ProfessionalSelector } from '../../widgets/Selectors';
import { DatedUnavailabilityTable } from '../../widgets/unavailability/DatedUnavailabilityTable';
import { activityCss } from './activity.css';

const TYPE_OPTIONS = [{ value: '', label: TEXTS.allTypes }, ...Object.entries(ABSENCE_TYPES).map(([value, { label }]) => ({ value, label }))];
const WHO: ReadonlyArray<Column<Unavailability>> = [{ key: 'pro', header: TEXTS.pro, cell: (row) => <ResourceLabel kind="employee" id={row.user.id} label={`${row.user.firstName} ${row.user.lastName}`} /> }];

/** The current month is the period at first (today's: the config is the screen's day's). */
const configOf = (now: number): ListConfig => {
  const { startDate, endDate } = monthPeriod(toIsoMonth(now));
  return { attributes: { pro: 'enum', period: 'date', type: 'enum' }, defaultSort: null, defaultPageSize: 20, defaultFilters: { period: { from: startDate, to: endDate } } };
};

const periodOf = (state: ListState) => {
  const period = state.filters.period;
  return period && isRange(period) ? period : { from: null, to: null };
};

function bodyOf(state: ListState) {
  const pro = choiceOf(state, 'pro');
  const type = chosenFilter(state, 'type');
  const { from, to } = periodOf(state);
  return {
    ...(pro ? { userIds: [pro.id] } : {}),
    startDate: from,
    endDate: to,
    ...(type ? { types: [type as AbsenceType] } : {}),
    pageNumber: state.page,
    pageSize: state.pageSize,
  };
}

export function UnavailabilitiesScreen({ title }: ScreenProps) {
  useStyles('activity', activityCss);
  const { client, clock } = usePortal();
  const list = useListController<Unavailability, unknown>('activity.unavailabilities', configOf(clock.now()), (state) => listCall(client, searchUnavailabilities, { body: bodyOf(state) }));
  const { from: startDate, to: endDate } = periodOf(list.state);
  const setPeriod = (from: string | null, to: string | null) => list.setFilter('period', { from: from || null, to: to || null });
  const [exportError, setExportError] = useState<string | null>(null);
  const body = bodyOf(list.state);
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
        <ProfessionalSelector label={TEXTS.pro} value={choiceOf(list.state, 'pro')} onValueChange={chooseRecord(list, 'pro')} />
        <DateField label={TEXTS.from} value={startDate ?? ''} max={endDate ?? undefined} onValueChange={(value) => setPeriod(value, endDate)} />
        <DateField label={TEXTS.to} value={endDate ?? ''} min={startDate ?? undefined} onValueChange={(value) => setPeriod(startDate, value)} />
        <SelectField label={TEXTS.type} value={chosenFilter(list.state, 'type')} options={TYPE_OPTIONS} onValueChange={chooseFilter(list, 'type')} />
      </div>
      {exportError ? <Alert tone="danger">{exportError}</Alert> : null}
      <DatedUnavailabilityTable rows={list.rows} leading={WHO} loading={list.initialLoading} />
      <ListPagination list={list} />
    </>
  );
}
