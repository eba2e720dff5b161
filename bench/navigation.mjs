#!/usr/bin/env node
// Issue 31 §6: what a director does dozens of times an hour, as she meets it. In one tab per page (the portal's React
// and Preact bundles, and the bare React page of bench/bare/customers.tsx with the same list and record), signed in as
// the director, 1440×900, runs interleaved: (a) on /customers, the pointer on a row's name for `--hover` ms, then the
// click → the record's heading reads its name and its first tab is shown, nothing loading; (b) `history.back()` → the
// list's rows shown, nothing loading. Each time is read in the page (bench/navigationProbe.mjs), from the click or the
// call to the frame that shows the state. Run r opens the list's row r (modulo the first page): « première visite »
// while each customer is opened for the first time in that tab, « à nouveau » after. Then the cold first row of a
// bookmarked /customers beside the bare page (bench/support.mjs, as bench/customers.mjs). `--detail` adds, per page and
// step, what was fetched between the click and the state (medians). Exits 1, in French, if a state never comes in 10 s.
// Run after `npm run build`: `node bench/navigation.mjs [--runs 12] [--hover 100] [--pause 500] [--customers N] [--detail]`.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { navigationProbe } from './navigationProbe.mjs';
import {
  buildBarePage, launchChromium, mainThreadCounters, median, numberOption, printFirstRowsBesideBare, root, startBuiltSandbox, storedSession, timeToFirstRow,
} from './support.mjs';

// 12: the first page's 10 customers once each, then two « à nouveau ».
const runs = numberOption('--runs', 12);
const hover = numberOption('--hover', 100);
const pause = numberOption('--pause', 500);
const customers = numberOption('--customers', 0);
const detail = process.argv.includes('--detail');

const PAGES = { bare: 'page React nue', react: 'portail react', preact: 'portail preact' };
const STEPS = { open: 'liste → fiche', back: 'retour → liste' };
const rowLink = (customerId) => `tbody tr a[href*="/customers/${customerId === undefined ? '' : `${customerId}/`}"]`;

/** The nearest-rank percentile `p` (0–1) of a list of numbers. */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)];
const ms = (value) => `${value.toFixed(0)} ms`;

/** A tab of `kind` signed in, on the list, its rows shown. */
async function openTab(browser, url, session, kind) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: session.storageState });
  await context.addInitScript((token) => localStorage.setItem('bench-token', token), session.token);
  await context.addInitScript({ content: `(${navigationProbe})(${JSON.stringify(kind === 'bare' ? 'bare' : 'portal')});` });
  const page = await context.newPage();
  await page.goto(kind === 'bare' ? `${url}${barePage}` : `${url}/?bundle=${kind}#/customers`);
  // Hovers and clicks wait 10 s at most too.
  page.setDefaultTimeout(10_000);
  await page.locator(rowLink()).first().waitFor().catch(() => {
    throw new Error(`${PAGES[kind]} : la liste n’est jamais affichée en 10 s`);
  });
  const devtools = detail ? await context.newCDPSession(page) : null;
  await devtools?.send('Performance.enable');
  return { context, page, devtools };
}

/** One timed step in `page`: `act()` starts it (the click, or `history.back()` from inside `arm`'s call). */
async function timed({ page, devtools }, label, state, args, act) {
  try {
    const before = devtools ? await mainThreadCounters(devtools) : null;
    await act();
    const result = await page.evaluate(() => globalThis.__benchNavigation.result());
    // Read a round trip after the state: a few ms of what follows it may be counted.
    const after = devtools ? await mainThreadCounters(devtools) : null;
    return before ? { ...result, thread: Object.fromEntries(Object.keys(before).map((key) => [key, after[key] - before[key]])) } : result;
  } catch (error) {
    // Playwright's message, without its prefix and the page's stack.
    const reason = error.message.split('\n')[0].replace(/^.*Error: /, '');
    throw new Error(`${label} : ${state === 'record' ? `la fiche « ${args.name} »` : 'la liste'} n’est jamais affichée sans chargement (${reason})`);
  }
}

