// The Node programs of dist/: the CLI and the sandbox server, each one ESM file (esbuild).
import { chmod } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

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

export const CLI_FILE = 'dist/cli/agency.mjs';
export const buildCli = () => buildNode('cli/main.ts', CLI_FILE, { shebang: true });
// better-sqlite3 stays external: it is native.
export const buildSandbox = () => buildNode('sandbox/main.ts', 'dist/sandbox/main.mjs', { external: ['better-sqlite3'] });
