/** The French day-and-time field, React and Preact: a typed day gives 'YYYY-MM-DDT09:00', the time follows, clearing the day clears the value. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeField } from '../../../../src/portal/ui/DateTimeField';
import { eventually, render } from '../../support/render';
import { control, find, leave, typeInto } from '../widgets/support/dom';

let view: { unmount(): void } | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Rappel" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const saved = () => document.querySelector('output')?.textContent;

describe('DateTimeField', () => {
  it('reads a French day, at 09:00 until a time is typed, then that time', async () => {
    view = render(<Field />);
    await eventually(() => expect(find('legend').textContent).toBe('Rappel'));
    expect(control<HTMLInputElement>('Heure').disabled).toBe(true);
    typeInto(control<HTMLInputElement>('Date'), '24/11/2026');
    await eventually(() => expect(saved()).toBe('2026-11-24T09:00'));
    const time = control<HTMLInputElement>('Heure');
    await eventually(() => expect(time.disabled).toBe(false));
    typeInto(time, '14:30');
    leave(time);
    await eventually(() => expect(saved()).toBe('2026-11-24T14:30'));
  });

  it('shows a stored value in French and empties it with the day', async () => {
    view = render(<Field initial="2026-12-05T08:15" />);
    await eventually(() => expect(control<HTMLInputElement>('Date').value).toBe('05/12/2026'));
    expect(control<HTMLInputElement>('Heure').value).toBe('08:15');
    typeInto(control<HTMLInputElement>('Date'), '');
    leave(control<HTMLInputElement>('Date'));
    await eventually(() => expect(saved()).toBe(''));
  });
});
