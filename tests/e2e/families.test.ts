/**
 * A family's pages in Chromium, both bundles (issue 13): as the adviser, hover a customer's
 * name in last month's bills, « Ouvrir » its record, follow its family link, add a child in
 * the composition tab, write a pinned note in the notes tab and find it on the family's
 * summary; axe-clean (serious, critical) on the summary and the composition. Needs
 * `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, lastMonth, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('a family in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it("opens a family from a bill's customer, adds a child, pins a note and finds it on the summary", async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr', route: `/billing/bills?month=${lastMonth()}` });
        const portal = page.locator('agency-portal');

        // The first bill's customer (each seeded customer has its family): « Ouvrir » in its label's popover, then the family link.
        const labels = portal.locator('tbody .ap-rlabel__name');
        await labels.first().waitFor();
        await labels.first().hover();
        const popover = portal.locator('.ap-rlabel__popover');
        await popover.waitFor();
        await popover.getByRole('link', { name: 'Ouvrir', exact: true }).click();
        await page.waitForFunction(() => /#\/customers\/\d+\/home$/.test(location.hash));
        await portal.locator('.ap-tabs').getByRole('link', { name: 'Famille' }).click();
        const familyLink = portal.locator('section[aria-label="Famille"] a[href*="/families/"]').first();
        await familyLink.waitFor();
        const familyName = (await familyLink.textContent())!;
        await familyLink.click();
        await page.waitForFunction(() => /#\/families\/\d+\/resume$/.test(location.hash));
        await portal.getByRole('heading', { name: familyName, level: 1 }).waitFor();
        await portal.locator('section[aria-label="Synthèse"]').waitFor();
        await expect.poll(() => portal.locator('.ap-loading').count(), { timeout: 10_000 }).toBe(0);
        expect(await seriousViolations(page), 'résumé de la famille').toEqual([]);

        // A child, added in the composition tab.
        await portal.locator('.ap-tabs').getByRole('link', { name: 'Composition' }).click();
        const children = portal.locator('section[aria-label="Enfants"]');
        await children.waitFor();
        await expect.poll(() => portal.locator('.ap-loading').count(), { timeout: 10_000 }).toBe(0);
        expect(await seriousViolations(page), 'composition de la famille').toEqual([]);
        const firstName = bundle === 'react' ? 'Rose' : 'Léonie';
        await children.getByRole('button', { name: 'Ajouter un enfant' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
        await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Essai');
        await dialog.getByRole('textbox', { name: 'Date de naissance' }).fill('14/05/2025');
        await dialog.getByRole('textbox', { name: 'Date de naissance' }).press('Tab');
        expect(await seriousViolations(page), 'ajout d’un enfant').toEqual([]);
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await dialog.waitFor({ state: 'detached' });
        await children.locator('tbody tr', { hasText: `${firstName} Essai` }).waitFor();

        // A pinned note, written in the notes tab, on the summary.
        await portal.locator('.ap-tabs').getByRole('link', { name: 'Notes' }).click();
        await portal.getByRole('button', { name: 'Nouvelle note' }).click();
        const note = portal.locator('dialog[open]');
        const text = `Allergie aux arachides de ${firstName} (${bundle}).`;
        await note.getByRole('textbox', { name: 'Contenu' }).fill(text);
        await expect(note.getByRole('checkbox', { name: 'Épingler la note sur la fiche' }).isChecked()).resolves.toBe(true);
        await note.getByRole('button', { name: 'Enregistrer' }).click();
        await note.waitFor({ state: 'detached' });
        await portal.locator('.ap-tabs').getByRole('link', { name: 'Résumé' }).click();
        await portal.locator('section[aria-label="Notes épinglées"]').getByText(text).waitFor();
        const facts = portal.locator('section[aria-label="Synthèse"]');
        await expect(facts.locator('dt', { hasText: 'Enfants' }).locator('xpath=following-sibling::dd[1]').textContent()).resolves.toMatch(/^\d+$/);
        expect(await seriousViolations(page), 'résumé avec la note épinglée').toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
