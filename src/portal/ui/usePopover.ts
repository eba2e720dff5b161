/**
 * An open/closed panel under a button (menus, filter panels): a click outside closes it (outside
 * is read from composedPath(), which sees through the shadow root), Escape closes it and gives
 * the focus back to the button.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useOutsidePointer } from './useOutsidePointer';

export function usePopover<Wrapper extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<Wrapper>(null);
  const button = useRef<HTMLButtonElement>(null);
  useOutsidePointer(wrapper, open, () => setOpen(false));
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  /** For the panel: Escape closes and returns the focus. */
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  return { open, setOpen, toggle: () => setOpen((value) => !value), close, onEscape, wrapper, button };
}
