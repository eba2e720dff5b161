/**
 * The infos tab of a customer's record (spec 001 §7: name, address, infos, notes, price grid),
 * React and Preact: the record's free-text infos shown in the identity form, edited and sent with
 * the same PUT …/infos, the record answered handed back to the page; « Ancienne fiche » shows them too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { customerAdvisers, updateCustomerInfos } from '../../../../src/api/contract/customerRecord';
import type { CustomerDetails } from '../../../../src/api/contract/customers';
import { InfosTab } from '../../../../src/portal/screens/customers/tabs/InfosTab';
import { OldTab } from '../../../../src/portal/screens/customers/tabs/OldTab';
import { eventually } from '../../support/render';
import { CUSTOMER } from '../widgets/support/explorer';
import { button, control, find, findAll, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const customer: CustomerDetails = { ...CUSTOMER, infos: 'Digicode 4512B, 3e étage gauche' };

describe('InfosTab', () => {
  it("shows the record's infos in the identity form and saves them edited with the same PUT", async () => {
    const fake = fakePortal([
      [customerAdvisers, () => []],
      [updateCustomerInfos, ({ body }) => ({ ...customer, infos: (body as { infos: string | null }).infos })],
    ]);
    const answered: CustomerDetails[] = [];
    unmount = fake.render(<InfosTab customer={customer} kind="customers" noteId={null} onChange={(next) => answered.push(next)} reload={() => undefined} />).unmount;
    const identity = await eventually(() => find('section[aria-label="Identité, contact et informations"]'));
    expect(control<HTMLTextAreaElement>('Informations', identity).value).toBe('Digicode 4512B, 3e étage gauche');
    expect(button('Enregistrer', identity).disabled).toBe(true);
    typeInto(control<HTMLTextAreaElement>('Informations', identity), 'Digicode 4512B, 3e étage gauche. Chien dans le jardin.');
    // « Enregistrer » waits for a change.
    await eventually(() => expect(button('Enregistrer', identity).disabled).toBe(false));
    button('Enregistrer', identity).click();
    await eventually(() => expect(answered).toHaveLength(1));
    expect(fake.calls.find((c) => c.name === 'customers.infos')?.body).toMatchObject({
      infos: 'Digicode 4512B, 3e étage gauche. Chien dans le jardin.', mainContact: { firstName: 'Claire', lastName: 'Muller' }, email: 'claire.muller@example.fr',
    });
    expect(answered[0]!.infos).toBe('Digicode 4512B, 3e étage gauche. Chien dans le jardin.');
    await eventually(() => expect(pageText(identity)).toContain('Enregistrement effectué !'));
  });

  it('clears the infos when the field is emptied (null sent)', async () => {
    const fake = fakePortal([[customerAdvisers, () => []], [updateCustomerInfos, () => ({ ...customer, infos: null })]]);
    unmount = fake.render(<InfosTab customer={customer} kind="customers" noteId={null} onChange={() => undefined} reload={() => undefined} />).unmount;
    const identity = await eventually(() => find('section[aria-label="Identité, contact et informations"]'));
    typeInto(control<HTMLTextAreaElement>('Informations', identity), '   ');
    await eventually(() => expect(button('Enregistrer', identity).disabled).toBe(false));
    button('Enregistrer', identity).click();
    await eventually(() => expect(fake.calls.find((c) => c.name === 'customers.infos')?.body).toMatchObject({ infos: null }));
  });

  it('shows the infos among the facts of « Ancienne fiche », read-only', async () => {
    const fake = fakePortal([]);
    unmount = fake.render(<OldTab customer={customer} kind="customers" noteId={null} onChange={() => undefined} reload={() => undefined} />).unmount;
    await eventually(() => find('section[aria-label="Ancienne fiche"]'));
    const facts = findAll('dl.ap-facts dt').map((dt) => `${dt.textContent} : ${dt.nextElementSibling?.textContent}`);
    expect(facts).toContain('Informations : Digicode 4512B, 3e étage gauche');
    expect(findAll('section[aria-label="Ancienne fiche"] textarea, section[aria-label="Ancienne fiche"] input')).toHaveLength(0);
  });
});
