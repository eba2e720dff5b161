/**
 * /clients (admin, spec 000 §2.2): the client companies, each a network of agencies, with their
 * agencies, managers and this month's figures; a client opens its overview by its public hash.
 */
import { clients, type NetworkClient } from '../../../api/contract/adminNetwork';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import type { ScreenProps } from '../../app/screens';
import { Link } from '../../app/Link';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Table, type Column } from '../../ui/Table';
import { billedText, monthChartsCss } from '../stats/MonthFigures';

const plural = (count: number, one: string, many: string) => `${formatInteger(count)} ${count > 1 ? many : one}`;

export const clientOverviewPath = (client: Pick<NetworkClient, 'publicAccessHash'>) => `/clients/${client.publicAccessHash}/overview`;

const COLUMNS: Column<NetworkClient>[] = [
  {
    key: 'name', header: 'Client', wide: true, nowrap: true,
    cell: (c) => (
      <span className="ap-admin-cell">
        <Link to={clientOverviewPath(c)} className="ap-strong">{c.name}</Link>
        <span className="ap-muted">{`${plural(c.agencies, 'agence', 'agences')} · ${plural(c.users, 'responsable', 'responsables')}`}</span>
      </span>
    ),
  },
  { key: 'families', header: 'Familles actives', numeric: true, cell: (c) => formatInteger(c.activeFamilies) },
  { key: 'professionals', header: 'Intervenants', numeric: true, cell: (c) => formatInteger(c.professionals) },
  { key: 'minutes', header: 'Heures', numeric: true, nowrap: true, cell: (c) => formatDuration(c.month.minutes) },
  { key: 'billed', header: 'Facturé TTC', numeric: true, nowrap: true, cell: (c) => billedText(c.month.billed, c.currencies) },
];

export function ClientsScreen({ title }: ScreenProps) {
  useStyles('month-charts', monthChartsCss);
  const list = useCall(clients, {});
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <p className="ap-muted ap-admin-intro">Les sociétés clientes du portail, chacune avec son réseau d’agences. Familles actives, heures et montant facturé sont ceux du mois en cours, les intervenants ceux en activité ; la vue d’ensemble d’un client donne ses agences, ses responsables et ses douze derniers mois.</p>
      <Table caption="Clients" columns={COLUMNS} rows={list.data ?? []} rowKey={(c) => c.id} loading={list.loading && !list.data} />
    </>
  );
}
