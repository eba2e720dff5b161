/**
 * A menu button: the list opens under the button, arrow keys (Home, End) move between entries,
 * Escape closes it and gives the focus back, a click outside closes it (outside is
 * read from composedPath(), which sees through the shadow root). The list opens in the top layer
 * (`useTopLayer`), so that a table's overflow or a dialog's body never clips it: a row's
 * « Plus d'actions » (`compact`: the square icon button, its `ariaLabel` as title too).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePopover } from './usePopover';
import { useTopLayer } from './useTopLayer';
import { useStyles } from './useStyles';
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
  /** A square button showing only its icon (a table row's menu). */
  compact?: boolean;
}

export function Dropdown({ label, ariaLabel, entries, align = 'start', className, compact = false }: DropdownProps) {
  useStyles('dropdown', dropdownCss);
  const { open, setOpen, onEscape, wrapper, button } = usePopover();
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  useTopLayer(list, button, open, align);

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
    const root = list.current?.getRootNode() as Document | ShadowRoot | undefined;
    const index = items.indexOf(root?.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      onEscape(event);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items.at(event.key === 'Home' ? 0 : -1)?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapper} className={['ap-dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className={`ap-button ap-button--ghost${compact ? ' ap-button--icon' : ''}`}
        title={compact ? ariaLabel : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open ? (
        <ul ref={list} id={listId} role="menu" popover="manual" className={`ap-dropdown__menu ap-dropdown__menu--${align}`} onKeyDown={onKeyDown}>
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
