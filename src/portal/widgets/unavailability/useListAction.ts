/**
 * A list's changes and their outcome: `run(work, success)` shows the standard success message
 * (saved, deleted) or the failure (the server's label, else the generic message), then
 * reloads; `succeeded(success)` does the same for a change made elsewhere (a dialog).
 */
import { useState } from 'react';
import { useAction } from '../../kit/useAction';

export function useListAction(reload: () => void) {
  const [notice, setNotice] = useState<string | null>(null);
  const succeeded = (success: string) => {
    setNotice(success);
    reload();
  };
  const action = useAction(async (work: () => Promise<unknown>, success: string) => {
    setNotice(null);
    await work();
    succeeded(success);
  });
  return { run: action.run, succeeded, error: action.error, notice };
}
