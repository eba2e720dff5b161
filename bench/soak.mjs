#!/usr/bin/env node
// A working day in one tab (issue 16): one <agency-portal> on the demo page, logged in as the director, under
// Chromium's fake clock (Playwright's `clock`): 8 hours of counters and session checks, NAVIGATIONS navigations
// across every built screen, DIALOGS dialogs and drawers opened and closed. Measured after a forced GC (DevTools
// protocol): the JS heap, the DOM nodes, the event listeners (Chromium's DOM counters), and what the page's own
// instrumentation counts: timers pending, requests running. First after one round of navigations (the baseline),
// then half-way, then at the end of the day, then after the element is removed and 8 more hours have passed.
// Goals: heap and nodes within 10 % of the baseline; after removal, no timer, no request, no listener of ours (the
// listeners left are listed by the script that registered them: ours, under /embed/, or the page's and Playwright's).
// Run after `npm run build`: `node bench/soak.mjs [--bundle react|preact] [--navigations 300] [--dialogs 50]
// [--snapshots]` (`--snapshots`: a heap snapshot at the baseline and at the end of the day, and the 25 kinds of object
// whose retained count grew most between them: what the heap's growth is made of).
import { machineCodeByScript } from './heap-code.mjs';
import { launchChromium, startBuiltSandbox } from './support.mjs';

const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const bundles = option('--bundle', null) ? [option('--bundle')] : ['react', 'preact'];
const navigations = Number(option('--navigations', 300));
const dialogs = Number(option('--dialogs', 50));
const DAY_MS = 8 * 60 * 60 * 1000;
const STEP_MS = Math.floor(DAY_MS / navigations);
const progress = process.argv.includes('--verbose') ? (text) => console.error(`${new Date().toISOString().slice(11, 19)} ${text}`) : () => undefined;

/** Every screen built so far; the `{…Id}`s are read from the lists that link to them. */
const ROUTES = [
  '/home', '/customers', '/prospects', '/customers/{customerId}/home', '/customers/{customerId}/infos', '/customers/{customerId}/history',
  '/customers/{customerId}/notes', '/customers/{customerId}/messages', '/customers/{customerId}/planning', '/customers/{customerId}/contracts',
  '/customers/{customerId}/new-estimate', '/customers/{customerId}/family',
  '/prospecting/board', '/prospecting/reminders', '/prospecting/history', '/employees', '/candidates', '/employees/new',
  '/employees/{employeeId}/home', '/employees/{employeeId}/infos', '/employees/{employeeId}/absences', '/employees/{employeeId}/history',
  '/professionals/{employeeId}/resume', '/professionals/{employeeId}/planning', '/families/{familyId}/resume', '/families/{familyId}/composition',
  '/families/{familyId}/infos', '/plannings', '/activity', '/activity/prosPlannings', '/activity/timesheets', '/activity/reports',
  '/activity/unavailabilities', '/activity/prestations', '/messages/inbox', '/channels', '/users?type=pro', '/users?type=family',
  '/billing/home', '/billing/bills', '/billing/paymentsTracking', '/billing/fiscalAttestations', '/billing/consumptionTracking',
  '/billing/consumptionMonitoring', '/agency/informations', '/agency/presentation', '/agency/prices', '/agency/templates', '/agency/orders',
  '/calculator', '/notebook', '/customers/new',
];
/** The clicks that open a dialog or a drawer of the header (closed with 'Fermer'): quick search, downloads, my account. */
const OPENERS = [['.ap-header__search'], ['button[aria-label="Centre de téléchargements"]'], ['.ap-header__user > button[aria-haspopup="menu"]', 'role=menuitem[name="Mon compte"]']];

// Runs in the page before its scripts, after the fake clock: counts the timers pending and the requests running.
function instrument() {
  const pending = new Set();
  const { setTimeout: setT, clearTimeout: clearT, setInterval: setI, clearInterval: clearI, fetch: realFetch } = window;
  window.__soak = { timers: pending, requests: 0, requested: 0 };
  window.setTimeout = function (callback, ms, ...rest) {
    const id = setT.call(this, (...args) => { pending.delete(id); if (typeof callback === 'function') callback(...args); }, ms, ...rest);
    pending.add(id);
    return id;
  };
  window.clearTimeout = function (id) { pending.delete(id); return clearT.call(this, id); };
  window.setInterval = function (...args) { const id = setI.apply(this, args); pending.add(id); return id; };
  window.clearInterval = function (id) { pending.delete(id); return clearI.call(this, id); };
  window.fetch = function (...args) {
    window.__soak.requests++;
    window.__soak.requested++;
    return realFetch.apply(this, args).finally(() => window.__soak.requests--);
  };
}

