/**
 * What every browser test file needs: an in-process sandbox serving the built bundles and
 * the test pages, one Chromium, a fresh context per page with its errors collected, and
 * the login and logout gestures. Needs `npm run build` first.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSandbox } from '../../sandbox/server';
import { distRoutes } from '../../sandbox/http/static';
import { MISSING_CHROMIUM, hasChromium, launchChromium } from './browser';

export const PASSWORD = 'Demo-2026!';
export const BUNDLES = ['react', 'preact'] as const;

/** Last month, 'YYYY-MM' (the billing lists' `?month=`). */
export const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};
const pages = fileURLToPath(new URL('./pages', import.meta.url));

/** In CI a missing Chromium is a failure; elsewhere the browser tests are skipped with a message (browser.ts). */
export function requireChromiumInCi(): void {
  describe.runIf(!hasChromium && process.env.CI)('browser tests in CI', () => {
    it('need Chromium', () => {
      throw new Error(MISSING_CHROMIUM);
    });
  });
}

export interface Harness {
  readonly url: string;
  readonly sandbox: ReturnType<typeof createSandbox>;
  open(path: string, bundle: string): Promise<{ page: Page; problems: string[]; warnings: string[] }>;
  logIn(page: Page, scope: string, login: string): Promise<void>;
  logOut(page: Page, scope: string): Promise<void>;
  /** The director of Lyon (Sophie) signed in on the plain page in `bundle`, her home shown; `portal` is the element. */
  signedIn(bundle: string): Promise<{ page: Page; problems: string[]; warnings: string[]; portal: Locator }>;
}

/** Moves the portal to `path` as the address bar would (`#/employees/3/paye`). */
export const go = (page: Page, path: string) => page.evaluate((hash) => void (location.hash = hash), `#${path}`);

/** Registers the sandbox and the browser around the calling describe block. */
export function useHarness(): Harness {
  let sandbox: ReturnType<typeof createSandbox>;
  let url = '';
  let browser: Browser;

  beforeAll(async () => {
    for (const bundle of ['dist/embed/agency-portal.js', 'dist/embed/agency-portal.preact.js', 'dist/embed/agency-portal.iife.js'])
      if (!existsSync(bundle)) throw new Error(`${bundle} manque : lancez « npm run build » avant les tests navigateur.`);
    sandbox = createSandbox({ db: ':memory:', staticRoutes: { ...distRoutes('dist'), '/examples/': 'examples', '/': pages } });
    ({ url } = await sandbox.listen(0, '127.0.0.1'));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });

  return {
    get url() {
      return url;
    },
    get sandbox() {
      return sandbox;
    },
    /** A fresh context (own storage) per page; page errors and console errors are collected, and the console's warnings. */
    async open(path, bundle) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', acceptDownloads: true });
      const page = await context.newPage();
      const problems: string[] = [];
      const warnings: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${url}${path}?bundle=${bundle}`);
      return { page, problems, warnings };
    },
    async logIn(page, scope, login) {
      const root = page.locator(scope);
      await root.locator('input[name="login"]').fill(login);
      await root.locator('input[name="password"]').fill(PASSWORD);
      await root.locator('button[type="submit"]').click();
    },
    async signedIn(bundle) {
      const opened = await this.open('/plain.html', bundle);
      await this.logIn(opened.page, '#portail', 'directrice@demo.fr');
      const portal = opened.page.locator('agency-portal');
      await portal.getByText('Bonjour Sophie').waitFor();
      return { ...opened, portal };
    },
    /** Opens the user dropdown of the header and chooses 'Se déconnecter'. */
    async logOut(page, scope) {
      const root = page.locator(scope);
      await root.locator('.ap-header__user > button[aria-haspopup="menu"]').click();
      await root.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    },
  };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The serious and critical violations of the page, as 'rule: where' lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}
