/** The professional and family selectors (spec 000 §2.8, §7) over the contract's searches, React and Preact. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFamilies } from '../../../../src/api/contract/families';
import { searchProfessionals } from '../../../../src/api/contract/professionals';
import type { Choice } from '../../../../src/portal/ui/RemoteSelect';
import { FamilySelector, ProfessionalSelector } from '../../../../src/portal/widgets/Selectors';
import { eventually } from '../../support/render';
import { find, findAll, typeInto } from './support/dom';
import { fakePortal, onePage } from './support/portal';

const PROS = [
  { id: 11, firstName: 'Inès', lastName: 'Haddad', login: 'ines@demo.fr', status: 'ACTIVE', role: 'PRO' },
  { id: 12, firstName: 'Marc', lastName: 'Haddou', login: 'marc@demo.fr', status: 'CANDIDATE', role: 'PRO' },
] as const;
const FAMILIES = [{ id: 5, name: 'Famille Bernard', city: null, childrenFirstNames: [] }];
const DURANDS = [
  { id: 6, name: 'Famille Durand', city: 'Lyon', childrenFirstNames: ['Louis', 'Jade'] },
  { id: 7, name: 'Famille Durand', city: 'Villeurbanne', childrenFirstNames: ['Tom'] },
  { id: 8, name: 'Famille Durand', city: null, childrenFirstNames: [] },
];

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function Chosen({ kind }: { kind: 'pro' | 'family' }) {
  const [value, setValue] = useState<Choice | null>(null);
  const Selector = kind === 'pro' ? ProfessionalSelector : FamilySelector;
  return (
    <>
      <Selector value={value} onValueChange={setValue} />
      <output>{value ? `${value.id} ${value.label}` : ''}</output>
    </>
  );
}

const combobox = () => find<HTMLInputElement>('input[role="combobox"]');
const options = () => findAll('[role="option"]').map((option) => option.textContent);

describe('ProfessionalSelector', () => {
  it('searches the professionals by name, page 0 of 200, marks candidates (C) and gives the chosen one', async () => {
    const api = fakePortal([[searchProfessionals, () => onePage(PROS)]]);
    unmount = api.render(<Chosen kind="pro" />).unmount;
    (await eventually(combobox)).focus();
    typeInto(combobox(), 'hadd');
    await eventually(() => expect(api.calls.at(-1)?.body).toEqual({ namePattern: 'hadd', pageNumber: 0, pageSize: 200 }));
    await eventually(() => expect(options()).toEqual(['Inès Haddad', 'Marc Haddou (C)']));
    findAll('[role="option"]')[1]!.click();
    await eventually(() => expect(document.querySelector('output')?.textContent).toBe('12 Marc Haddou (C)'));
    expect(document.querySelector('label')?.textContent).toBe('Intervenant');
  });
});

describe('FamilySelector', () => {
  it('searches the families, page 0 of 50, and says « Aucun résultat » when the search fails', async () => {
    let fail = false;
    const api = fakePortal([[searchFamilies, () => (fail ? new Response(null, { status: 500 }) : onePage(FAMILIES))]]);
    unmount = api.render(<Chosen kind="family" />).unmount;
    (await eventually(combobox)).click();
    await eventually(() => expect(options()).toEqual(['Famille Bernard']));
    expect(api.calls[0]?.body).toEqual({ namePattern: '', pageNumber: 0, pageSize: 50 });
    fail = true;
    typeInto(combobox(), 'zz');
    await eventually(() => expect(document.querySelector('[role="listbox"]')?.textContent).toBe('Aucun résultat'));
  });

  it('tells namesakes apart by their city and children in the list; the field shows the name only once chosen', async () => {
    const api = fakePortal([[searchFamilies, () => onePage(DURANDS)]]);
    unmount = api.render(<Chosen kind="family" />).unmount;
    (await eventually(combobox)).click();
    const shown = () => findAll('[role="option"]').map((o) => [o.firstChild?.textContent, o.querySelector('.ap-remote-select__detail')?.textContent ?? null]);
    await eventually(() =>
      expect(shown()).toEqual([
        ['Famille Durand', 'Lyon · Louis, Jade'],
        ['Famille Durand', 'Villeurbanne · Tom'],
        ['Famille Durand', null],
      ]),
    );
    findAll('[role="option"]')[1]!.click();
    await eventually(() => expect(document.querySelector('output')?.textContent).toBe('7 Famille Durand'));
    expect(combobox().value).toBe('Famille Durand');
  });
});
