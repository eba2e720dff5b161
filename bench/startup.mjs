#!/usr/bin/env node
// Time from inserting <agency-portal> into a page to an interactive login form, and from
// submitting the login to the rendered home, in headless Chromium (Debian's), for both
// bundles: median of RUNS runs, each in a fresh browser context (no cache, no storage).
// Then, the way a user meets a list opened by URL (issue 16): from navigation with a stored session to the first row of
// /billing/bills (last month's bills), both bundles, beside a bare React page of the same list (bench/bare/bills.tsx),
// fresh context each time (no HTTP cache), median of RUNS runs.
// Run after `npm run build`: `node bench/startup.mjs [--runs 9]`.
import { buildBarePage, launchChromium, median, printFirstRowsBesideBare, startBuiltSandbox, storedSession, timeToFirstRow } from './support.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 9;
const server = await startBuiltSandbox();
const { url } = server;
const browser = await launchChromium();

/** One run: the example page loads its bundle; a fresh element is inserted and timed. */
async function measure(bundle) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/?bundle=${bundle}`);
  await page.waitForFunction(() => customElements.get('agency-portal') !== undefined);
  const result = await page.evaluate(async () => {
    document.querySelectorAll('agency-portal').forEach((element) => element.remove());
    const until = (check) =>
      new Promise((resolve) => {
        const tick = () => (check() ? resolve(performance.now()) : requestAnimationFrame(tick));
        tick();
      });
    const start = performance.now();
    const element = document.createElement('agency-portal');
    element.setAttribute('api-base', '/');
    element.setAttribute('routing', 'memory');
    element.setAttribute('storage', 'memory');
    document.body.append(element);
    const root = element.shadowRoot;
    const formReady = await until(() => root.querySelector('input[name="password"]') && root.querySelector('button[type="submit"]'));
    const set = (input, value) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set(root.querySelector('input[name="login"]'), 'directrice@demo.fr');
    set(root.querySelector('input[name="password"]'), 'Demo-2026!');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const submitted = performance.now();
    root.querySelector('button[type="submit"]').click();
    const home = await until(() => root.textContent.includes('Bonjour Sophie') && root.querySelector('.ap-menu'));
    return { form: formReady - start, home: home - submitted };
  });
  await context.close();
  return result;
}

console.log(`| bundle | insertion → formulaire de connexion (médiane) | connexion → accueil rendu (médiane) | runs |`);
console.log('| --- | --- | --- | --- |');
for (const bundle of ['react', 'preact']) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(bundle));
  console.log(`| ${bundle} | ${median(results.map((r) => r.form)).toFixed(0)} ms | ${median(results.map((r) => r.home)).toFixed(0)} ms | ${runs} |`);
}

// The month with bills in the seed: last month.
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const barePage = await buildBarePage('bills', 'Factures');
const session = await storedSession(browser, url);
console.log(`\nFactures de ${month}, navigation avec une session enregistrée → première ligne :`);
await printFirstRowsBesideBare({
  runs,
  measure: (path, hasRow) => timeToFirstRow(browser, url, session, path, hasRow),
  barePage: `${barePage}?month=${month}`,
  portalPath: `/billing/bills?month=${month}`,
});
await browser.close();
server.stop();
