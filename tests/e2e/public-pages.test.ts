/**
 * The public drop page in Chromium, both bundles, without login: a family's file of the wrong
 * type is refused on the page, a PDF is sent and the agency gets it (its event opens the
 * file's share page, whose download gives the same bytes); axe finds no serious or critical
 * violation on the drop page and the share page, nor on the agency's paye mapping (the employee's
 * paye tab is swept in paye.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../src/domain/publicDocuments';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, seriousViolations, useHarness, downloadedBytes } from './harness';

requireChromiumInCi();
describe.skipIf(!hasChromium)('public drop page', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`takes a family's document for the agency, which opens it from its share page (${bundle})`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle);
      const portal = page.locator('agency-portal');
      await portal.locator('button[type="submit"]').waitFor();
      await page.evaluate(() => void (location.hash = '#/listo/depot-lyon-presquile'));
      await portal.getByText("Envoyez vos documents à Agence Lyon Presqu'île").waitFor();
      expect(await seriousViolations(page), 'page de dépôt').toEqual([]);

      const fileName = `justificatif-${bundle}.pdf`;
      await portal.getByLabel('Votre nom').fill('Claire Martin');
      await portal.getByLabel('Document', { exact: true }).and(portal.locator('input')).setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
      await portal.getByRole('button', { name: 'Envoyer le document' }).click();
      await portal.getByText(PUBLIC_MESSAGES.dropFileType).waitFor();
      await portal.getByLabel('Document', { exact: true }).and(portal.locator('input')).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${bundle}`) });
      await portal.getByLabel('Message (facultatif)').fill('Pour le dossier');
      await portal.getByRole('button', { name: 'Envoyer le document' }).click();
      await portal.getByText(PUBLIC_MESSAGES.dropSent).waitFor();
      await portal.getByText(fileName).waitFor();
      expect(await seriousViolations(page), 'document envoyé').toEqual([]);

      const db = harness.sandbox.db;
      const event = db.prepare("SELECT resource_data FROM agency_events WHERE agency_id = 1 AND type = 'NEW_MESSAGE' AND resource_data LIKE ?").pluck().get(`%${fileName}%`) as string;
      const { shareToken, text } = JSON.parse(event) as { shareToken: string; text: string };
      expect(text).toBe(`« ${fileName} » déposé par Claire Martin : Pour le dossier`);

      await page.evaluate((token) => void (location.hash = `#/share/${token}`), shareToken);
      await portal.getByText("Agence Lyon Presqu'île vous a partagé ce document.").waitFor();
      expect(await seriousViolations(page), 'document partagé').toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), portal.getByRole('link', { name: 'Télécharger' }).click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      expect((await downloadedBytes(download)).toString()).toBe(`%PDF-1.4 ${bundle}`);

      await page.evaluate(() => void (location.hash = '#/support/partners'));
      await portal.getByText('Vous avez quitté le portail du support.').waitFor();
      expect(await seriousViolations(page), 'sortie du support').toEqual([]);
      await portal.getByRole('link', { name: 'Se reconnecter' }).click();
      await portal.locator('button[type="submit"]', { hasText: 'Se connecter' }).waitFor();

      await page.evaluate(() => void (location.hash = '#/share/lien-inconnu'));
      await portal.getByText(PUBLIC_MESSAGES.shareNotFound).waitFor();
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      await page.close();
    });

    // The employee's paye tab is swept by paye.test.ts, in the same state (a period to validate).
    it(`has no serious or critical violation on /agency/paye (${bundle})`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/agency/paye' });
      const portal = page.locator('agency-portal');
      await portal.getByRole('button', { name: 'Valider le rapprochement' }).waitFor();
      expect(await seriousViolations(page), 'paie de l’agence').toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
