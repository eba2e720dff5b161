/**
 * Issue 14's planning scenario in Chromium, both bundles, against the in-process sandbox: as the director, a
 * professional is given a week of paid leave through the API; on /plannings a weekly series of four Tuesdays for a
 * family with her is checked first: the leave's Tuesday is refused with spec 001 §8's label, « Créer quand même » is
 * not offered (a dated leave is not bypassable, src/domain/planning/rejections.ts) but « Créer sans les créneaux
 * refusés » is, and the series is created without that week; then the collective planning on the leave's week and
 * the next one shows the leave and the event; axe finds nothing serious on either screen. The collective planning's page
 * is in its URL: page 2 reloaded is page 2, with the same professionals. Needs `npm run build` first.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FamilyFound } from '../../src/api/contract/families';
import { familyDistinction } from '../../src/domain/families/labels';
import { formatDate } from '../../src/domain/format/date';
import { shiftDay } from '../../src/domain/planning/slots';
import { hasChromium } from './browser';
import { BUNDLES, go, PASSWORD, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

const LEAVE_LABEL = "L'intervenant.e est en congés payés";

interface Pro { id: number; firstName: string; lastName: string; status: string }

describe.skipIf(!hasChromium)('planning a weekly series around a leave, in Chromium', () => {
  const harness = useHarness();

  async function api<T>(token: string, path: string, body: unknown): Promise<T> {
    const answer = await fetch(`${harness.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = await answer.json();
    if (!answer.ok) throw new Error(`${path} : ${answer.status} ${JSON.stringify(json)}`);
    return json as T;
  }

  /**
   * A professional among the first rows of the collective planning and a family whose four Tuesdays from `monday`
   * are free for both (the preflight says so before the leave), the leave then given to her on the second week.
   */
  async function arrange(monday: string) {
    const { token } = await api<{ token: string }>('', '/public/login/portal', { login: 'directrice@demo.fr', password: PASSWORD });
    const pros = (await api<{ content: { pro: Pro }[] }>(token, '/private/plannings/search-pro-data', {
      day: monday, mode: 'WEEK', excludeCandidates: true, excludedStatus: ['INACTIVE', 'SUSPENDED'], pageNumber: 0, pageSize: 50,
    })).content.slice(0, 15).map((row) => row.pro);
    const families = (await api<{ content: FamilyFound[] }>(token, '/private/families/search', { pageNumber: 0, pageSize: 20 })).content;
    const series = (proId: number, familyId: number) => ({
      familyId, proId, day: shiftDay(monday, 1), startTime: '09:00', endTime: '12:00', repetition: { type: 'EVERY_WEEKS', until: shiftDay(monday, 22), variant: null },
    });
    for (const pro of pros) {
      for (const family of families) {
        const { slots } = await api<{ slots: { rejections: unknown[] }[] }>(token, '/private/plannings/events/preflight', series(pro.id, family.id));
        if (slots.length !== 4 || slots.some((slot) => slot.rejections.length)) continue;
        await api(token, `/private/plannings/unavailabilities/users/${pro.id}`, { type: 'PAID_VACATION', startDateTime: `${shiftDay(monday, 7)}T00:00`, endDateTime: `${shiftDay(monday, 13)}T23:59` });
        return { token, pro, family };
      }
    }
    throw new Error(`aucun couple intervenant(e) et famille libre les mardis à partir du ${monday}`);
  }

  async function pick(scope: Locator, name: string, text: string, option: string | RegExp) {
    await scope.getByRole('combobox', { name }).fill(text);
    await scope.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A family's option: its name, then what tells it from its namesakes (city, children). */
  const familyOption = (family: FamilyFound) => new RegExp(`^${literal(family.name)}\\s*${literal(familyDistinction(family))}$`);
  /** A date or time field: typed, then left (the pickers read the text on blur). */
  async function type(scope: Locator, label: string, text: string) {
    const input = scope.getByLabel(label, { exact: true });
    await input.fill(text);
    await input.press('Tab');
  }

  BUNDLES.forEach((bundle, index) => {
    it(`bundle ${bundle}: the leave's week is refused with its label, not bypassable, and the series is created without it`, async () => {
      // A Monday well beyond the seed's two months ahead (to 16 May 2026), a different one for each bundle; the leave the week after.
      const { monday, leave } = [
        { monday: '2026-07-06', leave: 'Congés payés, 13/07 00:00 – 19/07 23:59 (7 jours)' },
        { monday: '2026-08-31', leave: 'Congés payés, 07/09 00:00 – 13/09 23:59 (7 jours)' },
      ][index]!;
      const { token, pro, family } = await arrange(monday);
      const proName = `${pro.firstName} ${pro.lastName}`;

      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/plannings' });
      const portal = page.locator('agency-portal');
      await pick(portal.locator('.ap-plannings__bar'), 'Intervenant', pro.lastName, proName);
      await portal.getByRole('button', { name: 'Nouvelle prestation' }).click();
      const dialog = portal.locator('dialog[open]');
      await pick(dialog, 'Famille', family.name, familyOption(family));
      await expect(dialog.getByRole('combobox', { name: 'Intervenant' }).inputValue()).resolves.toBe(proName);
      await type(dialog, 'Jour', formatDate(shiftDay(monday, 1)));
      await type(dialog, 'Heure de début', '09:00');
      await type(dialog, 'Heure de fin', '12:00');
      await dialog.getByRole('combobox', { name: 'Répétition' }).selectOption('EVERY_WEEKS');
      await type(dialog, 'Jusqu’au', formatDate(shiftDay(monday, 22)));
      await dialog.getByRole('button', { name: 'Vérifier et créer' }).click();

      const rejected = dialog.getByRole('region', { name: 'Créneaux refusés' });
      await rejected.getByText('Créneaux refusés', { exact: true }).waitFor();
      // One slot refused, the leave's Tuesday, with spec 001 §8's label word for word.
      await expect(rejected.locator('li').allTextContents()).resolves.toEqual([expect.stringMatching(new RegExp(`, 09:00 – 12:00 : ${LEAVE_LABEL}$`))]);
      await expect(rejected.getByRole('button', { name: 'Créer quand même' }).count()).resolves.toBe(0);
      expect(await seriousViolations(page), 'créneaux refusés').toEqual([]);
      await rejected.getByRole('button', { name: 'Créer sans les créneaux refusés' }).click();
      await dialog.waitFor({ state: 'detached' });
      await portal.getByText('3 prestations ont été créées').waitFor();
      expect(await seriousViolations(page), '/plannings').toEqual([]);

      // What the sandbox holds: the series' Tuesdays but the leave's.
      const events = await api<{ day: string; family: { id: number } }[]>(token, '/private/plannings/temporalSearch', { from: monday, to: shiftDay(monday, 27), proId: pro.id });
      expect(events.filter((e) => e.family.id === family.id).map((e) => e.day)).toEqual([1, 15, 22].map((offset) => shiftDay(monday, offset)));

      // The collective planning on the leave's week: her row shows the leave and no prestation of the family.
      await go(page, `/activity/prosPlannings?day=${shiftDay(monday, 7)}&mode=WEEK`);
      const row = portal.getByRole('group', { name: new RegExp(`^${proName} : `) });
      await row.waitFor();
      await expect(row.getByRole('img', { name: /Congés payés/i }).evaluateAll((leaves) => leaves.map((leave) => leave.getAttribute('aria-label')))).resolves.toEqual([leave]);
      await expect(row.getByRole('button', { name: new RegExp(family.name) }).count()).resolves.toBe(0);
      expect(await seriousViolations(page), '/activity/prosPlannings, semaine du congé').toEqual([]);
      // The week after: the series' event at the family, on Tuesday.
      await go(page, `/activity/prosPlannings?day=${shiftDay(monday, 14)}&mode=WEEK`);
      await row.getByRole('button', { name: new RegExp(family.name) }).waitFor();
      await expect(row.getByRole('button', { name: new RegExp(family.name) }).count()).resolves.toBe(1);
      expect(await seriousViolations(page), '/activity/prosPlannings').toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  });

  BUNDLES.forEach((bundle) => {
    it(`bundle ${bundle}: /activity/prosPlannings reloaded on page 2 stays on page 2, with the same professionals`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
      const portal = page.locator('agency-portal');
      await portal.getByText('Bonjour Sophie').waitFor();
      await go(page, '/activity/prosPlannings?day=2026-03-16&mode=WEEK&size=10');
      const summary = portal.locator('.ap-pagination__summary');
      await summary.getByText(/^Résultats 1-10 \/ \d+$/).waitFor();
      const names = () => portal.locator('.ap-tl__name a').allTextContents();
      const first = await names();
      await portal.getByRole('button', { name: 'Page 2', exact: true }).click();
      await summary.getByText(/^Résultats 11-\d+ \/ \d+$/).waitFor();
      // The summary moves at the click; page 1's rows stay shown, dimmed, until page 2's answer replaces them.
      await expect.poll(names).not.toEqual(first);
      await portal.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/#\/activity\/prosPlannings\?day=2026-03-16&mode=WEEK&page=2&size=10$/);
      const second = await names();
      expect(second).toHaveLength(10);
      const shown = await summary.textContent();
      await page.reload();
      await summary.getByText(shown!, { exact: true }).waitFor();
      await expect(names()).resolves.toEqual(second);
      await expect(portal.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
