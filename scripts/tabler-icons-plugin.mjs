// Rewrites `import { Logout, Search } from 'tabler-icons-react'` into one import per
// icon module, so that rollup and vitest never read the package's 3,054-icon index
// (about 13 s a build otherwise; see TOOLCHAIN.md). Works as a rollup and a vite plugin.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function iconFiles() {
  const root = dirname(require.resolve('tabler-icons-react/package.json'));
  const index = readFileSync(join(root, 'dist/index.js'), 'utf8');
  const files = new Map();
  for (const [, name, file] of index.matchAll(/default as (\w+) \} from '\.\/(icons\/[\w-]+\.js)'/g)) files.set(name, `tabler-icons-react/dist/${file}`);
  return files;
}

export function tablerIcons() {
  let files;
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*['"]tabler-icons-react['"];?/g;
  return {
    name: 'tabler-icons-per-module',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('tabler-icons-react')) return null;
      files ??= iconFiles();
      const rewritten = code.replace(importPattern, (_, names) =>
        names
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [imported, local = imported] = part.split(/\s+as\s+/).map((s) => s.trim());
            const file = files.get(imported);
            if (!file) throw new Error(`Icône inconnue dans tabler-icons-react : ${imported}`);
            return `import ${local} from '${file}';`;
          })
          .join('\n'),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
