/**
 * Sign-in cannot be guessed (issue 28 §4), in both built bundles: six wrong passwords, and the
 * login form shows the server's French message on the sixth while keeping the typed login.
 * Each bundle has its own sandbox: the throttle counts per client address, and both come from 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/domain/messages';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('sign-in throttle in Chromium', () => {
  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      const { open } = useHarness();

      it('shows « Trop de tentatives » after the fifth wrong password and keeps the typed login', async () => {
        const { page } = await open('/plain.html', bundle);
        const form = page.locator('#portail');
        await form.locator('input[name="login"]').fill('conseiller@demo.fr');
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 6; attempt++) {
          await form.locator('input[name="password"]').fill(`Mauvais-${attempt}!`);
          const answer = page.waitForResponse((response) => response.url().endsWith(login.path) && response.request().method() === 'POST');
          await form.locator('button[type="submit"]').click();
          statuses.push((await answer).status());
          await form.locator('[role="alert"], .ap-alert').first().waitFor();
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
        await form.getByText('Trop de tentatives. Réessayez dans 15 minutes.').waitFor();
        expect(await form.getByText(MESSAGES.badCredentials).count()).toBe(0);
        expect(await form.locator('input[name="login"]').inputValue()).toBe('conseiller@demo.fr');
        await page.close();
      });
    });
  }
});
