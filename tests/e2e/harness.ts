/**
 * What every browser test file needs: an in-process sandbox serving the built bundles and
 * the test pages, one Chromium, pages with a storage of their own and their errors collected, and
 * the login and logout gestures. Needs `npm run build` first. The sandbox and every page
 * run on the suite's day (TEST_NOW) unless `useHarness({ now })` moves them: the page's clock
 * is installed at the sandbox's time and runs on, so the portal's timers keep running.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSandbox } from '../../sandbox/server';
import { demoOptions } from '../support/sandbox';
import type { Clock } from '../../src/domain/clock';
import { clockOption } from '../../src/domain/parisTime';
import { TEST_NOW, TEST_NOW_MS } from '../support/clock';
import { distRoutes } from '../../sandbox/http/static';
import { MISSING_CHROMIUM, hasChromium, launchChromium } from './browser';

export const PASSWORD = 'Demo-2026!';
export const BUNDLES = ['react', 'preact'] as const;
/** The director's window the screens are drawn for (the tests that look at a layout open with it). */
export const DIRECTOR_WINDOW = { width: 1440, height: 900 };

/** Last month of the suite's day, 'YYYY-MM' (the billing lists' `?month=`): '2026-02'. */
export const lastMonth = () => {
  const now = new Date(TEST_NOW_MS);
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
  /**
   * Opens `path` in a page whose storage starts empty; with `as`, that demo user's session is already in it (signed in
   * through the API, not the form). Close it with `page.close()`.
   */
  open(path: string, bundle: string, options?: OpenOptions): Promise<{ page: Page; problems: string[]; warnings: string[] }>;
  logIn(page: Page, scope: string, login: string): Promise<void>;
  logOut(page: Page, scope: string): Promise<void>;
  /**
   * The director of Lyon (Sophie) signed in on the plain page in `bundle`, her home shown, or with `route` that screen's
   * shell (the header's user menu); `portal` is the element.
   */
  signedIn(bundle: string, options?: Pick<OpenOptions, 'route' | 'viewport'>): Promise<{ page: Page; problems: string[]; warnings: string[]; portal: Locator }>;
}

export interface OpenOptions {
  /** The demo login whose session the page starts with. */
  as?: string;
  /** The id of the page's element holding that session (default 'portail', the test pages' element). */
  element?: string;
  /** The portal's route the page opens on, as a bookmark would (`/notebook`): no home rendered first to leave at once. */
  route?: string;
  /** The window's size from the start (default 1280 × 900): a resize after opening lays the page out twice. */
  viewport?: { width: number; height: number };
}

/** The portal's session lasts 2 hours from its start (the page's clock starts at the sandbox's). */
const SESSION_HOURS = 2;

/**
 * A page's start in the kept context: the storage emptied and the session written before the page's scripts run, once per
 * page (`pageId`), so that a logout or an expiry the test makes stays made across reloads.
 */
function startPage({ pageId, key, session }: { pageId: string; key: string; session: { tokens: unknown; user: unknown; sessionEnd: number } | null }) {
  // about:blank and other opaque documents have no storage of the sandbox's origin.
  if (!location.protocol.startsWith('http')) return;
  const marker = 'agency-portal:test-page';
  if (localStorage.getItem(marker) === pageId) return;
  localStorage.clear();
  localStorage.setItem(marker, pageId);
  if (session) localStorage.setItem(key, JSON.stringify(session));
}

/** A screenshot under $SCREENSHOT_DIR when it is set, to look at a screen; no test reads it, so by default none is taken. */
export const screenshot = (page: Page, name: string) => (process.env.SCREENSHOT_DIR ? page.screenshot({ path: join(process.env.SCREENSHOT_DIR, name) }) : undefined);

/** Moves the portal to `path` as the address bar would (`#/employees/3/paye`). */
export const go = (page: Page, path: string) => page.evaluate((hash) => void (location.hash = hash), `#${path}`);

export interface HarnessOptions {
  /** The sandbox's and the pages' starting time (default TEST_NOW, Paris time), or a clock the test moves. */
  now?: string | number | Clock;
}

