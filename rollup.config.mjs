// Two builds of the embed from one source: React, and Preact through preact/compat
// (aliases in scripts/preact-aliases.mjs). ESM, code-split, minified; and a classic script (IIFE, React, one file).
// `npx rollup -c` writes dist/embed/agency-portal.js, dist/embed/agency-portal.preact.js
// and their chunks in dist/embed/chunks-react/ and dist/embed/chunks-preact/, and dist/embed/agency-portal.iife.js.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { chunkManifest } from './scripts/chunk-manifest-plugin.mjs';
import { compileHints } from './scripts/compile-hints-plugin.mjs';
import { preloadChunks } from './scripts/preload-plugin.mjs';
import { shellChunk } from './scripts/shell-chunk.mjs';
import { tablerIcons } from './scripts/tabler-icons-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

const input = 'embed/agency-portal.ts';

/** zod 4's harmless warnings (docs/toolchain.md); everything else is shown. */
function onwarn(warning, warn) {
  const fromZod = (id) => typeof id === 'string' && id.includes('node_modules/zod/');
  if (warning.code === 'INVALID_ANNOTATION' && fromZod(warning.id)) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).every(fromZod)) return;
  warn(warning);
}

/** React 19 has useSyncExternalStore: the signals runtime's shim for older Reacts is not shipped. */
const reactAliases = [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${root}src/portal/react/use-sync-external-store.ts` }];

/** After writing, removes the chunks of this flavour left by earlier builds (their hashed names would pile up). */
function cleanChunks(flavour) {
  const folder = `chunks-${flavour}`;
  return {
    name: 'clean-chunks',
    async writeBundle(options, bundle) {
      const dir = join(options.dir, folder);
      const stale = (await readdir(dir).catch(() => [])).filter((name) => !(`${folder}/${name}` in bundle));
      await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

/** Minifies the CSS of the `*.css.ts` modules (one template literal without `${}` each), which no JS minifier touches. */
function minifyCssModules() {
  return {
    name: 'minify-css-modules',
    async transform(code, id) {
      if (!id.endsWith('.css.ts')) return null;
      const literals = [...code.matchAll(/`([^`$]*)`/g)];
      let out = code;
      for (const [whole, css] of literals) {
        const { code: minified } = await transform(css, { loader: 'css', minify: true });
        out = out.replace(whole, () => JSON.stringify(minified.trim()));
      }
      return { code: out, map: null };
    },
  };
}

/** The build's instant, shown in the info item (src/domain/version.ts); SOURCE_DATE_EPOCH (seconds) makes a build reproducible. */
const BUILD_DATE = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).toISOString();

/** The embed's plugins for one flavour ('react' or 'preact'); bench/timeline.mjs builds its page with them too. */
export function plugins(flavour) {
  return [
    cleanChunks(flavour),
    preloadChunks(),
    alias({ entries: flavour === 'preact' ? preactAliases : reactAliases }),
    tablerIcons(),
    minifyCssModules(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __PORTAL_BUILD_DATE__: JSON.stringify(BUILD_DATE) } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: true, legalComments: 'none' }),
  ];
}

function build(flavour, entryFileName) {
  return {
    input,
    onwarn,
    // Lets the entry hold the shared code instead of re-exporting it from a chunk.
    preserveEntrySignatures: 'allow-extension',
    plugins: [...plugins(flavour), chunkManifest(flavour, root), compileHints()],
    output: {
      dir: 'dist/embed',
      format: 'es',
      entryFileNames: entryFileName,
      chunkFileNames: `chunks-${flavour}/[name]-[hash].js`,
      // The client imports ofetch when it is created (not in the entry): its chunk gets the package's name. What home
      // needs is one chunk of its own (scripts/shell-chunk.mjs).
      manualChunks: shellChunk({ entryPattern: /\/embed\/agency-portal\.ts$/, named: { ofetch: /\/node_modules\/(ofetch|ufo|destr)\// } }),
      // Tiny chunks cost a request each: merge those under 1 KB; larger merges fold unrelated modules into every screen
      // that imports one, cold (thresholds measured in bench/RESULTS.md, stop 22).
      experimentalMinChunkSize: 1000,
      sourcemap: false,
    },
  };
}

/**
 * The classic-script build: one file, no chunks (every lazy screen inlined), for intranets whose CMS accepts only
 * `<script src>` without `type="module"`. React flavour; no chunk to clean or preload.
 */
function classicBuild() {
  return {
    input,
    onwarn,
    plugins: plugins('react').filter((plugin) => plugin.name !== 'clean-chunks' && plugin.name !== 'preload-chunks'),
    output: { file: 'dist/embed/agency-portal.iife.js', format: 'iife', name: 'AgencyPortal', inlineDynamicImports: true, sourcemap: false },
  };
}

export default [build('react', 'agency-portal.js'), build('preact', 'agency-portal.preact.js'), classicBuild()];
