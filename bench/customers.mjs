#!/usr/bin/env node
// /customers with 10,000 customers (sandbox --scale 100), the way a director meets it: a cold
// page load (fresh context, no HTTP cache) with a stored session, from navigation to the first
// row of the list, in headless Chromium (Debian's), median of RUNS runs — beside a bare React
// page (bench/bare/customers.tsx: one bundle, one fetch of the same first page, one table) in
// the same run, same browser, same sandbox. Both bundles of the portal.
// The sandbox seeds the 10,000 customers and prospects of Lyon alone (--bench-customers), the
// rest at scale 1: `--scale 100` gives the same customers but takes many minutes to seed billing.
// Run after `npm run build`: `node bench/customers.mjs [--runs 9] [--customers 10000]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { launchChromium, root, startBuiltSandbox } from './support.mjs';

const option = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 9);
const customers = option('--customers', 10_000);

// The bare page, built like a small app would be (minified, production React), served under /dist/.
mkdirSync(`${root}dist/bench`, { recursive: true });
await build({
  entryPoints: [`${root}bench/bare/customers.tsx`],
  bundle: true,
  minify: true,
  format: 'esm',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: `${root}dist/bench/customers-bare.js`,
  logLevel: 'warning',
});
writeFileSync(
  `${root}dist/bench/customers-bare.html`,
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Clients</title></head><body><div id="root"></div><script type="module" src="/dist/bench/customers-bare.js"></script></body></html>',
);

const started = Date.now();
const server = await startBuiltSandbox(['--bench-customers', String(customers)]);
const { url } = server;
const browser = await launchChromium();

// One login through the portal's own page, whose stored session every run starts with (the
// bare page gets the same session's token).
const setup = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const setupPage = await setup.newPage();
await setupPage.goto(`${url}/`);
const portal = setupPage.locator('agency-portal').first();
await portal.locator('input[name="login"]').fill('directrice@demo.fr');
await portal.locator('input[name="password"]').fill('Demo-2026!');
await portal.locator('button[type="submit"]').click();
await portal.getByText('Bonjour Sophie').waitFor();
const storageState = await setup.storageState();
const token = await setupPage.evaluate(() => {
  for (const key of Object.keys(localStorage)) {
    try {
      const value = JSON.parse(localStorage.getItem(key) ?? '');
      if (typeof value?.tokens?.token === 'string') return value.tokens.token;
    } catch {
      // not JSON
    }
  }
  return null;
});
await setup.close();
if (!token) throw new Error('Jeton de session introuvable dans le stockage du portail.');
const { totalElements: total } = await fetch(`${url}/private/customers/v2/search`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'X-Client-Context': 'browserName=bench;browserVersion=1;appVersion=1.0.0;app=BO' },
  body: JSON.stringify({ filters: [{ attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' }], pageSize: 1 }),
}).then((response) => response.json());

/** Milliseconds from navigation to the first row of the list, in a fresh context holding the session. */
async function measure(path, firstRow) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  await context.addInitScript((value) => localStorage.setItem('bench-token', value), token);
  const page = await context.newPage();
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(firstRow, undefined, { polling: 'raf', timeout: 30_000 });
  const elapsed = await page.evaluate(() => performance.now());
  await context.close();
  return elapsed;
}

const inPortal = () => document.querySelector('agency-portal')?.shadowRoot?.querySelector('tbody tr') != null;
const inBare = () => document.querySelector('tbody tr') != null;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = { bare: [], react: [], preact: [] };
for (let i = 0; i < runs; i++) {
  // Interleaved, so that a slow moment of the machine falls on all three alike.
  results.bare.push(await measure('/dist/bench/customers-bare.html', inBare));
  results.react.push(await measure('/?bundle=react#/customers', inPortal));
  results.preact.push(await measure('/?bundle=preact#/customers', inPortal));
}
await browser.close();
server.stop();

const bare = median(results.bare);
console.log(`Sandbox --bench-customers ${customers} : ${total ?? '?'} clients actifs à Lyon, la liste par défaut (sandbox et mesures : ${((Date.now() - started) / 1000).toFixed(0)} s).`);
console.log('| page | navigation → première ligne (médiane) | rapport à la page React nue | runs |');
console.log('| --- | --- | --- | --- |');
console.log(`| page React nue (un bundle, un fetch, un tableau) | ${bare.toFixed(0)} ms | 1,00 | ${runs} |`);
for (const bundle of ['react', 'preact']) {
  const value = median(results[bundle]);
  console.log(`| portail ${bundle}, /customers | ${value.toFixed(0)} ms | ${(value / bare).toFixed(2).replace('.', ',')} | ${runs} |`);
}
