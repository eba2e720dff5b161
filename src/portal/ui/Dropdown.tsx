/**
 * A menu button: the list opens under the button, arrow keys move between entries,
 * Escape closes it and gives the focus back, a click outside closes it (outside is
 * read from composedPath(), which sees through the shadow root).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsidePointer } from '../hooks/useOutsidePointer';
import { useStyles } from '../hooks/useStyles';
import { dropdownCss } from './dropdown.css';

export interface DropdownEntry {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Absent: the entry is shown disabled. */
  onSelect?: () => void;
  href?: string;
}

export interface DropdownProps {
  /** Content of the button. */
  label: ReactNode;
  /** Accessible name when the button shows an icon only. */
  ariaLabel?: string;
  entries: readonly DropdownEntry[];
  align?: 'start' | 'end';
  className?: string;
}

export function Dropdown({ label, ariaLabel, entries, align = 'start', className }: DropdownProps) {
  useStyles('dropdown', dropdownCss);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  useOutsidePointer(wrapper, open, () => setOpen(false));
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
    const root = list.current?.getRootNode() as Document | ShadowRoot | undefined;
    const index = items.indexOf(root?.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapper} className={['ap-dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className="ap-button ap-button--ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open ? (
        <ul ref={list} id={listId} role="menu" className={`ap-dropdown__menu ap-dropdown__menu--${align}`} onKeyDown={onKeyDown}>
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              {entry.href ? (
                <a role="menuitem" className="ap-dropdown__item" href={entry.href} onClick={() => setOpen(false)}>
                  {entry.icon}
                  {entry.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  className="ap-dropdown__item"
                  aria-disabled={entry.onSelect ? undefined : 'true'}
                  tabIndex={entry.onSelect ? undefined : -1}
                  onClick={() => {
                    if (!entry.onSelect) return;
                    setOpen(false);
                    entry.onSelect();
                  }}
                >
                  {entry.icon}
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
