/** The agency's day on the home page, a lazy chunk of its own: events in the main column; figures, today's planning and birthdays beside. */
import { useStyles } from '../../../ui/useStyles';
import { AgencyEventsPanel } from './AgencyEventsPanel';
import { DashboardFigures } from './DashboardFigures';
import { HomeBirthdays } from './HomeBirthdays';
import { homeCss } from './home.css';
import { TodayPlanning } from './TodayPlanning';

export function AgencyDay({ agencyId }: { agencyId: number }) {
  useStyles('home-day', homeCss);
  return (
    <div className="ap-home-day">
      <AgencyEventsPanel agencyId={agencyId} />
      <div className="ap-home-day__side">
        <DashboardFigures agencyId={agencyId} />
        <TodayPlanning />
        <HomeBirthdays />
      </div>
    </div>
  );
}
