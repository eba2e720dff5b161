/** The agency's figures on the home page (spec 001 §7 `GET …/dashboard`), each leading to the screen that lists them. */
import { agencyDashboard } from '../../../../api/contract/dashboard';
import { formatDuration } from '../../../../domain/format/duration';
import { formatInteger } from '../../../../domain/format/number';
import { toIsoMonth } from '../../../../domain/format/date';
import { collectivePlanningPath } from '../../../../domain/menu';
import { buildLocation } from '../../../../domain/routes';
import { usePortal } from '../../../context';
import { FigureTile as Figure, FigureTiles } from '../../../kit/FigureTiles';
import { useCall } from '../../../kit/useQuery';
import { Loading } from '../../../ui/Spinner';

export function DashboardFigures({ agencyId }: { agencyId: number }) {
  const { clock } = usePortal();
  const { data, loading } = useCall(agencyDashboard, { params: { agencyId } });
  const today = clock.now();
  return (
    <section className="ap-panel ap-home-panel" aria-labelledby="ap-home-figures">
      <h2 id="ap-home-figures" className="ap-panel__title">
        L'agence en chiffres
      </h2>
      {loading && !data ? (
        <Loading />
      ) : data ? (
        <FigureTiles>
          <Figure label="Gardes aujourd'hui" value={formatInteger(data.todayEvents)} to={collectivePlanningPath(today)} />
          <Figure label="Heures planifiées ce mois" value={formatDuration(data.monthPlannedMinutes)} to={buildLocation('/activity/timesheets', {}, { month: toIsoMonth(today) })} />
          <Figure label="Messages non lus" value={formatInteger(data.unreadMessages)} to="/messages/inbox" />
          <Figure label="Familles" value={formatInteger(data.families)} to="/users?type=family" />
          <Figure label="Intervenants actifs" value={formatInteger(data.activeProfessionals)} to="/employees" />
          <Figure label="Candidats" value={formatInteger(data.candidates)} to="/candidates" />
          <Figure label="Clients actifs" value={formatInteger(data.activeCustomers)} to="/customers" />
          <Figure label="Prospects en cours" value={formatInteger(data.prospects)} to="/prospecting/board" />
          <Figure label="Prospects à relancer" value={formatInteger(data.prospectsToFollowUp)} to="/prospecting/reminders" />
        </FigureTiles>
      ) : null}
    </section>
  );
}
