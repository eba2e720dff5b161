/**
 * The home's agency day beside its events, React and Preact: the agency's figures in French
 * formats with the screens they lead to, today's planning with where each event stands, and
 * the birthdays of the next 15 days soonest first.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { countUnreadAgencyEvents, searchAgencyEvents } from '../../../../src/api/contract/agencyEvents';
import { agencyDashboard, upcomingBirthdays } from '../../../../src/api/contract/dashboard';
import { searchPlanningEvents } from '../../../../src/api/contract/planning';
import { AgencyDay } from '../../../../src/portal/screens/home/day/AgencyDay';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { find, findAll } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

// 10:00 on Tuesday 24 November 2026, the machine's wall clock (as the portal reads it).
const NOW = new Date(2026, 10, 24, 10, 0).getTime();
const person = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName });

function show() {
  const fake = fakePortal([
    [searchAgencyEvents, () => onePage([])],
    [countUnreadAgencyEvents, () => ({ count: 0 })],
    [
      agencyDashboard,
      () => ({ families: 42, activeProfessionals: 17, candidates: 3, activeCustomers: 1204, prospects: 9, prospectsToFollowUp: 2, todayEvents: 3, monthPlannedMinutes: 9150, unreadMessages: 4 }),
    ],
    [
      searchPlanningEvents,
      () =>
        onePage([
          { id: 1, day: '2026-11-24', startTime: '07:30', endTime: '09:00', user: person(7, 'Inès', 'Haddad'), family: { id: 12, name: 'Martin' } },
          { id: 2, day: '2026-11-24', startTime: '08:00', endTime: '12:00', user: person(8, 'Paul', 'Roy'), family: { id: 13, name: 'Girard' } },
          { id: 3, day: '2026-11-24', startTime: '16:30', endTime: '19:00', user: person(7, 'Inès', 'Haddad'), family: { id: 14, name: 'Petit' } },
        ]),
    ],
    [
      upcomingBirthdays,
      () => ({
        employees: [{ ...person(7, 'Inès', 'Haddad'), birthDate: '1990-12-01', status: 'ACTIVE' }],
        children: [{ ...person(3, 'Léo', 'Martin'), familyId: 12, birthDate: '2020-11-25', prospect: false }],
      }),
    ],
  ]);
  Object.assign(fake.portal, {
    router: createRouter('memory', undefined, '/home'),
    counters: { setUnreadEvents: () => undefined },
    clock: { now: () => NOW, setTimeout, clearTimeout },
  });
  return fake.render(<AgencyDay agencyId={1} />);
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const section = (title: string) => findAll('section').find((node) => node.querySelector('h2')?.textContent?.startsWith(title))!;
// Only the layout's white space: the figures' narrow no-break spaces stay.
const text = (node: Element) => (node.textContent ?? '').replace(/[ \t\n]+/g, ' ').trim();
/** A row's parts, as a person reads them one after the other. */
const parts = (row: Element) => [...row.children].flatMap((child) => (child.classList.contains('ap-home-row__body') ? [...child.children] : [child])).map(text).join(' | ');

describe('AgencyDay', () => {
  it("shows the agency's figures, each leading to its screen", async () => {
    unmount = show().unmount;
    await eventually(() => expect(findAll('.ap-figure')).toHaveLength(9));
    const figures = Object.fromEntries(findAll('.ap-figure').map((node) => [text(find('dt', node)), text(find('dd', node))]));
    expect(figures).toMatchObject({ "Gardes aujourd'hui": '3', 'Heures planifiées ce mois': '152h30', 'Clients actifs': '1\u202f204', 'Prospects à relancer': '2' });
    const link = (label: string) => findAll<HTMLAnchorElement>('.ap-figure a').find((a) => a.textContent === label)!.getAttribute('href');
    expect(link('Prospects à relancer')).toBe('#/prospecting/reminders');
    expect(link("Gardes aujourd'hui")).toBe('#/activity/prosPlannings?day=2026-11-24');
  });

  it("shows today's planning with where each event stands", async () => {
    unmount = show().unmount;
    await eventually(() => expect(findAll('li', section('Planning du jour'))).toHaveLength(3));
    expect(findAll('li', section('Planning du jour')).map(parts)).toEqual([
      '07:30 – 09:00 | Inès Haddad | Martin | Terminée',
      '08:00 – 12:00 | Paul Roy | Girard | En cours (50 %)',
      '16:30 – 19:00 | Inès Haddad | Petit | À venir',
    ]);
    expect(text(find('.ap-tag', section('Planning du jour')))).toBe('3 gardes, 1 en cours');
    // The professional and the family are resource labels: links to their records.
    expect(findAll<HTMLAnchorElement>('.ap-rlabel__name', findAll('li', section('Planning du jour'))[0]!).map((a) => a.getAttribute('href'))).toEqual(['#/employees/7/home', '#/families/12/resume']);
  });

  it('shows the birthdays of the next 15 days, soonest first', async () => {
    unmount = show().unmount;
    await eventually(() => expect(findAll('li', section('Anniversaires'))).toHaveLength(2));
    expect(findAll('li', section('Anniversaires')).map(parts)).toEqual(['Demain | Léo Martin | Enfant | 6 ans le 25/11/2026', 'Dans 7 jours | Inès Haddad | Intervenant | 36 ans le 01/12/2026']);
    expect(find('a', section('Anniversaires')).getAttribute('href')).toBe('#/families/12');
  });
});
