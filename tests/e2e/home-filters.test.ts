/**
 * /home's filters in Chromium, both bundles (issue 31: « State lost on reload »): the director narrows the agency's
 * events to the unread childcare requests; the filters are in the URL, and a reload shows the same filters and rows.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('/home keeps its filters on reload', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`keeps the events' type and « Non lus seulement » after a reload (${bundle})`, async () => {
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
      const portal = page.locator('agency-portal');
      const events = portal.locator('ul[aria-label="Événements"] > li');
      await events.first().waitFor();

      await portal.getByLabel('Type', { exact: true }).selectOption('REQUESTS');
      // The seed's childcare requests of the last days: two unread, one read.
      await expect.poll(() => events.count()).toBe(3);
      await portal.getByLabel('Non lus seulement').check();
      await expect.poll(() => events.count()).toBe(2);
      await expect.poll(() => new URL(page.url()).hash).toBe('#/home?type=REQUESTS&unread=true');
      const shown = await events.allTextContents();

      await page.reload();
      await expect.poll(() => events.count()).toBe(2);
      expect(new URL(page.url()).hash).toBe('#/home?type=REQUESTS&unread=true');
      expect(await portal.getByLabel('Type', { exact: true }).inputValue()).toBe('REQUESTS');
      expect(await portal.getByLabel('Non lus seulement').isChecked()).toBe(true);
      expect(await events.allTextContents()).toEqual(shown);
      expect(problems).toEqual([]);
    });
  }
});
