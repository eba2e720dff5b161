/**
 * The people and activity screens of this session in Chromium, both bundles, against the in-process sandbox:
 * as the director, turn a candidate into an employee, write a message (the 500-character limit shown), receive the
 * answer (the menu badge up, unread in the inbox; opened, read and the badge down), save the
 * agency's informations; and an axe-core sweep of every new screen (record tabs, messages, channels, plannings,
 * family information, estimates, agency settings, calculator). Needs `npm run build` first.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { receiveMessage } from '../../src/api/contract/sandbox';
import { UNREAD_COUNTERS_REFRESH_MS } from '../../src/domain/timings';
import { BUNDLES, go, requireChromiumInCi, seriousViolations, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('people and activity screens in Chromium', () => {
  const harness = useHarness();

  /** The id in the first link of the list whose address matches `pattern` (a record of the seed). */
  async function firstId(page: Page, portal: Locator, listPath: string, pattern: RegExp): Promise<string> {
    await go(page, listPath);
    await portal.locator('tbody a[href]').first().waitFor();
    for (const href of await portal.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      const found = pattern.exec(href);
      if (found) return found[1]!;
    }
    throw new Error(`aucun lien ${pattern} sur ${listPath}`);
  }

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('turns a candidate into an employee: the status tag reads « Actif » and the history says so', async () => {
        const { page, portal, problems } = await harness.signedIn(bundle, { route: '/candidates' });
        const id = await firstId(page, portal, '/candidates', /candidates\/(\d+)/);
        await go(page, `/candidates/${id}/home`);
        const tag = portal.locator('.ap-record-head .ap-tag').first();
        await expect(tag.textContent()).resolves.toBe('Candidat');
        await portal.locator('.ap-record-head__actions').getByRole('button', { name: 'Passer en salarié' }).click();
        await portal.locator('dialog[open]').getByRole('button', { name: 'Passer en salarié' }).click();
        await portal.locator('.ap-record-head .ap-tag', { hasText: 'Actif' }).waitFor();
        expect(await seriousViolations(page), 'fiche salarié').toEqual([]);
        await go(page, `/employees/${id}/history`);
        await portal.getByText('Candidat devenu salarié').first().waitFor();
        expect(problems).toEqual([]);
        await page.close();
      });

      it('writes a message: over 500 characters the counter says so, and the sent message is in « Envoyés »', async () => {
        const { page, portal, problems } = await harness.signedIn(bundle, { route: '/messages/inbox' });
        await portal.locator('tbody tr').first().waitFor();
        expect(await seriousViolations(page), 'messages reçus').toEqual([]);
        await portal.getByRole('button', { name: 'Nouveau message' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('combobox', { name: 'Famille' }).fill('Dur');
        await dialog.getByRole('listbox').getByRole('option').first().click();
        const content = dialog.getByRole('textbox', { name: /Message/ });
        await content.fill('x'.repeat(501));
        await dialog.getByText('500 caractères maximum').waitFor();
        expect(await seriousViolations(page), 'nouveau message').toEqual([]);
        const text = `Bonjour, la garde de mercredi est confirmée (${bundle}).`;
        await content.fill(text);
        await dialog.getByRole('button', { name: 'Envoyer' }).click();
        await dialog.waitFor({ state: 'detached' });
        await go(page, '/messages/sent');
        await portal.getByText(text).first().waitFor();
        expect(problems).toEqual([]);
        await page.close();
      });

      it('receives the answer: the menu badge goes up at the refresh, the inbox shows it unread; opened, it is read and the badge goes down', async () => {
        // The counters refresh every minute: the test moves the page's clock (the harness's) instead of waiting.
        const { page, problems, portal } = await harness.signedIn(bundle, { route: '/messages/inbox' });
        const badge = portal.locator('.ap-menu a', { hasText: 'Discussions' }).locator('.ap-menu__badge');
        const unread = async () => ((await badge.count()) ? Number(/\d+/.exec((await badge.getAttribute('aria-label')) ?? '')![0]) : 0);
        // Lyon's 12 unread received messages (the seed's last three days).
        await expect.poll(unread).toBe(12);
        const before = await unread();

        await portal.locator('tbody tr').first().waitFor();
        await portal.getByRole('button', { name: 'Nouveau message' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByRole('combobox', { name: 'Famille' }).fill('Dur');
        await dialog.getByRole('listbox').getByRole('option').first().click();
        await dialog.getByRole('textbox', { name: /Message/ }).fill(`Pouvez-vous confirmer mercredi 8 h – 12 h ? (${bundle})`);
        const [sending] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/private/messages')),
          dialog.getByRole('button', { name: 'Envoyer' }).click(),
        ]);
        const sent = (await sending.json()) as { id: number; recipientFamily: number };
        await dialog.waitFor({ state: 'detached' });

        // The family answers from its app: the sandbox's stand-in for it.
        const answer = `C’est confirmé, merci ! (${bundle})`;
        const received = await fetch(`${harness.url}${receiveMessage.path}`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ familyId: sent.recipientFamily, content: answer, replyOf: sent.id }),
        });
        expect(received.status).toBe(200);
        await page.clock.fastForward(UNREAD_COUNTERS_REFRESH_MS + 1_000);
        await expect.poll(unread).toBe(before + 1);

        await go(page, '/messages/sent');
        await go(page, '/messages/inbox');
        const row = portal.locator('tbody tr', { hasText: answer });
        await row.getByRole('img', { name: 'Non lu' }).waitFor();
        expect(await seriousViolations(page), 'message non lu').toEqual([]);
        await row.getByRole('button', { name: answer }).click();
        const opened = portal.locator('dialog[open]');
        await opened.getByText(answer).waitFor();
        await expect.poll(unread).toBe(before);
        await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'detached' });
        await expect.poll(() => row.getByRole('img', { name: 'Non lu' }).count()).toBe(0);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('saves the agency’s informations and reads them back', async () => {
        const { page, portal, problems } = await harness.signedIn(bundle, { route: '/agency/informations' });
        const panel = portal.locator('section[aria-label="Adresse"]');
        const city = panel.getByRole('textbox', { name: 'Ville' });
        await city.fill(`Lyon ${bundle}`);
        await panel.getByRole('button', { name: 'Enregistrer' }).click();
        await panel.getByText('Enregistrement effectué !').waitFor();
        expect(await seriousViolations(page), 'informations de l’agence').toEqual([]);
        await go(page, '/agency/orders');
        await go(page, '/agency/informations');
        await expect(portal.locator('section[aria-label="Adresse"]').getByRole('textbox', { name: 'Ville' }).inputValue()).resolves.toBe(`Lyon ${bundle}`);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('has no serious or critical violation on the new screens', async () => {
        const { page, portal, problems } = await harness.signedIn(bundle, { route: '/employees' });
        const employeeId = await firstId(page, portal, '/employees', /employees\/(\d+)/);
        const customerId = await firstId(page, portal, '/customers', /customers\/(\d+)/);
        const familyId = await (async () => {
          await go(page, `/customers/${customerId}/family`);
          await portal.locator('a[href*="/families/"]').first().waitFor();
          return /families\/(\d+)/.exec((await portal.locator('a[href*="/families/"]').first().getAttribute('href')) ?? '')![1]!;
        })();
        const screens = [
          `/employees/${employeeId}/infos`, `/employees/${employeeId}/absences`, '/candidates/new', '/channels', '/messages/copy', '/plannings',
          // The family's summary and composition, seeded, are swept by families.test.ts on the same screens.
          `/families/${familyId}/infos`, `/customers/${customerId}/new-estimate`,
          `/customers/${customerId}/contracts`, '/agency/templates', '/agency/orders', '/agency/presentation', '/calculator',
        ];
        const violations: string[] = [];
        for (const path of screens) {
          await go(page, path);
          await portal.locator('h1').first().waitFor();
          await expect.poll(() => portal.locator('.ap-loading').count(), { timeout: 10_000 }).toBe(0);
          for (const violation of await seriousViolations(page)) violations.push(`${path} ${violation}`);
        }
        expect(violations).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