async function measure(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const own = await page.evaluate(() => ({ timers: window.__soak.timers.size, requests: window.__soak.requests, requested: window.__soak.requested }));
  return { heapKb: usedSize / 1024, nodes, listeners: jsEventListeners, ...own };
}

/**
 * The listeners still registered on any object of the page (nodes, window, document, message ports, abort signals…),
 * grouped by who registered them: our bundle (a script under /embed/), or anyone else (the host page, Playwright's
 * injected scripts: its clock and its pointer checks on `window` once a locator has clicked). Chromium's counter
 * counts them all; this tells which are ours.
 */
async function listenersByOwner(cdp) {
  const urls = new Map();
  const parsed = (event) => urls.set(event.scriptId, event.url);
  cdp.on('Debugger.scriptParsed', parsed);
  await cdp.send('Debugger.enable');
  const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: 'EventTarget.prototype' });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId });
  const { result: entries } = await cdp.send('Runtime.getProperties', { objectId: objects.objectId, ownProperties: true });
  const ours = [];
  let others = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry.name) || !entry.value?.objectId) continue;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: entry.value.objectId, depth: 0 });
    for (const listener of listeners) {
      if ((urls.get(listener.scriptId) ?? '').includes('/embed/')) ours.push(`${listener.type} (${entry.value.className})`);
      else others++;
    }
  }
  cdp.off('Debugger.scriptParsed', parsed);
  await cdp.send('Debugger.disable');
  return { ours, others };
}

/** A heap snapshot through the DevTools protocol, summed by kind of object (type and constructor or name), and its machine code by script. */
async function heapByKind(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const parts = [];
  const collect = ({ chunk }) => parts.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const parsed = JSON.parse(parts.join(''));
  const { snapshot, nodes, strings } = parsed;
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const kinds = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    // Strings and code are named by their content: grouped by type only.
    const name = ['string', 'concatenated string', 'sliced string', 'code', 'number'].includes(type) ? '' : strings[nodes[i + nameAt]].slice(0, 60);
    const key = `${type} ${name}`;
    const kind = kinds.get(key) ?? { count: 0, bytes: 0 };
    kind.count++;
    kind.bytes += nodes[i + sizeAt];
    kinds.set(key, kind);
  }
  return { kinds, machineCode: machineCodeByScript(parsed) };
}

/** What a snapshot's bytes are: V8's compiled code, the browser's own objects (native), and the page's JS objects. */
function byCategory(kinds) {
  const sums = { code: 0, native: 0, objects: 0 };
  for (const [key, { bytes }] of kinds) {
    const type = key.slice(0, key.indexOf(' '));
    sums[type === 'code' ? 'code' : type === 'native' ? 'native' : 'objects'] += bytes;
  }
  return sums;
}

