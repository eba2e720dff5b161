#!/usr/bin/env node
// /customers with 10,000 customers (sandbox --scale 100), the way a director meets it: a cold
// page load (fresh context, no HTTP cache) with a stored session, from navigation to the first
// row of the list, in headless Chromium (Debian's), median of RUNS runs — beside a bare React
// page (bench/bare/customers.tsx: one bundle, one fetch of the same first page, one table) in
// the same run, same browser, same sandbox. Both bundles of the portal. Then the same for a returning user (the page
// opened twice before in the same browser: its files in the cache).
// The sandbox seeds the 10,000 customers and prospects of Lyon alone (--bench-customers), the
// rest at scale 1: `--scale 100` gives the same customers but takes many minutes to seed billing.
// With `--main-thread`, then what the page's main thread did until that row (Chromium's counters), cold.
// Run after `npm run build`: `node bench/customers.mjs [--runs 9] [--customers 10000] [--main-thread]`.
import {
  buildBarePage, launchChromium, mainThreadToFirstRow, numberOption, printFirstRowsBesideBare, printMainThreadBesideBare, startBuiltSandbox, storedSession, timeToFirstRow,
} from './support.mjs';

const runs = numberOption('--runs', 9);
const customers = numberOption('--customers', 10_000);

const barePage = await buildBarePage('customers', 'Clients');
const started = Date.now();
const server = await startBuiltSandbox(['--bench-customers', String(customers)]);
const { url } = server;
const browser = await launchChromium();
const session = await storedSession(browser, url);
const { totalElements: total } = await fetch(`${url}/private/customers/v2/search`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'X-Client-Context': 'browserName=bench;browserVersion=1;appVersion=1.0.0;app=BO' },
  body: JSON.stringify({ filters: [{ attribute: 'status', operator: 'EQUALS', value: 'ACTIVE_CUSTOMER' }], pageSize: 1 }),
}).then((response) => response.json());
const measure = (path, hasRow, options) => timeToFirstRow(browser, url, session, path, hasRow, options);

console.log(`Sandbox --bench-customers ${customers} : ${total ?? '?'} clients actifs à Lyon, la liste par défaut.`);
console.log('\nChargement à froid (aucun fichier en cache : le but du ticket 16) :');
await printFirstRowsBesideBare({ runs, measure, barePage, portalPath: '/customers' });
// The director who comes back the next morning: the page opened twice before in the same browser, its files (and
// their compiled code) in its cache, as the sandbox's caching headers allow (embed/README.md, « Serving the files »).
console.log('\nRetour d’une directrice (la page déjà ouverte deux fois : fichiers et code compilé en cache) :');
await printFirstRowsBesideBare({ runs, measure, barePage, portalPath: '/customers', options: { earlierVisits: 2 } });
if (process.argv.includes('--main-thread')) {
  console.log('\nFil principal de la page jusqu’à la première ligne, à froid (compteurs de Chromium) :');
  const measureMainThread = (path, hasRow) => mainThreadToFirstRow(browser, url, session, path, hasRow);
  await printMainThreadBesideBare({ runs, measure: measureMainThread, barePage, portalPath: '/customers' });
}
console.log(`(sandbox et mesures : ${((Date.now() - started) / 1000).toFixed(0)} s)`);
await browser.close();
server.stop();
