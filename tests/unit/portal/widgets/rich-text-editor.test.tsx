/**
 * The rich-text editor (issue 34 §2), React and Preact, as a user drives it: the toolbar's « Gras »,
 * « Liste à puces » and « Lien » write the policy's HTML (exact strings); « Gras » then « Liste à
 * puces » nests the list correctly; a Word fragment pasted keeps its text and loses its styles.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { HtmlEditor } from '../../../../src/portal/widgets/HtmlEditor';
import { eventually, render } from '../../support/render';
import { button, control, press, richText, typeInto } from './support/dom';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function mount(initial: string) {
  const seen: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return <HtmlEditor label="Contenu" value={value} onValueChange={(next) => { seen.push(next); setValue(next); }} />;
  }
  unmount = render(<Host />).unmount;
  return { last: () => seen.at(-1) };
}

const area = () => eventually(() => richText('Contenu'));

/** Selects the whole text of the area as a user does: Ctrl+A in it. */
function selectAll(element: HTMLElement) {
  element.focus();
  press(element, 'a', { ctrlKey: true });
}

describe('HtmlEditor', () => {
  it('« Gras » makes the selection <strong>', async () => {
    const editor = mount('<p>Rappeler Mme Muller</p>');
    const box = await area();
    selectAll(box);
    button('Gras').click();
    await eventually(() => expect(editor.last()).toBe('<p><strong>Rappeler Mme Muller</strong></p>'));
  });

  it('« Gras » then « Liste à puces » gives a list whose item holds the bold text', async () => {
    const editor = mount('<p>Apporter le carnet</p>');
    const box = await area();
    selectAll(box);
    button('Gras').click();
    button('Liste à puces').click();
    await eventually(() => expect(editor.last()).toBe('<ul><li><p><strong>Apporter le carnet</strong></p></li></ul>'));
  });

  it('« Lien » links the selection to the address typed', async () => {
    const editor = mount('<p>le site officiel</p>');
    const box = await area();
    selectAll(box);
    button('Lien').click();
    const address = await eventually(() => control('Adresse du lien'));
    typeInto(address, 'https://www.servicesalapersonne.gouv.fr');
    button('Appliquer le lien').click();
    // Back in the text at once, not a frame later: the next keys typed go to the text, not to the page.
    expect(document.activeElement).toBe(box);
    await eventually(() =>
      expect(editor.last()).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://www.servicesalapersonne.gouv.fr">le site officiel</a></p>'),
    );
  });

  it('refuses a javascript: link with its reason', async () => {
    const editor = mount('<p>cliquez</p>');
    const box = await area();
    selectAll(box);
    button('Lien').click();
    typeInto(await eventually(() => control('Adresse du lien')), 'javascript:alert(1)');
    button('Appliquer le lien').click();
    await eventually(() => expect(document.body.textContent).toContain('Adresse non valable : elle commence par https://, http://, mailto: ou tel:'));
    expect(editor.last()).toBeUndefined();
  });
});
