/**
 * /stats (admin, spec 000 §2.2): the network's figures — agencies, active families,
 * professionals, hours and billed amounts by month — for every client or one; what each
 * figure counts is decided in src/domain/adminNetwork.ts.
 */
import { useState } from 'react';
import { STATS_MONTHS } from '../../../domain/adminNetwork';
import { formatDuration } from '../../../domain/format/duration';
import { formatInteger } from '../../../domain/format/number';
import type { ScreenProps } from '../../app/screens';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { FigureTile, FigureTiles } from '../../kit/FigureTiles';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';
import { Loading } from '../../ui/Spinner';
import { clients, networkStats } from '../../../api/contract/adminNetwork';
import { statsInput } from './adminLoads';
import { billedText, MonthCharts, MonthFiguresTable, monthChartsCss } from './MonthFigures';

export function StatsScreen({ title }: ScreenProps) {
  useStyles('month-charts', monthChartsCss);
  const [clientId, setClientId] = useState('');
  const networks = useCall(clients, {});
  const stats = useCall(networkStats, statsInput(clientId));
  const options = [{ value: '', label: 'Tous les réseaux' }, ...(networks.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))];
  const data = stats.data;
  const month = data?.months.at(-1);
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <p className="ap-muted ap-admin-intro">
        Les chiffres des {STATS_MONTHS} derniers mois, le mois en cours compris : heures des prestations planifiées, familles et intervenants ayant eu au moins une prestation dans le mois, factures validées (avoirs déduits) en montant TTC.
      </p>
      <div className="ap-filters" role="search" aria-label="Filtres des statistiques">
        <SelectField label="Réseau" value={clientId} options={options} onValueChange={setClientId} />
      </div>
      {stats.loading && !data ? (
        <Loading />
      ) : !data || !month ? (
        <EmptyState />
      ) : (
        <>
          <section className="ap-admin-section" aria-labelledby="ap-stats-month">
            <h2 id="ap-stats-month" className="ap-panel__title">Ce mois-ci</h2>
            <FigureTiles wide>
              <FigureTile label="Agences" value={formatInteger(data.agencies)} />
              <FigureTile label="Familles actives" value={formatInteger(data.activeFamilies)} />
              <FigureTile label="Intervenants actifs" value={formatInteger(data.professionals)} />
              <FigureTile label="Heures de prestation" value={formatDuration(month.minutes)} />
              <FigureTile label="Facturé TTC" value={billedText(month.billed, data.currencies)} />
            </FigureTiles>
          </section>
          <section className="ap-admin-section" aria-labelledby="ap-stats-months">
            <h2 id="ap-stats-months" className="ap-panel__title">Par mois</h2>
            <MonthCharts months={data.months} currencies={data.currencies} />
            <MonthFiguresTable months={data.months} currencies={data.currencies} caption="Chiffres par mois" />
          </section>
        </>
      )}
    </>
  );
}
