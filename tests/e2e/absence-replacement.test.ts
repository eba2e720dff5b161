/**
 * Absence → replacement in Chromium, both bundles (issue 33): a director enters a week of sick
 * leave for a professional with three planned events; before anything is saved the dialog lists
 * them, she keeps the proposed replacements of the first two and cancels the third; the
 * absence is listed, the events belong to the proposed professionals, the third is cancelled; the
 * collective week shows the replaced events in the replacements' rows and the absence in hers, and
 * her hour grid on /plannings the absence behind and no planned event.
 * Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format/date';
import { shiftDay } from '../../src/domain/planning/slots';
import { notCancelled } from '../../sandbox/store/eventCancellations';
import { hasChromium } from './browser';
import { typeSickLeave } from './absenceDialog';
import { BUNDLES, go, requireChromiumInCi, seriousViolations, useHarness } from './harness';
import type { Locator } from 'playwright-core';

requireChromiumInCi();

describe.skipIf(!hasChromium)('a week of sick leave over planned events, in Chromium', () => {
  const harness = useHarness();
  const db = () => harness.sandbox.db;

  /** A Lyon professional with nothing from `monday` on, three events planned for her that week at families free then. */
  function arrange(monday: string) {
    const proId = db().prepare(`SELECT id FROM employees e WHERE agency_id = 1 AND status = 'ACTIVE' AND id <> 331
      AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.employee_id = e.id AND p.day >= ?)
      AND NOT EXISTS (SELECT 1 FROM unavailabilities u WHERE u.employee_id = e.id AND u.end_date_time >= ?)
      AND NOT EXISTS (SELECT 1 FROM weekly_unavailabilities w WHERE w.employee_id = e.id) ORDER BY id DESC LIMIT 1`).pluck().get(monday, monday) as number;
    const families = db().prepare(`SELECT id FROM families f WHERE agency_id = 1 AND NOT EXISTS (SELECT 1 FROM planning_events p WHERE p.family_id = f.id AND p.day >= ?)
      ORDER BY id LIMIT 3`).pluck().all(monday) as number[];
    const insert = db().prepare("INSERT INTO planning_events (agency_id, employee_id, family_id, day, start_time, end_time) VALUES (1, ?, ?, ?, '09:00', '12:00')");
    const ids = families.map((familyId, i) => Number(insert.run(proId, familyId, shiftDay(monday, i)).lastInsertRowid));
    return { proId, ids };
  }

  const nameOf = (proId: number) => db().prepare("SELECT first_name || ' ' || last_name FROM employees WHERE id = ?").pluck().get(proId) as string;
  const familyOf = (eventId: number) => db().prepare('SELECT f.label FROM planning_events p JOIN families f ON f.id = p.family_id WHERE p.id = ?').pluck().get(eventId) as string;

  /**
   * A professional's row of the collective planning, all of Lyon's on one page (100 a page): its rows are drawn as they scroll
   * into view, so the list scrolls down from the top, a frame at a time, until hers is drawn.
   */
  async function collectiveRow(portal: Locator, name: string) {
    await portal.getByLabel('Résultats par page').selectOption('100');
    const scroller = portal.locator('section.ap-tl [tabindex="0"]').first();
    await portal.getByText('Résultats 1-', { exact: false }).waitFor();
    await scroller.evaluate(async (element, prefix) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const drawn = () => [...element.querySelectorAll('[role="group"]')].some((row) => row.getAttribute('aria-label')?.startsWith(prefix));
      element.scrollTop = 0;
      await frame();
      await frame();
      while (!drawn() && element.scrollTop + element.clientHeight < element.scrollHeight) {
        element.scrollTop += element.clientHeight / 2;
        await frame();
        await frame();
      }
    }, `${name} : `);
    const row = portal.getByRole('group', { name: new RegExp(`^${name} : `) });
    await row.waitFor();
    return row;
  }
  const labels = (items: Locator) => items.evaluateAll((all) => all.map((item) => item.getAttribute('aria-label') ?? ''));

  BUNDLES.forEach((bundle, index) => {
    it(`replaces two events with the proposed professionals and cancels one (${bundle})`, async () => {
      const monday = ['2027-03-15', '2027-03-22'][index]!;
      const { proId, ids } = arrange(monday);
      const { page, portal, problems } = await harness.signedIn(bundle, { route: `/employees/${proId}/absences` });
      const { absences, dialog } = await typeSickLeave(page, portal, proId, { from: formatDate(monday), to: formatDate(shiftDay(monday, 6)), endTime: '23:59' });
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();

      const list = portal.locator('dialog[open]');
      await list.getByRole('heading', { name: '3 prestations prévues pendant cette absence' }).waitFor();
      // The heading comes first; the events follow once their candidates are ranked.
      const events = list.locator('.ap-replacement__event');
      await events.nth(2).waitFor();
      await expect(events.count()).resolves.toBe(3);
      await expect(events.nth(0).textContent()).resolves.toContain("L'intervenant.e est en arrêt maladie");
      // The proposed professionals: the first of each list.
      const proposed = await Promise.all([0, 1].map((i) => events.nth(i).getByLabel('Remplaçant(e)').inputValue()));
      expect(proposed.every((value) => Number(value) > 0 && Number(value) !== proId)).toBe(true);
      await events.nth(2).getByLabel('Décision').selectOption('CANCEL');
      await events.nth(2).getByLabel('Motif').selectOption('SICKNESS');
      expect(await seriousViolations(page), 'prestations prévues').toEqual([]);
      await list.getByRole('button', { name: 'Enregistrer l’absence et les décisions' }).click();
      await absences.getByText('Enregistrement effectué !').waitFor();
      await expect(absences.locator('tbody tr', { hasText: formatDate(monday) }).textContent()).resolves.toContain('Arrêt maladie');

      const owner = db().prepare('SELECT employee_id FROM planning_events WHERE id = ?').pluck();
      expect(ids.slice(0, 2).map((id) => owner.get(id))).toEqual(proposed.map(Number));
      expect(db().prepare('SELECT type, reason FROM planning_cancellations WHERE event_id = ?').get(ids[2])).toEqual({ type: 'PRO', reason: 'SICKNESS' });
      expect(db().prepare(`SELECT COUNT(*) FROM planning_events WHERE employee_id = ? AND day >= ? AND ${notCancelled()}`).pluck().get(proId, monday)).toBe(0);

      // The collective week: each replaced event in its replacement's row, her row with the sick leave and no prestation.
      await go(page, `/activity/prosPlannings?day=${monday}&mode=WEEK`);
      for (const [i, replacement] of proposed.map(Number).entries()) {
        const row = await collectiveRow(portal, nameOf(replacement));
        const taken = proposed.filter((p) => Number(p) === replacement).length;
        await expect(row.getAttribute('aria-label')).resolves.toBe(`${nameOf(replacement)} : ${taken} ${taken > 1 ? 'événements' : 'événement'}, ${taken * 3}h00`);
        await expect(labels(row.getByRole('button')).then((all) => all.filter((label) => label.includes(familyOf(ids[i]!))))).resolves.toHaveLength(1);
      }
      const absent = await collectiveRow(portal, nameOf(proId));
      await expect(absent.getAttribute('aria-label')).resolves.toBe(`${nameOf(proId)} : 0 événement, 0h00`);
      await expect(labels(absent.getByRole('img'))).resolves.toEqual([expect.stringMatching(/^Arrêt maladie/)]);
      await expect(absent.getByRole('button').count()).resolves.toBe(0);
      expect(await seriousViolations(page), '/activity/prosPlannings après le remplacement').toEqual([]);

      // Her hour grid: the sick leave behind each day of the week (from Monday 09:00), no planned event, the cancelled one struck.
      await go(page, `/plannings?by=pro&id=${proId}&day=${monday}&view=WEEK`);
      const grid = portal.getByRole('region', { name: `Planning de ${nameOf(proId)}` });
      await grid.getByRole('img', { name: 'Arrêt maladie' }).nth(6).waitFor();
      await expect(grid.getByRole('img', { name: 'Arrêt maladie' }).count()).resolves.toBe(7);
      const blocks = grid.locator('[data-event]');
      await expect(blocks.evaluateAll((all) => all.map((b) => [b.getAttribute('data-event'), b.classList.contains('ap-hg__event--cancelled')]))).resolves.toEqual([[String(ids[2]), true]]);
      expect(await seriousViolations(page), '/plannings après le remplacement').toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
