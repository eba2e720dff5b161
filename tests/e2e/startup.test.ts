/**
 * A director opens a bookmarked list with her stored session, both bundles: the list's search
 * leaves at once, beside the code, not after it (issue 16: the route's loader sends it from the
 * search's address while the shell's chunk, with zod and the contract, is still on its way), the
 * screen takes that answer (one search, not two), and the rows show. The loader's code is the first chunk asked for.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

const SEARCH = '/private/customers/v2/search';
const SHELL_CHUNK = /\/chunks-(react|preact)\/shell-[\w-]+\.js$/;
const LOADER_CHUNK = /\/chunks-(react|preact)\/loads-customersList-[\w-]+\.js$/;

describe.skipIf(!hasChromium)('a bookmarked list with a stored session', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    it(`sends the list's search before the shell's code has arrived, once, and shows its rows (${bundle})`, async () => {
      const { page, portal, problems } = await harness.signedIn(bundle);
      const searches: Request[] = [];
      const chunks: string[] = [];
      page.on('request', (request) => {
        const name = new URL(request.url()).pathname;
        if (SHELL_CHUNK.test(name)) chunks.push('shell');
        if (LOADER_CHUNK.test(name)) chunks.push('loader');
      });
      let searchSeen!: () => void;
      const searchSent = new Promise<void>((resolve) => (searchSeen = resolve));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== SEARCH) return;
        searches.push(request);
        searchSeen();
      });
      // The shell's chunk is held until the search has left (10 s at most): a search that waits for it never leaves.
      let heldUntilSearch: boolean | undefined;
      await page.route(SHELL_CHUNK, async (route) => {
        heldUntilSearch ??= await Promise.race([searchSent.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        await route.continue();
      });

      // A new document (a bookmark opened the next morning): its session is the one stored in the page's storage.
      await page.goto('about:blank');
      await page.goto(`${harness.url}/plain.html?bundle=${bundle}#/customers`);
      await portal.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
      await portal.locator('tbody tr').first().waitFor();

      expect(heldUntilSearch, 'la recherche est partie avant le code du shell').toBe(true);
      // The loader's code is asked for first of all, while React is evaluated (embed/openingLoader.ts), not at mount.
      expect(chunks, 'le code du chargeur de la liste est demandé avant celui du shell').toEqual(['loader', 'shell']);
      expect(searches.map((request) => request.method())).toEqual(['POST']);
      expect(await portal.locator('tbody tr').count()).toBe(10);
      expect(problems).toEqual([]);
    });
  }
});
