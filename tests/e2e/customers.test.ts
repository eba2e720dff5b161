/**
 * Customers and prospects in Chromium, both bundles: an adviser finds a prospect by city, opens
 * it, adds a contact, sets the next exchange, turns it into a customer and finds it under
 * /customers; each step survives a reload (the list's state and the record's tab are in the
 * URL); axe finds no serious or critical violation on the list, the record and its dialogs.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

/** Reloads the page and waits for the portal to show `ready` again (the stored session is restored). */
async function reload(page: Page, ready: Locator): Promise<void> {
  const before = page.url();
  await page.reload();
  expect(page.url()).toBe(before);
  await ready.waitFor();
}

/** A week after the suite's day as a person types it: 'JJ/MM/AAAA'. */
const inAWeek = () => '23/03/2026';

describe.skipIf(!hasChromium)('customers and prospects in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`finds a prospect by city, completes it and turns it into a customer (${bundle})`, async () => {
      // The prospects list, filtered by a city picked among the counted choices.
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr', route: '/prospects' });
      const portal = page.locator('agency-portal');
      await portal.getByRole('heading', { name: 'Prospects', level: 1 }).waitFor();
      await portal.locator('tbody tr').first().waitFor();
      expect(await seriousViolations(page), 'liste des prospects').toEqual([]);
      await portal.getByRole('search').getByRole('button', { name: 'Ville', exact: true }).click();
      // Each bundle its own city, so that the two runs never work on the same prospect.
      const choice = portal.locator('.ap-filter__value').nth(BUNDLES.indexOf(bundle));
      await choice.locator('.ap-filter__count').filter({ hasText: /^\d+$/ }).waitFor();
      const city = (await choice.locator('label').textContent())!.trim();
      const count = Number(await choice.locator('.ap-filter__count').textContent());
      await choice.locator('input[type="checkbox"]').check();
      await page.keyboard.press('Escape');
      await portal.getByRole('button', { name: `Ville : ${city}` }).waitFor();
      await expect.poll(() => page.url()).toContain(`city=${encodeURIComponent(city).replace(/%20/g, '+')}`);
      await expect.poll(() => portal.locator('tbody tr').count()).toBe(Math.min(count, 10));
      await reload(page, portal.getByRole('button', { name: `Ville : ${city}` }));
      await expect.poll(() => portal.locator('tbody tr').count()).toBe(Math.min(count, 10));

      // Its record.
      const link = portal.locator('tbody tr a.ap-strong').first();
      const name = (await link.textContent())!.trim();
      await link.click();
      const heading = portal.getByRole('heading', { name, level: 1 });
      await heading.waitFor();
      await portal.locator('.ap-tag', { hasText: 'Prospect' }).first().waitFor();
      expect(await seriousViolations(page), 'fiche du prospect').toEqual([]);
      await reload(page, heading);

      // A contact, on the infos tab.
      await portal.getByRole('link', { name: 'Informations' }).click();
      await portal.getByRole('button', { name: 'Ajouter un contact' }).click();
      const dialog = portal.locator('dialog');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.getByText('Le formulaire contient des erreurs').waitFor();
      await dialog.getByLabel('Prénom').fill('Mireille');
      await dialog.getByLabel('Nom', { exact: true }).fill('Fabre');
      await dialog.getByLabel('Rôle').fill('Grand-mère');
      await dialog.getByLabel('Téléphone').fill('06 11 22 33 44');
      expect(await seriousViolations(page), 'dialogue du contact').toEqual([]);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      const contact = portal.locator('section[aria-label="Contacts"] tbody tr', { hasText: 'Mireille Fabre' });
      await contact.waitFor();
      await expect.poll(() => page.url()).toMatch(/#\/prospects\/\d+\/infos$/);
      await reload(page, contact);

      // The next exchange, from the header.
      await portal.getByRole('button', { name: /^Prochain échange/ }).click();
      await dialog.getByLabel('Date', { exact: true }).fill(inAWeek());
      await dialog.getByRole('combobox', { name: 'Heure' }).fill('10:30');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      const next = portal.getByRole('button', { name: `Prochain échange : ${inAWeek()} à 10:30` });
      await next.waitFor();
      await reload(page, next);

      // Turned into a customer: the record moves under /customers, then the customers list finds it.
      await portal.getByRole('button', { name: 'Transformer en client' }).click();
      await portal.locator('dialog').getByRole('button', { name: 'Transformer en client' }).click();
      await expect.poll(() => page.url()).toMatch(/#\/customers\/\d+\/infos$/);
      await portal.locator('.ap-record-head .ap-tag', { hasText: /^Client$/ }).waitFor();
      await reload(page, portal.locator('.ap-record-head .ap-tag', { hasText: /^Client$/ }));

      await portal.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clients' }).click();
      await portal.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
      await portal.getByRole('searchbox').fill(name);
      await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(name).replace(/%20/g, '+')}`);
      const row = portal.locator('tbody tr', { hasText: name });
      await row.waitFor();
      await reload(page, row);
      expect(await seriousViolations(page), 'liste des clients').toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
