/** The form field's select variant: same label, error and look as TextField. */
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange(value: string): void;
  error?: string | null | undefined;
  className?: string;
  disabled?: boolean;
}

export function SelectField({ label, value, options, onValueChange, error, className, disabled }: SelectFieldProps) {
  const generated = useId();
  const id = `ap-select-${generated}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['ap-field', className].filter(Boolean).join(' ')}>
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ap-field__input ap-field__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange((event.target as HTMLSelectElement).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span className="ap-field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
