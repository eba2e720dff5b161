/**
 * The built embed as the browser receives it (run after `npm run build`, as `npm test` does): every file of the two
 * ES builds opens with V8's compile hint, so that Chromium compiles it whole off the main thread while it arrives
 * (scripts/compile-hints-plugin.mjs); the classic script, one file with every screen, does not. A bookmarked list fetches
 * the list's code, not a creation page's or its form fields (scripts/shell-chunk.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const embedDir = join(import.meta.dirname, '../../dist/embed');
const HINT = '//# allFunctionsCalledOnLoad\n';

type Manifest = Record<string, { modules: string[]; imports: string[] }>;
const manifestOf = (flavour: string) => JSON.parse(readFileSync(join(embedDir, `manifest-${flavour}.json`), 'utf8')) as Manifest;

/** Our modules in the files a page opened on a route fetches: the entry, the chunks of `roots` and what they import statically. */
function modulesOnPath(manifest: Manifest, entry: string, roots: RegExp[]): string[] {
  const chunks = new Set<string>();
  const stack = [entry, ...Object.keys(manifest).filter((file) => manifest[file]!.modules.some((m) => roots.some((root) => root.test(m))))];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (chunks.has(file)) continue;
    chunks.add(file);
    stack.push(...manifest[file]!.imports);
  }
  return [...chunks].flatMap((file) => manifest[file]!.modules).filter((m) => !m.startsWith('node_modules/'));
}

describe('the embed build', () => {
  for (const flavour of ['react', 'preact']) {
    it(`opens every file of the ${flavour} build with V8's compile hint`, () => {
      const files = Object.keys(manifestOf(flavour));
      expect(files.length).toBeGreaterThan(100);
      const without = files.filter((file) => !readFileSync(join(embedDir, file), 'utf8').startsWith(HINT));
      expect(without).toEqual([]);
    });
  }

  for (const [flavour, entry] of [['react', 'agency-portal.js'], ['preact', 'agency-portal.preact.js']] as const) {
    it(`fetches for a bookmarked /customers (${flavour}) the shell and the list, no creation page nor form fields`, () => {
      const onPath = modulesOnPath(manifestOf(flavour), entry, [/AppLayout\.tsx$/, /customers\/CustomersListScreen\.tsx$/, /customers\/customersList\.ts$/]);
      expect(onPath).toContain('src/portal/screens/customers/CustomersListScreen.tsx');
      expect(onPath).toContain('src/portal/kit/useMayUse.ts');
      expect(onPath.filter((m) => /kit\/(CreationPage|FormFields|useLeaveGuard)\.tsx?$/.test(m))).toEqual([]);
    });
  }

  it('leaves the classic script without it', () => {
    expect(readFileSync(join(embedDir, 'agency-portal.iife.js'), 'utf8').startsWith(HINT)).toBe(false);
  });
});
