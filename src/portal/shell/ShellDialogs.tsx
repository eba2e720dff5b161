/**
 * The dialog or drawer the shell has open, each in its own lazy chunk (they are not
 * needed to show the login screen or home).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { ShellDialog } from './dialogs';

export interface ShellDialogProps {
  onClose(): void;
  /** Opens another shell dialog in place of this one. */
  onOpen(dialog: ShellDialog): void;
  /** Which entry opened it (quick search opens on its favorites panel for 'favorites'). */
  opened: ShellDialog;
}

const QuickSearchDialog = lazy(() => import('./quickSearch/QuickSearchDialog'));

const DIALOGS: Record<ShellDialog, ComponentType<ShellDialogProps>> = {
  quickSearch: QuickSearchDialog,
  favorites: QuickSearchDialog,
  downloads: lazy(() => import('./dialogs/DownloadsDrawer')),
  myAccount: lazy(() => import('./dialogs/MyAccountDialog')),
  news: lazy(() => import('./dialogs/NewsDrawer')),
  userGuides: lazy(() => import('./guides/UserGuidesDialog')),
  versionInfo: lazy(() => import('./versions/VersionsDialog')),
  support: lazy(() => import('./dialogs/SupportDrawer')),
};

export function ShellDialogs({ open, onClose, onOpen }: { open: ShellDialog | null; onClose(): void; onOpen(dialog: ShellDialog): void }) {
  if (!open) return null;
  const Dialog = DIALOGS[open];
  return (
    <Suspense fallback={null}>
      <Dialog key={open} opened={open} onClose={onClose} onOpen={onOpen} />
    </Suspense>
  );
}
