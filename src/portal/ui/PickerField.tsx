/**
 * What the French date and month fields share (DateField, MonthField):
 * - a text input of the French form ('JJ/MM/AAAA', 'MM/AAAA'): text written in full and valid
 *   gives its value at once (as a native field would); on blur or Enter the short forms are
 *   read too, and text that cannot be read shows its French message under the field, the
 *   value unchanged;
 * - a day or month typed outside the field's own `min`/`max` (but within the valid-date range)
 *   still gives its value: the form holds what the field shows, and the screen's rule says why
 *   it is refused (its `error` shows on the field); without such an error the field shows
 *   'Date hors de la période autorisée' itself. (Refusing it in the field while the form kept
 *   the previous value let a person see one date and save another.) The calendar keeps those
 *   days disabled;
 * - `onBlur` (the form's check) runs when the focus leaves the field, after the text is read;
 * - a button opening a popover (a non-modal dialog) with a calendar grid: the grid's cell
 *   has the focus and moves with the keys (usePickerGrid), Enter or a click picks, Escape
 *   closes and gives the focus back to the button, a click outside closes (composedPath,
 *   which sees through the shadow root), and so does the focus leaving the field.
 * The popover opens in the top layer (popover="manual", placed under the field, or above it when
 * there is no room), so that a modal's scrolling body or a drawer never clips it; where the
 * Popover API is missing it is positioned under the field in the page.
 */
import { useContext, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { Calendar, ChevronLeft, ChevronRight } from 'tabler-icons-react';
import { DATE_MESSAGES, isWithin, type PickerBounds, type Reading } from '../../domain/datePicker';
import { systemClock } from '../../domain/clock';
import { toIsoDate } from '../../domain/format/date';
import { PortalContext } from '../context';
import { useOutsidePointer } from './useOutsidePointer';
import { useStyles } from './useStyles';
import { useTopLayer } from './useTopLayer';
import { FieldMessages, describedBy } from './TextField';
import { useFieldReading } from './fieldReadings';
import { pickerCss } from './picker.css';

/** The props a screen gives a date or month field. */
export interface PickerValueProps {
  label: string;
  /** ISO value, or '' when empty. */
  value: string;
  onValueChange(value: string): void;
  /** The screen's message (required…); a message about unreadable text comes first, the screen's comes before the field's own bounds message. */
  error?: string | null | undefined;
  /** Runs when the focus leaves the field, once its text is read (the form's check on blur). */
  onBlur?: (() => void) | undefined;
  /** Bounds in the value's ISO form, within 2018-01-01..2100-12-31 (from `earliest` when given). */
  min?: string | undefined;
  max?: string | undefined;
  /** Date fields: the first day accepted in place of 2018-01-01 (a birth date: BIRTH_DATE_EARLIEST); the calendar then offers a choice of year. */
  earliest?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Empty text clears the value (true by default); false: empty text gives the value back (a month filter). */
  clearable?: boolean;
  className?: string;
}

/** What the calendar in the popover of a field receives. */
export interface CalendarProps {
  /** The field's value. */
  value: string;
  /** The field's own bounds. */
  bounds: PickerBounds;
  /** Today as 'YYYY-MM-DD' (the portal's clock). */
  today: string;
  /** Takes a value, closes, gives the focus back to the button. */
  pick(value: string): void;
}

/** What makes a field a date field or a month field. */
export interface PickerKind {
  read(text: string, bounds: PickerBounds): Reading;
  write(value: string): string;
  placeholder: string;
  /** The toggle button's accessible name. */
  toggleLabel: string;
  Calendar: ComponentType<CalendarProps>;
}

export function PickerField({ kind, label, value, onValueChange, error, onBlur, min, max, earliest, required, disabled, hint, clearable = true, className }: PickerValueProps & { kind: PickerKind }) {
  const { write, placeholder, toggleLabel, Calendar: KindCalendar } = kind;
  const bounds = { min, max, earliest };
  /** The typed text within the bounds (a short year read to fit them), else within the valid-date range only: the field's own min/max are the form's to judge (see above). */
  const read = (text: string): Reading => {
    const within = kind.read(text, bounds);
    return within.ok || within.error !== DATE_MESSAGES.outOfRange ? within : kind.read(text, { earliest });
  };
  const outside = (next: string) => next !== '' && !kind.read(write(next), bounds).ok;
  useStyles('picker', pickerCss);
  const id = `ap-picker-${useId()}`;
  const portal = useContext(PortalContext);
  const [text, setText] = useState(() => write(value));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // A new value from the parent replaces the text (during render, so typing is never overwritten by a late effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(write(value));
    setTypedError(null);
  }
  useOutsidePointer(wrapper, open, () => setOpen(false));
  useTopLayer(popover, box, open);

  const shownError = typedError ?? error ?? (outside(value) ? DATE_MESSAGES.outOfRange : null);
  const popoverId = `${id}-popover`;

  const take = (next: string) => {
    setTypedError(null);
    setText(write(next));
    if (next !== value) onValueChange(next);
  };

  /** Reads the typed text (blur, Enter); answers whether the text was already the value's own. */
  const commit = (typed: string): boolean => {
    const reading = read(typed);
    if (!reading.ok) {
      setTypedError(reading.error);
      return false;
    }
    if (reading.value === '' && !clearable) {
      take(value);
      return typed === write(value);
    }
    take(reading.value);
    return typed.trim() === write(reading.value);
  };

  // The kit's form reads the text as it is at the submit: unreadable, the save is refused with the field's message.
  useFieldReading(() => {
    const typed = input.current?.value;
    if (disabled || typed === undefined) return null;
    const reading = read(typed);
    if (reading.ok) {
      commit(typed);
      return null;
    }
    setTypedError(reading.error);
    return reading.error;
  });

  const onType = (typed: string) => {
    setText(typed);
    const reading = read(typed);
    // Only text written in full gives its value while typing ('11/20' is not yet November 2020).
    const complete = reading.ok && (reading.value === '' ? clearable : write(reading.value) === typed);
    if (!complete) return;
    setTypedError(null);
    if (reading.value !== value) onValueChange(reading.value);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Text that changed when read keeps the form from being sent with what it showed before.
      if (!commit((event.target as HTMLInputElement).value)) event.preventDefault();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Not the surrounding modal's Escape.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  return (
    <div
      ref={wrapper}
      className={['ap-field', 'ap-picker', className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && wrapper.current?.contains(next)) return;
        if (open && next) setOpen(false);
        onBlur?.();
      }}
    >
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ap-picker__anchor">
        <div ref={box} className={['ap-picker__box', shownError ? 'ap-picker__box--invalid' : '', disabled ? 'ap-picker__box--disabled' : ''].filter(Boolean).join(' ')}>
          <input
            ref={input}
            id={id}
            className="ap-picker__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            maxLength={placeholder.length}
            value={text}
            required={required}
            disabled={disabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(id, shownError, hint)}
            onChange={(event) => onType((event.target as HTMLInputElement).value)}
            onBlur={(event) => commit((event.target as HTMLInputElement).value)}
            onKeyDown={onInputKeyDown}
          />
          <button
            ref={toggle}
            type="button"
            className="ap-picker__toggle"
            aria-label={toggleLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popoverId : undefined}
            disabled={disabled}
            onClick={() => setOpen(!open)}
          >
            <Calendar size={16} aria-hidden="true" />
          </button>
        </div>
        {open ? (
          <div ref={popover} id={popoverId} className="ap-picker__popover" popover="manual" role="dialog" aria-label={label} onKeyDown={onPopoverKeyDown}>
            <KindCalendar
              value={value}
              bounds={bounds}
              today={toIsoDate((portal?.clock ?? systemClock).now())}
              pick={(next) => {
                take(next);
                close(true);
              }}
            />
          </div>
        ) : null}
      </div>
      <FieldMessages inputId={id} error={shownError} hint={hint} />
    </div>
  );
}