/** Registers the sandbox and the browser around the calling describe block. */
export function useHarness({ now = TEST_NOW }: HarnessOptions = {}): Harness {
  let sandbox: ReturnType<typeof createSandbox>;
  let clock: Clock;
  let url = '';
  let browser: Browser;
  /**
   * The context a page opened alone goes to: its HTTP and code caches stay warm from one test to the next, about half of a
   * page's CPU (bench/RESULTS.md). A page opened while one of it is still open (two users side by side) gets a context of its own.
   */
  let kept: BrowserContext | undefined;
  let opened = 0;

  beforeAll(async () => {
    for (const bundle of ['dist/embed/agency-portal.js', 'dist/embed/agency-portal.preact.js', 'dist/embed/agency-portal.iife.js'])
      if (!existsSync(bundle)) throw new Error(`${bundle} manque : lancez « npm run build » avant les tests navigateur.`);
    clock = clockOption(now);
    sandbox = createSandbox(demoOptions({ now: clock, staticRoutes: { ...distRoutes('dist'), '/examples/': 'examples', '/': pages } }));
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
    /** Page errors and console errors are collected, and the console's warnings. */
    async open(path, bundle, { as, element = 'portail', route, viewport = { width: 1280, height: 900 } } = {}) {
      const alone = !kept || kept.pages().length === 0;
      const context = alone && kept ? kept : await browser.newContext({ locale: 'fr-FR', acceptDownloads: true });
      // install (not setFixedTime): the page's time starts at the sandbox's and flows, its timers run.
      if (context === kept) await context.clock.setSystemTime(clock.now());
      else await context.clock.install({ time: clock.now() });
      if (alone && !kept) {
        kept = context;
        context.on('close', () => void (kept = undefined));
      }
      const page = await context.newPage();
      // Its context ends with it (closing it again once the run's browser has closed is no error).
      if (context !== kept) page.on('close', () => void context.close().catch(() => undefined));
      // Before the first navigation: the page is laid out once, at this size.
      await page.setViewportSize(viewport);
      const session = as ? { ...(await signInThroughApi(url, as)), sessionEnd: clock.now() + SESSION_HOURS * 3_600_000 } : null;
      await page.addInitScript(startPage, { pageId: `${++opened}`, key: `agency-portal:${element}:session`, session });
      const problems: string[] = [];
      const warnings: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${url}${path}?bundle=${bundle}${route ? `#${route}` : ''}`);
      return { page, problems, warnings };
    },
    async logIn(page, scope, login) {
      const root = page.locator(scope);
      await root.locator('input[name="login"]').fill(login);
      await root.locator('input[name="password"]').fill(PASSWORD);
      await root.locator('button[type="submit"]').click();
    },
    async signedIn(bundle, options = {}) {
      const opened = await this.open('/plain.html', bundle, { as: 'directrice@demo.fr', ...options });
      const portal = opened.page.locator('agency-portal');
      await (options.route ? portal.locator('.ap-header__user') : portal.getByText('Bonjour Sophie')).waitFor();
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

/** The bytes of a download (the run's browser is another process: its files are read through a stream). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A session of `login` opened through the API, as the portal stores it. */
async function signInThroughApi(url: string, login: string): Promise<{ tokens: { token: string; refreshToken: string | null }; user: unknown }> {
  const response = await fetch(`${url}/public/login/portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login, password: PASSWORD }) });
  if (!response.ok) throw new Error(`Connexion de ${login} : ${response.status}`);
  const answer = (await response.json()) as { token: string; refreshToken: string | null; user: unknown };
  return { tokens: { token: answer.token, refreshToken: answer.refreshToken }, user: answer.user };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The rules whose every finding is minor or moderate: axe gives each finding its rule's impact, and the sweep keeps only
 * serious and critical ones, so these ran for nothing (about a quarter of a sweep's CPU). Read from axe's own rule list,
 * so an upgrade that changes a rule's impact changes this list with it.
 */
const axeRules = (createRequire(import.meta.url)('axe-core') as { _audit: { rules: Array<{ id: string; impact?: string }> } })._audit.rules;
export const quietAxeRules = axeRules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
const quietRulesOff = Object.fromEntries(quietAxeRules.map((id) => [id, { enabled: false }]));

/** The serious and critical violations of the page, as 'rule: where' lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Once a page: the portal's navigation keeps the document, and axe is 500 KB to parse again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (rules) => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ target: unknown }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    // Only the violations get their nodes' selectors written (for passes too, that was most of the time).
    const { violations } = await axe.run(document, { resultTypes: ['violations'], rules });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, quietRulesOff);
}
