/**
 * The built embed as the browser receives it (run after `npm run build`, as `npm test` does): every file of the two
 * ES builds opens with V8's compile hint, so that Chromium compiles it whole off the main thread while it arrives
 * (scripts/compile-hints-plugin.mjs); the classic script, one file with every screen, does not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const embedDir = join(import.meta.dirname, '../../dist/embed');
const HINT = '//# allFunctionsCalledOnLoad\n';

describe('the embed build', () => {
  for (const flavour of ['react', 'preact']) {
    it(`opens every file of the ${flavour} build with V8's compile hint`, () => {
      const manifest = JSON.parse(readFileSync(join(embedDir, `manifest-${flavour}.json`), 'utf8')) as Record<string, unknown>;
      const files = Object.keys(manifest);
      expect(files.length).toBeGreaterThan(100);
      const without = files.filter((file) => !readFileSync(join(embedDir, file), 'utf8').startsWith(HINT));
      expect(without).toEqual([]);
    });
  }

  it('leaves the classic script without it', () => {
    expect(readFileSync(join(embedDir, 'agency-portal.iife.js'), 'utf8').startsWith(HINT)).toBe(false);
  });
});
