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
        aria-describedby={describedBy(inputId, error, hint)}
      />
      <FieldMessages inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

/** The ids of a field's error and hint, for its aria-describedby (undefined when it has neither). */
export function describedBy(inputId: string, error: string | null | undefined, hint: ReactNode): string | undefined {
  return [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's error and hint under its input, with the ids `describedBy` names. */
export function FieldMessages({ inputId, error, hint }: { inputId: string; error: string | null | undefined; hint: ReactNode }) {
  return (
    <>
      {error ? (
        <span className="ap-field__error" id={`${inputId}-error`}>
          {error}
        </span>
      ) : null}
      {hint ? (
        <div className="ap-field__hint" id={`${inputId}-hint`}>
          {hint}
        </div>
      ) : null}
    </>
  );
}
