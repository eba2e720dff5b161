/** The French month field, React and Preact: typed 'MM/AAAA', the twelve months popover, its keys and bounds. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthField } from '../../../../src/portal/ui/MonthField';
import { eventually, render } from '../../support/render';
import { button, control, find, findAll, leave, nextFrame, pageText, press, typeInto } from '../widgets/support/dom';
import { openPicker, walkGrid } from '../widgets/support/picker';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Field({ initial = '', min, max, clearable }: { initial?: string; min?: string; max?: string; clearable?: boolean }) {
  const [value, setValue] = useState(initial);
  const [changes, setChanges] = useState(0);
  return (
    <>
      <MonthField
        label="Mois"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setChanges((count) => count + 1);
        }}
        min={min}
        max={max}
        clearable={clearable}
      />
      <output>{value}</output>
      <span data-testid="changes">{changes}</span>
    </>
  );
}

const input = () => control('Mois');
const saved = () => document.querySelector('output')?.textContent;
const changes = () => document.querySelector('[data-testid="changes"]')?.textContent;
const popover = () => document.querySelector<HTMLElement>('[role="dialog"]');
const month = (label: string) => find<HTMLButtonElement>(`[aria-label="${label}"]`);
const focused = () => document.activeElement;

const openMonths = () => openPicker('Ouvrir la liste des mois');

describe('MonthField', () => {
  it("shows MM/AAAA and gives 'YYYY-MM' for a month typed in full, never for a month half typed", async () => {
    view = render(<Field initial="2026-10" />);
    await eventually(() => expect(input().value).toBe('10/2026'));
    expect(input().placeholder).toBe('MM/AAAA');
    // '11/20' would read as November 2020: nothing changes until the year is whole.
    typeInto(input(), '11/20');
    typeInto(input(), '11/202');
    await nextFrame();
    expect(changes()).toBe('0');
    typeInto(input(), '11/2026');
    await eventually(() => expect(saved()).toBe('2026-11'));
    expect(changes()).toBe('1');
    typeInto(input(), '3/27');
    leave(input());
    await eventually(() => expect(saved()).toBe('2027-03'));
    expect(input().value).toBe('03/2027');
  });

  it('shows the French message for text that is not a month, the value unchanged; a filter gives its month back for empty text', async () => {
    view = render(<Field initial="2026-10" clearable={false} />);
    await eventually(() => expect(input().value).toBe('10/2026'));
    typeInto(input(), '13/2026');
    leave(input());
    await eventually(() => expect(pageText()).toContain('Mois invalide (MM/AAAA)'));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toBe('2026-10');
    typeInto(input(), '');
    leave(input());
    await eventually(() => expect(input().value).toBe('10/2026'));
    expect(saved()).toBe('2026-10');
    expect(pageText()).not.toContain('Mois invalide');
  });

  it('opens the twelve French months of the year, moves with the keys and picks with Enter', async () => {
    view = render(<Field initial="2026-11" />);
    const dialog = await openMonths();
    expect(find('.ap-picker__title').textContent).toBe('2026');
    expect(findAll('[role="gridcell"] button', dialog).map((cell) => cell.textContent)).toEqual([
      'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
    ]);
    await eventually(() => expect(focused()).toBe(month('novembre 2026')));
    expect(month('novembre 2026').closest('td')!.getAttribute('aria-selected')).toBe('true');
    await walkGrid([
      ['ArrowRight', 'décembre 2026'],
      ['ArrowRight', 'janvier 2027'],
    ]);
    expect(find('.ap-picker__title').textContent).toBe('2027');
    await walkGrid([
      ['ArrowUp', 'octobre 2026'],
      ['Home', 'janvier 2026'],
      ['PageDown', 'janvier 2027'],
      ['ArrowDown', 'avril 2027'],
    ]);
    press(focused()!, 'Enter');
    await eventually(() => expect(saved()).toBe('2027-04'));
    expect(input().value).toBe('04/2027');
    expect(popover()).toBeNull();
    expect(focused()).toBe(button('Ouvrir la liste des mois'));
  });

  it('changes year with its buttons, closes with Escape, and disables the months outside min and max', async () => {
    view = render(<Field initial="2026-06" min="2026-03" max="2027-02" />);
    await openMonths();
    expect(month('février 2026').getAttribute('aria-disabled')).toBe('true');
    expect(month('mars 2026').getAttribute('aria-disabled')).toBeNull();
    month('février 2026').click();
    await nextFrame();
    expect(saved()).toBe('2026-06');
    button('Année suivante').click();
    await eventually(() => expect(find('.ap-picker__title').textContent).toBe('2027'));
    expect(month('mars 2027').getAttribute('aria-disabled')).toBe('true');
    button('Année précédente').click();
    await eventually(() => expect(find('.ap-picker__title').textContent).toBe('2026'));
    // The year buttons keep the focus; Escape from anywhere in the popover closes it.
    expect(month('juin 2026').tabIndex).toBe(0);
    press(button('Année précédente'), 'Escape');
    await eventually(() => expect(popover()).toBeNull());
    expect(focused()).toBe(button('Ouvrir la liste des mois'));
    await openMonths();
    month('mars 2026').click();
    await eventually(() => expect(saved()).toBe('2026-03'));
  });
});
