/**
 * An event's cancellation (or the change of it), its restoration and its deletion, with their
 * dialogs: one behaviour for the lists (« Liste », « Mois ») and the hour grid (« Semaine », « Jour »).
 * `done` gets the notice to show once the engine has answered.
 */
import { useState, type ReactNode } from 'react';
import { deleteCancellation, deleteEvents, type PlannedEvent } from '../../../api/contract/planningEngine';
import { CANCELLATION_TEXTS } from '../../../domain/planning/cancellations';
import { PLANNING_TEXTS } from '../../../domain/planning/form';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { CancelEventDialog } from './CancelEventDialog';
import { DeleteEventDialog } from './DeleteEventDialog';

export interface EventActions {
  cancel(event: PlannedEvent): void;
  remove(event: PlannedEvent): void;
  restore(event: PlannedEvent): void;
  /** The last failure of a deletion or a restoration. */
  error: string | null;
  /** The open dialog, if any: to render once. */
  dialogs: ReactNode;
}

export function useEventActions(done: (notice: string) => void): EventActions {
  const { client } = usePortal();
  const [deleting, setDeleting] = useState<PlannedEvent | null>(null);
  const [cancelling, setCancelling] = useState<PlannedEvent | null>(null);
  const remove = useAction(async (event: PlannedEvent, following: boolean) => {
    try {
      await client.call(deleteEvents, { body: { ids: [event.id], following } });
      done(PLANNING_TEXTS.deleted(following && event.seriesId !== null));
    } finally {
      setDeleting(null);
    }
  });
  const restore = useAction(async (event: PlannedEvent) => {
    await client.call(deleteCancellation, { params: { id: event.id } });
    done(CANCELLATION_TEXTS.restored);
  });
  const dialogs = (
    <>
      {cancelling ? (
        <CancelEventDialog
          event={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(notice) => {
            setCancelling(null);
            done(notice);
          }}
        />
      ) : null}
      {deleting ? <DeleteEventDialog event={deleting} pending={remove.pending} onConfirm={(following) => void remove.run(deleting, following)} onCancel={() => setDeleting(null)} /> : null}
    </>
  );
  return { cancel: setCancelling, remove: setDeleting, restore: (event) => void restore.run(event), error: remove.error ?? restore.error, dialogs };
}
