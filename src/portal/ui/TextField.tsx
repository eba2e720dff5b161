import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** French message shown under the field; marks the input invalid. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** The label is for assistive technologies only (a field inside a table row). */
  hideLabel?: boolean;
}

/** A labelled input with its inline error, wired for assistive technologies. */
export function TextField({ label, value, onValueChange, error, hint, id, className, hideLabel = false, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `ap-field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ap-field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ap-visually-hidden' : 'ap-field__label'} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className="ap-field__input"
        value={value}
        onChange={(event) => onValueChange((event.target as HTMLInputElement).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span className="ap-field__error" id={errorId}>
          {error}
        </span>
      ) : null}
      {hint ? (
        <div className="ap-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
