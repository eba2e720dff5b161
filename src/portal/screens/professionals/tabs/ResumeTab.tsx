/**
 * The résumé of a professional (spec 001 §2 Professional summary): the avatar, login e-mail,
 * creation date and hours planned this month; pinned notes; weekly unavailabilities (add and
 * delete); recent absences; the families served since when; the planning overview (next and
 * last events, timesheets, the 6-month chart).
 */
import { formatDate } from '../../../../domain/format/date';
import { formatDuration } from '../../../../domain/format/duration';
import { Fact } from '../../../kit/Fact';
import { StickyNotes } from '../../../widgets/notes/StickyNotes';
import { FamiliesSince } from '../../../widgets/records/FamiliesSince';
import { PlanningOverview } from '../../../widgets/records/PlanningOverview';
import { ProUnavailabilityPanels } from '../../../widgets/unavailability/ProUnavailabilityPanels';
import { UserAvatar } from '../../../widgets/UserAvatar';
import type { ProfessionalTabProps } from './tabProps';

export function ResumeTab({ pro, reload }: ProfessionalTabProps) {
  return (
    <div className="ap-record-home">
      <section className="ap-panel" aria-label="Profil">
        <h2 className="ap-panel__title">Profil</h2>
        <UserAvatar user={{ ...pro, role: 'PRO' }} onChange={() => reload()} />
        <dl className="ap-facts">
          <Fact label="E-mail de connexion" value={pro.login} />
          <Fact label="Créé le" value={formatDate(pro.createdAt)} />
          <Fact label="Heures planifiées ce mois-ci" value={formatDuration(pro.monthPlannedMinutes)} />
        </dl>
      </section>
      <StickyNotes about={{ proId: pro.id, label: `${pro.firstName} ${pro.lastName}` }} />
      <ProUnavailabilityPanels userId={pro.id} />
      <FamiliesSince families={pro.families} />
      <PlanningOverview proId={pro.id} />
    </div>
  );
}
