/**
 * The dirty-state warning of a page form: while `dirty`, leaving through the portal's links or
 * closing the tab asks first. (A dialog form asks with its own confirmation: FormDialog.)
 */
import { useEffect } from 'react';
import { FORM_TEXTS } from '../../domain/form/texts';
import { usePortal } from '../context';

export function useLeaveGuard(dirty: boolean): void {
  const { router } = usePortal();
  useEffect(() => {
    if (!dirty) return;
    const win = globalThis.window;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    win?.addEventListener('beforeunload', onBeforeUnload);
    router.setLeaveGuard(() => win?.confirm(FORM_TEXTS.leaveText) ?? true);
    return () => {
      win?.removeEventListener('beforeunload', onBeforeUnload);
      router.setLeaveGuard(null);
    };
  }, [dirty, router]);
}