function printGrowth(bundle, { kinds: before, machineCode: codeBefore }, { kinds: after, machineCode: codeAfter }) {
  const [from, to] = [byCategory(before), byCategory(after)];
  const ko = (bytes) => `${(bytes / 1024).toFixed(0)} Ko`;
  console.log(`\n${bundle} : le tas par nature, après le tour des écrans → en fin de journée (instantanés)`);
  console.log('| nature | après le tour | fin de journée | écart |\n| --- | --- | --- | --- |');
  const labels = { code: 'code compilé par V8 (bytecode, et code machine des fonctions souvent appelées)', native: 'objets du navigateur (DevTools, chronologie des performances, DOM)', objects: 'objets JavaScript de la page' };
  for (const category of ['code', 'native', 'objects'])
    console.log(`| ${labels[category]} | ${ko(from[category])} | ${ko(to[category])} | ${to[category] >= from[category] ? '+' : ''}${(((to[category] - from[category]) / from[category]) * 100).toFixed(1).replace('.', ',')} % |`);
  const rows = [...after].map(([key, { count, bytes }]) => ({ key, count: count - (before.get(key)?.count ?? 0), bytes: bytes - (before.get(key)?.bytes ?? 0) }));
  rows.sort((a, b) => b.bytes - a.bytes);
  console.log(`\n${bundle} : ce qui a grandi entre le tour des écrans et la fin de journée (instantanés du tas)`);
  console.log('| type et nom | objets | octets |\n| --- | --- | --- |');
  for (const row of rows.slice(0, 25)) console.log(`| ${row.key.replaceAll('|', '/')} | ${row.count} | ${row.bytes} |`);
  // The machine code V8 gives a function once it has run often enough: the screens' code warming up as they are visited
  // again, or the harness's own evaluations (scripts without a name).
  const scripts = [...new Set([...codeBefore.keys(), ...codeAfter.keys()])].map((script) => ({
    script,
    before: codeBefore.get(script) ?? 0,
    after: codeAfter.get(script) ?? 0,
  }));
  const sum = (wanted) => scripts.filter(({ script }) => wanted(script)).reduce((a, b) => ({ before: a.before + b.before, after: a.after + b.after }), { before: 0, after: 0 });
  const portal = sum((script) => script.startsWith('/dist/embed/'));
  const unnamed = sum((script) => script === '');
  const others = sum((script) => script !== '' && !script.startsWith('/dist/embed/'));
  console.log(`\n${bundle} : code machine de V8 (fonctions assez appelées pour être compilées au-delà du bytecode), par script`);
  console.log('| script | après le tour | fin de journée |\n| --- | --- | --- |');
  console.log(`| fichiers du portail (/dist/embed/) | ${ko(portal.before)} | ${ko(portal.after)} |`);
  console.log(`| scripts sans nom (évaluations du banc : Playwright, instrumentation) | ${ko(unnamed.before)} | ${ko(unnamed.after)} |`);
  console.log(`| autres scripts (page de démonstration, horloge de Playwright) | ${ko(others.before)} | ${ko(others.after)} |`);
  scripts.sort((a, b) => b.after - b.before - (a.after - a.before));
  for (const { script, before: b, after: a } of scripts.filter(({ script }) => script.startsWith('/dist/embed/')).slice(0, 8))
    console.log(`| dont ${script.replace('/dist/embed/', '')} | ${ko(b)} | ${ko(a)} |`);
}

