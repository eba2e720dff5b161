/** A professional's weekly unavailabilities (editable) and recent absences, as the employee's and the professional's summaries show them. */
import { DatedUnavailabilities } from './DatedUnavailabilities';
import { WeeklyUnavailabilities } from './WeeklyUnavailabilities';

export function ProUnavailabilityPanels({ userId }: { userId: number }) {
  return (
    <>
      <section className="ap-panel" aria-label="Indisponibilités hebdomadaires">
        <h2 className="ap-panel__title">Indisponibilités hebdomadaires</h2>
        <WeeklyUnavailabilities userId={userId} editable />
      </section>
      <section className="ap-panel" aria-label="Absences récentes">
        <h2 className="ap-panel__title">Absences récentes</h2>
        <DatedUnavailabilities userId={userId} />
      </section>
    </>
  );
}