/** (a) then (b) for `customer` in one tab: the pointer rests on the row's name, the click, the record; back, the rows. */
async function openAndBack(tab, label, customer) {
  const { page } = tab;
  const link = page.locator(rowLink(customer.id)).first();
  await link.hover().catch(() => {
    throw new Error(`${label} : le client « ${customer.name} » n’est jamais affiché dans la liste en 10 s`);
  });
  await page.waitForTimeout(hover);
  const open = await timed(tab, label, 'record', customer, async () => {
    await page.evaluate((args) => globalThis.__benchNavigation.arm('record', args, true), customer);
    await link.click();
  });
  // The director reads the record before going back, and the list before the next click.
  await page.waitForTimeout(pause);
  const back = await timed(tab, label, 'rows', { customerId: customer.id }, () =>
    page.evaluate((args) => {
      globalThis.__benchNavigation.arm('rows', args, false);
      history.back();
    }, { customerId: customer.id }),
  );
  await page.waitForTimeout(pause);
  return { open, back };
}

/** The first page's customers, in order, as the portal lists them. */
const listedCustomers = (page) =>
  page.locator(rowLink()).evaluateAll((links) => links.map((link) => ({ id: Number(/customers\/(\d+)/.exec(link.getAttribute('href'))[1]), name: link.textContent.trim() })));

function printTimes(results, visits) {
  const groups = { toutes: () => true, 'premières visites': (run) => visits[run] === 'première visite', 'à nouveau': (run) => visits[run] === 'à nouveau' };
  console.log(`| page | mesure | ${Object.keys(groups).map((group) => `${group} : médiane | p95`).join(' | ')} |`);
  console.log(`| --- | --- | ${Object.keys(groups).map(() => '--- | ---').join(' | ')} |`);
  for (const [kind, label] of Object.entries(PAGES))
    for (const [step, stepLabel] of Object.entries(STEPS)) {
      const cells = Object.values(groups).map((keep) => {
        const values = results[kind].filter((_, run) => keep(run)).map((result) => result[step].painted);
        return values.length ? `${ms(median(values))} | ${ms(percentile(values, 0.95))} (${values.length})` : '— | —';
      });
      console.log(`| ${label} | ${stepLabel} | ${cells.join(' | ')} |`);
    }
}

function printRuns(results, order, visits) {
  console.log('| run | client | visite | ' + Object.values(PAGES).map((label) => `${label} : fiche / liste`).join(' | ') + ' |');
  console.log('| --- | --- | --- | ' + Object.values(PAGES).map(() => '---').join(' | ') + ' |');
  order.forEach((customer, run) => {
    const cells = Object.keys(PAGES).map((kind) => `${results[kind][run].open.painted.toFixed(0)} / ${results[kind][run].back.painted.toFixed(0)}`);
    console.log(`| ${run + 1} | ${customer.name} | ${visits[run]} | ${cells.join(' | ')} |`);
  });
}

/** The files other than the API's (the portal's chunks) one step received after its start. */
const filesIn = (step) => step.resources.filter((resource) => !resource.name.startsWith('/private/')).map((resource) => resource.name.split('/').pop());

/** Each API call of the steps, with the median of when it left and when its answer ended (ms from the start). */
function callTimes(steps) {
  const byCall = new Map();
  for (const step of steps)
    for (const resource of step.resources.filter((one) => one.name.startsWith('/private/'))) {
      const name = resource.name.replace(/\/\d+(?=\/|$)/g, '/{id}');
      byCall.set(name, [...(byCall.get(name) ?? []), resource]);
    }
  return [...byCall].map(([name, sent]) => `${name} ${median(sent.map((one) => one.start)).toFixed(0)}–${median(sent.map((one) => one.end)).toFixed(0)}`).join(', ');
}

