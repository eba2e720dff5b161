// Writes `dist/embed/manifest-<flavour>.json`: for each chunk, the source modules it holds (with their minified bytes) and the chunks it imports
// statically and dynamically. bench/bundle-size.mjs reads it to name a lazy chunk by the screens it holds (the build
// merges small chunks, so a file's name is only one of its modules').
import { relative } from 'node:path';

export function chunkManifest(flavour, root) {
  return {
    name: 'chunk-manifest',
    generateBundle(options, bundle) {
      const chunks = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[file] = {
          modules: Object.keys(chunk.modules).filter((id) => !id.startsWith('\0')).map((id) => relative(root, id)),
          // Minified bytes of each module in this chunk: where a chunk's weight comes from.
          moduleBytes: Object.fromEntries(Object.entries(chunk.modules).filter(([id]) => !id.startsWith('\0')).map(([id, info]) => [relative(root, id), info.renderedLength])),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        };
      }
      this.emitFile({ type: 'asset', fileName: `manifest-${flavour}.json`, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
