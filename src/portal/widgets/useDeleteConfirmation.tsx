/**
 * Deletions are confirmed (spec 000 §5): `ask(target)` opens the confirmation with the
 * question; 'Supprimer' runs `remove(target)` (a spinner meanwhile), then the dialog closes.
 * `remove` reports its own success or failure (the caller's useAction).
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export function useDeleteConfirmation<Target>(question: string, remove: (target: Target) => Promise<unknown>): { ask(target: Target): void; dialog: ReactNode } {
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
    <ConfirmDialog title="Suppression" confirmLabel="Supprimer" pending={pending} onConfirm={confirm} onCancel={() => setTarget(null)}>
      <p>{question}</p>
    </ConfirmDialog>
  ) : null;
  return { ask: (value) => setTarget({ value }), dialog };
}
