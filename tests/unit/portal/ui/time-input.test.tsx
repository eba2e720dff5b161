/** The time input (spec 000 §2.8, §5), React and Preact, driven as a user would. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeInput } from '../../../../src/portal/ui/TimeInput';
import { eventually, render } from '../../support/render';
import { button, control, findAll, leave, press, typeInto } from '../widgets/support/dom';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeInput label="Heure de début" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const input = () => control('Heure de début');
const saved = () => document.querySelector('output')?.textContent;
const suggestions = () => findAll('[role="listbox"] [role="option"]').map((option) => option.textContent);
const highlighted = () => document.querySelector('[role="option"][aria-selected="true"]')?.textContent;

describe('TimeInput', () => {
  it("suggests the quarters of the hour typed ('14:') and of a single digit above 2 ('9'), and takes a suggestion", async () => {
    view = render(<Field />);
    await eventually(input);
    typeInto(input(), '14:');
    await eventually(() => expect(suggestions()).toEqual(['14:00', '14:15', '14:30', '14:45']));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    typeInto(input(), '2');
    await eventually(() => expect(suggestions()).toEqual([]));
    typeInto(input(), '9');
    await eventually(() => expect(suggestions()).toEqual(['09:00', '09:15', '09:30', '09:45']));
    findAll('[role="option"]')[2]!.click();
    await eventually(() => expect(saved()).toBe('09:30'));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the suggestions with the arrow keys, takes one with Enter and hides them with Escape', async () => {
    view = render(<Field />);
    await eventually(input);
    typeInto(input(), '8');
    await eventually(() => expect(suggestions()).toHaveLength(4));
    press(input(), 'ArrowDown');
    await eventually(() => expect(highlighted()).toBe('08:00'));
    press(input(), 'ArrowDown');
    press(input(), 'ArrowDown');
    await eventually(() => expect(highlighted()).toBe('08:30'));
    expect(input().getAttribute('aria-activedescendant')).toBe(document.querySelector('[aria-selected="true"]')!.id);
    press(input(), 'ArrowUp');
    await eventually(() => expect(highlighted()).toBe('08:15'));
    press(input(), 'Enter');
    await eventually(() => expect(saved()).toBe('08:15'));
    typeInto(input(), '10:');
    await eventually(() => expect(suggestions()).toHaveLength(4));
    press(input(), 'Escape');
    await eventually(() => expect(suggestions()).toEqual([]));
  });

  it('clamps out-of-range values and clears text that is not a time, on blur', async () => {
    view = render(<Field />);
    await eventually(input);
    typeInto(input(), '25:70');
    leave(input());
    await eventually(() => expect(saved()).toBe('23:59'));
    typeInto(input(), 'midi');
    leave(input());
    await eventually(() => expect(input().value).toBe(''));
    expect(saved()).toBe('');
  });

  it('steps a minute with the arrows, an hour with Shift or PageUp/PageDown, wrapping around midnight', async () => {
    view = render(<Field initial="23:59" />);
    await eventually(() => expect(input().value).toBe('23:59'));
    press(input(), 'ArrowUp');
    await eventually(() => expect(saved()).toBe('00:00'));
    press(input(), 'ArrowDown', { shiftKey: true });
    await eventually(() => expect(saved()).toBe('23:00'));
    press(input(), 'PageUp');
    await eventually(() => expect(saved()).toBe('00:00'));
    press(input(), 'PageDown');
    await eventually(() => expect(saved()).toBe('23:00'));
    press(input(), 'ArrowDown');
    await eventually(() => expect(saved()).toBe('22:59'));
  });

  it('offers the adjustments of 5 to 120 minutes either way, wrapping around midnight', async () => {
    view = render(<Field initial="23:45" />);
    (await eventually(() => button('Ajuster heure de début'))).click();
    const entries = await eventually(() => {
      const found = findAll<HTMLButtonElement>('[role="menuitem"]');
      if (found.length === 0) throw new Error('menu fermé');
      return found;
    });
    expect(entries.map((e) => e.textContent)).toEqual(['+5 min', '+10 min', '+15 min', '+30 min', '+45 min', '+1h00', '+1h30', '+2h00', '-5 min', '-10 min', '-15 min', '-30 min', '-45 min', '-1h00', '-1h30', '-2h00']);
    entries.find((e) => e.textContent === '+30 min')!.click();
    await eventually(() => expect(saved()).toBe('00:15'));
  });
});
