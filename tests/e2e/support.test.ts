/**
 * Support tickets and notes in Chromium, both bundles: an ordinary user creates a ticket with a file; an agent
 * answers with an agents-only message and a public one; the user sees only the public one, marked unread; the
 * agent changes the status and the changelog line appears. A note of hostile HTML renders harmlessly.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createNote } from '../../src/api/contract/notes';
import { hasChromium } from './browser';
import { BUNDLES, PASSWORD, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('support and notes in Chromium', () => {
  const harness = useHarness();

  async function openSupport(login: string, bundle: string, landing: string) {
    const { page, problems } = await harness.open('/plain.html', bundle, { as: login });
    const portal = page.locator('agency-portal');
    await portal.getByText(landing).first().waitFor();
    await portal.getByRole('button', { name: 'Support', exact: true }).click();
    await portal.getByRole('tab', { name: 'Recherche' }).waitFor();
    return { page, portal, problems };
  }

  const titled = (title: string) => new RegExp(title.replace(/[()]/g, '\\$&'));

  async function openTicket(portal: ReturnType<Page['locator']>, title: string) {
    await portal.getByLabel('Titre', { exact: true }).fill(title);
    await portal.getByRole('button', { name: title }).click();
    await portal.getByRole('heading', { name: titled(title) }).waitFor();
  }

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      const title = `Relevé d'heures introuvable (${bundle})`;

      it('an ordinary user creates a ticket with a file; a file over 3 MB is refused and left out', async () => {
        const { page, portal, problems } = await openSupport('support@demo.fr', bundle, 'Bonjour Élodie');
        await portal.getByRole('tab', { name: 'Nouveau ticket' }).click();
        await portal.getByText("Aucune suggestion n'est disponible pour la page sur laquelle vous vous trouvez").waitFor();
        await portal.getByRole('button', { name: 'Soumettre le ticket' }).click();
        await expect(portal.getByText('Champ obligatoire').count()).resolves.toBe(2);
        await portal.getByLabel('Titre', { exact: true }).fill(title);
        await portal.getByLabel('Description').fill('Le relevé du mois dernier ne s’affiche plus.');
        const files = portal.locator('input[type=file]');
        await files.setInputFiles([
          { name: 'capture.txt', mimeType: 'text/plain', buffer: Buffer.from('écran vide') },
          { name: 'trop-gros.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(3 * 1024 * 1024 + 1) },
        ]);
        await portal.getByText('trop-gros.bin : Le fichier ne doit pas dépasser les 3Mo').waitFor();
        await expect(portal.getByRole('button', { name: 'Retirer trop-gros.bin' }).count()).resolves.toBe(0);
        await portal.getByRole('button', { name: 'Soumettre le ticket' }).click();
        await portal.getByRole('heading', { name: titled(title) }).waitFor();
        await portal.getByRole('link', { name: 'capture.txt' }).first().waitFor();
        // The tab carries the title cut to 20 characters.
        await portal.getByRole('tab', { name: 'Relevé d\'heures intr…' }).waitFor();
        expect(problems).toEqual([]);
        await page.close();
      });

      it('an agent answers with an agents-only message and a public one; the user sees only the public one, unread', async () => {
        const agent = await openSupport('agent@demo.fr', bundle, 'Agences');
        await openTicket(agent.portal, title);
        const send = async (text: string, agentsOnly: boolean) => {
          await agent.portal.getByRole('textbox', { name: 'Votre message' }).fill(text);
          await agent.portal.getByLabel('Réservé aux agents').setChecked(agentsOnly);
          await agent.portal.getByRole('button', { name: 'Envoyer' }).click();
          await agent.portal.locator('.ap-entry').getByText(text).waitFor();
        };
        await send('Vérifier le cache du serveur de relevés', true);
        await send('Nous regardons, merci de votre patience.', false);
        expect(agent.problems).toEqual([]);

        const user = await openSupport('support@demo.fr', bundle, 'Bonjour Élodie');
        await user.portal.getByLabel('Titre', { exact: true }).fill(title);
        const row = user.portal.locator('tbody tr', { has: user.page.getByRole('button', { name: title }) });
        await row.getByLabel('1 non lus').waitFor();
        await user.portal.getByRole('button', { name: title }).click();
        const publicEntry = user.portal.locator('.ap-entry', { hasText: 'Nous regardons, merci de votre patience.' });
        await publicEntry.waitFor();
        await expect(publicEntry.getByText('Non lu').isVisible()).resolves.toBe(true);
        await expect(user.portal.getByText('Vérifier le cache du serveur de relevés').count()).resolves.toBe(0);
        await expect(user.portal.getByLabel('Réservé aux agents').count()).resolves.toBe(0);
        await expect(user.portal.getByText('Priorité Agent').count()).resolves.toBe(0);
        expect(user.problems).toEqual([]);
        await user.page.close();

        // The agent changes the status: the changelog line appears in the timeline.
        await agent.portal.getByLabel('Statut', { exact: true }).selectOption('IN_PROCESS');
        await agent.portal.locator('.ap-entry--changelog').getByText('Statut modifié : Nouveau → En cours').waitFor();
        expect(agent.problems).toEqual([]);
        await agent.page.close();
      });

      it('renders a note of hostile HTML harmlessly: no script runs, no handler stays', async () => {
        const login = await fetch(`${harness.url}/public/login/portal`, {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: PASSWORD }),
        }).then((r) => r.json() as Promise<{ token: string }>);
        const notes = await fetch(`${harness.url}/private/notes/search`, {
          method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` }, body: JSON.stringify({ pageSize: 1 }),
        }).then((r) => r.json() as Promise<{ content: { familyId: number | null; proId: number | null }[] }>);
        const marker = `hostile-${bundle}`;
        const hostile = `<p>${marker}</p><img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>`
          + `<a href="javascript:window.__pwned=3">lien</a><svg onload="window.__pwned=4"></svg><iframe src="javascript:alert(5)"></iframe>`;
        const { familyId, proId } = notes.content[0]!;
        const created = await fetch(`${harness.url}${createNote.path}`, {
          method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
          body: JSON.stringify({ content: hostile, familyId, proId }),
        });
        expect(created.status).toBe(200);

        // Signed in through the API, on home: the listener for dialogs is on before the note can be shown.
        const { page, problems } = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr' });
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const portal = page.locator('agency-portal');
        await portal.getByText('Bonjour Sophie').waitFor();
        await page.evaluate(() => void (location.hash = '#/notebook'));
        const note = portal.locator('.ap-note', { hasText: marker });
        await note.waitFor();
        await note.locator('a', { hasText: 'lien' }).click().catch(() => undefined);
        // The HTML policy keeps no image of this source (checked below), so no onerror can wait: a handler left on the
        // note would have run once the page has painted twice since the click (the link's javascript:, the svg's onload).
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
        expect(dialogs).toEqual([]);
        const html = await note.locator('.ap-note__content').innerHTML();
        expect(html).not.toMatch(/onerror|onload|<script|javascript:|<iframe/i);
        // The image's source is not one the HTML policy allows: the image is not kept.
        await expect(note.locator('img').count()).resolves.toBe(0);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
