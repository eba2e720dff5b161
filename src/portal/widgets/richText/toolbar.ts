/**
 * The editor's French toolbar: each tool's label, its shortcut (announced in its accessible name and
 * `aria-keyshortcuts`; the shortcuts themselves are the editor's own), whether it is on where the
 * cursor is, and what it does. « Lien » is the component's (it asks for the address).
 */
import type { Editor } from '@tiptap/core';

export interface Tool {
  label: string;
  /** As `aria-keyshortcuts` writes it (Control; the editor takes Meta on a Mac too). */
  keys: string;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

const chain = (editor: Editor) => editor.chain().focus();

export const TOOLS: readonly Tool[] = [
  { label: 'Gras', keys: 'Control+B', active: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
  { label: 'Italique', keys: 'Control+I', active: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
  { label: 'Souligné', keys: 'Control+U', active: (e) => e.isActive('underline'), run: (e) => chain(e).toggleUnderline().run() },
  { label: 'Titre', keys: 'Control+Alt+2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => chain(e).toggleHeading({ level: 2 }).run() },
  { label: 'Sous-titre', keys: 'Control+Alt+3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => chain(e).toggleHeading({ level: 3 }).run() },
  { label: 'Liste à puces', keys: 'Control+Shift+8', active: (e) => e.isActive('bulletList'), run: (e) => chain(e).toggleBulletList().run() },
  { label: 'Liste numérotée', keys: 'Control+Shift+7', active: (e) => e.isActive('orderedList'), run: (e) => chain(e).toggleOrderedList().run() },
  { label: 'Citation', keys: 'Control+Shift+B', active: (e) => e.isActive('blockquote'), run: (e) => chain(e).toggleBlockquote().run() },
];

/** « Ctrl+Maj+8 »: the shortcut as a French keyboard names it, for the button's title. */
export function shortcutLabel(keys: string): string {
  return keys.replace('Control', 'Ctrl').replace('Shift', 'Maj');
}
