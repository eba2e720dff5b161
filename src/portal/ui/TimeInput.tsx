/**
 * The time input (spec 000 §2.8, §5): HH:MM, the rules of src/domain/timeInput.ts.
 * - While typing, quarter-hour suggestions ('14:' → 14:00, 14:15…; '9' → 09:00…) show as a
 *   listbox of the field (a combobox): ArrowDown/ArrowUp move through them, Enter takes one,
 *   Escape hides them; a click takes one too.
 * - Otherwise ArrowUp/ArrowDown step a minute; Shift+ArrowUp/ArrowDown and PageUp/PageDown
 *   step an hour (decision: both, PageUp/PageDown being the ARIA spin-button keys).
 * - The '±' menu adjusts by 5 to 120 minutes either way. Everything wraps around midnight.
 * - On blur out-of-range values are clamped (25:70 → 23:59) and text that is not a time is cleared; a kit form's save
 *   asked before that refuses the text with 'Heure invalide (HH:MM)'.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Clock } from 'tabler-icons-react';
import { ADJUSTMENT_CHOICES, TIME_INPUT_MAX_LENGTH, TIME_INVALID, adjustTime, adjustmentLabel, stepHours, stepMinutes, timeOnBlur, timeSuggestions } from '../../domain/timeInput';
import { useStyles } from './useStyles';
import { useFieldReading } from './fieldReadings';
import { Dropdown } from './Dropdown';
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

/** What a key does to the time when no suggestion shows: minutes, or null for another key. */
function stepOf(event: KeyboardEvent<HTMLInputElement>): { minutes: number } | { hours: number } | null {
  const up = event.key === 'ArrowUp' || event.key === 'PageUp';
  const down = event.key === 'ArrowDown' || event.key === 'PageDown';
  if (!up && !down) return null;
  const delta = up ? 1 : -1;
  return event.key.startsWith('Page') || event.shiftKey ? { hours: delta } : { minutes: delta };
}

export function TimeInput({ label, value, onValueChange, error: formError, disabled }: TimeInputProps) {
  useStyles('time-input', timeInputCss);
  const id = `ap-time-${useId()}`;
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(value);
  const [active, setActive] = useState(-1);
  /** The text for which Escape hid the suggestions. */
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A new value from the parent replaces the text (during render, so typing is never overwritten by a late effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const input = useRef<HTMLInputElement>(null);
  const [unread, setUnread] = useState(false);
  const error = unread ? TIME_INVALID : formError;
  useFieldReading(() => {
    const typed = input.current?.value ?? '';
    if (disabled || !typed.trim()) return null;
    const time = timeOnBlur(typed);
    if (time) {
      commit(time);
      return null;
    }
    setUnread(true);
    return TIME_INVALID;
  });
  const suggestions = dismissed === text ? [] : timeSuggestions(text);
  const open = suggestions.length > 0;

  const commit = (next: string) => {
    setText(next);
    setUnread(false);
    setActive(-1);
    if (next !== value) onValueChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const count = suggestions.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count));
    } else if (open && event.key === 'Enter' && suggestions[active]) {
      event.preventDefault();
      commit(suggestions[active]);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(text);
    } else {
      const step = stepOf(event);
      if (!step) return;
      event.preventDefault();
      // The field's own value: the freshest text, even before a re-render.
      const typed = (event.target as HTMLInputElement).value;
      commit('hours' in step ? stepHours(typed, step.hours) : stepMinutes(typed, step.minutes));
    }
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
            ref={input}
            id={id}
            className="ap-time__input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            inputMode="numeric"
            placeholder="HH:MM"
            maxLength={TIME_INPUT_MAX_LENGTH}
            value={text}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText((event.target as HTMLInputElement).value);
              setActive(-1);
              setUnread(false);
            }}
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
      {open ? (
        <ul id={listId} className="ap-time__suggestions" role="listbox" aria-label="Suggestions">
          {suggestions.map((time, index) => (
            <li
              key={time}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="ap-time__suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => commit(time)}
            >
              {time}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <span className="ap-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
