/**
 * The rich-text editor of every HTML text (notes, ticket entries and models, user guides, the
 * agency's presentation), on Tiptap's framework-free core so that the same code runs under React
 * and preact/compat: a French toolbar over a ProseMirror area whose schema is the HTML policy's
 * (extensions.ts). Pasted HTML (Word, web pages) goes through the policy's sanitiser and then the
 * schema: its text stays, its styles, classes and Office tags do not. Loaded with its library only
 * when an editor opens (HtmlEditor.tsx).
 */
import { Editor } from '@tiptap/core';
import { Fragment, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link } from 'tabler-icons-react';
import { useStyles } from '../../ui/useStyles';
import type { HtmlEditorProps } from '../HtmlEditor';
import { editorExtensions } from './extensions';
import { LinkField } from './LinkField';
import { cleanPastedHtml } from './pastedHtml';
import { richTextCss } from './richText.css';
import { TOOLS } from './toolbar';
import { ToolButton } from './ToolButton';

/** What the editor holds, as stored: an empty document is the empty string (so « Champ obligatoire » applies). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** The area's props: its accessible name and state, and a paste cleaned (pastedHtml.ts) before the schema reads it. */
const areaProps = (attributes: Record<string, string>) => ({ attributes, transformPastedHTML: cleanPastedHtml });

export function RichTextEditor({ label, value, onValueChange, error, max, rows = 6 }: HtmlEditorProps) {
  useStyles('rich-editor', richTextCss);
  const id = `ap-rich-${useId()}`;
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [linking, setLinking] = useState<string | null>(null);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  // The latest props, read by the editor's callbacks (made once, when the editor is), and the values the editor sent
  // that the form has not all rendered yet: a form a render behind echoes an older one, which must not reset the text.
  const latest = useRef({ onValueChange, emitted: value, echoes: new Set<string>() });
  latest.current.onValueChange = onValueChange;
  const describedBy = [error ? `${id}-error` : null, max ? `${id}-count` : null].filter(Boolean).join(' ');
  const attributes: Record<string, string> = {
    class: 'ap-rich-text', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, style: `min-height: ${rows * 1.5}em`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': 'true' } : {}),
  };
  const attributesKey = JSON.stringify(attributes);

  useEffect(() => {
    const made = new Editor({
      element: host.current,
      content: value,
      injectCSS: false,
      extensions: editorExtensions(() => setLinking(made.getAttributes('link').href ?? '')),
      editorProps: areaProps(attributes),
      onUpdate: ({ editor: current }) => {
        const html = htmlOf(current);
        latest.current.emitted = html;
        latest.current.echoes.add(html);
        latest.current.onValueChange(html);
      },
      onTransaction: refresh,
    });
    latest.current.emitted = htmlOf(made);
    setEditor(made);
    return () => made.destroy();
    // The editor is made once; later values arrive through the effect below.
  }, []);

  // A value set from outside (a model inserted, a suggestion used) replaces the document; the editor's own echoes do not.
  useEffect(() => {
    const { echoes } = latest.current;
    if (echoes.has(value)) {
      if (value === latest.current.emitted) echoes.clear();
      return;
    }
    if (!editor || value === latest.current.emitted) return;
    latest.current.emitted = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => editor?.setOptions({ editorProps: areaProps(attributes) }), [editor, attributesKey]);

  // Back in the text at once: Tiptap's `focus()` waits for the next frame, and keys typed before it (« Fin », « Entrée »)
  // went to the page or, on a busy machine, replaced the still-selected linked word.
  const backToText = (current: Editor) => { current.view.focus(); setLinking(null); };
  const applyLink = (href: string) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setMark('link', { href }).run();
    backToText(editor);
  };
  const linkOn = editor?.isActive('link') ?? false;

  return (
    <div className="ap-field ap-rich-editor">
      <span className="ap-field__label" id={`${id}-label`} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className="ap-rich-editor__box" data-invalid={error ? '' : undefined}>
        <div className="ap-rich-editor__toolbar" role="toolbar" aria-label={`Mise en forme : ${label}`}>
          {TOOLS.map((tool, index) => (
            <Fragment key={tool.label}>
              {index > 0 && TOOLS[index - 1]!.group !== tool.group ? <span className="ap-rich-editor__rule" aria-hidden="true" /> : null}
              <ToolButton label={tool.label} keys={tool.keys} icon={tool.icon} pressed={editor ? tool.active(editor) : false} disabled={!editor}
                onClick={() => editor && tool.run(editor)} />
            </Fragment>
          ))}
          <span className="ap-rich-editor__rule" aria-hidden="true" />
          <ToolButton label="Lien" keys="Control+K" icon={Link} pressed={linkOn} disabled={!editor}
            onClick={() => setLinking(editor?.getAttributes('link').href ?? '')} />
        </div>
        {linking !== null ? (
          <LinkField initial={linking} onApply={applyLink}
            onRemove={() => { if (editor) { editor.chain().unsetMark('link', { extendEmptyMarkRange: true }).run(); backToText(editor); } }}
            onCancel={() => (editor ? backToText(editor) : setLinking(null))} />
        ) : null}
        <div className="ap-rich-editor__area" ref={host} />
      </div>
      {error ? <span className="ap-field__error" id={`${id}-error`}>{error}</span> : null}
      {max ? <span className="ap-field__hint" id={`${id}-count`}>{value.length} / {max} caractères</span> : null}
    </div>
  );
}
