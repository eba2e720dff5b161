/**
 * /billing/home, React and Preact: « Créer les brouillons manquants » makes the month's missing
 * drafts at once, says how many, names the families it could not bill, and the indicators follow.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { customersWithRemainingDebitData } from '../../../../src/api/contract/billing';
import { billsComparison, createMonthDrafts, monthlyIndicators, type MonthlyIndicatorsAnswer } from '../../../../src/api/contract/monthlyBilling';
import { BILL_STATUSES } from '../../../../src/domain/billing/status';
import { BillingHomeScreen } from '../../../../src/portal/screens/billing/BillingHomeScreen';
import { eventually } from '../../support/render';
import { button, findAll, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const indicators = (familiesWithoutBill: number): MonthlyIndicatorsAnswer => ({
  month: '2026-11', countsByStatus: Object.fromEntries(BILL_STATUSES.map((s) => [s, 0])) as MonthlyIndicatorsAnswer['countsByStatus'], billCount: 0, creditNoteCount: 0,
  billedVatIncluded: 0, billedVatExcluded: 0, draftVatIncluded: 0, paidAmount: 0, remainingAmount: 0, familiesWithoutBill,
});
const fact = (label: string) => findAll('dt').find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('BillingHomeScreen', () => {
  it('creates the missing drafts of the month and names the families left without one', async () => {
    let waiting = 3;
    const fake = fakePortal([
      [monthlyIndicators, () => indicators(waiting)],
      [billsComparison, () => []],
      [customersWithRemainingDebitData, () => []],
      [createMonthDrafts, () => {
        waiting = 1;
        return { count: 2, bills: [{ id: 81, family: { id: 4, name: 'Fontaine' } }, { id: 82, family: { id: 5, name: 'Garnier' } }], failures: [{ family: { id: 6, name: 'Sans-Client' }, code: 'NO_CUSTOMER', message: 'Cette famille n\'a pas de client à facturer' }] };
      }],
    ]);
    Object.assign(fake.portal, { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal(null) }, clock: { ...fake.portal.clock, now: () => Date.parse('2026-11-24T10:00:00Z') } });
    unmount = fake.render(<BillingHomeScreen title="Facturation" params={{}} />).unmount;

    await eventually(() => expect(fact('Familles sans facture')).toBe('3'));
    button('Créer les brouillons manquants').click();
    await eventually(() => expect(pageText()).toContain('2 brouillons créés'));
    expect(fake.calls.find((c) => c.name === 'monthly.createDrafts')?.params).toEqual({ id: '2026-11' });
    expect(pageText()).toContain('Brouillons non créés :Sans-Client — Cette famille n\'a pas de client à facturer');
    await eventually(() => expect(fact('Familles sans facture')).toBe('1'));
  }, 20_000);

  it('offers no action when every family of the month has its bill', async () => {
    const fake = fakePortal([[monthlyIndicators, () => indicators(0)], [billsComparison, () => []], [customersWithRemainingDebitData, () => []]]);
    Object.assign(fake.portal, { session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal(null) } });
    unmount = fake.render(<BillingHomeScreen title="Facturation" params={{}} />).unmount;
    await eventually(() => expect(fact('Familles sans facture')).toBe('0'));
    expect(findAll('button').map((b) => b.textContent)).not.toContain('Créer les brouillons manquants');
  });
});
