/**
 * Issue 34 §2 and §4 in Chromium, both bundles: a director writes a note in the rich-text editor
 * (« Gras », « Liste à puces », a link by Ctrl+K, a paste from Word) and the note is stored as the
 * policy's HTML; she shares a library document for 7 days, the link opens and downloads it, then
 * says it has expired once the sandbox's clock has passed its expiry, and another link, revoked,
 * says so; the toolbar's nine tools sit on one row of the note dialog. At 1440×900; screenshots with SCREENSHOT_DIR set.
 */
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/domain/clock';
import { PUBLIC_MESSAGES } from '../../src/domain/publicDocuments';
import { TEST_NOW_MS } from '../support/clock';
import { hasChromium } from './browser';
import { BUNDLES, DIRECTOR_WINDOW, downloadedBytes, requireChromiumInCi, screenshot, useHarness } from './harness';
import { pasteHtml } from './richText';

requireChromiumInCi();

/** The sandbox's clock, moved by the share's case (the page's clock starts at it in each new context). */
let time = TEST_NOW_MS;
const movable: Clock = { now: () => time, iso: () => new Date(time).toISOString() };
const DAY_MS = 86_400_000;

const WORD = '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body><!--StartFragment-->'
  + '<p class=MsoNormal style="mso-line-height-alt:12pt"><span style="font-family:Calibri;mso-fareast-language:FR;color:#C00000">Goûter à 16 h</span><o:p></o:p></p>'
  + '<!--EndFragment--></body></html>';

