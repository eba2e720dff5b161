#!/usr/bin/env node
// Builds everything `npm start` and the tests need:
// - dist/embed/: the two web-component bundles (React and Preact), from rollup.config.mjs;
// - dist/cli/agency.mjs: the CLI, one ESM file (esbuild);
// - dist/sandbox/main.mjs: the sandbox server (esbuild; better-sqlite3 stays external: it is native).
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { rollup } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { buildCli, buildSandbox } from './build-node.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = performance.now();

async function buildEmbed() {
  await rm(`${root}dist/embed`, { recursive: true, force: true });
  const { options, warnings } = await loadConfigFile(`${root}rollup.config.mjs`);
  warnings.flush();
  for (const config of options) {
    const bundle = await rollup(config);
    await Promise.all(config.output.map((output) => bundle.write(output)));
    await bundle.close();
  }
}

await Promise.all([
  buildEmbed(),
  buildCli(),
  buildSandbox(),
]);
console.log(`Build terminé en ${((performance.now() - started) / 1000).toFixed(1)} s : dist/embed, dist/cli/agency.mjs, dist/sandbox/main.mjs`);
