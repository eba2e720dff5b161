/** The planning overview of the record pages (spec 001 §2), React and Preact: events by day, this month's and last month's timesheet completion and its colour, each timesheet opening its page, the six-month chart. */
import { afterEach, describe, expect, it } from 'vitest';
import { familyOverview, professionalOverview, type PlanningOverview as Overview } from '../../../../src/api/contract/overview';
import type { PlanningEvent } from '../../../../src/api/contract/planning';
import { PlanningOverview } from '../../../../src/portal/widgets/records/PlanningOverview';
import { eventually } from '../../support/render';
import { find, findAll, pageText } from './support/dom';
import { failure, fakePortal } from './support/portal';

const INES = { id: 7, firstName: 'Inès', lastName: 'Haddad' };
const MULLER = { id: 12, name: 'Famille Muller' };

const event = (id: number, day: string, startTime: string, endTime: string): PlanningEvent => ({ id, day, startTime, endTime, user: INES, family: MULLER });
const report = (month: string, total: number, validated = true) => {
  const durations = { total, normal: total - 60, totalIncreased: 60, holiday: 0 };
  return { month, proId: null, familyId: 12, validated, eventsCount: 10, durations, validatedDurations: validated ? durations : null };
};

const OVERVIEW: Overview = {
  nextPlanningEvents: [event(5, '2026-11-24', '16:30', '19:00'), event(6, '2026-11-24', '21:30', '07:30'), event(7, '2026-11-25', '08:00', '18:00')],
  lastPlanningEvents: [event(4, '2026-11-23', '16:30', '19:00')],
  currentTimesheets: [
    { month: '2026-11', pro: INES, family: MULLER, slotsCount: 20, proSlotsCount: 15, customerSlotsCount: 4, slotsDuration: 3000 },
    { month: '2026-11', pro: { id: 8, firstName: 'Paul', lastName: 'Roche' }, family: MULLER, slotsCount: 4, proSlotsCount: 4, customerSlotsCount: 4, slotsDuration: 600 },
  ],
  previousTimesheets: [{ month: '2026-10', pro: INES, family: MULLER, slotsCount: 18, proSlotsCount: 18, customerSlotsCount: 18, slotsDuration: 2700 }],
  lastPlanningActivityReports: [report('2026-06', 2400), report('2026-07', 2700), report('2026-08', 0), report('2026-09', 3000), report('2026-10', 3300), report('2026-11', 1500, false)],
  monthPlannedDurationAvg: 2580,
};

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const section = (name: string) => find(`section[aria-label="${name}"]`);
/** The texts of an element's parts (laid out apart by the CSS). */
const parts = (element: Element) => [...element.children].map((child) => (child.textContent ?? '').replace(/[ \n\t]+/g, ' ').trim());

