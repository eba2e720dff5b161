/**
 * The admin's network screens in Chromium, both bundles: /clients leads to a client's overview,
 * /stats draws its charts, a push notification is sent and shows first in the history; axe finds
 * no serious or critical violation on any of them.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('admin network screens in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: clients, a client's overview, statistics and a push notification sent`, async () => {
      const { page } = await harness.open('/plain.html', bundle, { as: 'admin@demo.fr' });
      const portal = page.locator('agency-portal');
      await portal.getByRole('heading', { name: 'Agences' }).waitFor();

      await page.evaluate(() => void (location.hash = '#/clients'));
      await portal.getByRole('link', { name: 'Kinder Léman' }).waitFor();
      expect(await seriousViolations(page), 'clients').toEqual([]);
      await portal.getByRole('link', { name: 'Kinder Léman' }).click();
      await portal.getByRole('heading', { name: "Kinder Léman – Vue d'ensemble" }).waitFor();
      await portal.getByRole('link', { name: 'Options de Agence Genève Rive Gauche' }).waitFor();
      expect(await portal.locator('figcaption').allTextContents()).toContain('Montants facturés TTC par mois (milliers de CHF)');
      expect(await seriousViolations(page), 'vue d’ensemble').toEqual([]);

      await page.evaluate(() => void (location.hash = '#/stats'));
      await portal.getByRole('heading', { name: 'Par mois' }).waitFor();
      expect(await portal.locator('figure.ap-hours-chart').count()).toBe(4);
      expect(await seriousViolations(page), 'statistiques').toEqual([]);

      await page.evaluate(() => void (location.hash = '#/pushNotifications'));
      await portal.getByRole('heading', { name: 'Historique des envois' }).waitFor();
      const title = `Rappel (${bundle})`;
      await portal.getByRole('combobox', { name: 'Destinataire' }).fill('haddad');
      await portal.getByRole('option', { name: /Inès Haddad/ }).click();
      await portal.getByLabel('Titre').fill(title);
      await portal.getByLabel('Texte').fill('Pensez à valider votre feuille d’heures.');
      await portal.getByRole('button', { name: 'Envoyer' }).click();
      await portal.getByText('Notification envoyée !').waitFor();
      await portal.locator('tbody tr').first().getByText(title).waitFor();
      expect(await seriousViolations(page), 'notifications push').toEqual([]);
      await page.close();
    });
  }
});
