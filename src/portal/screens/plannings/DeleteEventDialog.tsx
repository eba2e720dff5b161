/** Asks before deleting an event (spec 000 §5); an event of a series may take the series' following events with it. */
import { useState } from 'react';
import type { PlannedEvent } from '../../../api/contract/planningEngine';
import { PLANNING_TEXTS, slotLabel } from '../../../domain/planning/form';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export interface DeleteEventDialogProps {
  event: PlannedEvent;
  pending: boolean;
  onConfirm(following: boolean): void;
  onCancel(): void;
}

export function DeleteEventDialog({ event, pending, onConfirm, onCancel }: DeleteEventDialogProps) {
  const [following, setFollowing] = useState(false);
  return (
    <ConfirmDialog title="Suppression" confirmLabel="Supprimer" pending={pending} onConfirm={() => onConfirm(following)} onCancel={onCancel}>
      <p>{PLANNING_TEXTS.deleteQuestion}</p>
      <p className="ap-muted">{slotLabel(event)}</p>
      {event.seriesId !== null ? <Checkbox label={PLANNING_TEXTS.deleteFollowing} checked={following} onCheckedChange={setFollowing} /> : null}
    </ConfirmDialog>
  );
}
