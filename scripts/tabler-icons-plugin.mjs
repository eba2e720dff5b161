// Rewrites `import { Logout, Search } from 'tabler-icons-react'` into one import per
// icon module, so that rollup and vitest never read the package's 3,054-icon index
// (a slow build otherwise: docs/toolchain.md). Then loads each icon module in its smallest form: the package's
// module repeats an `<svg>` wrapper and Babel helpers around the icon's shapes; the plugin runs it once against a
// recording `createElement` and emits only the shapes, for src/portal/ui/tablerIcon.ts to draw (same markup).
// Works as a rollup and a vite plugin.
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

const ICON_MODULE = /tabler-icons-react\/dist\/icons\/([\w-]+)\.js$/;
const FACTORY = new URL('../src/portal/ui/tablerIcon.ts', import.meta.url).pathname;

/** The shapes an icon module draws, read by running its component once with a recording `createElement`. */
export function iconShapes(source) {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export \{ (\w+) as default \};?$/m, 'return $1;');
  const React = { createElement: (tag, props, ...children) => ({ tag, props: props ?? {}, children }) };
  const helpers = { _extends: Object.assign, _objectWithoutProperties: (source) => ({ ...source }) };
  const component = new Function('React', '_extends', '_objectWithoutProperties', body)(React, helpers._extends, helpers._objectWithoutProperties);
  const svg = component({});
  if (svg.tag !== 'svg') throw new Error('Icône tabler inattendue');
  return svg.children
    .filter((child) => !(child.tag === 'path' && child.props.d === 'M0 0h24v24H0z'))
    .map((child) => {
      if (child.children.length) throw new Error('Icône tabler inattendue : forme imbriquée');
      return [child.tag, child.props];
    });
}

export function tablerIcons() {
  let files;
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*['"]tabler-icons-react['"];?/g;
  return {
    name: 'tabler-icons-per-module',
    enforce: 'pre',
    load(id) {
      const icon = ICON_MODULE.exec(id);
      if (!icon) return null;
      const shapes = iconShapes(readFileSync(id, 'utf8'));
      return { code: `import { tablerIcon } from ${JSON.stringify(FACTORY)};\nexport default tablerIcon(${JSON.stringify(icon[1])}, ${JSON.stringify(shapes)});\n`, map: null };
    },
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
