/**
 * The shell in Chromium, both bundles, as a director uses it: quick search with the
 * keyboard and favorites, a download from the downloads centre, « Mon compte »,
 * maintenance and upgrade dialogs, the multi-agency chooser, an adviser on an admin route.
 */
import { describe, expect, it } from 'vitest';
import { setSwitches } from '../../src/api/contract/sandbox';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness, downloadedBytes } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('the shell in Chromium', () => {
  const harness = useHarness();

  const switches = (body: Record<string, unknown>) =>
    fetch(`${harness.url}${setSwitches.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('opens the quick search with the keyboard, finds a professional, marks them favorite and finds them in the favorites', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Sophie').waitFor();
        await page.keyboard.press('Alt+r');
        await portal.getByRole('searchbox').fill('ma');
        // The first professional not yet a favorite (the other bundle's test shares the sandbox).
        const result = portal.locator('section[aria-label="Intervenants"] .ap-qs__row:has(button[aria-pressed="false"])').first();
        await result.waitFor();
        const name = (await result.locator('.ap-qs__label').textContent())!;
        await result.getByRole('button', { name: `Ajouter ${name} aux favoris` }).click();
        await portal.getByRole('button', { name: `Retirer ${name} des favoris` }).waitFor();
        await portal.getByRole('tab', { name: 'Favoris' }).click();
        await expect(portal.locator('.ap-qs__list').getByText(name, { exact: true }).isVisible()).resolves.toBe(true);
        await page.keyboard.press('Escape');
        await portal.getByRole('tab', { name: 'Favoris' }).waitFor({ state: 'detached' });
        expect(problems).toEqual([]);
        await page.close();
      });

      it('answers Alt+R pressed the instant home appears', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle);
        // The key goes in the same moment home's greeting enters the page, before any frame:
        // a user who types as soon as they see home must not lose the shortcut.
        await page.locator('#portail input[name="login"]').waitFor();
        await page.evaluate(() => {
          const root = document.querySelector('#portail')!.shadowRoot!;
          const observer = new MutationObserver(() => {
            if (!root.textContent?.includes('Bonjour Sophie')) return;
            observer.disconnect();
            document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', code: 'KeyR', altKey: true, bubbles: true, composed: true }));
          });
          observer.observe(root, { childList: true, subtree: true, characterData: true });
        });
        await harness.logIn(page, '#portail', 'directrice@demo.fr');
        await page.locator('agency-portal').getByRole('searchbox').waitFor({ timeout: 5_000 });
        expect(problems).toEqual([]);
        await page.close();
      });

      it('downloads an export from the downloads centre, through a one-use token', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Sophie').waitFor();
        await portal.getByRole('button', { name: 'Centre de téléchargements' }).click();
        const first = portal.locator('dialog tbody tr').first();
        await first.waitFor();
        const fileName = (await first.locator('.ap-strong').textContent())!;
        const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: `Télécharger ${fileName}` }).click()]);
        expect(download.suggestedFilename()).toBe(fileName);
        const content = (await downloadedBytes(download)).toString('utf8');
        expect(content.length).toBeGreaterThan(100);
        expect(problems).toEqual([]);
        await page.close();
      });

      it("« Mon compte » says « Le mot de passe actuel n'est pas correct » for a wrong current password", async () => {
        const { page } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Julien').waitFor();
        await portal.locator('.ap-header__user > button').click();
        await portal.getByRole('menuitem', { name: 'Mon compte' }).click();
        await portal.getByLabel('Modifier le mot de passe').check();
        await portal.getByLabel('Mot de passe actuel').fill('pas-le-bon');
        await portal.getByLabel('Nouveau mot de passe').fill('Nouveau_2027');
        await portal.getByRole('button', { name: 'Enregistrer' }).click();
        await portal.getByText("Le mot de passe actuel n'est pas correct").waitFor();
        await page.close();
      });

      it('shows the maintenance dialog on a 503 until the next success; a new head version shows the upgrade dialog', async () => {
        // The portal checks every 30 s whether maintenance is over: the test moves the page's clock (the harness's) instead of waiting.
        const { page } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Sophie').waitFor();
        // Every call fails until the switch is reset (the portal's own background calls may come first).
        await switches({ failNext: { status: 503, count: 1_000 } });
        await page.evaluate(() => (location.hash = '#/agencies'));
        await portal.getByRole('alertdialog', { name: 'Maintenance en cours' }).waitFor();
        await page.clock.fastForward(31_000);
        await expect(portal.getByRole('alertdialog', { name: 'Maintenance en cours' }).isVisible()).resolves.toBe(true);
        await switches({ failNext: { status: 503, count: 0 } });
        await page.clock.fastForward(31_000);
        await portal.getByRole('alertdialog', { name: 'Maintenance en cours' }).waitFor({ state: 'detached' });
        await switches({ headVersion: '2.0.0' });
        await page.evaluate(() => (location.hash = '#/home'));
        await page.evaluate(() => (location.hash = '#/agencies'));
        await portal.getByRole('alertdialog', { name: 'Nouvelle version du portail' }).waitFor();
        await expect(portal.getByRole('button', { name: 'Recharger la page' }).isVisible()).resolves.toBe(true);
        await switches({ headVersion: '1.0.0' });
        await page.close();
      });

      it('shows a multi-agency manager no menu until an agency is chosen', async () => {
        const { page } = await harness.open('/plain.html', bundle, { as: 'multi@demo.fr' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Choisissez l’agence sur laquelle travailler').waitFor();
        expect(await portal.locator('.ap-menu').count()).toBe(0);
        await portal.getByRole('button', { name: 'Choisir Agence Paris 11e' }).click();
        await portal.locator('.ap-menu').waitFor();
        expect(await portal.locator('.ap-header__agency').textContent()).toContain('Agence Paris 11e');
        await page.close();
      });

      it('sends an adviser who opens an admin route to /accessdenied', async () => {
        const { page } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr', route: '/school-vacations' });
        const portal = page.locator('agency-portal');
        await portal.getByText('Accès refusé').waitFor();
        expect(new URL(page.url()).hash).toBe('#/accessdenied');
        await page.close();
      });
    });
  }
});