/**
 * Where the time goes, per page and step: run 1 (the record's code not loaded yet) apart from the medians of the
 * others: the DOM state and the frame drawn, the last answer or file received, what was fetched, and the main
 * thread's work between the start and the state (Chromium's counters).
 */
function printDetail(results) {
  console.log('| page | mesure | runs | état dans le DOM | image dessinée | dernière réponse reçue | fil occupé | script | mise en page + styles | reçu |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const cell = (steps, pick) => ms(median(steps.map(pick)));
  for (const [kind, label] of Object.entries(PAGES))
    for (const [step, stepLabel] of Object.entries(STEPS)) {
      const all = results[kind].map((result) => result[step]);
      for (const [runsLabel, steps] of [['1', all.slice(0, 1)], [`2–${all.length}`, all.slice(1)]]) {
        if (!steps.length) continue;
        const files = filesIn(steps[0]);
        const received = callTimes(steps) + (files.length ? ` ; ${files.length} fichier(s) : ${files.join(', ')}` : '');
        const figures = [
          cell(steps, (one) => one.dom), cell(steps, (one) => one.painted), cell(steps, (one) => Math.max(0, ...one.resources.map((resource) => resource.end))),
          cell(steps, (one) => one.thread.busy), cell(steps, (one) => one.thread.script), cell(steps, (one) => one.thread.layout + one.thread.style),
        ];
        console.log(`| ${label} | ${stepLabel} | ${runsLabel} | ${figures.join(' | ')} | ${received || 'rien'} |`);
      }
    }
}

const barePage = await buildBarePage('customers', 'Clients');
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
console.log(`Arbre ${head}, charge moyenne ${loadavg().map((load) => load.toFixed(1)).join(' / ')} (1, 5, 15 min), ${runs} runs, pointeur ${hover} ms sur le nom avant le clic, pause ${pause} ms.`);
const server = await startBuiltSandbox(customers ? ['--bench-customers', String(customers)] : []);
const browser = await launchChromium();
try {
  const session = await storedSession(browser, server.url);
  const tabs = {};
  for (const kind of Object.keys(PAGES)) tabs[kind] = await openTab(browser, server.url, session, kind);
  const rows = await listedCustomers(tabs.react.page);
  const order = Array.from({ length: runs }, (_, run) => rows[run % rows.length]);
  const visits = order.map((_, run) => (run < rows.length ? 'première visite' : 'à nouveau'));
  const results = { bare: [], react: [], preact: [] };
  for (let run = 0; run < runs; run++) {
    // A slow moment of the machine falls on the three pages alike; each goes first in turn.
    const kinds = Object.keys(PAGES);
    for (const kind of [...kinds.slice(run % 3), ...kinds.slice(0, run % 3)]) results[kind].push(await openAndBack(tabs[kind], PAGES[kind], order[run]));
  }
  for (const { context } of Object.values(tabs)) await context.close();

  console.log('\nClic sur un client de /customers → sa fiche (nom et premier onglet, rien en chargement) ; history.back() → les lignes :');
  printTimes(results, visits);
  console.log('\nChaque run (ms, image dessinée) :');
  printRuns(results, order, visits);
  console.log('(le run 1 de chaque portail charge aussi le code de la fiche et de son premier onglet)');
  if (detail) {
    console.log('\nCe qui se passe entre le clic et l’état (médianes) :');
    printDetail(results);
  }
  console.log('\nPremière ligne de /customers ouvert par son adresse, à froid (but : au plus 2 × la page nue) :');
  await printFirstRowsBesideBare({ runs, measure: (path, hasRow) => timeToFirstRow(browser, server.url, session, path, hasRow), barePage, portalPath: '/customers' });
  console.log(`\nCharge moyenne à la fin : ${loadavg().map((load) => load.toFixed(1)).join(' / ')}.`);
} catch (error) {
  console.error(`Mesure interrompue : ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.stop();
}
