/**
 * The editor's French toolbar: each tool's label (its accessible name; the button shows its icon, the
 * label and shortcut as tooltip, so that the nine tools fit one row of a 720 px dialog), its shortcut
 * (`aria-keyshortcuts`; the shortcuts themselves are the editor's own), whether it is on where the
 * cursor is, and what it does. « Lien » is the component's (it asks for the address).
 */
import type { Editor } from '@tiptap/core';
import type { ComponentType } from 'react';
import { Blockquote, Bold, H2, H3, Italic, List, ListNumbers, Underline } from 'tabler-icons-react';

export type ToolIcon = ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;

export interface Tool {
  label: string;
  icon: ToolIcon;
  /** Tools of one group sit together, a thin rule between groups. */
  group: 'text' | 'heading' | 'block';
  /** As `aria-keyshortcuts` writes it (Control; the editor takes Meta on a Mac too). */
  keys: string;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

const chain = (editor: Editor) => editor.chain().focus();

export const TOOLS: readonly Tool[] = [
  { label: 'Gras', group: 'text', icon: Bold, keys: 'Control+B', active: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
  { label: 'Italique', group: 'text', icon: Italic, keys: 'Control+I', active: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
  { label: 'Souligné', group: 'text', icon: Underline, keys: 'Control+U', active: (e) => e.isActive('underline'), run: (e) => chain(e).toggleUnderline().run() },
  { label: 'Titre', group: 'heading', icon: H2, keys: 'Control+Alt+2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => chain(e).toggleHeading({ level: 2 }).run() },
  { label: 'Sous-titre', group: 'heading', icon: H3, keys: 'Control+Alt+3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => chain(e).toggleHeading({ level: 3 }).run() },
  { label: 'Liste à puces', group: 'block', icon: List, keys: 'Control+Shift+8', active: (e) => e.isActive('bulletList'), run: (e) => chain(e).toggleBulletList().run() },
  { label: 'Liste numérotée', group: 'block', icon: ListNumbers, keys: 'Control+Shift+7', active: (e) => e.isActive('orderedList'), run: (e) => chain(e).toggleOrderedList().run() },
  { label: 'Citation', group: 'block', icon: Blockquote, keys: 'Control+Shift+B', active: (e) => e.isActive('blockquote'), run: (e) => chain(e).toggleBlockquote().run() },
];

/** « Ctrl+Maj+8 »: the shortcut as a French keyboard names it, for the button's title. */
export function shortcutLabel(keys: string): string {
  return keys.replace('Control', 'Ctrl').replace('Shift', 'Maj');
}
