/**
 * The choice group (radio buttons in a fieldset), React and Preact: one choice checked, a click chooses another, and
 * the group's name leaves its buttons before they leave the page (Chromium otherwise keeps removed radio buttons,
 * and the screen around them, in the shadow root's radio groups: bench/soak.mjs).
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup } from '../../../../src/portal/ui/ChoiceGroup';
import { eventually, render } from '../../support/render';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const CHOICES: ReadonlyArray<{ readonly value: 'DAY' | 'WEEK'; readonly label: string }> = [{ value: 'DAY', label: 'Jour' }, { value: 'WEEK', label: 'Semaine' }];

function Mode() {
  const [mode, setMode] = useState<'DAY' | 'WEEK'>('WEEK');
  return <ChoiceGroup<'DAY' | 'WEEK'> legend="Affichage" value={mode} choices={CHOICES} onValueChange={setMode} />;
}

const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('ChoiceGroup', () => {
  it('checks one choice and moves to the one clicked', async () => {
    view = render(<Mode />);
    await eventually(() => expect(radios().map((radio) => radio.checked)).toEqual([false, true]));
    expect(document.querySelector('legend')?.textContent).toBe('Affichage');
    radios()[0]!.click();
    await eventually(() => expect(radios().map((radio) => radio.checked)).toEqual([true, false]));
  });

  it('takes its name off its buttons when it leaves the page', async () => {
    view = render(<Mode />);
    await eventually(() => expect(radios()).toHaveLength(2));
    const buttons = radios();
    expect(buttons.every((radio) => radio.name.startsWith('ap-choice-'))).toBe(true);
    view.unmount();
    view = null;
    expect(buttons.map((radio) => radio.getAttribute('name'))).toEqual([null, null]);
  });
});
