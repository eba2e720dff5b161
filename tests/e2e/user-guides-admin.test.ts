/** /userGuides in Chromium, both bundles: an admin writes a guide in the rich-text editor; a director reads it in the viewer. */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness } from './harness';
import { pasteHtml } from './richText';

requireChromiumInCi();

describe.skipIf(!hasChromium)('user guides administration in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: an admin writes a guide in the editor, a pasted script does not survive, a director reads it in the viewer`, async () => {
      const title = `Clôturer le mois (${bundle})`;
      const admin = await harness.open('/plain.html', bundle, { as: 'admin@demo.fr' });
      const portal = admin.page.locator('agency-portal');
      await portal.getByRole('heading', { name: 'Agences' }).waitFor();
      await admin.page.evaluate(() => void (location.hash = '#/userGuides'));
      await portal.getByRole('button', { name: 'Nouveau guide' }).click();
      // The field, not the editor's « Titre » tool (a button of the same name once the editor has loaded).
      await portal.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
      await portal.getByLabel('Description', { exact: true }).fill('Les étapes de fin de mois.');
      const content = portal.getByRole('textbox', { name: 'Contenu' });
      await content.click();
      await portal.getByRole('button', { name: 'Titre', exact: true }).click();
      await admin.page.keyboard.type('Étapes');
      await admin.page.keyboard.press('Enter');
      await portal.getByRole('button', { name: 'Liste numérotée' }).click();
      await admin.page.keyboard.type('Valider les pointages');
      // Enter twice leaves the list: the paste is a paragraph of its own.
      await admin.page.keyboard.press('Enter');
      await admin.page.keyboard.press('Enter');
      await pasteHtml(content, '<p>Voir aussi</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
      await content.getByText('Voir aussi').waitFor();
      expect(await content.innerHTML()).not.toMatch(/onerror|<img|<script/);
      await content.locator('h2', { hasText: 'Étapes' }).waitFor();
      await portal.getByLabel('Visible').check();
      await portal.getByRole('button', { name: 'Enregistrer' }).click();
      await portal.getByText('Enregistrement effectué !').waitFor();
      await portal.locator('tbody').getByText(title, { exact: true }).waitFor();
      expect(await admin.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await admin.page.close();

      const director = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
      const viewer = director.page.locator('agency-portal');
      await viewer.getByText('Bonjour Sophie').waitFor();
      await viewer.getByRole('button', { name: 'Guides utilisateur' }).click();
      await viewer.getByLabel('Rechercher un guide').fill('cloturer');
      await viewer.getByRole('button', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click();
      await viewer.getByText('Valider les pointages', { exact: true }).waitFor();
      expect(director.problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
      await director.page.close();
    });
  }
});
