/**
 * The dialog or drawer the shell has open, each in its own lazy chunk (they are not
 * needed to show the login screen or home).
 */
import type { ComponentType } from 'react';
import { lazyComponent } from '../app/lazyComponent';
import type { ShellDialog } from './dialogs';

export interface ShellDialogProps {
  onClose(): void;
  /** Opens another shell dialog in place of this one. */
  onOpen(dialog: ShellDialog): void;
  /** Which entry opened it (quick search opens on its favorites panel for 'favorites'). */
  opened: ShellDialog;
}

const QuickSearchDialog = lazyComponent(() => import('./quickSearch/QuickSearchDialog'), (m) => m.default, null);

const DIALOGS: Record<ShellDialog, ComponentType<ShellDialogProps>> = {
  quickSearch: QuickSearchDialog,
  favorites: QuickSearchDialog,
  downloads: lazyComponent(() => import('./dialogs/DownloadsDrawer'), (m) => m.default, null),
  myAccount: lazyComponent(() => import('./dialogs/MyAccountDialog'), (m) => m.default, null),
  news: lazyComponent(() => import('./dialogs/NewsDrawer'), (m) => m.default, null),
  userGuides: lazyComponent(() => import('./guides/UserGuidesDialog'), (m) => m.default, null),
  versionInfo: lazyComponent(() => import('./versions/VersionsDialog'), (m) => m.default, null),
  support: lazyComponent(() => import('./dialogs/SupportDrawer'), (m) => m.default, null),
};

export function ShellDialogs({ open, onClose, onOpen }: { open: ShellDialog | null; onClose(): void; onOpen(dialog: ShellDialog): void }) {
  if (!open) return null;
  const Dialog = DIALOGS[open];
  return <Dialog key={open} opened={open} onClose={onClose} onOpen={onOpen} />;
}
