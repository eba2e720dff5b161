/**
 * The gates followed by open portals, in Chromium, both bundles. An admin switches billing (and
 * timesheets) off on /agencies/1 while Lyon's director is signed in with a family's explorer open:
 * at the next counters' refresh (the director's page clock moved past it) the explorer drops Solde
 * Client and Factures, the menu drops Facturation, the /activity hub its « Relevés d'heures » tile (the
 * hub has no billing entry), and a bookmarked /billing/bills opens « Accès refusé ». An adviser whose
 * agency withholds the agency settings right reads /agency read only and is offered no « Commander »,
 * and the API refuses her the order. A multi-agency manager without an agency is sent to the choice.
 */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/client';
import { orderSignProcedures } from '../../src/api/contract/agencySettings';
import { UNREAD_COUNTERS_REFRESH_MS } from '../../src/domain/timings';
import { adminAgencyOf, saveOptions } from '../../sandbox/store/agencyOptions';
import { loggedInClient } from '../support/sandbox';
import { hasChromium } from './browser';
import { BUNDLES, go, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('gates in Chromium', () => {
  const harness = useHarness();

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it('billing switched off by an admin leaves the director’s menu, explorer and hub at the next refresh; /billing/bills is denied', async () => {
        const seeded = adminAgencyOf(harness.sandbox.db, 1)!.options;
        const director = await harness.open('/plain.html', bundle, { as: 'directrice@demo.fr', route: '/activity' });
        const portal = director.page.locator('agency-portal');
        const billingEntry = portal.locator('.ap-menu').getByRole('link', { name: 'Facturation' });
        await billingEntry.waitFor();
        const timesheetsTile = portal.locator('.ap-activity__entries').getByRole('link', { name: "Relevés d'heures" });
        await timesheetsTile.waitFor();
        await go(director.page, '/activity/prestations');
        const family = portal.locator('tbody td .ap-rlabel__name').nth(1);
        await family.waitFor();
        await family.hover();
        await portal.locator('.ap-rlabel__popover').getByRole('button', { name: 'Aperçu' }).click();
        const dialog = portal.locator('dialog[open]');
        const views = dialog.locator('.ap-explorer__views button');
        await dialog.getByText('Référence').waitFor();
        expect(await views.allTextContents()).toEqual(['Informations générales', 'Solde Client', 'Factures', 'Devis', 'Messages', 'Notes épinglées']);

        const admin = await harness.open('/plain.html', bundle, { as: 'admin@demo.fr', route: '/agencies/1' });
        const adminPortal = admin.page.locator('agency-portal');
        const options = adminPortal.locator('section[aria-label="Options de l’agence"]');
        await options.getByRole('group', { name: 'Facturation' }).getByRole('checkbox', { name: 'Facturation', exact: true }).click();
        await options.getByRole('checkbox', { name: 'Relevés d’heures' }).click();
        await options.getByRole('button', { name: 'Enregistrer' }).click();
        await options.getByText('Enregistrement effectué !').waitFor();
        try {
          // Nothing changes before the refresh: the portal learns the options from the counters' answer.
          expect(await billingEntry.count()).toBe(1);
          await director.page.clock.fastForward(UNREAD_COUNTERS_REFRESH_MS + 1_000);
          await dialog.getByRole('button', { name: 'Solde Client' }).waitFor({ state: 'detached' });
          expect(await views.allTextContents()).toEqual(['Informations générales', 'Devis', 'Messages', 'Notes épinglées']);
          await dialog.getByRole('button', { name: 'Fermer' }).click();
          await dialog.waitFor({ state: 'detached' });
          expect(await billingEntry.count()).toBe(0);
          await go(director.page, '/activity');
          await portal.locator('.ap-activity__entries').getByRole('link', { name: 'Prestations', exact: true }).waitFor();
          expect(await portal.locator('.ap-activity__entries a').allTextContents()).toEqual(['Planning collectif', 'Prestations', 'Indisponibilités', "Rapports d'activité mensuels", 'Prestations à remplacer']);
          await go(director.page, '/billing/bills?month=2026-02');
          await portal.getByText('Accès refusé').waitFor();
          expect(new URL(director.page.url()).hash).toBe('#/accessdenied');
          expect(director.problems.filter((p) => !/Failed to load resource.*403/.test(p))).toEqual([]);
          expect(admin.problems).toEqual([]);
        } finally {
          saveOptions(harness.sandbox.db, 1, seeded);
          await director.page.close();
          await admin.page.close();
        }
      });

      it('an adviser without the agency settings right reads /agency read only and cannot order signatures', async () => {
        const adviser = await harness.open('/plain.html', bundle, { as: 'conseiller@demo.fr', route: '/agency/informations' });
        const portal = adviser.page.locator('agency-portal');
        const contact = portal.getByRole('textbox', { name: 'E-mail de contact' });
        await contact.waitFor();
        expect(await contact.inputValue()).toBe('lyon@garde-et-compagnie.fr');
        expect(await contact.isEditable()).toBe(false);
        await portal.getByText('Vous consultez les paramètres de l’agence : les modifier demande le droit « Paramètres de l’agence », que l’agence n’accorde pas à ses conseillers.').waitFor();
        expect(await portal.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);

        await portal.locator('nav[aria-label="Pages de l’agence"]').getByRole('link', { name: 'Commandes' }).click();
        await portal.getByText('Signatures disponibles').waitFor();
        await portal.getByText('Commander des signatures demande le droit « Paramètres de l’agence », que l’agence n’accorde pas à ses conseillers.').waitFor();
        expect(await portal.getByRole('button', { name: /Commander/ }).count()).toBe(0);
        const api = await loggedInClient(harness.url, 'conseiller@demo.fr');
        const refused = await api.call(orderSignProcedures, { body: { quantity: 25 } }).then(() => null, (error: ApiError) => [error.status, error.errors[0]?.code]);
        expect(refused).toEqual([403, 'ADVISER_RIGHT_REQUIRED']);
        expect(adviser.problems).toEqual([]);
        await adviser.page.close();
      });

      it('a multi-agency manager who has chosen no agency is sent from /customers to the agency choice', async () => {
        const multi = await harness.open('/plain.html', bundle, { as: 'multi@demo.fr' });
        const portal = multi.page.locator('agency-portal');
        await portal.getByText('Choisissez l’agence sur laquelle travailler').waitFor();
        await go(multi.page, '/customers');
        await portal.getByRole('button', { name: 'Choisir Agence Paris 11e' }).waitFor();
        expect(new URL(multi.page.url()).hash).toBe('#/home');
        expect(await portal.getByRole('button', { name: /Nouveau client|Importer/ }).count()).toBe(0);
        await portal.getByRole('button', { name: 'Choisir Agence Paris 11e' }).click();
        await portal.locator('.ap-menu').waitFor();
        await go(multi.page, '/customers');
        await portal.getByRole('button', { name: 'Nouveau client' }).waitFor();
        expect(multi.problems).toEqual([]);
        await multi.page.close();
      });

      it('a multi-agency manager signing in lands on the agency choice, even with an earlier session’s choice left in storage', async () => {
        const { page, problems } = await harness.open('/plain.html', bundle);
        // A session that expired without a logout leaves its choice behind (Paris, agency 3, for Nathalie, user 4).
        await page.evaluate(() => localStorage.setItem('agency-portal:portail:agency-context', JSON.stringify({ userId: 4, agencyId: 3, clientId: 1 })));
        await page.reload();
        const portal = page.locator('agency-portal');
        await harness.logIn(page, '#portail', 'multi@demo.fr');
        await portal.getByText('Choisissez l’agence sur laquelle travailler').waitFor();
        expect(await portal.locator('.ap-header__agency').count()).toBe(0);
        expect(await portal.locator('.ap-menu').count()).toBe(0);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }
});
