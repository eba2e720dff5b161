/**
 * Deletions are confirmed (spec 000 §5): `ask(target)` opens the confirmation with the
 * question; 'Supprimer' runs `remove(target)` (a spinner meanwhile), then the dialog closes.
 * `remove` reports its own success or failure (the caller's useAction).
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** Another confirmed action than a deletion names its dialog and its button (a family leaving a shared care). */
export interface ConfirmationLabels { title: string; confirmLabel: string }

const DELETION: ConfirmationLabels = { title: 'Suppression', confirmLabel: 'Supprimer' };

/** `question`: the same for every target, or told by the target. */
export function useDeleteConfirmation<Target>(
  question: string | ((target: Target) => string), remove: (target: Target) => Promise<unknown>, labels: ConfirmationLabels = DELETION,
): { ask(target: Target): void; dialog: ReactNode } {
  const [target, setTarget] = useState<{ value: Target } | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    if (!target) return;
    setPending(true);
    void remove(target.value).finally(() => {
      setPending(false);
      setTarget(null);
    });
  };
  const dialog = target ? (
    <ConfirmDialog title={labels.title} confirmLabel={labels.confirmLabel} pending={pending} onConfirm={confirm} onCancel={() => setTarget(null)}>
      <p>{typeof question === 'string' ? question : question(target.value)}</p>
    </ConfirmDialog>
  ) : null;
  return { ask: (value) => setTarget({ value }), dialog };
}
