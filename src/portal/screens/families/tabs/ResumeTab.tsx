/**
 * The family summary (spec 001 §2): children and parent accounts counted, the planned hours
 * of the current month, the theoretical monthly hours or 'Non défini', the pinned notes, the
 * planning overview (next 3 and last 3 events, timesheets, six-month chart) and, when the
 * agency bills, the last bills; the recent and nearest professionals.
 */
import { FAMILY_SUMMARY_EVENTS, familyCounts, theoreticalHoursLabel } from '../../../../domain/families/summary';
import { formatDuration } from '../../../../domain/format/duration';
import { Fact } from '../../../kit/Fact';
import { StickyNotes } from '../../../widgets/notes/StickyNotes';
import { LastBills } from '../../../widgets/records/LastBills';
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import { ProsNearby } from '../ProsNearby';
import type { FamilyTabProps } from './tabProps';

export function ResumeTab({ family }: FamilyTabProps) {
  const counts = familyCounts(family);
  return (
    <div className="ap-record-home">
      <section className="ap-panel" aria-label="Synthèse">
        <h2 className="ap-panel__title">Synthèse</h2>
        <dl className="ap-facts">
          <Fact label="Enfants" value={String(counts.children)} />
          <Fact label="Comptes parents" value={`${counts.parentAccounts} (${counts.activeParentAccounts} actif${counts.activeParentAccounts > 1 ? 's' : ''})`} />
          <Fact label="Heures planifiées ce mois-ci" value={formatDuration(family.currentMonthPlannedDuration)} />
          <Fact label="Heures mensuelles théoriques" value={theoreticalHoursLabel(family.monthPlannedDurationAvg)} />
        </dl>
      </section>
      <StickyNotes about={{ familyId: family.id, label: family.name }} />
      <PlanningOverview familyId={family.id} eventsCount={FAMILY_SUMMARY_EVENTS} />
      {family.lastBills ? <LastBills bills={family.lastBills} /> : null}
      <ProsNearby familyId={family.id} />
    </div>
  );
}
