// What the benchmarks share: the built sandbox in its own process, and Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

export const root = new URL('..', import.meta.url).pathname;

/** The built sandbox (in memory) on a free port, with `args` (e.g. `--scale 136`); answers its URL once it listens, and how to stop it. */
export async function startBuiltSandbox(args = []) {
  if (!existsSync(`${root}dist/sandbox/main.mjs`)) throw new Error('Lancez « npm run build » d’abord.');
  const server = spawn(process.execPath, [`${root}dist/sandbox/main.mjs`, '--memory', '--quiet', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A benchmark that fails (Chromium missing, a row that never comes) exits without reaching its `stop()`: the sandbox
  // goes with it instead of staying on its port.
  const stopWithUs = () => server.kill('SIGTERM');
  process.once('exit', stopWithUs);
  // Seeding at a large scale takes minutes: wait for the line that gives the address.
  const url = await new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (chunk) => {
      text += chunk;
      const found = /démarrée : (http:\/\/\S+)/.exec(text);
      if (found) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`sandbox arrêtée (${code})`)));
  });
  server.stdout.resume();
  return {
    url,
    stop: () => {
      process.off('exit', stopWithUs);
      server.kill('SIGTERM');
    },
  };
}

/** Debian's Chromium, headless, with the flags of the tests and benchmarks (scripts/chromium-args.mjs). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** The number after `name` on the command line (`--runs 9`), else `fallback`. */
export const numberOption = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);

/** The median of a list of numbers. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Builds the bare React page `bench/bare/<name>.tsx` as a small app would be (one minified bundle, production React)
 * under dist/bench/, served by the sandbox; answers its path.
 */
