/**
 * /billing/consumptionTracking and /billing/consumptionMonitoring: a month's contract hours
 * against planned and billed hours, by family or customer, with the consumption in percent
 * (the spec's percentage colours); monitoring keeps the deviations (under 90 %, over 110 %).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { searchConsumption, type ConsumptionRow } from '../../../api/contract/consumption';
import { consumptionColour, DEVIATION_HIGH, DEVIATION_LOW } from '../../../domain/billing/consumption';
import { formatDuration } from '../../../domain/format/duration';
import { formatMonth } from '../../../domain/format/date';
import { chosenFilter, type ListConfig } from '../../../domain/list/listState';
import { PERCENTAGE_COLOUR_TONES } from '../../../domain/scales';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { listCall } from '../../kit/listCall';
import { ListPagination } from '../../kit/ListPagination';
import { chooseFilter, useListController } from '../../kit/useListController';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { TextField } from '../../ui/TextField';
import { MonthField } from '../../ui/MonthField';
import { billingCss } from '../../widgets/billing.css';
import { monthOfRoute } from './paymentsList';

const GROUPS = [
  { value: 'FAMILY', label: 'Par famille' },
  { value: 'CUSTOMER', label: 'Par client' },
];

// The month, grouping, search and page in the URL: `?month=2026-02&groupBy=CUSTOMER&q=dupont&page=2`; by family by default.
const CONSUMPTION_CONFIG: ListConfig = {
  attributes: { groupBy: 'enum' }, defaultSort: null, defaultFilters: { groupBy: { values: ['FAMILY'] } }, routeQuery: ['month'],
};

function Consumption({ title, monitoring }: ScreenProps & { monitoring: boolean }) {
  useStyles('billing', billingCss);
  useSignals();
  const { client, clock, router } = usePortal();
  const month = monthOfRoute(router.location.value, clock.now());
  const list = useListController<ConsumptionRow, unknown>(monitoring ? 'billing.consumptionMonitoring' : 'billing.consumption', CONSUMPTION_CONFIG, (state) => {
    const groupBy = chosenFilter(state, 'groupBy') === 'CUSTOMER' ? 'CUSTOMER' : 'FAMILY';
    return listCall(client, searchConsumption, { body: { month, groupBy, pattern: state.text || null, deviationsOnly: monitoring, pageNumber: state.page, pageSize: state.pageSize } });
  });
  const groupBy = chosenFilter(list.state, 'groupBy') || 'FAMILY';
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
        <MonthField label="Mois" value={month} onValueChange={(value) => value && list.setRouteParam('month', value)} clearable={false} />
        <SelectField label="Regroupement" value={groupBy} options={GROUPS} onValueChange={chooseFilter(list, 'groupBy')} />
        <TextField label="Recherche" type="search" value={list.text} onValueChange={list.setText} />
      </div>
      <Table caption={title} columns={columns} rows={list.rows} rowKey={(r) => r.id} loading={list.initialLoading} />
      <ListPagination list={list} />
    </>
  );
}

export function ConsumptionTrackingScreen(props: ScreenProps) {
  return <Consumption {...props} monitoring={false} />;
}

export function ConsumptionMonitoringScreen(props: ScreenProps) {
  return <Consumption {...props} monitoring />;
}
