/**
 * Private screens: header on top, left menu, the page, and the dialogs of the shell.
 * Rendered once around every private route (App.tsx), so that an open drawer or the
 * quick search survives a navigation. Keyboard shortcuts (spec 000 §2.3) act when the
 * focus is inside this portal, or on nothing at all (the page's body) for the portal
 * that owns the URL (hash routing): a host page's own fields and other portals on the
 * same page are never affected.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mayOpenDownloads, shortcutAction } from '../../domain/header';
import { collectivePlanningPath } from '../../domain/menu';
import { usePortal } from '../context';
import { useStyles } from '../ui/useStyles';
import { shellCss } from '../shell/shell.css';
import { Header } from '../shell/Header';
import { ShellDialogs } from '../shell/ShellDialogs';
import { Sidebar } from '../shell/Sidebar';
import type { ShellDialog } from '../shell/dialogs';
import { usePageTitle } from '../shell/usePageTitle';

export function AppLayout({ children }: { children: ReactNode }) {
  useSignals();
  const portal = usePortal();
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  usePageTitle();
  useStyles('shell', shellCss);

  const shell = useRef<HTMLDivElement>(null);
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;

  // A layout effect: the shortcuts listen from the shell's first paint on (Preact runs
  // plain effects a frame later, when home may already be on screen and a key pressed).
  useLayoutEffect(() => {
    const doc = portal.document;
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const inside = shell.current !== null && event.composedPath().includes(shell.current);
      const nobodyFocused = portal.router.mode === 'hash' && (doc.activeElement === null || doc.activeElement === doc.body);
      if (!(inside || nobodyFocused) || !portal.session.user.peek()) return;
      const action = shortcutAction(event);
      if (!action || (action === 'downloads' && !mayOpenDownloads({ role: portal.session.user.peek()?.role, agency: portal.agencyContext.agency.peek() }))) return;
      if (action === 'closeQuickSearch') {
        if (dialogRef.current === 'quickSearch' || dialogRef.current === 'favorites') setDialog(null);
        return;
      }
      event.preventDefault();
      if (action === 'collectivePlanning') {
        setDialog(null);
        portal.router.navigate(collectivePlanningPath(portal.clock.now(), 'DAY'));
      } else setDialog(action);
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [portal]);

  return (
    <div ref={shell} className="ap-shell">
      <Header onOpenDialog={setDialog} hostname={portal.hostname} />
      <div className="ap-shell__body">
        <Sidebar onOpenDialog={setDialog} />
        <main className="ap-main" part="main">{children}</main>
      </div>
      <ShellDialogs open={dialog} onClose={close} onOpen={setDialog} />
    </div>
  );
}