describe('PlanningOverview', () => {
  it("shows a family's next and last events by French day, with the professional of each", async () => {
    const fake = fakePortal([[familyOverview, () => OVERVIEW]]);
    unmount = fake.render(<PlanningOverview familyId={12} />).unmount;
    await eventually(() => section('Prochaines interventions'));
    expect(fake.calls[0]).toMatchObject({ name: 'overview.family', params: { id: '12' } });
    const next = section('Prochaines interventions');
    expect(findAll('.ap-overview__day', next).map((d) => d.textContent)).toEqual(['mardi 24 novembre', 'mercredi 25 novembre']);
    expect(findAll('.ap-overview__event', next).map(parts)).toEqual([
      ['16:30 – 19:00', 'Inès Haddad'],
      ['21:30 – 07:30', 'Inès Haddad'],
      ['08:00 – 18:00', 'Inès Haddad'],
    ]);
    expect(findAll('.ap-overview__day', section('Dernières interventions')).map((d) => d.textContent)).toEqual(['lundi 23 novembre']);
    // Each professional's name is its resource label: a link to the employee's record.
    expect(findAll<HTMLAnchorElement>('.ap-overview__event .ap-rlabel__name', next).map((a) => a.getAttribute('href'))).toEqual(Array(3).fill('#/employees/7/home'));
  });

  it("names the family of a professional's events with its label, a shared care's opening the family the event is planned at", async () => {
    const shared = { ...event(8, '2026-11-26', '08:00', '12:00'), sharedFamily: { id: 3, name: 'Famille Muller / Famille Roy' } };
    const fake = fakePortal([[professionalOverview, () => ({ ...OVERVIEW, nextPlanningEvents: [event(5, '2026-11-24', '16:30', '19:00'), shared] })]]);
    unmount = fake.render(<PlanningOverview proId={7} />).unmount;
    const next = await eventually(() => section('Prochaines interventions'));
    expect(findAll<HTMLAnchorElement>('.ap-overview__event .ap-rlabel__name', next).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Famille Muller', '#/families/12/resume'],
      ['Garde partagée Famille Muller / Famille Roy', '#/families/12/resume'],
    ]);
  });

  it("gives the month's timesheet completion in the spec's colours, each timesheet's too", async () => {
    const fake = fakePortal([[familyOverview, () => OVERVIEW]]);
    unmount = fake.render(<PlanningOverview familyId={12} />).unmount;
    const sheets = await eventually(() => section("Relevés d'heures du mois"));
    // 8 of 24 slots confirmed by the family: 33 %, orange.
    expect(find('.ap-overview__completion .ap-tag', sheets).className).toContain('ap-tag--warning');
    expect(find('.ap-overview__completion', sheets).textContent).toBe('Complétude33\u00a0%');
    expect(findAll('.ap-overview__sheet', sheets).map((s) => [...parts(s), find('.ap-tag', s).className])).toEqual([
      ['Inès Haddad : 4/20 créneaux validés', '20\u00a0%', 'ap-tag ap-tag--danger'],
      ['Paul Roche : 4/4 créneaux validés', '100\u00a0%', 'ap-tag ap-tag--success'],
    ]);
  });

  it("shows last month's timesheets too, each opening its own month's page", async () => {
    const fake = fakePortal([[familyOverview, () => OVERVIEW]]);
    unmount = fake.render(<PlanningOverview familyId={12} />).unmount;
    const sheets = await eventually(() => section("Relevés d'heures du mois dernier"));
    expect(find('.ap-overview__completion', sheets).textContent).toBe('Complétude100\u00a0%');
    expect(findAll('.ap-overview__sheet', sheets).map((sheet) => parts(sheet)[0])).toEqual(['Inès Haddad : 18/18 créneaux validés']);
    find<HTMLAnchorElement>('.ap-overview__sheet a', sheets).click();
    await eventually(() => expect(fake.portal.router.location.value).toBe('/activity/timesheets/2026-10/7/12'));
  });

  it('opens a timesheet to edit it from its line: /activity/timesheets/{month}/{proId}/{familyId}', async () => {
    const fake = fakePortal([[familyOverview, () => OVERVIEW]]);
    unmount = fake.render(<PlanningOverview familyId={12} />).unmount;
    const sheets = await eventually(() => section("Relevés d'heures du mois"));
    expect(findAll<HTMLAnchorElement>('.ap-overview__sheet a', sheets).map((a) => a.textContent)).toEqual(['Inès Haddad', 'Paul Roche']);
    findAll<HTMLAnchorElement>('.ap-overview__sheet a', sheets)[1]!.click();
    await eventually(() => expect(fake.portal.router.location.value).toBe('/activity/timesheets/2026-11/8/12'));
  });

  it('keeps the first next and last events given `eventsCount` (the family summary shows three)', async () => {
    const fake = fakePortal([[familyOverview, () => ({ ...OVERVIEW, lastPlanningEvents: [4, 3, 2, 1].map((id) => event(id, `2026-11-${10 + id}`, '16:30', '19:00')) })]]);
    unmount = fake.render(<PlanningOverview familyId={12} eventsCount={2} />).unmount;
    await eventually(() => section('Prochaines interventions'));
    expect(findAll('.ap-overview__event', section('Prochaines interventions'))).toHaveLength(2);
    expect(findAll('.ap-overview__day', section('Dernières interventions')).map((d) => d.textContent)).toEqual(['samedi 14 novembre', 'vendredi 13 novembre']);
  });

  it('draws the six months with the unvalidated one starred, the increased hours and the monthly average', async () => {
    const fake = fakePortal([[familyOverview, () => OVERVIEW]]);
    unmount = fake.render(<PlanningOverview familyId={12} />).unmount;
    const chart = await eventually(() => find('.ap-hours-chart'));
    expect(findAll('.ap-hours-chart__label', chart).map((t) => t.textContent)).toEqual(['juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.*']);
    expect(findAll('.ap-hours-chart__average', chart)).toHaveLength(1);
    expect(parts(find('.ap-hours-chart__notes', chart))).toEqual(['Moyenne mensuelle : 43h00', 'dont heures majorées', '* mois non validé']);
    expect(findAll('tbody th', chart).at(-1)?.textContent).toBe('novembre 2026 (non validé)');
    // The increased hours (1 h a month in the reports) drawn within each bar (August has none), and read in the table.
    expect(findAll('.ap-hours-chart__month .ap-hours-chart__increased', chart)).toHaveLength(5);
    expect(findAll('thead th', chart).map((th) => th.textContent)).toEqual(['Mois', 'Heures', 'Heures majorées']);
    expect(findAll('tbody tr', chart).at(0)?.lastElementChild?.textContent).toBe('1h00');
  });

  it("names the family of each event on a professional's overview; 'Aucun résultat' when nothing is planned", async () => {
    const fake = fakePortal([[professionalOverview, () => ({ ...OVERVIEW, nextPlanningEvents: [], currentTimesheets: [], previousTimesheets: [] })]]);
    unmount = fake.render(<PlanningOverview proId={7} />).unmount;
    await eventually(() => section('Dernières interventions'));
    expect(fake.calls[0]).toMatchObject({ name: 'overview.professional', params: { id: '7' } });
    expect(parts(find('.ap-overview__event'))).toEqual(['16:30 – 19:00', 'Famille Muller']);
    expect(pageText(section('Prochaines interventions'))).toContain('Aucun résultat');
    expect(pageText(section("Relevés d'heures du mois"))).toContain('Aucun résultat');
    expect(pageText(section("Relevés d'heures du mois dernier"))).toContain('Aucun résultat');
  });

  it('swallows a failure and clears the loading indicator', async () => {
    const fake = fakePortal([[familyOverview, () => failure(500, 'BOOM', 'Panne')]]);
    unmount = fake.render(<PlanningOverview familyId={12} />).unmount;
    await eventually(() => expect(fake.calls).toHaveLength(1));
    await eventually(() => expect(findAll('[role="status"]')).toHaveLength(0));
    expect(pageText()).not.toContain('Panne');
  });
});
