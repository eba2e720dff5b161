/**
 * A professional's weekly unavailabilities, ready to use (spec 000 §2.6, §7): loads them,
 * and when `editable` adds them through the two-step dialog and deletes them after the
 * confirmation, with the standard success and failure messages.
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { addWeeklyUnavailabilities, deleteWeeklyUnavailabilities, listWeeklyUnavailabilities } from '../../../api/contract/weeklyUnavailabilities';
import type { AffectedEvent, ReplacementDecision } from '../../../api/contract/replacements';
import { MESSAGES } from '../../../domain/messages';
import type { WeeklyUnavailabilityValues } from '../../../domain/unavailability/dialog';
import type { WeeklyUnavailabilityPayload } from '../../../domain/unavailability/payload';
import type { WeeklySlot } from '../../../domain/unavailability/slotLabels';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { unavailabilityCss } from './unavailability.css';
import { useListAction } from './useListAction';
import { LazyAffectedEventsDialog as AffectedEventsDialog } from '../replacement/lazyAffectedEventsDialog';

// Loaded with the first slots saved: the employee record's chunk stays within its budget.
const replacements = () => import('../../../api/contract/replacements');
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
  // Open with the values to start from: null for a new one, the typed ones back from the affected events.
  const [adding, setAdding] = useState<{ initial: WeeklyUnavailabilityValues | null } | null>(null);
  const { data, loading, reload } = useCall(listWeeklyUnavailabilities, { params: { userId } });
  const action = useListAction(reload);
  const [affected, setAffected] = useState<{ payload: WeeklyUnavailabilityPayload; values: WeeklyUnavailabilityValues; events: AffectedEvent[] } | null>(null);
  // With decisions, the slots are saved with them in one transaction: a refused replacement writes nothing.
  const add = async (payload: WeeklyUnavailabilityPayload, decisions: ReplacementDecision[]) => {
    const weekly = { ...payload, slots: [...payload.slots] };
    if (decisions.length) await client.call((await replacements()).resolveReplacements, { body: { decisions, unavailability: { userId, weekly } } });
    else await client.call(addWeeklyUnavailabilities, { params: { userId }, body: weekly });
    setAdding(null);
    setAffected(null);
    action.succeeded(MESSAGES.saved);
  };
  // The contract checks that week days run from 1 to 7, which the domain's type says.
  const slots = (data ?? []) as readonly WeeklySlot[];

  return (
    <section className="ap-unavailability" aria-label="Indisponibilités hebdomadaires">
      {editable ? (
        <div className="ap-unavailability__bar">
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setAdding({ initial: null })}>
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
          initial={adding.initial}
          onClose={() => setAdding(null)}
          onSave={async (payload, values) => {
            // Over planned events: those are listed first, each to keep, cancel or replace (issue 33).
            const events = await client.call((await replacements()).affectedEvents, { params: { userId }, body: { weekly: { type: payload.type, slots: [...payload.slots] } } });
            if (events.length) {
              setAffected({ payload, values, events });
              setAdding(null);
            } else await add(payload, []);
          }}
        />
      ) : null}
      {affected ? (
        <AffectedEventsDialog
          events={affected.events}
          onSave={(decisions) => add(affected.payload, decisions)}
          onBack={() => {
            setAffected(null);
            setAdding({ initial: affected.values });
          }}
          onClose={() => setAffected(null)}
        />
      ) : null}
    </section>
  );
}
