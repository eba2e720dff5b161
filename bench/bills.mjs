#!/usr/bin/env node
// The bills list with a month of ~2,000 bills (`--scale`), in headless Chromium, both
// bundles: time from opening /billing/bills?month=… to the first row, and from a click on
// « Page suivante » to the next page's first row; median of RUNS runs, fresh context each.
// Run after `npm run build`: `node bench/bills.mjs [--scale 136] [--runs 7] [--url http://127.0.0.1:8080]`.
// The sandbox seeds its data first (about 2 minutes and 3 GB at scale 136 on 2 cores); `--url`
// measures a sandbox already running with that scale instead.
import { launchChromium, startBuiltSandbox } from './support.mjs';

const arg = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const runs = arg('--runs', 7);
const scale = arg('--scale', 136);
const given = process.argv.includes('--url') ? process.argv[process.argv.indexOf('--url') + 1] : null;
const server = given ? null : await startBuiltSandbox(['--scale', String(scale)]);
const url = given ?? server.url;

// The month with the most bills: last month (every family under contract is billed).
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const login = await (await fetch(`${url}/public/login/portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: 'Demo-2026!' }) })).json();
const count = (await (await fetch(`${url}/private/billing/bills/search`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` }, body: JSON.stringify({ month, pageSize: 1 }) })).json()).totalElements;

const browser = await launchChromium();

async function measure(bundle) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/?bundle=${bundle}`);
  await page.waitForFunction(() => customElements.get('agency-portal') !== undefined);
  const portal = page.locator('agency-portal').first();
  await portal.locator('input[name="login"]').fill('directrice@demo.fr');
  await portal.locator('input[name="password"]').fill('Demo-2026!');
  await portal.locator('button[type="submit"]').click();
  await portal.getByText('Bonjour Sophie').waitFor();
  const result = await page.evaluate(async (month) => {
    const root = document.querySelector('agency-portal').shadowRoot;
    const until = (check) =>
      new Promise((resolve) => {
        const tick = () => (check() ? resolve(performance.now()) : requestAnimationFrame(tick));
        tick();
      });
    const firstRow = () => root.querySelector('.ap-bills-list tbody tr a')?.textContent ?? null;
    const start = performance.now();
    location.hash = `#/billing/bills?month=${month}`;
    const shown = await until(() => firstRow() !== null);
    const before = firstRow();
    const clicked = performance.now();
    root.querySelector('button[aria-label="Page suivante"]').click();
    const next = await until(() => firstRow() !== null && firstRow() !== before);
    return { first: shown - start, page: next - clicked };
  }, month);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Factures de ${month} : ${count}${given ? '' : ` (scale ${scale})`}`);
console.log('| bundle | ouverture → première ligne (médiane) | page suivante → première ligne (médiane) | runs |');
console.log('| --- | --- | --- | --- |');
for (const bundle of ['react', 'preact']) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(bundle));
  console.log(`| ${bundle} | ${median(results.map((r) => r.first)).toFixed(0)} ms | ${median(results.map((r) => r.page)).toFixed(0)} ms | ${runs} |`);
}
await browser.close();
server?.stop();
