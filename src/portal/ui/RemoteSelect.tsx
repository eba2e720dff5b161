/**
 * A remote search dropdown (spec 000 §2.8): an accessible combobox whose options come from
 * the API 300 ms after the last key (the whole list when the text is empty). Arrow keys
 * move, Enter chooses, Escape closes; 'Aucun résultat' when nothing matches. Search
 * failures are silent (spec 000 §8). An option may carry a detail under its label.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MESSAGES } from '../../domain/messages';
import { DEBOUNCE_MS } from '../../domain/timings';
import { useDebounced } from './useDebounced';
import { useStyles } from './useStyles';
import { FieldMessages, describedBy } from './TextField';
import { remoteSelectCss } from './remoteSelect.css';

export interface Choice {
  id: number;
  label: string;
  /** Under the label in the list only (what tells namesakes apart); the field shows the label. */
  detail?: string | undefined;
}

export interface RemoteSelectProps {
  label: string;
  value: Choice | null;
  onValueChange(value: Choice | null): void;
  search(text: string): Promise<Choice[]>;
  placeholder?: string;
  /** French message shown under the field; marks the combobox invalid. */
  error?: string | null | undefined;
  /** Ids never offered (the record itself, a choice already made in a sibling field). */
  exclude?: readonly number[];
}

export function RemoteSelect({ label, value, onValueChange, search, placeholder, error, exclude = [] }: RemoteSelectProps) {
  useStyles('remote-select', remoteSelectCss);
  const id = `ap-select-${useId()}`;
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Choice[] | null>(null);
  const [active, setActive] = useState(0);
  const pattern = useDebounced(text.trim(), DEBOUNCE_MS);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value?.label ?? '');
  }

  const excluded = exclude.join(',');
  useEffect(() => {
    if (!open) return;
    const left = (found: Choice[]) => (excluded ? found.filter((choice) => !excluded.split(',').includes(String(choice.id))) : found);
    let live = true;
    setOptions(null);
    search(pattern === value?.label ? '' : pattern).then(
      (found) => {
        if (!live) return;
        setOptions(left(found));
        setActive(0);
      },
      () => live && setOptions([]),
    );
    return () => void (live = false);
  }, [open, pattern, search, value, excluded]);

  const choose = (choice: Choice) => {
    setOpen(false);
    setText(choice.label);
    onValueChange(choice);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options?.length ?? 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (count) setActive((active + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter' && open && options?.[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="ap-field ap-remote-select">
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ap-field__input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options?.[active] ? `${listId}-${options[active].id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, null)}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText((event.target as HTMLInputElement).value);
          setOpen(true);
        }}
        // Not on focus: a dialog focuses its first field on opening, and its list would drop open over the others (issue 33).
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          // Emptied text clears the choice; any other text that is not a choice falls back to it.
          if (text.trim() === '') {
            if (value) onValueChange(null);
          } else setText(value?.label ?? '');
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className="ap-remote-select__list">
          {/* The notes are options that cannot be chosen: a listbox holds options only (axe). */}
          {options === null ? <li role="option" aria-disabled="true" aria-selected="false" className="ap-remote-select__note">Recherche…</li> : null}
          {options?.length === 0 ? <li role="option" aria-disabled="true" aria-selected="false" className="ap-remote-select__note">{MESSAGES.noResult}</li> : null}
          {options?.map((choice, index) => (
            <li
              key={choice.id}
              id={`${listId}-${choice.id}`}
              role="option"
              aria-selected={index === active}
              className="ap-remote-select__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(choice)}
            >
              {choice.label}
              {choice.detail ? <span className="ap-remote-select__detail">{choice.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages inputId={id} error={error} hint={null} />
    </div>
  );
}
