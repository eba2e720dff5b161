/**
 * /activity/prosPlannings: the collective planning on the timeline; day and mode in the
 * query, previous and next, the options' bodies, candidates marked (C), the professionals'
 * colours apart from the legend's, the options, the page and its size in the query, back to /activity; React and Preact.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { searchProPlannings } from '../../../../src/api/contract/activity';
import { PRO_COLORS } from '../../../../src/domain/activity/proPlannings';
import { ProsPlanningsScreen } from '../../../../src/portal/screens/activity/ProsPlanningsScreen';
import { timelineCss } from '../../../../src/portal/widgets/timeline/timeline.css';
import { createRouter, type Router } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';
import { TEST_TODAY } from '../../../support/clock';

const INES = { pro: { id: 11, firstName: 'Inès', lastName: 'Haddad', status: 'ACTIVE' }, absences: [{ id: 4, type: 'SICK_VACATION', startDateTime: '2026-11-26T00:00', endDateTime: '2026-11-26T23:59' }],
  events: [{ id: 90, day: '2026-11-24', startTime: '08:00', endTime: '12:00', user: { id: 11, firstName: 'Inès', lastName: 'Haddad' }, family: { id: 5, name: 'Famille Bernard' } }] };
const PAUL = { pro: { id: 12, firstName: 'Paul', lastName: 'Roux', status: 'CANDIDATE' }, events: [], absences: [] };
/** The professional of the second page. */
const ZOE = { pro: { id: 13, firstName: 'Zoé', lastName: 'Martin', status: 'ACTIVE' }, events: [], absences: [] };

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function screen(location = '/activity/prosPlannings?day=2026-11-25&mode=WEEK', total = 120) {
  const fake = fakePortal([
    [searchProPlannings, ({ body }) => {
      const { excludeCandidates, pageNumber, pageSize } = body as { excludeCandidates: boolean; pageNumber: number; pageSize: number };
      const content = total === 0 ? [] : pageNumber > 0 ? [ZOE] : excludeCandidates ? [INES] : [INES, PAUL];
      return { content, totalPages: Math.ceil(total / pageSize), totalElements: total, numberOfElements: content.length, size: pageSize, number: pageNumber, first: pageNumber === 0, last: false };
    }],
  ]);
  const router: Router = createRouter('memory', undefined, location);
  Object.assign(fake.portal, { router });
  unmount = fake.render(<ProsPlanningsScreen params={{}} title="Planning collectif" />).unmount;
  const bodies = () => fake.calls.filter((call) => call.name === 'activity.prosPlannings').map((call) => call.body as Record<string, unknown>);
  return { router, bodies, last: () => bodies().at(-1)! };
}

/** The radio of the DAY/WEEK toggle named `label` (a radio inside its label). */
const modeRadio = (label: string) => findAll<HTMLLabelElement>('.ap-choices__option').find((option) => option.textContent === label)!.querySelector('input')!;
const rowLabels = () => findAll('.ap-tl__row').map((row) => row.getAttribute('aria-label') ?? '');

