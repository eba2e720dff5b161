/**
 * The public holidays are kept one hour per month by the element (its query cache), not by
 * a screen: /plannings and the collective planning showing the same month at once ask once;
 * opened again within the hour, nothing is asked; an hour later (the portal's clock), the
 * month is asked again. React and Preact.
 */
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchProPlannings } from '../../../../src/api/contract/activity';
import { holidays, temporalSearch } from '../../../../src/api/contract/planningEngine';
import { searchProfessionals } from '../../../../src/api/contract/professionals';
import { ProsPlanningsScreen } from '../../../../src/portal/screens/activity/ProsPlanningsScreen';
import { PlanningsScreen } from '../../../../src/portal/screens/plannings/PlanningsScreen';
import { createQueryCache } from '../../../../src/portal/state/queryCache';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';


let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function portal() {
  const fake = fakePortal([
    [holidays, ({ query }) => (query.month === '2026-12' ? [{ day: '2026-12-25', label: 'Noël' }] : [])],
    [searchProPlannings, () => onePage([])],
    [searchProfessionals, () => onePage([{ id: 11, firstName: 'Inès', lastName: 'Haddad', login: 'ines@demo.fr', status: 'ACTIVE', role: 'PRO' }])],
    [temporalSearch, () => []],
  ]);
  // Christmas Eve: /plannings shows the week of the 21st to the 27th, the collective planning the same week from its query.
  let now = new Date('2026-12-24T10:00:00').getTime();
  const clock = { now: () => now, setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id) };
  Object.assign(fake.portal, {
    clock,
    // The portal's query cache keeps each month an hour on the portal's clock.
    queries: createQueryCache(fake.portal.client, clock),
    router: createRouter('memory', undefined, '/activity/prosPlannings?day=2026-12-25&mode=WEEK'),
    // The hour grid's totals read the agency's holiday options.
    agencyContext: { agency: signal(null) },
  });
  /** Both screens (again), a professional chosen on /plannings so that its week shows. */
  const both = async () => {
    unmount?.();
    unmount = fake.render(
      <>
        <PlanningsScreen params={{}} title="Plannings individuels" />
        <ProsPlanningsScreen params={{}} title="Planning collectif" />
      </>,
    ).unmount;
    const pro = await eventually(() => find<HTMLInputElement>('input[role="combobox"]'));
    pro.focus();
    typeInto(pro, 'hadd');
    await eventually(() => findAll<HTMLElement>('[role="option"]').find((o) => o.textContent === 'Inès Haddad')!.click());
  };
  const asked = () => fake.calls.filter((call) => call.name === 'planning.events.holidays').map((call) => call.query.month);
  return { both, asked, later: (ms: number) => void (now += ms) };
}

describe('the holidays cache of the element', () => {
  it('asks a month once for two screens, not again within the hour, and again an hour later', { timeout: 20_000 }, async () => {
    const { both, asked, later } = portal();
    await both();
    await eventually(() => expect(findAll('.ap-week__holiday').map((h) => h.textContent)).toEqual(['Jour férié : Noël']));
    await eventually(() => expect(pageText()).toContain('Jour férié : Noël, vendredi 25 décembre'));
    expect(asked()).toEqual(['2026-12']);

    // Both screens opened again 59 minutes later: the month is not asked again.
    later(59 * 60 * 1000);
    await both();
    await eventually(() => expect(pageText()).toContain('Jour férié : Noël, vendredi 25 décembre'));
    await nextFrame();
    expect(asked()).toEqual(['2026-12']);

    // Over an hour after the answer: one new request for both screens.
    later(2 * 60 * 1000);
    await both();
    await eventually(() => expect(asked()).toEqual(['2026-12', '2026-12']));
    await eventually(() => expect(findAll('.ap-week__holiday')).toHaveLength(1));
    await nextFrame();
    expect(asked()).toEqual(['2026-12', '2026-12']);
  });
});
