/** Driving the calendar popover of DateField and MonthField, in the document or in a shadow root. */
import { expect } from 'vitest';
import { eventually } from '../../../support/render';
import { button, press } from './dom';

/** Clicks the field's button named `name` and waits for its popover. */
export async function openPicker(name: string, root: Document | ShadowRoot = document): Promise<HTMLElement> {
  (await eventually(() => button(name, root))).click();
  return eventually(() => {
    const found = root.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('popover fermé');
    return found;
  });
}

/** Presses each key on the cell that has the focus, and waits for the focus on the cell named next. */
export async function walkGrid(steps: ReadonlyArray<readonly [key: string, label: string, init?: KeyboardEventInit]>, root: Document | ShadowRoot = document): Promise<void> {
  for (const [key, label, init] of steps) {
    press(root.activeElement!, key, init);
    await eventually(() => expect(root.activeElement?.getAttribute('aria-label')).toBe(label));
  }
}