describe('ProsPlanningsScreen', () => {
  it("asks for the query's week, without candidates nor suspended professionals, 50 a page, and draws the professionals' rows", async () => {
    const { last } = screen();
    await eventually(() => expect(rowLabels()).toHaveLength(1));
    expect(last()).toEqual({ day: '2026-11-25', mode: 'WEEK', excludeCandidates: true, excludedStatus: ['INACTIVE', 'SUSPENDED'], withEventsOnly: false, pageNumber: 0, pageSize: 50 });
    expect(rowLabels()[0]).toMatch(/^Inès Haddad : /);
    // The row's professional is a resource label: a link to the employee's record.
    expect([find('.ap-tl__name a').textContent, find('.ap-tl__name a').getAttribute('href')]).toEqual(['Inès Haddad', '#/employees/11/home']);
    // A week's event is narrow (3.5 px an hour): its family in its name and tooltip.
    expect(findAll('.ap-tl__event').some((box) => box.getAttribute('aria-label')?.includes('Famille Bernard'))).toBe(true);
    expect(control('Exclure les candidat(e)s').checked).toBe(true);
    expect(control('Inclure les suspendu.e.s').checked).toBe(false);
    expect(modeRadio('Semaine').checked).toBe(true);
    // The legend, and the absence drawn with its legend entry.
    expect(pageText()).toContain('Arrêt maladie');
    expect(find('.ap-tl-kind--sickLeave', find('.ap-tl__body'))).toBeTruthy();
    expect(pageText()).toContain('Résultats 1-50 / 120');
  });

  it("colours each professional outside the legend's palette", async () => {
    screen();
    await eventually(() => expect(rowLabels()).toHaveLength(1));
    const colour = find<HTMLElement>('.ap-tl__row').style.getPropertyValue('--ap-tl-resource');
    expect(PRO_COLORS).toContain(colour);
    const legendColours = [...timelineCss.matchAll(/--ap-tl-color: (#[0-9a-f]{6})/g)].map((match) => match[1]);
    // The 12 colours of the timeline's legend (timeline.css.ts).
    expect(legendColours).toHaveLength(12);
    for (const pro of PRO_COLORS) expect(legendColours).not.toContain(pro);
  });

  it('marks candidates (C) when they are not excluded, and asks for the suspended ones on demand', async () => {
    const { last } = screen();
    await eventually(() => expect(rowLabels()).toHaveLength(1));
    control('Exclure les candidat(e)s').click();
    await eventually(() => expect(rowLabels()).toHaveLength(2));
    expect(last()).toMatchObject({ excludeCandidates: false });
    expect(rowLabels()[1]).toMatch(/^Paul Roux \(C\) : /);
    control('Inclure les suspendu.e.s').click();
    await eventually(() => expect(last()).toMatchObject({ excludedStatus: ['INACTIVE'] }));
  });

  it('moves by week or by day in the query, changes the page size and goes back to /activity', async () => {
    const { router, last } = screen();
    await eventually(() => expect(rowLabels()).toHaveLength(1));
    button('Semaine suivante').click();
    await eventually(() => expect(router.location.value).toBe('/activity/prosPlannings?day=2026-12-02&mode=WEEK'));
    await eventually(() => expect(last()).toMatchObject({ day: '2026-12-02', mode: 'WEEK' }));
    modeRadio('Jour').click();
    await eventually(() => expect(router.location.value).toBe('/activity/prosPlannings?day=2026-12-02&mode=DAY'));
    button('Jour précédent').click();
    await eventually(() => expect(last()).toMatchObject({ day: '2026-12-01', mode: 'DAY' }));
    choose(find<HTMLSelectElement>('select[aria-label="Résultats par page"]'), '100');
    await eventually(() => expect(last()).toMatchObject({ pageSize: 100, pageNumber: 0 }));
    expect(router.location.value).toBe('/activity/prosPlannings?day=2026-12-01&mode=DAY&size=100');
    button("Retour à l'activité").click();
    expect(router.location.value).toBe('/activity');
  });

  it('keeps the options and the page in the query: a page change sends one search and shows its professionals', async () => {
    const { router, bodies, last } = screen();
    await eventually(() => expect(rowLabels()).toHaveLength(1));
    control('Exclure les candidat(e)s').click();
    await eventually(() => expect(router.location.value).toBe('/activity/prosPlannings?day=2026-11-25&mode=WEEK&excludeCandidates=false'));
    await eventually(() => expect(rowLabels()).toHaveLength(2));
    const before = bodies().length;
    button('Page 2').click();
    await eventually(() => expect(rowLabels()).toEqual([expect.stringMatching(/^Zoé Martin : /)]));
    expect(bodies().slice(before)).toEqual([{ day: '2026-11-25', mode: 'WEEK', excludeCandidates: false, excludedStatus: ['INACTIVE', 'SUSPENDED'], withEventsOnly: false, pageNumber: 1, pageSize: 50 }]);
    expect(router.location.value).toBe('/activity/prosPlannings?day=2026-11-25&mode=WEEK&excludeCandidates=false&page=2');
    expect(pageText()).toContain('Résultats 51-100 / 120');
    // Another week keeps the options and opens the first page.
    button('Semaine suivante').click();
    await eventually(() => expect(router.location.value).toBe('/activity/prosPlannings?day=2026-12-02&mode=WEEK&excludeCandidates=false'));
    await eventually(() => expect(last()).toMatchObject({ day: '2026-12-02', excludeCandidates: false, pageNumber: 0 }));
  });

  it('opens a linked page with its options, its page and its size', async () => {
    const { last } = screen('/activity/prosPlannings?day=2026-11-25&mode=WEEK&excludeCandidates=false&includeSuspended=true&withEventsOnly=true&page=2&size=100');
    await eventually(() => expect(rowLabels()).toEqual([expect.stringMatching(/^Zoé Martin : /)]));
    expect(last()).toEqual({ day: '2026-11-25', mode: 'WEEK', excludeCandidates: false, excludedStatus: ['INACTIVE'], withEventsOnly: true, pageNumber: 1, pageSize: 100 });
    expect([control('Exclure les candidat(e)s').checked, control('Inclure les suspendu.e.s').checked, control('Masquer les intervenant·e·s sans prestation').checked]).toEqual([false, true, true]);
    expect(pageText()).toContain('Résultats 101-120 / 120');
  });

  it("says « Aucun résultat » under the timeline when no professional matches", async () => {
    screen('/activity/prosPlannings?day=2026-11-25&mode=WEEK&withEventsOnly=true', 0);
    await eventually(() => expect(find('.ap-pagination__summary').textContent).toBe('Aucun résultat'));
    expect(rowLabels()).toEqual([]);
  });

  it('opens on the week of today without a query', async () => {
    const { last } = screen('/activity/prosPlannings');
    await eventually(() => expect(rowLabels()).toHaveLength(1));
    expect(last()).toMatchObject({ day: TEST_TODAY, mode: 'WEEK' });
  });
});
