/**
 * Issue 33's hour grid in Chromium, both bundles, on the seed's week of Monday 16 March 2026 (TEST_NOW): the director
 * chooses Chloé Nguyen on /plannings and sees her week's eight blocks (last Sunday's night as Monday's early hours,
 * Thursday's night shift on Thursday) and totals; drags Tuesday's prestation onto Wednesday, where she already works,
 * and reads the engine's label while nothing is saved; a reload keeps her and the week; axe finds nothing serious.
 * Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { PRO_BUSY_LABEL } from '../../src/domain/planning/rejections';
import { hasChromium } from './browser';
import { BUNDLES, PASSWORD, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('the hour grid of a professional, in Chromium', () => {
  const harness = useHarness();

  async function tuesdayEvent() {
    const { token } = (await (await fetch(`${harness.url}/public/login/portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: PASSWORD }) })).json()) as { token: string };
    const answer = await fetch(`${harness.url}/private/plannings/temporalSearch`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ from: '2026-03-17', to: '2026-03-17', proId: 3 }),
    });
    return ((await answer.json()) as { day: string; startTime: string; endTime: string; family: { name: string } }[]).filter((e) => e.family.name === 'Famille Michel');
  }

  BUNDLES.forEach((bundle) => {
    it(`bundle ${bundle}: the week's blocks and totals, a refused drop with its label, the choice kept by a reload`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/plannings' });
      const portal = page.locator('agency-portal');
      await portal.getByRole('combobox', { name: 'Intervenant' }).fill('Nguyen');
      await portal.getByRole('listbox').getByRole('option', { name: 'Chloé Nguyen', exact: true }).click();
      const grid = portal.getByRole('region', { name: 'Planning de Chloé Nguyen' });
      await grid.locator('.ap-hg__event').first().waitFor();

      const blocks = () => grid.locator('.ap-hg__event').evaluateAll((all) => all.map((b) => `${b.closest('[data-day]')!.getAttribute('data-day')} ${b.textContent}`));
      await expect(blocks()).resolves.toEqual([
        "2026-03-16 21:30 – 07:30, Famille Lambert, Garde d'enfants de 3 ans et plus",
        "2026-03-16 18:30 – 22:00, Famille Moreau, Sortie d'école et activités",
        '2026-03-17 12:30 – 19:00, Famille Michel, Garde de 5 enfants et plus',
        "2026-03-18 07:30 – 13:00, Famille Nguyen, Sortie d'école et activités",
        "2026-03-19 21:30 – 07:30, Famille Dumont, Garde d'enfants de 3 ans et plus",
        "2026-03-20 21:30 – 07:30, Famille Dumont, Garde d'enfants de 3 ans et plus",
        "2026-03-20 18:30 – 22:00, Famille Durand, Sortie d'école et activités",
        "2026-03-21 12:30 – 19:00, Famille Blanc, Garde d'enfants de moins de 3 ans",
        '2026-03-22 07:30 – 13:00, Famille Lemaire, Garde bilingue (anglais)',
      ]);
      const totals = portal.getByRole('definition');
      // 41 h from Monday to Sunday; increased: Thursday's night 22h–6h (8 h) and Sunday's 5h30; last Sunday's night is last week's.
      await expect(totals.allTextContents()).resolves.toEqual(['41h00 sur 48h00', '13h30', '7 prestations']);
      expect(await seriousViolations(page), '/plannings, grille').toEqual([]);

      // Tuesday 12:30–19:00 dragged a day to the right: Wednesday, where she works from 07:30 to 13:00.
      const tuesday = grid.locator('[data-event]', { hasText: 'Famille Michel' });
      const box = (await tuesday.boundingBox())!;
      const column = (await grid.locator('[data-day="2026-03-18"]').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 20);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + column.width / 2, box.y + 20, { steps: 4 });
      await page.mouse.move(box.x + box.width / 2 + column.width, box.y + 20, { steps: 4 });
      await page.mouse.up();
      const refused = portal.getByText('Déplacement refusé');
      await refused.waitFor();
      const why = await refused.locator('..').textContent();
      expect(why).toContain('mercredi 18 mars, 12:30 – 19:00 : ');
      expect(why).toContain(PRO_BUSY_LABEL);
      await expect(portal.getByRole('button', { name: 'Déplacer quand même' }).count()).resolves.toBe(0);
      await expect(tuesdayEvent()).resolves.toEqual([expect.objectContaining({ day: '2026-03-17', startTime: '12:30', endTime: '19:00' })]);
      await expect(blocks()).resolves.toContain('2026-03-17 12:30 – 19:00, Famille Michel, Garde de 5 enfants et plus');
      expect(await seriousViolations(page), '/plannings, déplacement refusé').toEqual([]);

      // The next week, then a reload: the same professional and week.
      await portal.getByRole('button', { name: 'Semaine suivante' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/plannings?by=pro&id=3&day=2026-03-23&view=WEEK');
      await page.reload();
      await portal.getByRole('region', { name: 'Planning de Chloé Nguyen' }).waitFor();
      await expect(portal.getByRole('combobox', { name: 'Intervenant' }).inputValue()).resolves.toBe('Chloé Nguyen');
      await expect(portal.getByLabel('Semaine du', { exact: true }).inputValue()).resolves.toBe('23/03/2026');
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
