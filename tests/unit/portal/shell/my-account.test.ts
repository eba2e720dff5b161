/** « Mon compte » (spec 000 §5, §8) in the element, as a director uses it. */
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/domain/messages';
import { PASSWORD, SOPHIE } from '../../support/fake-api';
import { button, logIn, mountElement, shadow, text, type as typeInto, waitForText } from '../../support/element';
import { eventually, nextFrame } from '../../support/render';

afterEach(() => document.body.replaceChildren());

async function openMyAccount() {
  const { element } = mountElement();
  await logIn(element, SOPHIE.login, PASSWORD);
  await waitForText(element, 'Bonjour Sophie');
  shadow(element).querySelector<HTMLButtonElement>('.ap-header__user > button')!.click();
  await eventually(() => button(element, 'Mon compte')).then((found) => found.click());
  await waitForText(element, 'Modifier le mot de passe');
  return element;
}

function input(element: Element, label: string): HTMLInputElement {
  const found = [...shadow(element).querySelectorAll('dialog label')].find((l) => l.textContent === label) as HTMLLabelElement | undefined;
  const target = found ? shadow(element).getElementById(found.htmlFor) : null;
  if (!(target instanceof HTMLInputElement)) throw new Error(`Champ introuvable : ${label}`);
  return target;
}

describe('Mon compte', () => {
  it('opens filled with the user, and refuses an empty first name and a bad e-mail with the spec messages', async () => {
    const element = await openMyAccount();
    expect(input(element, 'Prénom').value).toBe('Sophie');
    typeInto(input(element, 'Prénom'), '');
    typeInto(input(element, 'Identifiant (e-mail)'), 'sophie.lefevre');
    await nextFrame();
    button(element, 'Enregistrer').click();
    await waitForText(element, MESSAGES.formHasErrors);
    expect(text(element)).toContain(MESSAGES.required);
    expect(text(element)).toContain(MESSAGES.invalidEmail);
  });

  it("says « Le mot de passe actuel n'est pas correct » for a wrong current password", async () => {
    const element = await openMyAccount();
    (shadow(element).querySelector('dialog input[type="checkbox"]') as HTMLInputElement).click();
    await eventually(() => input(element, 'Mot de passe actuel'));
    typeInto(input(element, 'Mot de passe actuel'), 'pas-le-bon');
    typeInto(input(element, 'Nouveau mot de passe'), 'Nouveau_2027');
    await nextFrame();
    button(element, 'Enregistrer').click();
    await waitForText(element, "Le mot de passe actuel n'est pas correct");
  });

  it('saves a new name, says « Enregistrement effectué ! » and shows it in the header', async () => {
    const element = await openMyAccount();
    typeInto(input(element, 'Prénom'), 'Sophia');
    await nextFrame();
    button(element, 'Enregistrer').click();
    await waitForText(element, MESSAGES.saved);
    expect(shadow(element).querySelector('.ap-header__user-name')?.textContent).toContain('Sophia');
  });

  it('saves the names typed right before « Enregistrer », with no pause between them', async () => {
    const element = await openMyAccount();
    // A fast typist (or a password manager): no render between the fields and the click.
    typeInto(input(element, 'Prénom'), 'Sophia');
    typeInto(input(element, 'Nom'), 'Lefèvre-Martin');
    button(element, 'Enregistrer').click();
    await waitForText(element, MESSAGES.saved);
    expect(shadow(element).querySelector('.ap-header__user-name')?.textContent).toContain('Sophia Lefèvre-Martin');
  }, 15_000);
});
