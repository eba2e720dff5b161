/**
 * /billing/consumptionTracking and /billing/consumptionMonitoring: a month's contract hours
 * against planned and billed hours, by family or customer, with the consumption in percent
 * (the spec's percentage colours); monitoring keeps the deviations (under 90 %, over 110 %).
 */
import { useState } from 'react';
import { searchConsumption, type ConsumptionRow } from '../../../api/contract/consumption';
import { consumptionColour, DEVIATION_HIGH, DEVIATION_LOW } from '../../../domain/billing/consumption';
import { formatDuration } from '../../../domain/format/duration';
import { formatMonth, toIsoMonth } from '../../../domain/format/date';
import { DEFAULT_PAGE_SIZE } from '../../../domain/pagination';
import { PERCENTAGE_COLOUR_TONES } from '../../../domain/scales';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useDebounced } from '../../hooks/useDebounced';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { MonthField } from '../../widgets/MonthField';
import { Pagination } from '../../widgets/Pagination';
import { billingCss } from '../../widgets/billing.css';

const GROUPS = [
  { value: 'FAMILY', label: 'Par famille' },
  { value: 'CUSTOMER', label: 'Par client' },
];

function Consumption({ title, monitoring }: ScreenProps & { monitoring: boolean }) {
  useStyles('billing', billingCss);
  const { client, clock } = usePortal();
  const [month, setMonth] = useState(toIsoMonth(clock.now()));
  const [groupBy, setGroupBy] = useState<'FAMILY' | 'CUSTOMER'>('FAMILY');
  const [pattern, setPattern] = useState('');
  const [pageNumber, setPageNumber] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const searched = useDebounced(pattern, 300);
  const { data, loading } = useLoad(
    () => client.call(searchConsumption, { body: { month, groupBy, pattern: searched || null, deviationsOnly: monitoring, pageNumber, pageSize } }),
    [client, month, groupBy, searched, monitoring, pageNumber, pageSize],
  );
  const columns: Column<ConsumptionRow>[] = [
    { key: 'label', header: groupBy === 'FAMILY' ? 'Famille' : 'Client', cell: (r) => <span className="ap-strong">{r.label}</span> },
    { key: 'contract', header: 'Heures au contrat', numeric: true, nowrap: true, cell: (r) => formatDuration(r.contractMinutes) },
    { key: 'planned', header: 'Heures planifiées', numeric: true, nowrap: true, cell: (r) => formatDuration(r.plannedMinutes) },
    { key: 'billed', header: 'Heures facturées', numeric: true, nowrap: true, cell: (r) => formatDuration(r.billedMinutes) },
    {
      key: 'percent',
      header: 'Consommation',
      numeric: true,
      nowrap: true,
      cell: (r) => <Tag tone={PERCENTAGE_COLOUR_TONES[consumptionColour(r.consumptionPercent)]}>{r.consumptionPercent === null ? 'Sans contrat' : `${r.consumptionPercent}\u00a0%`}</Tag>,
    },
  ];
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">
          {monitoring ? `Écarts de ${formatMonth(`${month}-01`)} : moins de ${DEVIATION_LOW} % ou plus de ${DEVIATION_HIGH} % des heures du contrat` : `Heures de ${formatMonth(`${month}-01`)} : contrat, planning et facturation`}
        </p>
      </div>
      <div className="ap-filters" role="search" aria-label="Filtres">
        <MonthField label="Mois" value={month} onValueChange={(value) => value && (setMonth(value), setPageNumber(0))} clearable={false} />
        <SelectField label="Regroupement" value={groupBy} options={GROUPS} onValueChange={(value) => (setGroupBy(value as 'FAMILY' | 'CUSTOMER'), setPageNumber(0))} />
        <TextField label="Recherche" type="search" value={pattern} onValueChange={(value) => (setPattern(value), setPageNumber(0))} />
      </div>
      <Table caption={title} columns={columns} rows={data?.content ?? []} rowKey={(r) => r.id} loading={loading && !data} />
      {data?.totalElements ? <Pagination page={pageNumber} pageSize={pageSize} total={data.totalElements} onPage={setPageNumber} onPageSize={(size) => (setPageSize(size), setPageNumber(0))} /> : null}
    </>
  );
}

export function ConsumptionTrackingScreen(props: ScreenProps) {
  return <Consumption {...props} monitoring={false} />;
}

export function ConsumptionMonitoringScreen(props: ScreenProps) {
  return <Consumption {...props} monitoring />;
}
