/** The support drawer's frame (spec 000 §2.3, §2.5): for admins (and agency 3) only, two tabs, two widths. */
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, SOPHIE } from '../../support/fake-api';
import { button, logIn, mountElement, shadow, waitForText } from '../../support/element';
import { eventually } from '../../support/render';

afterEach(() => document.body.replaceChildren());

const supportButton = (element: Element) => shadow(element).querySelector<HTMLButtonElement>('button[aria-label="Support"]');

describe('support drawer', () => {
  it('is offered to an admin, opens on « Recherche » and widens from 1200 to 2000 px', async () => {
    const { element } = mountElement();
    await logIn(element, 'admin@demo.fr', PASSWORD);
    await eventually(() => expect(supportButton(element)).not.toBeNull());
    supportButton(element)!.click();
    const drawer = await eventually(() => {
      const found = shadow(element).querySelector<HTMLDialogElement>('dialog.ap-drawer');
      if (!found) throw new Error('tiroir absent');
      return found;
    });
    expect(shadow(element).querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Recherche');
    expect(drawer.style.getPropertyValue('--ap-dialog-width')).toBe('1200px');
    button(element, 'Élargir').click();
    await eventually(() => expect(drawer.style.getPropertyValue('--ap-dialog-width')).toBe('2000px'));
  });

  it('is not offered to a director of another agency than agency 3', async () => {
    const { element } = mountElement();
    await logIn(element, SOPHIE.login, PASSWORD);
    await waitForText(element, 'Bonjour Sophie');
    expect(supportButton(element)).toBeNull();
  });
});
