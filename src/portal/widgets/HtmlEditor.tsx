/**
 * The editor of every text stored as HTML: a rich-text editor (richText/RichTextEditor.tsx, on
 * Tiptap) whose code and library load only when an editor opens, so that neither the signed-in
 * path nor any list carries them; « Chargement de l’éditeur… » shows meanwhile.
 */
import { lazyComponent } from '../app/lazyComponent';

export interface HtmlEditorProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null | undefined;
  /** Characters allowed (the counter shows them, of the stored HTML as the server counts); none: no counter. */
  max?: number;
  /** The area's height in lines before it grows or is resized. */
  rows?: number;
}

const EditorLoading = () => <p className="ap-muted" role="status">Chargement de l’éditeur…</p>;

export const HtmlEditor = lazyComponent(() => import('./richText/RichTextEditor'), (module) => module.RichTextEditor, EditorLoading);
