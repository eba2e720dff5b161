#!/usr/bin/env node
// Issue 12's volumes: the sandbox at `--scale 20` (1,600 employees and 600 candidates in each agency), as Lyon's director meets it:
// the seed's time; the counts of /employees (ACTIVE) and /candidates (CANDIDATE); the v2 search of each list's first page
// (the portal's default body) and the paye period computation of Lyon's busiest payroll employee (GET …/paye/current-period-data),
// sandbox time over loopback, p50 and p95 of RUNS calls after 3 warm-ups; then in headless Chromium, both bundles, from a cold
// navigation with a stored session to the first row of /employees, /candidates and the employee's « Paie » tab (median of PAGES).
// Run after `npm run build`: `node bench/employees.mjs [--scale 20] [--runs 30] [--pages 5]`.
import { launchChromium, median, numberOption, startBuiltSandbox, storedSession, timeToFirstRow } from './support.mjs';

const scale = numberOption('--scale', 20);
const runs = numberOption('--runs', 30);
const pages = numberOption('--pages', 5);

const started = Date.now();
const server = await startBuiltSandbox(['--scale', String(scale)]);
const seeded = Date.now() - started;
const { url } = server;
const browser = await launchChromium();
const session = await storedSession(browser, url);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'X-Client-Context': 'browserName=bench;browserVersion=1;appVersion=1.0.0;app=BO' };
async function call(method, path, body) {
  const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${await response.text()}`);
  return response.json();
}
/** The body the portal sends for a list's first page (employeesList.ts: status filter, default sort, 20 rows). */
const listBody = (status, attribute, direction) => ({ filters: [{ attribute: 'status', operator: 'IN', values: [status] }], sort: { attribute, direction }, pageNumber: 0, pageSize: 20 });
const lists = {
  '/employees': listBody('ACTIVE', 'lastName', 'ASC'),
  '/candidates': listBody('CANDIDATE', 'createdAt', 'DESC'),
};
const every = await call('POST', '/private/employees/v2/search', { filters: [], pageSize: 1 });

/** p50 and p95 in ms of `runs` calls after 3 warm-ups. */
async function timed(run) {
  for (let i = 0; i < 3; i++) await run();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `${median(times).toFixed(1)} ms | ${times[Math.ceil(runs * 0.95) - 1].toFixed(1)} ms`;
}

const rows = [];
for (const [path, body] of Object.entries(lists)) {
  const { totalElements } = await call('POST', '/private/employees/v2/search', body);
  rows.push([`v2 search, ${path} (1re page de 20)`, totalElements, await timed(() => call('POST', '/private/employees/v2/search', body))]);
}
// The seed's payroll: Lyon's first employees by reference; the busiest this month is timed.
const first = await call('POST', '/private/employees/v2/search', { filters: [], sort: { attribute: 'ref', direction: 'ASC' }, pageSize: 10 });
let busiest = null;
for (const employee of first.content) {
  if (!(await call('GET', `/private/employees/${employee.id}/paye/config`)).initialized) continue;
  const period = await call('GET', `/private/employees/${employee.id}/paye/current-period-data`);
  const minutes = period.contracts.reduce((sum, c) => sum + c.minutes.total, 0);
  if (!busiest || minutes > busiest.minutes) busiest = { id: employee.id, ref: employee.ref, minutes };
}
rows.push([`période de paie en cours, ${busiest.ref} (${Math.floor(busiest.minutes / 60)} h ce mois)`, 1, await timed(() => call('GET', `/private/employees/${busiest.id}/paye/current-period-data`))]);

console.log(`Sandbox --scale ${scale} : seed et démarrage ${(seeded / 1000).toFixed(1)} s ; ${every.totalElements} salariés et candidats dans l’agence de Lyon.`);
console.log(`| appel (sandbox, boucle locale) | lignes | p50 | p95 |`);
console.log('| --- | --- | --- | --- |');
for (const [label, count, times] of rows) console.log(`| ${label} | ${count} | ${times} |`);

const payeRow = () => document.querySelector('agency-portal')?.shadowRoot?.querySelector('.ap-paye-table tbody tr') != null;
const listRow = () => document.querySelector('agency-portal')?.shadowRoot?.querySelector('tbody tr') != null;
const screens = [['/employees', listRow], ['/candidates', listRow], [`/employees/${busiest.id}/paye`, payeRow]];
console.log(`\n| écran | navigation → première ligne, React (médiane) | Preact (médiane) | runs |`);
console.log('| --- | --- | --- | --- |');
for (const [path, hasRow] of screens) {
  const times = { react: [], preact: [] };
  for (let i = 0; i < pages; i++) for (const bundle of ['react', 'preact']) times[bundle].push(await timeToFirstRow(browser, url, session, `/?bundle=${bundle}#${path}`, hasRow));
  console.log(`| ${path} | ${median(times.react).toFixed(0)} ms | ${median(times.preact).toFixed(0)} ms | ${pages} |`);
}
await browser.close();
server.stop();