/** The popover's head: previous, title (announced when it changes), next. */
export function PickerHeader({ title, titleId, previousLabel, nextLabel, onPrevious, onNext }: { title: string; titleId: string; previousLabel: string; nextLabel: string; onPrevious: (() => void) | null; onNext: (() => void) | null }) {
  return (
    <div className="ap-picker__head">
      <button type="button" className="ap-picker__nav" aria-label={previousLabel} disabled={!onPrevious} onClick={() => onPrevious?.()}>
        <ChevronLeft size={16} aria-hidden="true" />
      </button>
      <span className="ap-picker__title" id={titleId} aria-live="polite">
        {title}
      </span>
      <button type="button" className="ap-picker__nav" aria-label={nextLabel} disabled={!onNext} onClick={() => onNext?.()}>
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The focus of a calendar grid (roving tabindex): the focused cell's value, the grid's key
 * handler (moves from `move`, Enter or Space picks a cell within `allowedRange`), the focus put
 * on the cell when the grid opens and after each move by key, and the previous/next buttons' actions.
 */
export function usePickerGrid(initial: string, move: (value: string, key: string, shiftKey: boolean) => string | null, allowedRange: { min: string; max: string }, pick: (value: string) => void) {
  const allowed = (value: string) => isWithin(value, allowedRange);
  const [focused, setFocused] = useState(initial);
  const grid = useRef<HTMLTableElement>(null);
  const focusCell = useRef(true);
  useEffect(() => {
    if (!focusCell.current) return;
    focusCell.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-value="${focused}"]`)?.focus();
  }, [focused]);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (allowed(focused)) pick(focused);
      return;
    }
    const next = move(focused, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusCell.current = true;
    setFocused(next);
  };
  /**
   * The action of a previous/next button: `shift` applied to the focused cell, or null when that
   * leaves `range` (quick clicks each count: the update reads the latest value).
   */
  const stepper = (shift: (value: string) => string, range: { min: string; max: string }) => {
    const within = (value: string) => isWithin(shift(value), range);
    return within(focused) ? () => setFocused((current) => (within(current) ? shift(current) : current)) : null;
  };
  return { focused, allowed, grid, onKeyDown, stepper };
}

/** A cell of a calendar grid: a button holding the focus when it is the focused one. */
export function PickerCell({ value, focused, selected, allowed, label, className, current, onPick, children }: { value: string; focused: boolean; selected: boolean; allowed: boolean; label?: string; className?: string; current?: boolean; onPick(value: string): void; children: ReactNode }) {
  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-value={value}
        className={['ap-picker__cell', selected ? 'ap-picker__cell--selected' : '', className].filter(Boolean).join(' ')}
        tabIndex={focused ? 0 : -1}
        aria-label={label}
        aria-current={current ? 'date' : undefined}
        aria-disabled={allowed ? undefined : true}
        onClick={() => allowed && onPick(value)}
      >
        {children}
      </button>
    </td>
  );
}
