/** /activity: each activity screen with its count and link, and the families with few hours this month, paged; React and Preact. */
import { afterEach, describe, expect, it } from 'vitest';
import { activityCounters, familiesWithFewHours } from '../../../../src/api/contract/activity';
import { pendingReplacements } from '../../../../src/api/contract/replacements';
import { ActivityHubScreen } from '../../../../src/portal/screens/activity/ActivityHubScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, find, findAll } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';
import { TEST_MONTH } from '../../../support/clock';
import { signal } from '@preact/signals-react';

const month = TEST_MONTH;
const COUNTS = { month, prestations: 412, unavailabilities: 1, workingProsToday: 9, timesheets: 37, reports: 14, familiesWithFewHours: 12 };
const family = (id: number) => ({ family: { id, name: `Famille ${id}` }, eventsCount: id % 3, plannedMinutes: id * 30, previousMonthMinutes: 600 + id });

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function hub(location = '/activity') {
  const fake = fakePortal([
    [activityCounters, () => COUNTS],
    [pendingReplacements, () => [1, 2].map((id) => ({ id, day: '2026-03-17', startTime: '08:00', endTime: '12:00', user: { id: 7, firstName: 'Anne', lastName: 'Roux' }, family: { id: 3, name: 'Famille Roux' }, prestation: null, reasons: [], keptReason: null }))],
    [familiesWithFewHours, ({ body }) => {
      const { pageNumber, pageSize } = body as { pageNumber: number; pageSize: number };
      const content = Array.from({ length: 12 }, (_, i) => family(i + 1)).slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
      return { content, totalPages: 2, totalElements: 12, numberOfElements: content.length, size: pageSize, number: pageNumber, first: pageNumber === 0, last: pageNumber === 1 };
    }],
  ]);
  // An agency without options read yet: every tile shown (the gated tiles: tests/unit/domain/option-gates.test.ts).
  Object.assign(fake.portal, { router: createRouter('memory', undefined, location), session: { user: signal({ role: 'DIRECTOR' }) }, agencyContext: { agency: signal(null) } });
  unmount = fake.render(<ActivityHubScreen params={{}} title="Activité" />).unmount;
  return fake;
}

const entries = () => findAll('.ap-activity__entry').map((entry) => entry.textContent?.replace(/\s+/g, ' ').trim());
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('ActivityHubScreen', () => {
  it("shows each activity screen with the month's count, singular or plural, and leads to it", async () => {
    const fake = hub();
    await eventually(() => expect(entries()[1]).toBe('Prestations412 prestations ce mois-ci'));
    await eventually(() => expect(entries()[5]).toBe('Prestations à remplacer2 prestations d’absent(e)s'));
    expect(fake.calls.find((call) => call.name === 'activity.counters')!.query).toEqual({ month });
    expect(entries()).toEqual([
      'Planning collectif9 intervenant(e)s en prestation aujourd’hui',
      'Prestations412 prestations ce mois-ci',
      "Relevés d'heures37 relevés ce mois-ci",
      'Indisponibilités1 absence ce mois-ci',
      "Rapports d'activité mensuels14 intervenant(e)s en activité ce mois-ci",
      'Prestations à remplacer2 prestations d’absent(e)s',
    ]);
    const hrefs = findAll<HTMLAnchorElement>('.ap-activity__entry a').map((a) => a.getAttribute('href'));
    expect(hrefs[0]).toMatch(/^#\/activity\/prosPlannings\?day=\d{4}-\d{2}-\d{2}$/);
    expect(hrefs[2]).toBe(`#/activity/timesheets?month=${month}`);
    expect(hrefs[4]).toBe(`#/activity/reports?month=${month}&type=pros`);
    expect(hrefs[5]).toBe('#/activity/replacements');
  });

  it('lists the families with few hours, with their hours, ten a page', async () => {
    const fake = hub();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(10));
    expect(findAll('td', findAll('tbody tr')[0]!).map(text)).toEqual(['Famille 1', '1', '0h30', '10h01']);
    expect(document.body.textContent).toContain("Familles avec peu d'heures ce mois-ci (12)");
    button('Page 2').click();
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(fake.calls.filter((call) => call.name === 'activity.familiesWithFewHours').at(-1)).toMatchObject({ params: { month }, body: { pageNumber: 1, pageSize: 10 } });
    expect(text(findAll('tbody tr')[1]!)).toContain('Famille 12');
    expect(fake.portal.router.location.value).toBe('/activity?page=2');
  });

  it('opens the page of its URL, as after a reload', async () => {
    const fake = hub('/activity?page=2');
    await eventually(() => expect(findAll('tbody tr')).toHaveLength(2));
    expect(fake.calls.filter((call) => call.name === 'activity.familiesWithFewHours').map((call) => call.body)).toEqual([{ pageNumber: 1, pageSize: 10 }]);
    expect(text(findAll('tbody tr')[0]!)).toContain('Famille 11');
    expect(text(find('[aria-current="page"]'))).toBe('2');
  });
});
