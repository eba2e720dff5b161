/** The remote search dropdown behind the professional and family selectors (spec 000 §2.8), React and Preact. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteSelect, type Choice } from '../../../../src/portal/ui/RemoteSelect';
import { eventually, render } from '../../support/render';
import { control, findAll, press, typeInto } from '../widgets/support/dom';

const FAMILIES: Choice[] = [
  { id: 1, label: 'Famille Martin' },
  { id: 2, label: 'Famille Martinez' },
  { id: 3, label: 'Famille Durand' },
];

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Picker({ searches }: { searches: string[] }) {
  const [value, setValue] = useState<Choice | null>(null);
  const search = (text: string) => {
    searches.push(text);
    return Promise.resolve(FAMILIES.filter((f) => f.label.toLowerCase().includes(text.toLowerCase())));
  };
  return (
    <>
      <RemoteSelect label="Famille" value={value} onValueChange={setValue} search={search} />
      <output>{value?.label ?? ''}</output>
    </>
  );
}

const box = () => control('Famille');
const options = () => findAll('[role="option"]').map((o) => o.textContent);
const key = (name: string) => press(box(), name);
const typeText = (text: string) => typeInto(box(), text);

describe('RemoteSelect', () => {
  it('stays closed on focus alone (a dialog focuses its first field), lists everything on a click, then what matches the typed text', async () => {
    const searches: string[] = [];
    view = render(<Picker searches={searches} />);
    (await eventually(box)).focus();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    box().click();
    await eventually(() => expect(options()).toEqual(['Famille Martin', 'Famille Martinez', 'Famille Durand']));
    typeText('mart');
    await eventually(() => expect(options()).toEqual(['Famille Martin', 'Famille Martinez']));
    expect(searches.at(-1)).toBe('mart');
    expect(searches).not.toContain('m');
  });

  it('chooses with the arrow keys and Enter, and says « Aucun résultat » when nothing matches', async () => {
    view = render(<Picker searches={[]} />);
    (await eventually(box)).focus();
    typeText('martin');
    await eventually(() => expect(options()).toEqual(['Famille Martin', 'Famille Martinez']));
    key('ArrowDown');
    await eventually(() => expect(document.querySelector('[aria-selected="true"]')?.textContent).toBe('Famille Martinez'));
    key('Enter');
    await eventually(() => expect(document.querySelector('output')?.textContent).toBe('Famille Martinez'));
    expect(box().getAttribute('aria-expanded')).toBe('false');
    typeText('zzz');
    await eventually(() => expect(document.querySelector('[role="listbox"]')?.textContent).toBe('Aucun résultat'));
  });
});
