/**
 * /clients/{clientPublicAccessHash}/overview (admin, spec 000 §2.1): one client's network — its
 * identity, this month's figures, its agencies (each leading to its options), its directors and
 * advisers, and its last twelve months.
 */
import { ArrowLeft } from 'tabler-icons-react';
import { clientOverview, type ClientAgency, type ClientUser } from '../../../api/contract/adminNetwork';
import { formatDate } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import { ROLE_LABELS } from '../../../domain/labels';
import type { Role } from '../../../api/endpoint';
import type { ScreenProps } from '../../app/screens';
import { Link } from '../../app/Link';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { FigureTile, FigureTiles } from '../../kit/FigureTiles';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { Table, type Column } from '../../ui/Table';
import { overviewInput } from '../stats/adminLoads';
import { billedText, MonthCharts, MonthFiguresTable, monthChartsCss } from '../stats/MonthFigures';

const AGENCY_COLUMNS: Column<ClientAgency>[] = [
  {
    key: 'label', header: 'Agence', wide: true,
    cell: (a) => (
      <span className="ap-admin-cell">
        <Link to={`/agencies/${a.id}`} aria-label={`Options de ${a.label}`} className="ap-strong">{a.label}</Link>
        <span className="ap-muted">{`${a.zipCode} ${a.city}`}</span>
      </span>
    ),
  },
  { key: 'families', header: 'Familles', numeric: true, cell: (a) => formatInteger(a.families) },
  { key: 'active', header: 'Actives', numeric: true, cell: (a) => formatInteger(a.activeFamilies) },
  { key: 'professionals', header: 'Intervenants', numeric: true, cell: (a) => formatInteger(a.professionals) },
  { key: 'minutes', header: 'Heures', numeric: true, nowrap: true, cell: (a) => formatDuration(a.month.minutes) },
  { key: 'billed', header: 'Facturé TTC', numeric: true, nowrap: true, cell: (a) => billedText(a.month.billed, [a.currency]) },
];

const USER_COLUMNS: Column<ClientUser>[] = [
  { key: 'name', header: 'Nom', wide: true, cell: (u) => <span className="ap-strong">{`${u.firstName} ${u.lastName}`}</span> },
  { key: 'login', header: 'Identifiant', cell: (u) => u.login },
  { key: 'role', header: 'Rôle', nowrap: true, cell: (u) => ROLE_LABELS[u.role as Role] ?? u.role },
  { key: 'agencies', header: 'Agences', cell: (u) => u.agencies.join(', ') },
];

export function ClientOverviewScreen({ params, title }: ScreenProps) {
  useStyles('month-charts', monthChartsCss);
  const hash = params.clientPublicAccessHash ?? '';
  const overview = useCall(clientOverview, overviewInput(hash));
  const data = overview.data;
  const month = data?.months.at(-1);
  return (
    <>
      <Link to="/clients" className="ap-back">
        <ArrowLeft size={16} aria-hidden="true" /> Clients
      </Link>
      <div className="ap-page-head">
        <h1>{data ? `${data.client.name} – Vue d'ensemble` : title}</h1>
      </div>
      {overview.loading && !data ? (
        <Loading />
      ) : !data || !month ? (
        <EmptyState title="Ce client n’existe pas" />
      ) : (
        <>
          <p className="ap-muted">
            SIRET / IDE {data.client.siret} · client depuis le {formatDate(data.client.createdAt)}
          </p>
          <section className="ap-admin-section" aria-labelledby="ap-client-month">
            <h2 id="ap-client-month" className="ap-panel__title">Ce mois-ci</h2>
            <FigureTiles wide>
              <FigureTile label="Agences" value={formatInteger(data.client.agencies)} />
              <FigureTile label="Responsables" value={formatInteger(data.client.users)} />
              <FigureTile label="Familles actives" value={formatInteger(data.client.activeFamilies)} />
              <FigureTile label="Intervenants actifs" value={formatInteger(data.client.professionals)} />
              <FigureTile label="Heures de prestation" value={formatDuration(month.minutes)} />
              <FigureTile label="Facturé TTC" value={billedText(month.billed, data.client.currencies)} />
            </FigureTiles>
          </section>
          <section className="ap-admin-section" aria-labelledby="ap-client-agencies">
            <h2 id="ap-client-agencies" className="ap-panel__title">Agences</h2>
            <p className="ap-muted">Familles clientes, familles actives, intervenants actifs, heures et montant facturé du mois en cours.</p>
            <Table caption="Agences du client" columns={AGENCY_COLUMNS} rows={data.agencies} rowKey={(a) => a.id} />
          </section>
          <section className="ap-admin-section" aria-labelledby="ap-client-users">
            <h2 id="ap-client-users" className="ap-panel__title">Responsables</h2>
            <Table caption="Directeurs et conseillers du client" columns={USER_COLUMNS} rows={data.users} rowKey={(u) => u.id} />
          </section>
          <section className="ap-admin-section" aria-labelledby="ap-client-activity">
            <h2 id="ap-client-activity" className="ap-panel__title">Activité des douze derniers mois</h2>
            <MonthCharts months={data.months} currencies={data.client.currencies} />
            <MonthFiguresTable months={data.months} currencies={data.client.currencies} caption="Activité par mois" />
          </section>
        </>
      )}
    </>
  );
}
