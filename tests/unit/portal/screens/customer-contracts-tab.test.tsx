/**
 * The customer's contracts tab, React and Preact: its contracts searched by text and state
 * (`contracts/{customerId}/search`), 'Aucun résultat' when nothing matches.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchCustomerContracts, type ContractSummary } from '../../../../src/api/contract/contracts';
import { searchEstimates } from '../../../../src/api/contract/estimates';
import { ContractsTab } from '../../../../src/portal/screens/customers/tabs/ContractsTab';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { choose, control, find, typeInto } from '../widgets/support/dom';
import { CUSTOMER, pageOf } from '../widgets/support/explorer';
import { fakePortal } from '../widgets/support/portal';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const summary = (id: number, number: string, state: ContractSummary['state'], prestation: string): ContractSummary => ({
  id, number, customer: { id: 4, label: 'Famille Muller' }, family: { id: 12, name: 'Muller' }, prestationType: { id: 3, label: prestation },
  startDate: state === 'UPCOMING' ? '2027-06-01' : '2026-09-01', endDate: null, weeklyMinutes: 510, state, status: 'READY', archived: false,
});
const CONTRACTS = [summary(2, 'CT-2027-10002', 'UPCOMING', 'Ménage'), summary(1, 'CT-2026-10001', 'IN_FORCE', 'Garde d’enfants')];

describe('ContractsTab', () => {
  it('opens the contracts’ search, state and the estimates’ page of its URL, as after a reload, and keeps them around the drawer', async () => {
    const estimates = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i, number: `DV-${100 + i}`, status: 'DRAFT', vatIncludedAmount: 10_000, periodStartDate: '2026-04-01', periodEndDate: null, createdAt: '2026-03-01T09:00',
    }));
    const fake = fakePortal([
      [searchEstimates, ({ body }) => {
        const { pageNumber, pageSize } = body as { pageNumber: number; pageSize: number };
        return { ...pageOf(estimates.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize)), totalElements: 12 };
      }],
      [searchCustomerContracts, () => pageOf([CONTRACTS[0]!])],
    ]);
    const router = createRouter('memory', undefined, `/customers/4/contracts?estimates.page=2&contracts.q=${encodeURIComponent('ménage')}&contracts.state=UPCOMING`);
    Object.assign(fake.portal, { router, agencyContext: { agency: signal(null) } });
    unmount = fake.render(<ContractsTab customer={CUSTOMER} kind="customers" noteId={null} onChange={() => undefined} reload={() => undefined} />).unmount;
    const numbers = (label: string) => [...find(`section[aria-label="${label}"]`).querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent);
    await eventually(() => expect(numbers('Devis')).toEqual(['DV-110', 'DV-111']));
    await eventually(() => expect(numbers('Contrats')).toEqual(['CT-2027-10002']));
    expect(fake.calls.filter((c) => c.name === 'contracts.searchOfCustomer').map((c) => c.body)).toEqual([{ text: 'ménage', states: ['UPCOMING'], pageNumber: 0, pageSize: 20 }]);
    expect(fake.calls.filter((c) => c.name === 'estimates.search').map((c) => c.body)).toEqual([{ customerId: 4, pageNumber: 1, pageSize: 10 }]);
    expect(control<HTMLInputElement>('Rechercher un contrat').value).toBe('ménage');
    expect(control<HTMLSelectElement>('État').value).toBe('UPCOMING');

    choose(control<HTMLSelectElement>('État'), '');
    await eventually(() => expect(router.location.value).toBe('/customers/4/contracts?estimates.page=2&contracts.q=m%C3%A9nage'));
    expect(find<HTMLAnchorElement>('section[aria-label="Contrats"] tbody a').getAttribute('href'))
      .toBe('#/customers/4/contracts?estimates.page=2&contracts.q=m%C3%A9nage&contract=2');
  }, 20_000);

  it('searches the customer’s contracts by text and state', async () => {
    const fake = fakePortal([
      [searchEstimates, () => pageOf([])],
      [searchCustomerContracts, ({ body }) => {
        const { text, states } = body as { text?: string | null; states?: string[] };
        return pageOf(CONTRACTS.filter((c) => (!text || `${c.number} ${c.prestationType.label}`.toLowerCase().includes(text.toLowerCase())) && (!states || states.includes(c.state))));
      }],
    ]);
    Object.assign(fake.portal, { router: createRouter('memory', undefined, '/customers/4/contracts'), agencyContext: { agency: signal(null) } });
    unmount = fake.render(<ContractsTab customer={CUSTOMER} kind="customers" noteId={null} onChange={() => undefined} reload={() => undefined} />).unmount;

    const section = () => find('section[aria-label="Contrats"]');
    const numbers = () => [...section().querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent);
    await eventually(() => expect(numbers()).toEqual(['CT-2027-10002', 'CT-2026-10001']));
    expect(fake.calls.find((c) => c.name === 'contracts.searchOfCustomer')?.params).toEqual({ id: '4' });

    typeInto(control<HTMLInputElement>('Rechercher un contrat'), 'ménage');
    await eventually(() => expect(numbers()).toEqual(['CT-2027-10002']));
    expect(fake.calls.at(-1)?.body).toMatchObject({ text: 'ménage', pageNumber: 0 });

    typeInto(control<HTMLInputElement>('Rechercher un contrat'), '');
    choose(control<HTMLSelectElement>('État'), 'IN_FORCE');
    await eventually(() => expect(numbers()).toEqual(['CT-2026-10001']));
    expect(fake.calls.at(-1)?.body).toMatchObject({ states: ['IN_FORCE'] });

    typeInto(control<HTMLInputElement>('Rechercher un contrat'), 'ménage');
    await eventually(() => expect(section().textContent).toContain('Aucun résultat'));
    expect(numbers()).toEqual([]);
  }, 20_000);
});
