/**
 * The guard of the dependencies' direction (src/domain/README.md): the contract (src/api) builds on
 * the domain's rules, never the other way, so no module of src/domain loads src/api's code. Types
 * (`import type`) are erased at build and stay allowed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Static imports and re-exports that are not type-only, and dynamic imports (not `import('…').Type`, a type), of a path under src/api. */
const RUNTIME_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+'((?:\.\.\/)+api\/[^']*)'|\bimport\(\s*'((?:\.\.\/)+api\/[^']*)'\s*\)(?!\.)/g;

function runtimeImportsOfApi(text: string): string[] {
  return [...text.matchAll(RUNTIME_IMPORT)].map((match) => match[1] ?? match[2]!);
}

it('finds a runtime import and leaves a type import alone (the guard can fail)', () => {
  const text = "import type { Role } from '../api/endpoint';\nimport { mayCall, type X } from '../../api/endpoint';\nexport { a } from '../api/b';\nconst m = import('../api/c');\ntype T = import('../api/d').T;";
  expect(runtimeImportsOfApi(text)).toEqual(['../../api/endpoint', '../api/b', '../api/c']);
});

it('no module of src/domain loads src/api', () => {
  const found = [...sourceFiles(join(root, 'src/domain'))].flatMap((path) => runtimeImportsOfApi(readFileSync(path, 'utf8')).map((target) => `${relative(root, path)} → ${target}`));
  expect(found).toEqual([]);
});
