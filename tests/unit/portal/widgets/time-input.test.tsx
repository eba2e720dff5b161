/** The time input (spec 000 §2.8, §5), React and Preact, driven as a user would. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeInput } from '../../../../src/portal/widgets/TimeInput';
import { eventually, render } from '../../support/render';

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

const input = () => {
  const found = document.querySelector<HTMLInputElement>('input.ap-time__input');
  if (!found) throw new Error('champ absent');
  return found;
};
const saved = () => document.querySelector('output')?.textContent;

function typeText(text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
  input().dispatchEvent(new Event('input', { bubbles: true }));
}
const blur = () => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
const press = (key: string, caret: number) => {
  input().setSelectionRange(caret, caret);
  input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
};
const buttonsIn = (selector: string) => [...document.querySelectorAll<HTMLButtonElement>(`${selector} button`)];

describe('TimeInput', () => {
  it("suggests the quarters of the hour typed ('14:') and of a single digit above 2 ('9'), and takes a suggestion", async () => {
    view = render(<Field />);
    await eventually(input);
    typeText('14:');
    await eventually(() => expect(buttonsIn('.ap-time__suggestions').map((b) => b.textContent)).toEqual(['14:00', '14:15', '14:30', '14:45']));
    typeText('9');
    await eventually(() => expect(buttonsIn('.ap-time__suggestions').map((b) => b.textContent)).toEqual(['09:00', '09:15', '09:30', '09:45']));
    buttonsIn('.ap-time__suggestions')[2]!.click();
    await eventually(() => expect(saved()).toBe('09:30'));
  });

  it('clamps out-of-range values and clears text that is not a time, on blur', async () => {
    view = render(<Field />);
    await eventually(input);
    typeText('25:70');
    blur();
    await eventually(() => expect(saved()).toBe('23:59'));
    typeText('midi');
    blur();
    await eventually(() => expect(input().value).toBe(''));
    expect(saved()).toBe('');
  });

  it('steps a minute with the arrows, an hour with the caret in the hours, wrapping around midnight', async () => {
    view = render(<Field initial="23:59" />);
    await eventually(() => expect(input().value).toBe('23:59'));
    press('ArrowUp', 5);
    await eventually(() => expect(saved()).toBe('00:00'));
    press('ArrowDown', 1);
    await eventually(() => expect(saved()).toBe('23:00'));
  });

  it('offers the adjustments of 5 to 120 minutes either way, wrapping around midnight', async () => {
    view = render(<Field initial="23:45" />);
    const menuButton = await eventually(() => {
      const found = document.querySelector<HTMLButtonElement>('button[aria-label="Ajuster heure de début"]');
      if (!found) throw new Error('menu absent');
      return found;
    });
    menuButton.click();
    const entries = await eventually(() => {
      const found = [...document.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
      if (found.length === 0) throw new Error('menu fermé');
      return found;
    });
    expect(entries.map((e) => e.textContent)).toEqual(['+5 min', '+10 min', '+15 min', '+30 min', '+45 min', '+1h00', '+1h30', '+2h00', '-5 min', '-10 min', '-15 min', '-30 min', '-45 min', '-1h00', '-1h30', '-2h00']);
    entries.find((e) => e.textContent === '+30 min')!.click();
    await eventually(() => expect(saved()).toBe('00:15'));
  });
});
