// The whole portal of one flavour as ONE file: every screen inlined and the code minified as a whole (rollup's own
// plugins of the embed, `inlineDynamicImports`), gzip -9. No split of the same code into chunks can weigh less in all:
// each file is compressed on its own and carries its imports and exports. bench/bundle-size.mjs --floor sets it beside
// the « all chunks » budget: what packaging alone can reach.
import { rollup } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { gzipSync } from 'node:zlib';

/** Plugins of the ES builds that only make sense with chunks (or add bytes per file). */
const CHUNK_ONLY = new Set(['clean-chunks', 'preload-chunks', 'chunk-manifest', 'compile-hints']);

/** Raw and gzip -9 bytes of the portal of each flavour ('react', 'preact') built as one file. */
export async function oneFileSizes(root) {
  const { options } = await loadConfigFile(`${root}/rollup.config.mjs`);
  const sizes = {};
  for (const [flavour, config] of [['react', options[0]], ['preact', options[1]]]) {
    const bundle = await rollup({ input: config.input, onwarn: config.onwarn, plugins: config.plugins.filter((plugin) => !CHUNK_ONLY.has(plugin.name)) });
    try {
      const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
      sizes[flavour] = { raw: Buffer.byteLength(output[0].code), gzip: gzipSync(output[0].code, { level: 9 }).length };
    } finally {
      await bundle.close();
    }
  }
  return sizes;
}