async function soak(browser, url, bundle) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  await context.clock.install({ time: new Date('2026-11-24T08:00:00+01:00') });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${url}/?bundle=${bundle}`);
  const portal = page.locator('agency-portal').first();
  await portal.locator('input[name="login"]').fill('directrice@demo.fr');
  await portal.locator('input[name="password"]').fill('Demo-2026!');
  await portal.locator('button[type="submit"]').click();
  progress('login');
  await portal.getByText('Bonjour Sophie').waitFor();
  progress('logged in');
  /** The first id a list links to: `/customers` → the first customer's. */
  async function firstId(list, pattern) {
    await visit(list);
    const hrefs = await portal.locator(`a[href*="${pattern}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const id = hrefs.map((href) => new RegExp(`${pattern}(\\d+)`).exec(href)?.[1]).find(Boolean);
    if (!id) throw new Error(`Aucun lien ${pattern}… sur ${list}`);
    return id;
  }
  const ids = { customerId: await firstId('/customers', '/customers/'), employeeId: await firstId('/employees', '/employees/') };
  ids.familyId = await firstId(`/customers/${ids.customerId}/family`, '/families/');
  const routes = ROUTES.map((route) => route.replace(/\{(\w+)\}/g, (_, name) => ids[name]));

  /** Goes to `path` and lets the fake clock run until the screen has loaded (debounces and Suspense need timers). */
  async function visit(path) {
    progress(path);
    await page.evaluate((hash) => (location.hash = hash), `#${path}`);
    for (let i = 0; i < 50; i++) {
      await page.clock.runFor(100);
      const settled = await page.evaluate(() => {
        const root = document.querySelector('agency-portal')?.shadowRoot;
        return root != null && window.__soak.requests === 0 && !root.querySelector('.ap-loading, .ap-spinner');
      });
      if (settled) return;
      await page.waitForTimeout(20);
    }
  }
  async function openAndClose(clicks) {
    for (const selector of clicks) {
      await portal.locator(selector).first().click();
      await page.clock.runFor(500);
    }
    await page.waitForTimeout(50);
    // 'Fermer', as a user does (Escape would first close whatever popover holds the focus).
    await portal.locator('dialog[open]').getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await page.clock.runFor(500);
  }

  // One round over every screen (and each dialog once): the level the rest of the day is compared with.
  for (const path of routes) await visit(path);
  for (const clicks of OPENERS) await openAndClose(clicks);
  await visit('/home');
  const baseline = await measure(page, cdp);
  const snapshots = process.argv.includes('--snapshots') ? [await heapByKind(cdp)] : null;

  let opened = 0;
  let midday = null;
  for (let i = 0; i < navigations; i++) {
    // Half-way through, the same measure: a heap that stops growing is warm-up (compiled code, caches), one that keeps growing leaks.
    if (i === Math.floor(navigations / 2)) midday = await measure(page, cdp);
    await visit(routes[i % routes.length]);
    if (opened < dialogs && i % Math.max(1, Math.floor(navigations / dialogs)) === 0) {
      await openAndClose(OPENERS[opened % OPENERS.length]);
      opened++;
    }
    // The rest of the step passes: counters poll, the session's check runs, the debounces fire.
    await page.clock.runFor(STEP_MS);
  }
  await visit('/home');
  const endOfDay = await measure(page, cdp);
  if (snapshots) printGrowth(bundle, snapshots[0], await heapByKind(cdp));

  const listenersBefore = endOfDay.listeners;
  await page.evaluate(() => document.querySelectorAll('agency-portal').forEach((element) => element.remove()));
  const requestedAtRemoval = await page.evaluate(() => window.__soak.requested);
  await page.clock.runFor(DAY_MS);
  const removed = await measure(page, cdp);
  const owners = await listenersByOwner(cdp);
  await context.close();
  return { bundle, opened, baseline, midday, endOfDay, removed: { ...removed, owners, requestsAfterRemoval: removed.requested - requestedAtRemoval, listenersDropped: listenersBefore - removed.listeners } };
}

const server = await startBuiltSandbox();
const browser = await launchChromium();
const rows = [];
for (const bundle of bundles) rows.push(await soak(browser, server.url, bundle));
await browser.close();
server.stop();

const pct = (value, base) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(1).replace('.', ',')} %`;
console.log(`Une journée de 8 h (horloge simulée) : ${navigations} navigations sur ${ROUTES.length} écrans, ${dialogs} dialogues ou tiroirs ouverts et fermés.`);
console.log('| bundle | moment | tas JS (après GC) | nœuds DOM | écouteurs | minuteries en attente | requêtes en cours |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { bundle, baseline, midday, endOfDay, removed } of rows) {
  console.log(`| ${bundle} | après un tour des écrans | ${baseline.heapKb.toFixed(0)} Ko | ${baseline.nodes} | ${baseline.listeners} | ${baseline.timers} | ${baseline.requests} |`);
  console.log(`| ${bundle} | mi-journée (${navigations / 2} navigations) | ${midday.heapKb.toFixed(0)} Ko (${pct(midday.heapKb, baseline.heapKb)}) | ${midday.nodes} (${pct(midday.nodes, baseline.nodes)}) | ${midday.listeners} | ${midday.timers} | ${midday.requests} |`);
  console.log(`| ${bundle} | fin de journée | ${endOfDay.heapKb.toFixed(0)} Ko (${pct(endOfDay.heapKb, baseline.heapKb)}) | ${endOfDay.nodes} (${pct(endOfDay.nodes, baseline.nodes)}) | ${endOfDay.listeners} | ${endOfDay.timers} | ${endOfDay.requests} |`);
  console.log(`| ${bundle} | élément retiré, 8 h plus tard | ${removed.heapKb.toFixed(0)} Ko | ${removed.nodes} | ${removed.listeners} (${removed.listenersDropped} retirés ; de nos scripts : ${removed.owners.ours.length ? removed.owners.ours.join(', ') : 'aucun'}) | ${removed.timers} | ${removed.requests} (${removed.requestsAfterRemoval} envoyées après le retrait) |`);
}
