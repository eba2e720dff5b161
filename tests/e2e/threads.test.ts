/**
 * Discussions and paysheets of issue 34 in Chromium, both bundles, at 1440 × 900: opening a discussion marks it read in
 * one call and the menu badge drops at once; the seed's longest message shows whole; a reload keeps the open
 * discussion; staff write to a professional from her record; a zip made on Windows (CP437 names, no UTF-8 flag) files
 * « Chloé »'s paysheet. Needs `npm run build` first. With SCREENSHOT_DIR set, /channels and the employee's Messages tab
 * are saved there.
 */
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, DIRECTOR_WINDOW, go, requireChromiumInCi, screenshot, useHarness } from './harness';
import { zipWithCp437Names } from '../support/zips';

requireChromiumInCi();

describe.skipIf(!hasChromium)('discussions and paysheets in Chromium', () => {
  const harness = useHarness();
  const db = () => harness.sandbox.db;
  const signedIn = (bundle: string) => harness.signedIn(bundle, { viewport: DIRECTOR_WINDOW });

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('opens the family with the most unread messages: one mark-read call, the badge down by them at once, and a reload keeps it', async () => {
        const { page, portal, problems } = await signedIn(bundle);
        const badge = portal.locator('.ap-menu a', { hasText: 'Discussions' }).locator('.ap-menu__badge');
        const unread = async () => ((await badge.count()) ? Number(/\d+/.exec((await badge.getAttribute('aria-label')) ?? '')![0]) : 0);
        await expect.poll(unread).toBeGreaterThan(0);
        const before = await unread();
        const family = db()
          .prepare(`SELECT m.family_id AS id, f.label, COUNT(*) AS n FROM messages m JOIN families f ON f.id = m.family_id
            WHERE m.agency_id = 1 AND m.recipient_kind = 'AGENCY' AND m.unread = 1 AND m.pro_id IS NULL GROUP BY m.family_id ORDER BY n DESC, m.family_id LIMIT 1`)
          .get() as { id: number; label: string; n: number };
        const marks: string[] = [];
        page.on('request', (request) => request.method() === 'PUT' && request.url().includes('/private/messages/') && marks.push(new URL(request.url()).pathname));
        await go(page, `/channels?family=${family.id}`);
        await portal.locator('.ap-thread__head h2', { hasText: family.label }).waitFor();
        await expect.poll(unread).toBe(before - family.n);
        await expect.poll(() => portal.locator('.ap-channels__thread', { hasText: family.label }).locator('.ap-channels__unread').count()).toBe(0);
        expect(marks).toEqual(['/private/messages/markAsRead']);
        await screenshot(page, `channels-${bundle}.png`);

        await page.reload();
        await portal.locator('.ap-thread__head h2', { hasText: family.label }).waitFor();
        await portal.locator('.ap-bubble').first().waitFor();
        expect(await unread()).toBe(before - family.n);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('shows the longest message of the seed whole, within the 1440 px window', async () => {
        const { page, portal, problems } = await signedIn(bundle);
        const longest = db()
          .prepare(`SELECT content, family_id AS familyId, pro_id AS proId FROM messages WHERE agency_id = 1 AND 'AGENCY' IN (sender_kind, recipient_kind)
            ORDER BY length(content) DESC, id LIMIT 1`)
          .get() as { content: string; familyId: number | null; proId: number | null };
        await go(page, longest.familyId !== null ? `/channels?family=${longest.familyId}` : `/channels?pro=${longest.proId}`);
        const bubble = portal.locator('.ap-bubble__text', { hasText: longest.content.slice(0, 40) }).first();
        // Older pages come as the discussion is scrolled up.
        for (let tries = 0; tries < 10 && !(await bubble.count()); tries++) {
          await portal.locator('.ap-thread__scroll').evaluate((box) => box.scrollTo({ top: 0 }));
          await portal.locator('.ap-thread__scroll').evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        }
        await bubble.scrollIntoViewIfNeeded();
        expect(await bubble.textContent()).toBe(longest.content);
        const box = (await bubble.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1440);
        expect(await bubble.evaluate((node) => node.scrollWidth <= node.clientWidth && getComputedStyle(node).textOverflow !== 'ellipsis')).toBe(true);
        expect(problems).toEqual([]);
        await page.close();
      });

      it("writes to a professional from her record's Messages tab", async () => {
        const { page, portal, problems } = await signedIn(bundle);
        const pro = db().prepare("SELECT id, first_name || ' ' || last_name AS name FROM employees WHERE agency_id = 1 AND ref IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number; name: string };
        await go(page, `/employees/${pro.id}/messages`);
        const thread = portal.locator(`section[aria-label="Discussion avec ${pro.name}"]`);
        const text = `Bonjour, votre planning de lundi est prêt (${bundle}).`;
        await thread.getByRole('textbox', { name: 'Votre message' }).fill(text);
        await thread.getByText(`${text.length} / 500`).waitFor();
        await thread.getByRole('button', { name: 'Envoyer' }).click();
        await thread.locator('.ap-bubble--mine', { hasText: text }).waitFor();
        expect(db().prepare("SELECT pro_id AS proId, family_id AS familyId, sender_kind AS sender FROM messages WHERE content = ?").get(text)).toEqual({ proId: pro.id, familyId: null, sender: 'AGENCY' });
        await screenshot(page, `employee-messages-${bundle}.png`);
        expect(problems).toEqual([]);
        await page.close();
      });

      it('files « Chloé »’s paysheet from a zip without the UTF-8 flag, from the employees list', async () => {
        const { page, portal, problems } = await signedIn(bundle);
        const chloe = db().prepare("SELECT id, ref, last_name AS lastName FROM employees WHERE agency_id = 1 AND first_name = 'Chloé' AND ref IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number; ref: string; lastName: string };
        const fileName = `janvier/Bulletin ${chloe.lastName} Chloé.pdf`;
        const zip = zipWithCp437Names({ [fileName]: strToU8('%PDF-1.4\n%%EOF\n') });
        await go(page, '/employees');
        await portal.getByRole('button', { name: 'Déposer les bulletins de paie' }).click();
        const dialog = portal.locator('dialog[open]');
        await dialog.getByLabel('Mois des bulletins').fill('2026-01');
        await dialog.getByLabel('Archive zip').setInputFiles({ name: 'bulletins.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
        await dialog.getByRole('button', { name: "Analyser l'archive" }).click();
        const row = dialog.locator('tbody tr', { hasText: fileName });
        await row.getByText('Rattaché par le nom et le prénom').waitFor();
        expect(await row.textContent()).toContain(`Chloé ${chloe.lastName} (${chloe.ref})`);
        await dialog.getByRole('button', { name: 'Envoyer 1 bulletin' }).click();
        await dialog.getByText('1 bulletin envoyé pour janvier 2026').waitFor();
        expect(db().prepare("SELECT COUNT(*) FROM employee_changelogs WHERE employee_id = ? AND type = 'PAY_SLIP_READY' AND comment LIKE ?").pluck().get(chloe.id, `%${fileName}%`)).toBe(bundle === 'react' ? 1 : 2);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
