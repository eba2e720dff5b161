/**
 * The built bundles (React and Preact) in Chromium against an in-process sandbox:
 * isolation from hostile host CSS, login/logout, two instances, strict CSP.
 * Needs `npx rollup -c` (or `npm run build`) first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { BUNDLES, requireChromiumInCi, useHarness } from './harness';

requireChromiumInCi();

describe.skipIf(!hasChromium)('<agency-portal> in Chromium', () => {
  const { open, logIn, logOut } = useHarness();

  /** Boxes (relative to the portal's root) and computed styles of the login form's parts. */
  async function loginLayout(page: Page) {
    await page.locator('agency-portal button[type="submit"]').waitFor();
    return page.evaluate(() => {
      const shadow = document.querySelector('agency-portal')!.shadowRoot!;
      const root = shadow.querySelector('.ap-root')!.getBoundingClientRect();
      const parts = ['.ap-card', '.ap-brand__name', 'label', 'input[name="login"]', 'input[name="password"]', 'button[type="submit"]', '.ap-form__links a'];
      return parts.map((selector) => {
        const element = shadow.querySelector(selector)!;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          selector,
          x: Math.round(box.x - root.x),
          y: Math.round(box.y - root.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
          style: [style.display, style.fontSize, style.fontFamily, style.fontStyle, style.color, style.lineHeight, style.letterSpacing, style.textTransform, style.padding, style.borderTopWidth].join(' | '),
        };
      });
    });
  }

  /** The login and home scenario: Sophie logs in, home greets her, she logs out back to the login screen. */
  async function logInAndOut(bundle: string) {
    const { page, problems } = await open('/plain.html', bundle);
    await logIn(page, '#portail', 'directrice@demo.fr');
    await page.locator('agency-portal').getByText('Bonjour Sophie').waitFor();
    expect(new URL(page.url()).hash).toBe('#/home');
    expect(await page.locator('agency-portal').getByText('Sophie Lefèvre').first().isVisible()).toBe(true);
    // The page runs on the suite's day (its clock installed at the sandbox's time).
    expect(await page.locator('agency-portal .ap-page-head p').textContent()).toBe("Lundi 16 mars 2026 · Agence Lyon Presqu'île");
    await logOut(page, 'agency-portal');
    await page.locator('agency-portal button[type="submit"]', { hasText: 'Se connecter' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/login');
    expect(problems).toEqual([]);
    await page.close();
  }

  for (const bundle of BUNDLES) {
    describe(`bundle ${bundle}`, () => {
      it("takes an intranet's colours through its custom properties and parts (examples/themed.html)", async () => {
        const { page, problems } = await open('/examples/themed.html', bundle);
        const portal = page.locator('agency-portal');
        const background = (selector: string) => portal.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);
        await portal.locator('button[type="submit"]').waitFor();
        expect(await background('button[type="submit"]')).toBe('rgb(22, 101, 52)');
        await logIn(page, '#portail', 'directrice@demo.fr');
        await portal.getByText('Bonjour Sophie').waitFor();
        expect(await background('header')).toBe('rgb(220, 252, 231)');
        expect(await background('nav[aria-label="Menu principal"]')).toBe('rgb(240, 253, 244)');
        expect(problems).toEqual([]);
        await page.close();
      });

      it('is not changed by hostile host CSS, and its login form is visible', async () => {
        const plain = await open('/plain.html', bundle);
        const hostile = await open('/hostile.html', bundle);
        const expected = await loginLayout(plain.page);
        const actual = await loginLayout(hostile.page);
        expect(actual).toEqual(expected);
        expect(expected.find((part) => part.selector === 'input[name="login"]')?.style).toContain('14px');
        for (const selector of ['input[name="login"]', 'input[name="password"]', 'button[type="submit"]'])
          expect(await hostile.page.locator(`agency-portal ${selector}`).isVisible()).toBe(true);
        // The host page's own divs are hidden by its CSS; the portal is not.
        expect(await hostile.page.locator('body > div').isVisible()).toBe(false);
        expect(plain.problems).toEqual([]);
        expect(hostile.problems).toEqual([]);
        await plain.page.close();
        await hostile.page.close();
      });

      it('logs in as the director, greets Sophie, logs out back to the login screen', () => logInAndOut(bundle));

      it('runs two instances on one page, each with its own user', async () => {
        const { page, problems } = await open('/two.html', bundle);
        await logIn(page, '#gauche', 'directrice@demo.fr');
        await page.locator('#gauche').getByText('Bonjour Sophie').waitFor();
        await expect(page.locator('#droite input[name="login"]').isVisible()).resolves.toBe(true);
        await logIn(page, '#droite', 'conseiller@demo.fr');
        await page.locator('#droite').getByText('Bonjour Julien').waitFor();
        expect(await page.locator('#gauche').getByText('Bonjour Sophie').isVisible()).toBe(true);
        // Each header names its own user (home's agency events may name a colleague: the header may not).
        await expect(page.locator('#gauche .ap-header__user').textContent()).resolves.toContain('Sophie');
        await expect(page.locator('#droite .ap-header__user').textContent()).resolves.toContain('Julien');
        expect(await page.locator('#gauche').getByText('Bonjour Julien').count()).toBe(0);
        expect(await page.locator('#droite').getByText('Bonjour Sophie').count()).toBe(0);
        // Memory routing never touches the host URL.
        expect(new URL(page.url()).hash).toBe('');
        expect(problems).toEqual([]);
        await page.close();
      });

      it('works under a strict Content-Security-Policy (no eval)', async () => {
        const { page, problems } = await open('/csp.html', bundle);
        const violations: string[] = [];
        await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
        await page.evaluate(() =>
          document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportViolation(t: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)),
        );
        await logIn(page, '#portail', 'directrice@demo.fr');
        await page.locator('agency-portal').getByText('Bonjour Sophie').waitFor();
        // A lazy chunk loads under the policy too.
        await logOut(page, 'agency-portal');
        await page.locator('agency-portal').getByText('Mot de passe oublié ?').click();
        await page.locator('agency-portal').getByText('Envoyer le lien').waitFor();
        expect(violations).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      });
    });
  }

  describe('classic script and a second copy', () => {
    it('the classic-script build (one file, no type="module") logs in, shows home and logs out', async () => {
      await logInAndOut('iife');
    });

    it('both bundles on one page: one definition, a warning naming the second copy, no error', async () => {
      const { page, problems, warnings } = await open('/plain.html', 'both');
      await logIn(page, '#portail', 'directrice@demo.fr');
      await page.locator('agency-portal').getByText('Bonjour Sophie').waitFor();
      expect(warnings.filter((text) => text.includes('<agency-portal> est déjà défini'))).toEqual([
        expect.stringContaining('/dist/embed/agency-portal.preact.js'),
      ]);
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
