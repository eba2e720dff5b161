/**
 * The planning overview of a family or a professional, read-only (spec 001 §2 Planning
 * overview, the record pages' « planning » tab): the next and last events grouped by day, the
 * timesheet completion of this month and the last, each timesheet opening its page to edit it, and the six-month
 * hours chart against the monthly average. `eventsCount` keeps the first next and last events
 * (the family summary's three). Each event names the other party with its resource label
 * (`EventPartyLabel`); a timesheet's name stays the link to that timesheet. Load failures are
 * swallowed (spec 000 §8).
 */
import type { ReactNode } from 'react';
import { familyOverview, professionalOverview, type TimesheetSummary } from '../../../api/contract/overview';
import type { PlanningEvent } from '../../../api/contract/planning';
import { timesheetPath } from '../../../domain/activity/timesheets';
import { eventPartyLabel, type PartySide } from '../../../domain/planningEvent';
import { chartMonths, groupByDay } from '../../../domain/planningOverview';
import { Link } from '../../app/Link';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Spinner';
import { HoursChart } from '../HoursChart';
import { EventPartyLabel } from '../explorer/EventPartyLabel';
import { TimesheetCompletion } from './TimesheetCompletion';
import { recordsCss } from './records.css';
import type { RecordTarget } from './target';

export type PlanningOverviewProps = RecordTarget & { eventsCount?: number };

/** A titled part of the overview, « Aucun résultat » when it has nothing to show. */
function OverviewSection({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="ap-overview__section" aria-label={title}>
      <h3>{title}</h3>
      {empty ? <EmptyState /> : children}
    </section>
  );
}

function EventDays({ title, events, side }: { title: string; events: readonly PlanningEvent[]; side: PartySide }) {
  return (
    <OverviewSection title={title} empty={events.length === 0}>
      <ul className="ap-overview__days">
        {groupByDay(events).map((group) => (
          <li key={group.day}>
            <span className="ap-overview__day">{group.label}</span>
            <ul className="ap-overview__events">
              {group.events.map((event) => (
                <li key={event.id} className="ap-overview__event">
                  <span className="ap-overview__time">
                    {event.startTime} – {event.endTime}
                  </span>
                  <span>
                    <EventPartyLabel event={event} by={side} />
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </OverviewSection>
  );
}

/** A month's timesheets: their completion, and each one's, its name opening it. */
function Timesheets({ title, sheets, side }: { title: string; sheets: readonly TimesheetSummary[]; side: PartySide }) {
  return (
    <OverviewSection title={title} empty={sheets.length === 0}>
      <div className="ap-overview__completion">
        <span>Complétude</span>
        <TimesheetCompletion sheets={sheets} />
      </div>
      <ul className="ap-overview__sheets">
        {sheets.map((sheet) => (
          <li key={`${sheet.pro.id}-${sheet.family.id}`} className="ap-overview__sheet">
            <span>
              <Link to={timesheetPath(sheet)}>{eventPartyLabel({ user: sheet.pro, family: sheet.family }, side)}</Link>
              {` : ${sheet.customerSlotsCount}/${sheet.slotsCount} créneaux validés`}
            </span>
            <TimesheetCompletion sheets={[sheet]} />
          </li>
        ))}
      </ul>
    </OverviewSection>
  );
}

export function PlanningOverview({ familyId, proId, eventsCount }: PlanningOverviewProps) {
  useStyles('records', recordsCss);
  const family = useCall(familyOverview, familyId !== undefined ? { params: { id: familyId } } : null);
  const pro = useCall(professionalOverview, familyId === undefined ? { params: { id: proId } } : null);
  const { data, loading } = familyId !== undefined ? family : pro;
  if (loading && !data) return <Loading />;
  if (!data) return null;
  // A family's page names the professional of each event, a professional's page the family.
  const side: PartySide = familyId !== undefined ? 'family' : 'pro';
  return (
    <div className="ap-overview">
      <EventDays title="Prochaines interventions" events={data.nextPlanningEvents.slice(0, eventsCount)} side={side} />
      <EventDays title="Dernières interventions" events={data.lastPlanningEvents.slice(0, eventsCount)} side={side} />
      <div className="ap-overview__months">
        <Timesheets title="Relevés d'heures du mois" sheets={data.currentTimesheets} side={side} />
        <Timesheets title="Relevés d'heures du mois dernier" sheets={data.previousTimesheets} side={side} />
      </div>
      <section className="ap-overview__section">
        <HoursChart months={chartMonths(data.lastPlanningActivityReports)} average={data.monthPlannedDurationAvg} />
      </section>
    </div>
  );
}
