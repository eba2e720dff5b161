/** /activity/prestations: the current month's prestations with their durations, the totals, a professional picked as filter; React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { searchPrestations } from '../../../../src/api/contract/activity';
import { searchProfessionals } from '../../../../src/api/contract/professionals';
import { PrestationsScreen } from '../../../../src/portal/screens/activity/PrestationsScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { find, findAll, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';
import { TEST_MONTH } from '../../../support/clock';

const PRO = { id: 11, firstName: 'Inès', lastName: 'Haddad', login: 'ines@demo.fr', status: 'ACTIVE', role: 'PRO' } as const;
const EVENT = { id: 90, day: '2026-11-22', startTime: '21:00', endTime: '07:00', user: { id: 11, firstName: 'Inès', lastName: 'Haddad' }, family: { id: 5, name: 'Famille Bernard' }, minutes: 600, increasedMinutes: 480 };

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('PrestationsScreen', () => {
  it("shows the current month's prestations and totals, and filters by the professional picked", async () => {
    const fake = fakePortal([
      [searchPrestations, () => ({ page: onePage([EVENT]), totals: { eventsCount: 1, minutes: 600, increasedMinutes: 480, prosCount: 1, familiesCount: 1 } })],
      [searchProfessionals, () => onePage([PRO])],
    ]);
    unmount = fake.render(<PrestationsScreen params={{}} title="Prestations" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(fake.calls[0]!.body).toMatchObject({ month: TEST_MONTH, proId: null, familyId: null, pageNumber: 0 });
    expect(findAll('td', find('tbody tr')).map(text)).toEqual(['dimanche 22 novembre', '21:00 – 07:00', 'Inès Haddad', 'Famille Bernard', '10h00', '8h00']);
    expect(text(find('dl[aria-label="Totaux du mois"]'))).toBe('Prestations1Durée10h00Dont majorées8h00Intervenant(e)s1Familles1');

    const input = findAll<HTMLInputElement>('input[role="combobox"]')[0]!;
    input.focus();
    typeInto(input, 'hadd');
    await eventually(() => expect(findAll('[role="option"]').map((o) => o.textContent)).toContain('Inès Haddad'));
    findAll<HTMLElement>('[role="option"]').find((o) => o.textContent === 'Inès Haddad')!.click();
    await eventually(() => expect(fake.calls.filter((c) => c.name === 'activity.prestations.search').at(-1)!.body).toMatchObject({ proId: 11, pageNumber: 0 }));
    expect(fake.portal.router.location.value).toBe('/?pro=11&pro=In%C3%A8s+Haddad');
  });

  it('opens the month, the professional, the family and the page of its URL, names shown, as after a reload', async () => {
    const fake = fakePortal([[searchPrestations, () => ({ page: onePage([EVENT]), totals: { eventsCount: 1, minutes: 600, increasedMinutes: 480, prosCount: 1, familiesCount: 1 } })]]);
    const location = `/activity/prestations?month=2026-02&pro=11&pro=${encodeURIComponent('Inès Haddad')}&family=5&family=${encodeURIComponent('Famille Bernard')}&page=2`;
    Object.assign(fake.portal, { router: createRouter('memory', undefined, location) });
    unmount = fake.render(<PrestationsScreen params={{}} title="Prestations" />).unmount;
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(fake.calls.map((call) => call.body)).toEqual([{ month: '2026-02', proId: 11, familyId: 5, pageNumber: 1, pageSize: 20 }]);
    expect(findAll<HTMLInputElement>('input[role="combobox"]').map((input) => input.value)).toEqual(['Inès Haddad', 'Famille Bernard']);
  });
});
