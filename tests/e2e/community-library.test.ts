/**
 * The library, the community and the tutorials in Chromium, both bundles: a director uploads a
 * document through the file chooser, finds it in the list, downloads it through a one-use token
 * (the same bytes) and deletes it; axe finds no serious or critical violation on /library and its
 * upload dialog, /community/posts, a post's page and /tutorials.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, seriousViolations, useHarness, downloadedBytes } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('library and community in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: a document uploaded, downloaded once by token and deleted; the new screens are axe-clean`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
      const portal = page.locator('agency-portal');
      await portal.getByText('Bonjour Sophie').waitFor();

      await portal.getByRole('link', { name: 'Bibliothèque' }).first().click();
      await portal.getByRole('heading', { name: 'Bibliothèque', exact: true }).waitFor();
      await portal.locator('tbody tr').first().waitFor();
      expect(await seriousViolations(page), 'bibliothèque').toEqual([]);

      const content = `Planning type de la semaine (${bundle})\nLundi : école, goûter, devoirs.\n`;
      await portal.getByRole('button', { name: 'Ajouter un document' }).click();
      const dialog = portal.locator('dialog[open]');
      expect(await seriousViolations(page), 'ajout de document').toEqual([]);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choisir un fichier' }).click()]);
      await chooser.setFiles({ name: `planning-type-${bundle}.txt`, mimeType: 'text/plain', buffer: Buffer.from(content, 'utf8') });
      await expect.poll(() => dialog.getByLabel('Titre').inputValue()).toBe(`planning type ${bundle}`);
      await dialog.getByText(`planning-type-${bundle}.txt · Document texte`).waitFor();
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await portal.getByText(`Document ajouté à la bibliothèque : planning type ${bundle}`).waitFor();
      const row = portal.locator('tbody tr', { hasText: `planning-type-${bundle}.txt` });
      await row.waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Télécharger planning type ${bundle}` }).click()]);
      expect(download.suggestedFilename()).toBe(`planning-type-${bundle}.txt`);
      expect((await downloadedBytes(download)).toString('utf8')).toBe(content);
      // The token was for one use: the same address now answers 401.
      expect((await page.request.get(download.url())).status()).toBe(401);

      await row.getByRole('button', { name: `Supprimer planning type ${bundle}` }).click();
      await portal.locator('dialog[open]').getByRole('button', { name: 'Supprimer' }).click();
      await portal.getByText('Document supprimé').waitFor();
      await row.waitFor({ state: 'detached' });

      await portal.getByRole('link', { name: 'Communauté' }).first().click();
      await portal.getByRole('heading', { name: 'Communauté', exact: true }).waitFor();
      await portal.locator('tbody tr').first().waitFor();
      expect(await seriousViolations(page), 'communauté').toEqual([]);
      await portal.getByRole('link', { name: 'Goûter de fin d’année' }).click();
      await portal.getByRole('heading', { name: 'Goûter de fin d’année' }).waitFor();
      await portal.getByRole('img', { name: /Photo publication/ }).waitFor();
      expect(await seriousViolations(page), 'publication').toEqual([]);

      await page.evaluate(() => void (location.hash = '#/tutorials'));
      await portal.getByRole('heading', { name: 'Tutoriels', exact: true }).waitFor();
      await portal.locator('.ap-guide__body svg, .ap-guide__body img').first().waitFor();
      expect(await seriousViolations(page), 'tutoriels').toEqual([]);
      expect(problems.filter((p) => !/Failed to load resource.*40[14]/.test(p))).toEqual([]);
      await page.close();
    });
  }
});
