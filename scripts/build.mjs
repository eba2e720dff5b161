#!/usr/bin/env node
// Builds everything `npm start` and the tests need:
// - dist/embed/: the two web-component bundles (React and Preact), from rollup.config.mjs;
// - dist/cli/agency.mjs: the CLI, one ESM file (esbuild);
// - dist/sandbox/main.mjs: the sandbox server (esbuild; better-sqlite3 stays external: it is native).
// With --if-stale (`npm test`), nothing is rebuilt when dist/ was built from the same sources (build-stamp.mjs).
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { rollup } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { buildCli, buildSandbox } from './build-node.mjs';
import { forgetStamp, isFresh, sourcesHash, writeStamp } from './build-stamp.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = performance.now();

/** Builds and writes one of rollup.config.mjs's configurations, from `cache` if given; returns its cache. */
async function write(config, cache) {
  const bundle = await rollup({ ...config, cache });
  await Promise.all(config.output.map((output) => bundle.write(output)));
  await bundle.close();
  return bundle.cache;
}

async function buildEmbed() {
  await rm(`${root}dist/embed`, { recursive: true, force: true });
  const { options, warnings } = await loadConfigFile(`${root}rollup.config.mjs`);
  warnings.flush();
  // React, Preact, then the classic script (React too), in rollup.config.mjs's order. The classic script resolves and
  // transforms the same modules as the React build: it starts from that build's cache instead of doing it all again
  // (never from Preact's: a cached module keeps its resolved imports).
  const [react, preact, classic] = options;
  const reactCache = await write(react);
  await write(preact);
  await write(classic, reactCache);
}

const sources = sourcesHash();
if (process.argv.includes('--if-stale') && isFresh(sources)) {
  console.log('Build à jour : dist/ a été construit à partir des mêmes sources, rien à refaire.');
  process.exit(0);
}
// A build that fails midway leaves no stamp: the next one starts again.
forgetStamp();
await Promise.all([
  buildEmbed(),
  buildCli(),
  buildSandbox(),
]);
writeStamp(sources);
console.log(`Build terminé en ${((performance.now() - started) / 1000).toFixed(1)} s : dist/embed, dist/cli/agency.mjs, dist/sandbox/main.mjs`);
