/**
 * /customers and /prospects on the list machinery (issue 10's kit), React and Preact: the list's
 * state read from the URL becomes the v2 search body, the search text reaches the URL after
 * 300 ms, a filter ticked among the counted choices and a sorted column change the URL (page
 * back to 1), the request navigation started is taken instead of sent again, a failure is
 * silent, and an empty answer reads 'Aucun résultat'.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { myPreferences } from '../../../../src/api/contract/account';
import { customersV2Distribution, customersV2Stats, searchCustomersV2, type CustomerListItem } from '../../../../src/api/contract/customers';
import { CustomersListScreen } from '../../../../src/portal/screens/customers/CustomersListScreen';
import { customersListBody, customersListName, LIST_CONFIGS } from '../../../../src/portal/screens/customers/customersList';
import { readListState } from '../../../../src/domain/list/listState';
import { createQueryCache, KEEP_MS, listQuery } from '../../../../src/portal/state/queryCache';
import { TEST_NOW_MS } from '../../../support/clock';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, control, find, findAll, nextFrame, pageText, typeInto, watchForText } from '../widgets/support/dom';
import { failure, fakePortal, onePage, pageOf } from '../widgets/support/portal';

const customer = (id: number, name: string, extra: Partial<CustomerListItem> = {}): CustomerListItem => ({
  customerId: id, ref: `CLI-1-${String(id).padStart(4, '0')}`, customerName: name, customerMainContact: { firstName: name.split(' ')[0]!, lastName: name.split(' ')[1] ?? '' },
  type: 'NATURAL', status: 'ACTIVE_CUSTOMER', stage: null, source: 'WEBSITE', phone: null, mobile: '0612345678', email: `c${id}@famille.fr`, zipCode: '69002',
  city: 'Lyon', estimatesCount: 0, contractsCount: 1, billsCount: 3, childrenCount: 2, familyIds: [id], adviser: null, createdAt: '2026-01-10T09:00:00.000Z',
  lastExchangeAt: null, nextExchangeAt: null, ...extra,
});

function api(location: string, answer: (body: unknown) => unknown = () => onePage([customer(1, 'Léa Dubois'), customer(2, 'Marc Petit')]), role = 'DIRECTOR') {
  const fake = fakePortal([
    [searchCustomersV2, ({ body }) => answer(body)],
    [customersV2Distribution, () => ({ attribute: 'city', total: 12, values: [{ value: 'Lyon', count: 9 }, { value: 'Villeurbanne', count: 3 }] })],
    [customersV2Stats, () => ({ attribute: 'contractsCount', count: 53, min: 0, max: 4, mean: 1.26, sum: 67 })],
    [myPreferences, () => []],
  ]);
  const router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router, session: { user: signal({ role }) }, agencyContext: { agency: signal({ id: 1 }) } });
  return { ...fake, router };
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const searches = (calls: { name: string; body: unknown }[]) => calls.filter((call) => call.name === 'customers.v2.search');

describe('CustomersListScreen', () => {
  it('sends the list the URL describes, and shows its rows', async () => {
    const fake = api('/customers?q=dubois&city=Lyon&sort=-createdAt&page=2&size=20');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(searches(fake.calls)[0]?.body).toEqual({
      text: 'dubois',
      filters: [
        { attribute: 'city', operator: 'EQUALS', value: 'Lyon' },
        { attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' },
      ],
      sort: { attribute: 'createdAt', direction: 'DESC' },
      pageNumber: 1,
      pageSize: 20,
    });
    expect(pageText()).toContain('Léa Dubois');
    expect(button('Ville : Lyon')).toBeTruthy();
  });

  it('offers the main contact as a column of its own in « Colonnes » (issue 10: reference, name, contact, …)', async () => {
    const fake = api('/customers');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(findAll('thead th').map((th) => th.textContent)).not.toContain('Contact');
    button('Colonnes').click();
    await eventually(() => control('Contact', find('fieldset[aria-label="Colonnes affichées"]')));
    control('Contact', find('fieldset[aria-label="Colonnes affichées"]')).click();
    await eventually(() => expect(findAll('thead th').map((th) => th.textContent)).toContain('Contact'));
  });

  it('puts the typed text in the URL once settled, back on page 1, and asks again', async () => {
    const fake = api('/customers?page=3');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    typeInto(find<HTMLInputElement>('input[type="search"]'), 'pe');
    typeInto(find<HTMLInputElement>('input[type="search"]'), 'petit');
    await eventually(() => expect(fake.router.location.value).toBe('/customers?q=petit'));
    await eventually(() => expect(searches(fake.calls).at(-1)?.body).toMatchObject({ text: 'petit', pageNumber: 0 }));
    // The intermediate 'pe' never reached the server: the debounce waited for the last key.
    expect(searches(fake.calls).map((call) => (call.body as { text: string | null }).text)).toEqual([null, 'petit']);
  });

  it('offers the counted values of a filter and sorts by a column header', async () => {
    const fake = api('/customers');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Ville').click();
    await eventually(() => expect(pageText(find('.ap-filter__panel'))).toContain('Villeurbanne3'));
    const villeurbanne = findAll<HTMLInputElement>('.ap-filter__panel input[type="checkbox"]')[1]!;
    villeurbanne.click();
    await eventually(() => expect(fake.router.location.value).toBe('/customers?city=Villeurbanne'));
    find<HTMLButtonElement>('th .ap-table__sort').click(); // Référence
    await eventually(() => expect(fake.router.location.value).toBe('/customers?city=Villeurbanne&sort=ref'));
    find<HTMLButtonElement>('th .ap-table__sort').click();
    await eventually(() => expect(fake.router.location.value).toBe('/customers?city=Villeurbanne&sort=-ref'));
    expect(find('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the stats of a number beside its range, and filters between two values', async () => {
    const fake = api('/customers');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    button('Contrats').click();
    await eventually(() => expect(find('.ap-filter__panel').textContent).toContain('Min 0 · Max 4 · Moyenne 1,3 · Total 67'));
    expect(fake.calls.find((call) => call.name === 'customers.v2.stats')?.body).toMatchObject({ attribute: 'contractsCount' });
    typeInto(find<HTMLInputElement>('.ap-filter__panel input'), '2');
    await eventually(() => expect(fake.router.location.value).toBe('/customers?contractsCount=2..'));
    await eventually(() => expect(searches(fake.calls).at(-1)?.body).toMatchObject({ filters: expect.arrayContaining([{ attribute: 'contractsCount', operator: 'BETWEEN', from: 2, to: null }]) }));
  });

  it('takes the request navigation started instead of sending it again', async () => {
    const fake = api('/prospects');
    const body = customersListBody('prospects', readListState('', LIST_CONFIGS.prospects));
    void fake.portal.queries.fetch(listQuery(customersListName('prospects'), { body, reads: ['customers'], send: () => Promise.resolve(onePage([customer(7, 'Zoé Martin', { status: 'PROSPECT', stage: 'STARTING' })])) }));
    unmount = fake.render(<CustomersListScreen params={{}} title="Prospects" />).unmount;
    await eventually(() => expect(pageText()).toContain('Zoé Martin'));
    expect(searches(fake.calls)).toHaveLength(0);
    expect(pageText()).toContain('Premier contact');
  });

  it('shows an answer that arrived before the screen in its first render, never « Chargement… »', async () => {
    const fake = api('/prospects');
    const body = customersListBody('prospects', readListState('', LIST_CONFIGS.prospects));
    await fake.portal.queries.fetch(listQuery(customersListName('prospects'), { body, reads: ['customers'], send: () => Promise.resolve(onePage([customer(7, 'Zoé Martin', { status: 'PROSPECT', stage: 'STARTING' })])) }));
    const loading = watchForText('Chargement');
    unmount = fake.render(<CustomersListScreen params={{}} title="Prospects" />).unmount;
    await eventually(() => expect(pageText()).toContain('Zoé Martin'));
    loading.stop();
    expect(loading.seen()).toBe(false);
    expect(searches(fake.calls)).toHaveLength(0);
  });

  it('shows the kept rows at once on the way back after KEEP_MS, asks again without « Chargement… », then shows the new answer', async () => {
    let names = ['Léa Dubois', 'Marc Petit'];
    const fake = api('/customers', () => onePage(names.map((name, i) => customer(i + 1, name))));
    let now = TEST_NOW_MS;
    Object.assign(fake.portal, { queries: createQueryCache(fake.portal.client, { now: () => now }) });
    const names_ = () => findAll('tbody tr a.ap-strong').map((link) => link.textContent);
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(names_()).toEqual(['Léa Dubois', 'Marc Petit']));
    unmount();
    // A record opened, then « Précédent » 20 s later; meanwhile a customer was added elsewhere.
    now += KEEP_MS + 5_000;
    names = ['Léa Dubois', 'Marc Petit', 'Zoé Martin'];
    const loading = watchForText('Chargement');
    // The rows of each render, as the director sees them one after the other.
    const shown: string[][] = [];
    const observer = new MutationObserver(() => names_().length && names_().join() !== shown.at(-1)?.join() && shown.push(names_() as string[]));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(names_()).toEqual(['Léa Dubois', 'Marc Petit', 'Zoé Martin']));
    observer.disconnect();
    loading.stop();
    expect(shown).toEqual([['Léa Dubois', 'Marc Petit'], ['Léa Dubois', 'Marc Petit', 'Zoé Martin']]);
    expect(loading.seen()).toBe(false);
    expect(searches(fake.calls)).toHaveLength(2);
  });

  it('shows the rows of an answer undimmed from their first render (rows and the end of loading in one update)', async () => {
    const fake = api('/customers');
    const dimmedRows: number[] = [];
    const observer = new MutationObserver(() => dimmedRows.push(findAll('[aria-busy] tbody tr').length));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    await nextFrame();
    observer.disconnect();
    expect(dimmedRows.filter((count) => count > 0)).toEqual([]);
    expect(find('.ap-table-wrap').getAttribute('aria-busy')).toBeNull();
  });

  it('dims the rows of page 1 from the render whose summary names page 2, until page 2 comes', async () => {
    const all = Array.from({ length: 30 }, (_, i) => customer(i + 1, `Client${String(i + 1).padStart(2, '0')} Test`));
    let answerPage2: (() => void) | null = null;
    const fake = api('/customers?size=20', (body) => {
      const { pageNumber, pageSize } = body as { pageNumber: number; pageSize: number };
      const page = pageOf(all, pageNumber, pageSize);
      return pageNumber === 0 ? page : new Promise((resolve) => (answerPage2 = () => resolve(page)));
    });
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(20));
    // What each change of the summary showed beside it: the summary's text, and whether the rows were dimmed (busy).
    const seen: string[] = [];
    const summary = () => find('.ap-pagination__summary').textContent;
    const observer = new MutationObserver(() => {
      const text = `${summary()} ${find('.ap-table-wrap').getAttribute('aria-busy') ? 'estompées' : 'nettes'}`;
      if (text !== seen.at(-1)) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    button('Page 2').click();
    await eventually(() => expect(answerPage2).not.toBeNull());
    answerPage2!();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(10));
    await nextFrame();
    observer.disconnect();
    expect(seen).toEqual(['Résultats 21-30 / 30 estompées', 'Résultats 21-30 / 30 nettes']);
  });

  it('stays silent on a failure, clears the loading state, and says when nothing matches', async () => {
    let fail = true;
    const fake = api('/customers', () => (fail ? failure(500, 'BOOM', 'Erreur interne') : onePage([])));
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(searches(fake.calls)).toHaveLength(1));
    await eventually(() => expect(document.querySelector('.ap-spinner')).toBeNull());
    expect(pageText()).not.toContain('Erreur interne');
    fail = false;
    typeInto(find<HTMLInputElement>('input[type="search"]'), 'zzz');
    await eventually(() => expect(pageText()).toContain('Aucun résultat'));
  });

  it('offers « Importer » to the admin only, as the import call (a director creates customers, does not import them)', async () => {
    const fake = api('/customers');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(findAll('button').map((b) => b.textContent).filter((text) => text === 'Importer' || text === 'Nouveau client')).toEqual(['Nouveau client']);
  });

  it('opens the import dialog with « Importer » (its code loaded on demand, not with the list)', async () => {
    const fake = api('/customers', undefined, 'ADMIN');
    unmount = fake.render(<CustomersListScreen params={{}} title="Clients" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(document.querySelector('dialog')).toBeNull();
    button('Importer').click();
    await eventually(() => expect(document.querySelector('dialog h2')?.textContent).toBe('Importer des clients et des prospects'));
  });
});
