/** /activity/unavailabilities: the current month's absences of the agency with whose they are, the filters' bodies, the CSV export of the page or of all; React and Preact. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADERS } from '../../../../src/api/contract/common';
import { exportUnavailabilities, searchUnavailabilities } from '../../../../src/api/contract/unavailabilities';
import { shiftDay } from '../../../../src/domain/planning/slots';
import { APP_VERSION } from '../../../../src/domain/version';
import { UnavailabilitiesScreen } from '../../../../src/portal/screens/activity/UnavailabilitiesScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, findAll } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';
import { TEST_MONTH } from '../../../support/clock';

const ABSENCE = { id: 4, userId: 11, user: { id: 11, firstName: 'Inès', lastName: 'Haddad' }, type: 'SICK_VACATION', startDateTime: '2026-11-02T00:00', endDateTime: '2026-11-03T23:59', comment: null, durationInDays: 2 };

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

function screen(location?: string) {
  const fake = fakePortal([
    [searchUnavailabilities, () => onePage([ABSENCE])],
    [exportUnavailabilities, () => new Response('Intervenant;Type\n', { status: 200, headers: { 'content-type': 'text/csv', [HEADERS.headVersion]: APP_VERSION } })],
  ]);
  if (location) Object.assign(fake.portal, { router: createRouter('memory', undefined, location) });
  unmount = fake.render(<UnavailabilitiesScreen params={{}} title="Indisponibilités" />).unmount;
  return fake;
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('UnavailabilitiesScreen', () => {
  it("opens on the current month's absences, each with its professional, and sends the type filter", async () => {
    const fake = screen();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    const month = TEST_MONTH;
    const first = fake.calls[0]!.body as { startDate: string; endDate: string; pageNumber: number };
    expect(first.startDate).toBe(`${month}-01`);
    expect(first.endDate.slice(0, 7)).toBe(month);
    // The month's last day: the next day is the 1st of another month.
    expect(shiftDay(first.endDate, 1).slice(8)).toBe('01');
    expect(findAll('th').map(text).slice(0, 5)).toEqual(['Intervenant(e)', 'Du', 'Au', 'Type', 'Durée']);
    expect(findAll('td', findAll('tbody tr')[0]!).map(text).slice(0, 4)).toEqual(['Inès Haddad', '02/11/2026 à 00:00', '03/11/2026 à 23:59', 'Arrêt maladie']);
    choose(control<HTMLSelectElement>("Type d'absence"), 'PAID_VACATION');
    await eventually(() => expect(fake.calls.at(-1)!.body).toMatchObject({ types: ['PAID_VACATION'], pageNumber: 0 }));
    expect(fake.portal.router.location.value).toBe('/?type=PAID_VACATION');
  });

  it('opens the professional, the period, the type and the page of its URL, as after a reload', async () => {
    const fake = screen(`/activity/unavailabilities?pro=11&pro=${encodeURIComponent('Inès Haddad')}&period=2026-02-01..2026-02-28&type=SICK_VACATION&page=2`);
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    expect(fake.calls.map((call) => call.body)).toEqual([{ userIds: [11], startDate: '2026-02-01', endDate: '2026-02-28', types: ['SICK_VACATION'], pageNumber: 1, pageSize: 20 }]);
    expect(findAll<HTMLInputElement>('input[role="combobox"]').map((input) => input.value)).toEqual(['Inès Haddad']);
    expect(control<HTMLSelectElement>("Type d'absence").value).toBe('SICK_VACATION');
    expect(control('Du').value).toBe('01/02/2026');
  });

  it('exports the page or every match as CSV with the same filters', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fake = screen();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(1));
    button('Exporter').click();
    await eventually(() => expect(findAll('[role="menuitem"]').map(text)).toEqual(['Tout exporter (CSV)', 'Exporter la page (CSV)']));
    findAll('[role="menuitem"]')[1]!.click();
    await eventually(() => expect(created).toHaveBeenCalled());
    const call = fake.calls.find((c) => c.name === 'unavailabilities.export')!;
    expect(call.query).toEqual({ exportType: 'CSV', pageOnly: 'true' });
    expect(call.body).toMatchObject({ startDate: (fake.calls[0]!.body as { startDate: string }).startDate, pageNumber: 0 });
  });
});
