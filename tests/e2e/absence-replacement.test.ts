/**
 * Absence → replacement in Chromium, both bundles (issue 33): a director enters a week of sick
 * leave for a professional with three planned events; before anything is saved the dialog lists
 * them, she keeps the proposed replacements of the first two and cancels the third; the
 * absence is listed, the events belong to the proposed professionals, the third is cancelled.
 * Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format/date';
import { shiftDay } from '../../src/domain/planning/slots';
import { notCancelled } from '../../sandbox/store/eventCancellations';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, seriousViolations, useHarness } from './harness';

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

  BUNDLES.forEach((bundle, index) => {
    it(`replaces two events with the proposed professionals and cancels one (${bundle})`, async () => {
      const monday = ['2027-03-15', '2027-03-22'][index]!;
      const { proId, ids } = arrange(monday);
      const { page, portal, problems } = await harness.signedIn(bundle);
      await go(page, `/employees/${proId}/absences`);
      const absences = portal.locator('section[aria-label="Absences"]');
      await absences.getByRole('button', { name: 'Ajouter une absence' }).click();
      const dialog = portal.locator('dialog[open]');
      await dialog.getByRole('heading', { name: 'Nouvelle absence' }).waitFor();
      await dialog.getByLabel('Type').selectOption('SICK_VACATION');
      const [from, to] = [dialog.locator('fieldset.ap-datetime').nth(0), dialog.locator('fieldset.ap-datetime').nth(1)];
      await from.getByLabel('Date', { exact: true }).fill(formatDate(monday));
      await to.getByLabel('Date', { exact: true }).fill(formatDate(shiftDay(monday, 6)));
      await to.getByLabel('Heure', { exact: true }).fill('23:59');
      await to.getByLabel('Heure', { exact: true }).press('Tab');
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
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });
});
