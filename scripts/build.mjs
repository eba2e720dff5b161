#!/usr/bin/env node
// Builds everything `npm start` and the tests need:
// - dist/embed/: the two web-component bundles (React and Preact), from rollup.config.mjs;
// - dist/cli/agency.mjs: the CLI, one ESM file (esbuild);
// - dist/sandbox/main.mjs: the sandbox server (esbuild; better-sqlite3 stays external: it is native).
import { chmod, rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';

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

// esbuild bundles commander's CommonJS; Node's ESM has no `require`, so the banner defines one (docs/toolchain.md).
const nodeBanner = "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

async function buildNode(entry, outfile, { shebang = false, external = [] } = {}) {
  await build({
    entryPoints: [`${root}${entry}`],
    outfile: `${root}${outfile}`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    external,
    banner: { js: (shebang ? '#!/usr/bin/env node\n' : '') + nodeBanner },
    logLevel: 'warning',
  });
  if (shebang) await chmod(`${root}${outfile}`, 0o755);
}

await Promise.all([
  buildEmbed(),
  buildNode('cli/main.ts', 'dist/cli/agency.mjs', { shebang: true }),
  buildNode('sandbox/main.ts', 'dist/sandbox/main.mjs', { external: ['better-sqlite3'] }),
]);
console.log(`Build terminé en ${((performance.now() - started) / 1000).toFixed(1)} s : dist/embed, dist/cli/agency.mjs, dist/sandbox/main.mjs`);
