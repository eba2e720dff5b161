/**
 * Files are never rendered as pages (issue 28 §1) in Chromium, both bundles: the Lyon director, signed in on the
 * sandbox's own origin, opens the download links of an HTML attachment and of an SVG stored before uploads were typed
 * (inserted in the store as old data would be), and of a text holding a script: each downloads, none runs its script,
 * and the portal's stored session is exactly as before. A PDF opened inline still shows in Chromium's viewer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getTemporaryToken } from '../../src/api/contract/auth';
import { downloadLibraryDocument } from '../../src/api/contract/library';
import { downloadAttachment } from '../../src/api/contract/support';
import { fillPath } from '../../src/api/endpoint';
import { hasChromium } from './browser';
import { BUNDLES, PASSWORD, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

/** What a script of the file would do if it ran on the API's origin: empty the session and report it. */
const STEAL = "localStorage.clear(); sessionStorage.clear(); fetch('/stolen?' + document.domain); document.title = 'volé';";
const FILES = [
  { fileName: 'page.html', mimeType: 'text/html', content: `<!doctype html><html><body><script>${STEAL}</script></body></html>` },
  { fileName: 'logo.svg', mimeType: 'image/svg+xml', content: `<svg xmlns="http://www.w3.org/2000/svg" onload="${STEAL.replace(/'/g, '&apos;')}"><script>${STEAL}</script></svg>` },
  { fileName: 'notes.txt', mimeType: 'text/plain', content: `Notes du jour <script>${STEAL}</script>` },
];

/** The tokens the portal keeps (its stored session also holds `sessionEnd`, which every call pushes back). */
const storedTokens = (page: Page) =>
  page.evaluate(() =>
    [...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage })].flatMap((value) => {
      try {
        const tokens = (JSON.parse(value) as { tokens?: unknown }).tokens;
        return tokens ? [tokens] : [];
      } catch {
        return [];
      }
    }),
  );

describe.skipIf(!hasChromium)('files never open as pages', () => {
  const harness = useHarness();

  const stored = (file: (typeof FILES)[number]) =>
    Number(harness.sandbox.db.prepare("INSERT INTO support_attachments (ticket_id, entry_id, file_name, mime_type, length, bytes, created_by, created_at) VALUES (1, NULL, ?, ?, ?, ?, 2, '2026-01-01T00:00:00.000Z')")
      .run(file.fileName, file.mimeType, Buffer.byteLength(file.content), Buffer.from(file.content)).lastInsertRowid);

  /** A link the portal would open: a one-use token of the director's, `inline=true`. */
  async function previewUrl(id: number): Promise<string> {
    const signIn = await fetch(`${harness.url}/public/login/portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: PASSWORD }) });
    const { token } = (await signIn.json()) as { token: string };
    const temporary = await fetch(harness.url + getTemporaryToken.path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{"maxUsages":1}' });
    const { token: tk } = (await temporary.json()) as { token: string };
    return `${harness.url}${fillPath(downloadAttachment.path, { id })}?tk=${tk}&inline=true`;
  }

  it('still shows a PDF opened inline in the browser’s viewer, under the same headers', async () => {
    const { page } = await harness.open('/plain.html', 'react');
    const pdf = Number(harness.sandbox.db.prepare("SELECT id FROM library_documents WHERE agency_id = 1 AND type = 'PDF' ORDER BY id LIMIT 1").pluck().get());
    const url = (await previewUrl(0)).replace(fillPath(downloadAttachment.path, { id: 0 }), fillPath(downloadLibraryDocument.path, { id: pdf }));
    const headers = await (await page.goto(url))!.allHeaders();
    expect([headers['content-security-policy'], headers['content-disposition']?.split(';')[0]]).toEqual(["sandbox; default-src 'none'", 'inline']);
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 10_000 }).toBe(true);
  });

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: an HTML, an SVG and a text with a script download, none runs, the session stays`, async () => {
      const { page, problems, portal } = await harness.signedIn(bundle);
      const before = await storedTokens(page);
      expect(before).toEqual([{ token: expect.any(String), refreshToken: expect.any(String) }]);
      const reported: string[] = [];
      page.context().on('request', (request) => void (request.url().includes('/stolen') && reported.push(request.url())));

      for (const file of FILES) {
        const tab = await page.context().newPage();
        const [download] = await Promise.all([tab.waitForEvent('download', { timeout: 10_000 }), tab.goto(await previewUrl(stored(file))).catch(() => null)]);
        expect(download.suggestedFilename()).toBe(file.fileName);
        expect(await tab.title()).not.toBe('volé');
        await tab.close();
      }
      // Also where a script would have had all the time it needs: framed in the signed-in page itself.
      const framedUrl = await previewUrl(stored(FILES[0]!));
      const [framed] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.evaluate((src) => void document.body.append(Object.assign(document.createElement('iframe'), { src })), framedUrl)]);
      expect(framed.suggestedFilename()).toBe('page.html');

      expect(reported).toEqual([]);
      expect(await storedTokens(page)).toEqual(before);
      await page.reload();
      await portal.getByText('Bonjour Sophie').waitFor();
      expect(problems).toEqual([]);
    });
  }
});
