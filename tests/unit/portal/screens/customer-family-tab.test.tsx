/**
 * The family tab of a customer's record (spec 001 §3, issue 10), React and Preact: the family
 * as a link to its page, the CAF number, the children with their birth dates and the number of
 * the parents' active app accounts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FamilyTab } from '../../../../src/portal/screens/customers/tabs/FamilyTab';
import { eventually } from '../../support/render';
import { CUSTOMER } from '../widgets/support/explorer';
import { find, findAll, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const customer = { ...CUSTOMER, activeParentsAccountsCount: 2, childrenCount: 1, childrenInfos: [{ firstName: 'Léa', birthDate: '2021-06-25' }] };

describe('FamilyTab', () => {
  it("shows the family's link, CAF number, children and the parents' active accounts", async () => {
    const fake = fakePortal([]);
    unmount = fake.render(<FamilyTab customer={customer} kind="customers" noteId={null} onChange={() => undefined} reload={() => undefined} />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(find<HTMLAnchorElement>('a[href*="/families/12/resume"]').textContent).toBe('Muller');
    const facts = findAll('dl.ap-facts dt').map((dt) => `${dt.textContent} : ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Famille : Muller', 'N° d’allocataire CAF : 1234567', 'Enfants : 1', 'Comptes parents actifs : 2']);
    expect(pageText()).toContain('25/06/2021');
  });
});
