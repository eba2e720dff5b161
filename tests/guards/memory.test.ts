/**
 * What a day of lists leaves in the page's memory, in Chromium, both bundles: opening the customers' list twenty
 * times (home in between) must not leave twenty style objects behind. Chromium's own stylesheet builds a media query
 * each time a table's header is styled and keeps it for the page's life; the portal's base rule for `thead, tfoot`
 * (src/portal/ui/tokens.css.ts) replaces the browser's, so nothing is built. Counted in a heap snapshot after a
 * forced garbage collection (bench/soak.mjs found it: +1,114 over 900 navigations).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../e2e/browser';
import { BUNDLES, go, requireChromiumInCi, useHarness } from '../e2e/harness';

requireChromiumInCi();

/** How many objects named `name` the page's heap holds, after a forced garbage collection. */
async function heapCount(page: Page, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const nameAt = fields.indexOf('name');
  let count = 0;
  for (let i = nameAt; i < snapshot.nodes.length; i += fields.length) if (snapshot.strings[snapshot.nodes[i]!] === name) count++;
  return count;
}

describe.skipIf(!hasChromium)('memory of a day of lists in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: twenty openings of the customers' list leave no media query of its header behind`, async () => {
      const { page, problems, portal } = await harness.signedIn(bundle);
      const openList = async () => {
        await go(page, '/customers');
        await portal.locator('table thead').first().waitFor();
        await go(page, '/home');
        await portal.getByText('Bonjour Sophie').waitFor();
      };
      await openList();
      const before = await heapCount(page, 'blink::MediaQuerySet');
      // The portal's own @media rules hold some: the count reads the snapshot (how many is Chromium's own, not the portal's: a bound).
      expect(before).toBeGreaterThan(0);
      for (let i = 0; i < 20; i++) await openList();
      expect((await heapCount(page, 'blink::MediaQuerySet')) - before).toBeLessThan(5);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
