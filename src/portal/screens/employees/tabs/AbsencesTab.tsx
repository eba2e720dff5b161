/**
 * The absences tab of an employee's record: the dated unavailabilities, latest first, each
 * deletable after the spec's confirmation; « Ajouter une absence » opens the dialog, and the
 * list shows the new one with the success message.
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { MESSAGES } from '../../../../domain/messages';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { AbsenceDialog } from '../../../widgets/unavailability/AbsenceDialog';
import { DatedUnavailabilities } from '../../../widgets/unavailability/DatedUnavailabilities';
import type { EmployeeTabProps } from './tabProps';

export function AbsencesTab({ employee }: EmployeeTabProps) {
  const [adding, setAdding] = useState(false);
  // Each addition mounts the list again: it asks for its first page, the new absence on it.
  const [added, setAdded] = useState(0);
  return (
    <section className="ap-panel" aria-label="Absences">
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">Absences</h2>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
          Ajouter une absence
        </Button>
      </div>
      {added ? <Alert tone="success">{MESSAGES.saved}</Alert> : null}
      <DatedUnavailabilities key={added} userId={employee.id} deletable />
      {adding ? (
        <AbsenceDialog
          userId={employee.id}
          onDone={() => {
            setAdding(false);
            setAdded((n) => n + 1);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}