describe.skipIf(!hasChromium)('rich-text editor and shares in Chromium', () => {
  const harness = useHarness({ now: movable });

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: a note written with the toolbar, a link and a Word paste is stored as the policy's HTML`, async () => {
      time = TEST_NOW_MS;
      const db = harness.sandbox.db;
      const familyId = db.prepare('SELECT id FROM families WHERE agency_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: `/families/${familyId}/notes`, viewport: DIRECTOR_WINDOW });
      const portal = page.locator('agency-portal');
      await portal.getByRole('button', { name: 'Nouvelle note' }).click();
      const dialog = portal.locator('dialog[open]');
      const area = dialog.getByRole('textbox', { name: 'Contenu' });
      await dialog.getByRole('button', { name: 'Gras' }).and(dialog.locator(':enabled')).waitFor();
      // The nine tools on one row of the 720 px dialog (« Lien » once wrapped to a second line).
      const tools = dialog.getByRole('toolbar').getByRole('button');
      expect(await tools.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(
        ['Gras', 'Italique', 'Souligné', 'Titre', 'Sous-titre', 'Liste à puces', 'Liste numérotée', 'Citation', 'Lien'],
      );
      expect(new Set(await tools.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)))).size).toBe(1);
      expect(await dialog.getByRole('button', { name: 'Lien' }).getAttribute('title')).toBe('Lien (Ctrl+K)');
      await area.click();
      await page.keyboard.type('Rappeler Mme Muller');
      await page.keyboard.press('ControlOrMeta+a');
      await dialog.getByRole('button', { name: 'Gras' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Gras' }).click();
      await dialog.getByRole('button', { name: 'Liste à puces' }).click();
      await page.keyboard.type('Apporter le carnet de santé');
      await page.keyboard.press('Enter');
      await page.keyboard.type('voir le site');
      for (let i = 0; i < 'site'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('ControlOrMeta+k');
      await dialog.getByRole('textbox', { name: 'Adresse du lien' }).fill('https://www.servicesalapersonne.gouv.fr');
      await dialog.getByRole('button', { name: 'Appliquer le lien' }).click();
      await area.getByRole('link', { name: 'site' }).waitFor();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await pasteHtml(area, WORD, 'Goûter à 16 h');
      await area.getByText('Goûter à 16 h').waitFor();
      await screenshot(page, `c34b-note-${bundle}.png`);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.waitFor({ state: 'detached' });
      // As the sandbox stores it (sanitize-html writes the policy's rel and target after href).
      const stored = db.prepare('SELECT content FROM notes WHERE family_id = ? ORDER BY id DESC LIMIT 1').pluck().get(familyId);
      expect(stored).toBe(
        '<p><strong>Rappeler Mme Muller</strong></p><ul><li><p>Apporter le carnet de santé</p></li><li><p>voir le '
          + '<a href="https://www.servicesalapersonne.gouv.fr" rel="noopener noreferrer" target="_blank">site</a></p></li></ul><p>Goûter à 16 h</p>',
      );
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  for (const bundle of BUNDLES) {
    it(`bundle ${bundle}: « Partager » makes a 7-day link that opens and downloads the document, then says it expired; a revoked one says so`, async () => {
      time = TEST_NOW_MS;
      const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/library', viewport: DIRECTOR_WINDOW });
      const portal = page.locator('agency-portal');
      await portal.getByRole('button', { name: 'Partager Livret d’accueil des intervenants' }).click();
      const dialog = portal.locator('dialog[open]', { hasText: 'Partager « Livret' });
      await dialog.getByRole('heading', { name: 'Liens actifs' }).waitFor();
      // A live link's row, named by its token's start.
      const rowOf = (link: string) => dialog.locator('tbody tr', { hasText: `…/share/${link.split('/share/')[1]!.slice(0, 8)}…` });
      const linkShown = dialog.getByLabel('Lien à envoyer');
      // The link shown until the new one replaces it is the one made before (`previous`): reading it at once would take that one.
      const make = async (days: string, previous = '') => {
        await dialog.getByLabel('Durée de validité').selectOption({ label: days });
        await dialog.getByRole('button', { name: 'Créer le lien' }).click();
        await dialog.getByText('Lien de partage créé, valable jusqu’au', { exact: false }).waitFor();
        await expect.poll(() => linkShown.inputValue()).not.toBe(previous);
        const link = await linkShown.inputValue();
        await rowOf(link).waitFor();
        return link;
      };
      const weekLink = await make('7 jours');
      // 7 days after the sandbox's 16/03/2026 08:30, Paris time (the run's zone, vitest.config.ts).
      await dialog.getByText(/^Lien de partage créé, valable jusqu’au 23\/03\/2026 à 08:30\.$/).waitFor();
      const dayLink = await make('1 jour', weekLink);
      await screenshot(page, `c34b-share-${bundle}.png`);
      await rowOf(dayLink).getByRole('button', { name: 'Désactiver' }).click();
      await portal.getByRole('alertdialog', { name: 'Désactivation du lien' }).getByRole('button', { name: 'Désactiver', exact: true }).click();
      await dialog.getByText('Lien désactivé : il n’ouvre plus le document').waitFor();
      await expect.poll(() => rowOf(dayLink).count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();

      const visit = async (link: string) => {
        const visitor = await harness.open('/plain.html', bundle);
        await visitor.page.goto(link);
        return visitor;
      };
      const open = await visit(weekLink);
      const shared = open.page.locator('agency-portal');
      await shared.getByText("Agence Lyon Presqu'île vous a partagé ce document.").waitFor();
      await shared.getByText('Lien valable jusqu’au 23/03/2026.').waitFor();
      const [download] = await Promise.all([open.page.waitForEvent('download'), shared.getByRole('link', { name: 'Télécharger' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
      await open.page.close();

      const revoked = await visit(dayLink);
      await revoked.page.locator('agency-portal').getByText(PUBLIC_MESSAGES.shareRevoked).waitFor();
      await revoked.page.close();

      time = TEST_NOW_MS + 7 * DAY_MS + 60_000;
      const expired = await visit(weekLink);
      await expired.page.locator('agency-portal').getByText(PUBLIC_MESSAGES.shareExpired).waitFor();
      expect(expired.problems.filter((p) => !p.includes('410'))).toEqual([]);
      await expired.page.close();
      time = TEST_NOW_MS;
    });
  }
});
