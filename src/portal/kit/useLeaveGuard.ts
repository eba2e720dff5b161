/**
 * The dirty-state warning of a page form: while `dirty`, leaving through the portal's links asks
 * first (the router's leave guards), and closing the tab or reloading asks the browser's question.
 * (A dialog form asks with its own confirmation: FormDialog.)
 */
import { useEffect } from 'react';
import { usePortal } from '../context';

export function useLeaveGuard(dirty: boolean): void {
  const { router } = usePortal();
  useEffect(() => {
    if (!dirty) return;
    const win = globalThis.window;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    win?.addEventListener('beforeunload', onBeforeUnload);
    const remove = router.addLeaveGuard();
    return () => {
      win?.removeEventListener('beforeunload', onBeforeUnload);
      remove();
    };
  }, [dirty, router]);
}
