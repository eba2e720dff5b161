/** The family wallet widgets (spec 002 §7.11): balance and hours, operations, a pre-payment added in cents, a pre-payment deleted after confirmation, React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addWalletOperation, deleteWalletPrePaymentOperation, getWallet, searchWalletOperations, setWalletInitialValue, type Wallet, type WalletOperation,
} from '../../../../src/api/contract/wallet';
import { FamilyWallet } from '../../../../src/portal/widgets/wallet/FamilyWallet';
import { eventually } from '../../support/render';
import { button, control, fillAndClick, find, findAll, pageText, typeInto } from './support/dom';
import { fakePortal, pageOf } from './support/portal';

/** The wallet with its two operations, then `more` older pre-payments of 10 € (operation 10 + i, the i-th of November). */
function api(more = 0) {
  const wallet: Wallet = { familyId: 4, currency: 'EUR', balance: 70000, durationBalance: 1200, initialValue: 20000, initialDurationValue: 600, initialValueComment: null };
  let operations: WalletOperation[] = [
    { id: 1, operationDate: '2026-10-05', label: 'Prépaiement par virement', relevantValue: 50000, durationValue: null, kind: 'PRE_PAYMENT', billNumber: null },
    { id: 2, operationDate: '2026-10-05', label: 'Heures prépayées (pack 10 h)', relevantValue: 0, durationValue: 600, kind: 'DURATIONS', billNumber: null },
    ...Array.from({ length: more }, (_, i): WalletOperation => ({
      id: 10 + i, operationDate: `2026-09-${String(30 - i).padStart(2, '0')}`, label: `Prépaiement ${i + 1}`, relevantValue: 1000, durationValue: null, kind: 'PRE_PAYMENT', billNumber: null,
    })),
  ];
  return fakePortal([
    [getWallet, () => ({ ...wallet, balance: 20000 + operations.reduce((s, o) => s + o.relevantValue, 0) })],
    [searchWalletOperations, ({ body }) => {
      const { pageNumber, pageSize } = searchWalletOperations.body.parse(body);
      return pageOf(operations, pageNumber, pageSize);
    }],
    [
      addWalletOperation,
      ({ body }) => {
        const { operationDate, label, relevantValue } = addWalletOperation.body.parse(body);
        operations = [{ id: 3, operationDate, label, relevantValue, durationValue: null, kind: 'PRE_PAYMENT', billNumber: null }, ...operations];
        return wallet;
      },
    ],
    [setWalletInitialValue, ({ body }) => ({ ...wallet, ...(body as object) })],
    [
      deleteWalletPrePaymentOperation,
      ({ params }) => {
        operations = operations.filter((o) => o.id !== Number(params.operationId));
        return wallet;
      },
    ],
  ]);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('FamilyWallet', () => {
  it('shows the balance, the hours and the operations, adds a pre-payment in cents and deletes one after confirmation', async () => {
    const fake = api();
    unmount = fake.render(<FamilyWallet familyId={4} />).unmount;
    await eventually(() => expect(pageText()).toContain('700,00 €'));
    expect(pageText()).toContain('20h00');
    expect(findAll('table tbody tr')).toHaveLength(2);

    button('Ajouter').click();
    await eventually(() => expect(pageText()).toContain('Champ obligatoire'));
    expect(fake.calls.some((c) => c.name === 'wallet.addOperation')).toBe(false);
    typeInto(control('Libellé'), 'Chèque de prépaiement');
    typeInto(control('Montant (€)'), '1 234,56');
    // Preact renders the typed values on its next tick: the form must show them before the click.
    await eventually(() => expect(pageText()).not.toContain('Champ obligatoire'));
    button('Ajouter').click();
    await eventually(() => expect(pageText()).toContain('Enregistrement effectué !'));
    expect(fake.calls.find((c) => c.name === 'wallet.addOperation')?.body).toMatchObject({ label: 'Chèque de prépaiement', relevantValue: 123456 });
    await eventually(() => expect(pageText()).toContain('1 934,56 €'));

    button('Supprimer le prépaiement du 05/10/2026').click();
    await eventually(() => expect(pageText()).toContain('Confirmez-vous la suppression de ce prépaiement ?'));
    findAll<HTMLButtonElement>('dialog button').find((b) => b.textContent === 'Supprimer')!.click();
    await eventually(() => expect(pageText()).toContain('Suppression effectuée !'));
    expect(fake.calls.find((c) => c.name === 'wallet.deletePrePaymentOperation')?.params).toEqual({ id: '4', operationId: '1' });
  });

  it('adds the pre-payment typed right before « Ajouter », with no pause between them', async () => {
    const fake = api();
    unmount = fake.render(<FamilyWallet familyId={4} />).unmount;
    await eventually(() => expect(findAll('table tbody tr')).toHaveLength(2));
    // A fast typist: no render between the fields and the click.
    typeInto(control('Libellé'), 'Virement de novembre');
    typeInto(control('Montant (€)'), '300');
    button('Ajouter').click();
    await eventually(() => expect(fake.calls.some((c) => c.name === 'wallet.addOperation')).toBe(true));
    expect(fake.calls.find((c) => c.name === 'wallet.addOperation')?.body).toMatchObject({ label: 'Virement de novembre', relevantValue: 30000 });
  });
  it("keeps the operations' page in the record tab's URL: a page change sends one search and shows that page", async () => {
    const fake = api(10);
    fake.portal.router.navigate('/families/4/infos');
    unmount = fake.render(<FamilyWallet familyId={4} />).unmount;
    await eventually(() => expect(findAll('table tbody tr')).toHaveLength(10));
    expect(pageText()).toContain('Résultats 1-10 / 12');
    expect(findAll('select[aria-label="Résultats par page"]')).toHaveLength(0);
    const searches = () => fake.calls.filter((c) => c.name === searchWalletOperations.name);
    const before = searches().length;
    button('Page 2').click();
    await eventually(() => expect(findAll('table tbody tr td:nth-child(3)').map((td) => td.textContent)).toEqual(['Prépaiement 9', 'Prépaiement 10']));
    expect(searches().slice(before).map((c) => c.body)).toEqual([{ pageNumber: 1, pageSize: 10 }]);
    expect(fake.portal.router.location.value).toBe('/families/4/infos?operations.page=2');
    expect(pageText()).toContain('Résultats 11-12 / 12');
  });

  it('refuses to add an operation whose date does not read, with the date’s message', async () => {
    const fake = api();
    unmount = fake.render(<FamilyWallet familyId={4} />).unmount;
    await eventually(() => expect(findAll('table tbody tr')).toHaveLength(2));
    const group = find('[role="group"][aria-label="Nouvelle opération"]');
    fillAndClick([['Date', '32/13/2026'], ['Libellé', 'Chèque'], ['Montant (€)', '50']], 'Ajouter', group);
    await eventually(() => expect(pageText(group)).toContain('Date invalide (JJ/MM/AAAA)'));
    expect(fake.calls.some((c) => c.name === 'wallet.addOperation')).toBe(false);
    fillAndClick([['Date', '12/11/2026']], 'Ajouter', group);
    await eventually(() => expect(fake.calls.find((c) => c.name === 'wallet.addOperation')?.body).toEqual({ operationDate: '2026-11-12', label: 'Chèque', relevantValue: 5000 }));
  });

  it('saves the initial values typed just before « Enregistrer », with no pause between them, and refuses a wrong amount', async () => {
    const fake = api();
    unmount = fake.render(<FamilyWallet familyId={4} />).unmount;
    await eventually(() => expect(findAll('table tbody tr')).toHaveLength(2));
    const group = find('[role="group"][aria-label="Valeur initiale"]');
    fillAndClick([['Valeur initiale (€)', 'beaucoup']], 'Enregistrer', group);
    await eventually(() => expect(pageText(group)).toContain('Montant invalide'));
    expect(fake.calls.some((c) => c.name === 'wallet.setInitialValue')).toBe(false);
    fillAndClick([['Valeur initiale (€)', '150,50'], ['Heures initiales', '12,5'], ['Commentaire', 'Reprise du logiciel précédent']], 'Enregistrer', group);
    await eventually(() => expect(fake.calls.find((c) => c.name === 'wallet.setInitialValue')?.body).toEqual({ initialValue: 15050, initialDurationValue: 750, initialValueComment: 'Reprise du logiciel précédent' }));
  });
});
