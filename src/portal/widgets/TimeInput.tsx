/**
 * The time input (spec 000 §2.8, §5): HH:MM; quarter-hour suggestions while typing ('14:' →
 * 14:00, 14:15…; '9' → 09:00…); ArrowUp/ArrowDown step a minute, or an hour when the caret
 * is in the hours (decision: no extra key to learn); an adjustment menu of 5 to 120 minutes
 * either way; everything wraps around midnight; out-of-range values are clamped (25:70 →
 * 23:59) and text that is not a time is cleared on blur. The rules are in src/domain/timeInput.ts.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Clock } from 'tabler-icons-react';
import { ADJUSTMENT_CHOICES, TIME_INPUT_MAX_LENGTH, adjustTime, adjustmentLabel, stepHours, stepMinutes, timeOnBlur, timeSuggestions } from '../../domain/timeInput';
import { useStyles } from '../hooks/useStyles';
import { Dropdown } from '../ui/Dropdown';
import { timeInputCss } from './timeInput.css';

export interface TimeInputProps {
  label: string;
  /** 'HH:MM', or '' when empty. */
  value: string;
  onValueChange(value: string): void;
  error?: string | null | undefined;
  disabled?: boolean;
}

/** Each choice forwards, then backwards. */
const ADJUSTMENTS = [...ADJUSTMENT_CHOICES, ...ADJUSTMENT_CHOICES.map((m) => -m)];

export function TimeInput({ label, value, onValueChange, error, disabled }: TimeInputProps) {
  useStyles('time-input', timeInputCss);
  const id = `ap-time-${useId()}`;
  const [text, setText] = useState(value);
  // A new value from the parent replaces the text (during render, so typing is never overwritten by a late effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const suggestions = timeSuggestions(text);

  const commit = (next: string) => {
    setText(next);
    if (next !== value) onValueChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const delta = event.key === 'ArrowUp' ? 1 : -1;
    // The field's own value: the freshest text, even before a re-render.
    const field = event.target as HTMLInputElement;
    const caret = field.selectionStart ?? field.value.length;
    commit(caret <= 2 && field.value.length > 0 ? stepHours(field.value, delta) : stepMinutes(field.value, delta));
  };

  return (
    <div className="ap-field ap-time">
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ap-time__row">
        <span className="ap-time__box">
          <Clock size={16} aria-hidden="true" />
          <input
            id={id}
            className="ap-time__input"
            inputMode="numeric"
            placeholder="HH:MM"
            maxLength={TIME_INPUT_MAX_LENGTH}
            value={text}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText((event.target as HTMLInputElement).value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => commit(timeOnBlur((event.target as HTMLInputElement).value))}
          />
        </span>
        <Dropdown
          label="±"
          ariaLabel={`Ajuster ${label.toLowerCase()}`}
          align="end"
          entries={ADJUSTMENTS.map((minutes) => ({ key: String(minutes), label: adjustmentLabel(minutes), onSelect: () => commit(adjustTime(text, minutes)) }))}
        />
      </div>
      {suggestions.length > 0 ? (
        <div className="ap-time__suggestions" role="group" aria-label="Suggestions">
          {suggestions.map((time) => (
            <button key={time} type="button" className="ap-time__suggestion" onMouseDown={(event) => event.preventDefault()} onClick={() => commit(time)}>
              {time}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <span className="ap-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
