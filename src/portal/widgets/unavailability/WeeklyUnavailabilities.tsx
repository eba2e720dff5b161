/**
 * A professional's weekly unavailabilities, ready to use (spec 000 §2.6, §7): loads them,
 * and when `editable` adds them through the two-step dialog and deletes them after the
 * confirmation, with the standard success and failure messages.
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { addWeeklyUnavailabilities, deleteWeeklyUnavailabilities, listWeeklyUnavailabilities } from '../../../api/contract/weeklyUnavailabilities';
import { MESSAGES } from '../../../domain/messages';
import type { WeeklySlot } from '../../../domain/unavailability/slotLabels';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { unavailabilityCss } from './unavailability.css';
import { useListAction } from './useListAction';
import { WeeklyUnavailabilityDialog } from './WeeklyUnavailabilityDialog';
import { WeeklyUnavailabilityTable } from './WeeklyUnavailabilityTable';

export interface WeeklyUnavailabilitiesProps {
  /** The professional's id. */
  userId: number;
  editable?: boolean;
}

export function WeeklyUnavailabilities({ userId, editable = false }: WeeklyUnavailabilitiesProps) {
  useStyles('unavailability', unavailabilityCss);
  const { client } = usePortal();
  const [adding, setAdding] = useState(false);
  const { data, loading, reload } = useLoad(() => client.call(listWeeklyUnavailabilities, { params: { userId } }), [client, userId]);
  const action = useListAction(reload);
  // The contract checks that week days run from 1 to 7, which the domain's type says.
  const slots = (data ?? []) as readonly WeeklySlot[];

  return (
    <section className="ap-unavailability" aria-label="Indisponibilités hebdomadaires">
      {editable ? (
        <div className="ap-unavailability__bar">
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Ajouter une indisponibilité
          </Button>
        </div>
      ) : null}
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {action.notice ? <Alert tone="success">{action.notice}</Alert> : null}
      <WeeklyUnavailabilityTable
        slots={slots}
        loading={loading && !data}
        {...(editable ? { onDelete: (slot) => action.run(() => client.call(deleteWeeklyUnavailabilities, { params: { userId }, query: { ids: String(slot.id) } }), MESSAGES.deleted) } : {})}
      />
      {adding ? (
        <WeeklyUnavailabilityDialog
          onClose={() => setAdding(false)}
          onSave={async (payload) => {
            await client.call(addWeeklyUnavailabilities, { params: { userId }, body: { ...payload, slots: [...payload.slots] } });
            setAdding(false);
            action.succeeded(MESSAGES.saved);
          }}
        />
      ) : null}
    </section>
  );
}
