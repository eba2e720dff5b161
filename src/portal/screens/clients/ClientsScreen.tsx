/**
 * /clients (admin, spec 000 §2.2): the client companies, each a network of agencies, with their
 * agencies, managers and this month's figures; a client opens its overview by its public hash.
 */
import { Building } from 'tabler-icons-react';
import type { NetworkClient } from '../../../api/contract/adminNetwork';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import type { ScreenProps } from '../../app/screens';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useRouteLoad } from '../../hooks/useRouteLoad';
import { Table, type Column } from '../../ui/Table';
import { CLIENTS_KEY, requestClients } from '../stats/adminLoads';
import { billedText } from '../stats/MonthFigures';

export const clientOverviewPath = (client: Pick<NetworkClient, 'publicAccessHash'>) => `/clients/${client.publicAccessHash}/overview`;

const COLUMNS: Column<NetworkClient>[] = [
  {
    key: 'name', header: 'Client', wide: true,
    cell: (c) => (
      <span className="ap-inline">
        <Building size={18} aria-hidden="true" />
        <Link to={clientOverviewPath(c)} className="ap-strong">{c.name}</Link>
      </span>
    ),
  },
  { key: 'agencies', header: 'Agences', numeric: true, cell: (c) => formatInteger(c.agencies) },
  { key: 'users', header: 'Responsables', numeric: true, cell: (c) => formatInteger(c.users) },
  { key: 'families', header: 'Familles actives', numeric: true, cell: (c) => formatInteger(c.activeFamilies) },
  { key: 'professionals', header: 'Intervenants actifs', numeric: true, cell: (c) => formatInteger(c.professionals) },
  { key: 'minutes', header: 'Heures', numeric: true, nowrap: true, cell: (c) => formatDuration(c.month.minutes) },
  { key: 'billed', header: 'Facturé TTC', numeric: true, nowrap: true, cell: (c) => billedText(c.month.billed, c.currencies) },
];

export function ClientsScreen({ title }: ScreenProps) {
  const { client } = usePortal();
  const list = useRouteLoad(CLIENTS_KEY, () => requestClients(client), [client]);
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <p className="ap-muted">Les sociétés clientes du portail, chacune avec son réseau d’agences. Heures, familles actives et montant facturé sont ceux du mois en cours ; la vue d’ensemble d’un client donne ses agences, ses responsables et ses douze derniers mois.</p>
      <Table caption="Clients" columns={COLUMNS} rows={list.data ?? []} rowKey={(c) => c.id} loading={list.loading && !list.data} />
    </>
  );
}
