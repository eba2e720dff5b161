/**
 * A simple HTML editor: the source in a text area, buttons that wrap the selection in a tag
 * (bold, italic, heading, list, paragraph), a counter against the limit and, optionally, the
 * live preview, sanitised as every display of stored HTML.
 */
import { useId, useRef } from 'react';
import { useStyles } from '../hooks/useStyles';
import { Button } from '../ui/Button';
import { SafeHtml } from '../ui/SafeHtml';
import { htmlEditorCss } from './htmlEditor.css';

const TOOLS = [
  { label: 'Gras', open: '<strong>', close: '</strong>' },
  { label: 'Italique', open: '<em>', close: '</em>' },
  { label: 'Titre', open: '<h2>', close: '</h2>' },
  { label: 'Paragraphe', open: '<p>', close: '</p>' },
  { label: 'Liste', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
] as const;

export interface HtmlEditorProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null | undefined;
  /** Characters allowed (the counter shows them); none: no counter. */
  max?: number;
  preview?: boolean;
  rows?: number;
}

export function HtmlEditor({ label, value, onValueChange, error, max, preview = false, rows = 6 }: HtmlEditorProps) {
  useStyles('html-editor', htmlEditorCss);
  const id = `ap-html-${useId()}`;
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (open: string, close: string) => {
    const input = area.current;
    const [start, end] = input ? [input.selectionStart, input.selectionEnd] : [value.length, value.length];
    onValueChange(`${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + open.length, end + open.length);
    });
  };
  const describedBy = [error ? `${id}-error` : null, max ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ap-field ap-html-editor${preview ? ' ap-html-editor--preview' : ''}`}>
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ap-html-editor__toolbar" role="toolbar" aria-label={`Mise en forme : ${label}`}>
        {TOOLS.map((tool) => (
          <Button key={tool.label} variant="ghost" onClick={() => wrap(tool.open, tool.close)}>
            {tool.label}
          </Button>
        ))}
      </div>
      <div className="ap-html-editor__panes">
        <textarea
          id={id}
          ref={area}
          className="ap-field__input"
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange((event.target as HTMLTextAreaElement).value)}
        />
        {preview ? (
          <section className="ap-html-editor__preview" aria-label="Aperçu">
            <p className="ap-html-editor__preview-title">Aperçu</p>
            <SafeHtml html={value} />
          </section>
        ) : null}
      </div>
      {error ? (
        <span className="ap-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
      {max ? (
        <span className="ap-field__hint" id={`${id}-count`}>
          {value.length} / {max} caractères
        </span>
      ) : null}
    </div>
  );
}
