/**
 * Fields cannot lie, in Chromium, both bundles (issue 31 §5): as the adviser, a date typed as 32/13/2026 blocks the
 * save of the next exchange, of a contract's end and of a new SEPA mandate: the field says « Date invalide
 * (JJ/MM/AAAA) », the form its warning, the dialog stays open and no write leaves the page. Needs `npm run build` first.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../../src/domain/datePicker';
import { MESSAGES } from '../../src/domain/messages';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

const WRONG_DAY = '32/13/2026';

/** Every request that may write (searches are POSTs that write nothing). */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/private/') && !/\/search[^/]*$/.test(path)) writes.push(`${request.method()} ${path}`);
  });
  return writes;
}

/** Saves the open dialog, then checks it stayed open with the field's message and the form's warning. */
async function saveIsRefused(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText(DATE_MESSAGES.invalidDate).waitFor();
  await dialog.getByText(MESSAGES.formHasErrors).waitFor();
}

describe.skipIf(!hasChromium)('fields that cannot lie in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('refuses an unreadable date in the next exchange, a contract’s end and a SEPA mandate, and writes nothing', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr' });
        const writes = watchWrites(page);
        const portal = page.locator('agency-portal');
        const dialog = portal.locator('dialog[open]');
        await portal.getByText('Bonjour Julien').waitFor();

        // The next exchange: the new time with an unreadable day.
        await go(page, '/customers/6/home');
        await portal.getByRole('button', { name: /^Prochain échange/ }).click();
        await dialog.getByRole('textbox', { name: 'Date' }).fill('20/03/2026');
        await dialog.getByRole('combobox', { name: 'Heure' }).fill('15:00');
        await dialog.getByRole('textbox', { name: 'Date' }).fill(WRONG_DAY);
        await saveIsRefused(dialog);
        expect(writes).toEqual([]);
        await page.reload();

        // A contract's end.
        await go(page, '/customers/6/contracts?contract=6');
        await portal.getByRole('button', { name: 'Fin de contrat' }).click();
        await dialog.getByRole('textbox', { name: 'Date de fin du contrat' }).fill(WRONG_DAY);
        await saveIsRefused(dialog);
        expect(writes).toEqual([]);
        await page.reload();

        // A new mandate, signed on a day that does not exist.
        await go(page, '/customers/6/infos');
        await portal.getByRole('button', { name: 'Nouveau mandat' }).click();
        await dialog.getByRole('textbox', { name: 'Titulaire du compte' }).fill('Agathe Moreau');
        await dialog.getByRole('textbox', { name: 'IBAN' }).fill('FR7630006000011234567890189');
        await dialog.getByRole('textbox', { name: 'BIC' }).fill('BNPAFRPP');
        await dialog.getByRole('textbox', { name: 'Date de signature' }).fill(WRONG_DAY);
        await saveIsRefused(dialog);
        expect(writes).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