export async function buildBarePage(name, title) {
  const { build } = await import('esbuild');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(`${root}dist/bench`, { recursive: true });
  await build({
    entryPoints: [`${root}bench/bare/${name}.tsx`],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: `${root}dist/bench/${name}-bare.js`,
    logLevel: 'warning',
  });
  writeFileSync(
    `${root}dist/bench/${name}-bare.html`,
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><div id="root"></div><script type="module" src="/dist/bench/${name}-bare.js"></script></body></html>`,
  );
  return `/dist/bench/${name}-bare.html`;
}

/** The demo director's API over HTTP (no browser): `call(method, path, body)` answers the parsed JSON or throws with the status. */
export async function directorApi(url) {
  const login = await (await fetch(`${url}/public/login/portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login: 'directrice@demo.fr', password: 'Demo-2026!' }) })).json();
  return async function call(method, path, body) {
    const answer = await fetch(url + path, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` }, body: JSON.stringify(body) });
    const json = await answer.json();
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** Day arithmetic on ISO days (UTC), and the Monday about three months ahead: beyond the seed's planning. */
export const isoDay = (date) => date.toISOString().slice(0, 10);
export const addDays = (day, days) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
export function mondayAhead() {
  const ahead = isoDay(new Date(Date.now() + 92 * 86_400_000));
  return addDays(ahead, -((new Date(`${ahead}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * Logs the director in once through the portal's demo page: the stored session every timed run starts with (the
 * browser's storage state), and its token, which the bare pages read from `localStorage['bench-token']`.
 */
export async function storedSession(browser, url) {
  const setup = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await setup.newPage();
  await page.goto(`${url}/`);
  const portal = page.locator('agency-portal').first();
  await portal.locator('input[name="login"]').fill('directrice@demo.fr');
  await portal.locator('input[name="password"]').fill('Demo-2026!');
  await portal.locator('button[type="submit"]').click();
  await portal.getByText('Bonjour Sophie').waitFor();
  const storageState = await setup.storageState();
  const token = await page.evaluate(() => {
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
  return { storageState, token };
}

/** A first row in the portal's shadow root, or in a bare page's document. */
export const portalHasRow = () => document.querySelector('agency-portal')?.shadowRoot?.querySelector('tbody tr') != null;
export const bareHasRow = () => document.querySelector('tbody tr') != null;

/**
 * Looks for the first row from the page itself, at each frame from the document's start, and reports the time right
 * after the frame that shows it has been drawn (a task posted from the frame's callback runs once its style, layout and
 * paint are done), through a function the context exposes. Playwright's `waitForFunction` would evaluate its own
 * script (some 300 KB) in the page while it loads and read the clock a round trip after the row, when the page may be
 * busy with what follows it: later, and more so for the busier page (bench/RESULTS.md, stop 26).
 */
const firstRowProbe = (hasRow) => {
  const look = () => {
    if (!hasRow()) return requestAnimationFrame(look);
    const drawn = new MessageChannel();
    drawn.port1.onmessage = () => globalThis.__benchFirstRow(performance.now());
    drawn.port2.postMessage(null);
  };
  requestAnimationFrame(look);
};

/**
 * Opens `path` in a fresh context holding the session until the frame showing the row `hasRow()` finds has been drawn;
 * answers that time (ms from navigation) and, with `mainThread`, Chromium's counters of the page's main thread read
 * just after it (DevTools `Performance.getMetrics`, cumulative from the page's creation; read a round trip after the
 * row, so a few ms of what follows it may be counted): busy (all its tasks), script, layout and style, in ms.
 * With `earlierVisits`, the same context has opened `path` that many times before (each until its row): a user coming
 * back, with the files in the browser's cache; else no HTTP cache (a cold load).
 */
async function openToFirstRow(browser, url, session, path, hasRow, { earlierVisits = 0, mainThread = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: session.storageState });
  try {
    let reported;
    await context.exposeFunction('__benchFirstRow', (time) => reported(time));
    await context.addInitScript((value) => localStorage.setItem('bench-token', value), session.token);
    await context.addInitScript({ content: `(${firstRowProbe})(${hasRow});` });
    const page = await context.newPage();
    const devtools = mainThread ? await context.newCDPSession(page) : null;
    await devtools?.send('Performance.enable');
    let time;
    for (let visit = 0; visit <= earlierVisits; visit++) {
      const firstRow = new Promise((resolve, reject) => {
        reported = resolve;
        setTimeout(() => reject(new Error(`Pas de première ligne en 30 s : ${path}`)), 30_000).unref();
      });
      // A new document each time (a hash change alone would not load the page again).
      if (visit > 0) await page.goto('about:blank');
      await page.goto(`${url}${path}`, { waitUntil: 'commit' });
      time = await firstRow;
      // A user stays on the page: what it loads after the row, and the code cache the browser writes once the scripts
      // have run, are there at the next visit.
      if (visit < earlierVisits) await page.waitForTimeout(1000);
    }
    if (!devtools) return { time };
    return { time, ...(await mainThreadCounters(devtools)) };
  } finally {
    await context.close();
  }
}

/**
 * Chromium's counters of a page's main thread through its DevTools session (`Performance.enable` sent; cumulative from
 * the page's creation), in ms: busy (all its tasks), script, layout and style.
 */
export async function mainThreadCounters(devtools) {
  const { metrics } = await devtools.send('Performance.getMetrics');
  const seconds = Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
  const ms = (name) => seconds[name] * 1000;
  return { busy: ms('TaskDuration'), script: ms('ScriptDuration'), layout: ms('LayoutDuration'), style: ms('RecalcStyleDuration') };
}

/** Milliseconds from navigation to `path` until the frame showing its first row has been drawn (`openToFirstRow`). */
export async function timeToFirstRow(browser, url, session, path, hasRow, options = {}) {
  return (await openToFirstRow(browser, url, session, path, hasRow, options)).time;
}

/** The same load, with what the page's main thread did until that frame: `{ time, busy, script, layout, style }`. */
export function mainThreadToFirstRow(browser, url, session, path, hasRow, options = {}) {
  return openToFirstRow(browser, url, session, path, hasRow, { ...options, mainThread: true });
}

/**
 * Loads the bare page and `portalPath` in both bundles `runs` times, interleaved so that a slow moment of the machine
 * falls on all three alike; answers each page's loads (whatever `measure` answers), keyed bare, react, preact.
 */
async function loadBesideBare({ runs, measure, barePage, portalPath, options = {} }) {
  const pages = { bare: [barePage, bareHasRow], react: [`/?bundle=react#${portalPath}`, portalHasRow], preact: [`/?bundle=preact#${portalPath}`, portalHasRow] };
  const loads = { bare: [], react: [], preact: [] };
  for (let i = 0; i < runs; i++) for (const [page, [path, hasRow]] of Object.entries(pages)) loads[page].push(await measure(path, hasRow, options));
  return loads;
}

/** The first row of `portalPath` in both bundles beside the bare page (`loadBesideBare`): medians and their ratio to the bare page, as a table. */
export async function printFirstRowsBesideBare({ runs, measure, barePage, portalPath, options = {} }) {
  const results = await loadBesideBare({ runs, measure, barePage, portalPath, options });
  const bare = median(results.bare);
  console.log('| page | navigation → première ligne (médiane) | rapport à la page React nue | runs |');
  console.log('| --- | --- | --- | --- |');
  console.log(`| page React nue (un bundle, un fetch, un tableau) | ${bare.toFixed(0)} ms | 1,00 | ${runs} |`);
  for (const bundle of ['react', 'preact']) {
    const value = median(results[bundle]);
    console.log(`| portail ${bundle}, ${portalPath} | ${value.toFixed(0)} ms | ${(value / bare).toFixed(2).replace('.', ',')} | ${runs} |`);
  }
}

/**
 * What the main thread of the bare page and of both bundles did until the first row of `portalPath` (`measure` answers
 * `mainThreadToFirstRow`'s counters; medians), as a table: whatever the loading order, the row cannot come before the
 * main thread has done its work.
 */
export async function printMainThreadBesideBare({ runs, measure, barePage, portalPath }) {
  const results = await loadBesideBare({ runs, measure, barePage, portalPath });
  const labels = { bare: 'page React nue', react: `portail react, ${portalPath}`, preact: `portail preact, ${portalPath}` };
  const cell = (loads, key) => `${median(loads.map((load) => load[key])).toFixed(0)} ms`;
  console.log('| page | première ligne | fil principal occupé | script | mise en page | styles | runs |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [page, label] of Object.entries(labels))
    console.log(`| ${label} | ${['time', 'busy', 'script', 'layout', 'style'].map((key) => cell(results[page], key)).join(' | ')} | ${runs} |`);
}
