/**
 * A multi-line comment with its limit and a counter: the browser stops at `max` characters, or with
 * `overflow` the text may run over and the counter and the caller's error say so (a message's 500).
 */
import { useId } from 'react';
import { useStyles } from './useStyles';
import { commentFieldCss } from './commentField.css';

export interface CommentFieldProps {
  label?: string;
  value: string;
  max: number;
  onValueChange(value: string): void;
  error?: string | null | undefined;
  onBlur?(): void;
  overflow?: boolean;
}

export function CommentField({ label = 'Commentaire', value, max, onValueChange, error, onBlur, overflow = false }: CommentFieldProps) {
  useStyles('comment-field', commentFieldCss);
  const id = `ap-comment-${useId()}`;
  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <div className="ap-field">
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="ap-field__input ap-comment"
        rows={3}
        maxLength={overflow ? undefined : max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange((event.target as HTMLTextAreaElement).value)}
        onBlur={onBlur}
      />
      {error ? (
        <span className="ap-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
      <span className={`ap-field__hint ap-comment__count${value.length > max ? ' ap-comment__count--over' : ''}`} id={`${id}-count`}>
        {value.length} / {max} caractères
      </span>
    </div>
  );
}
