/**
 * The absences tab of an employee's record: the dated unavailabilities, latest first;
 * « Ajouter une absence » opens the dialog, each absence deletable after the spec's confirmation.
 */
import { DatedUnavailabilities } from '../../../widgets/unavailability/DatedUnavailabilities';
import type { EmployeeTabProps } from './tabProps';

export function AbsencesTab({ employee }: EmployeeTabProps) {
  return (
    <section className="ap-panel" aria-label="Absences">
      <h2 className="ap-panel__title">Absences</h2>
      <DatedUnavailabilities userId={employee.id} civility={employee.civility} addable deletable />
    </section>
  );
}
