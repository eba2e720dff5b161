/**
 * The guard of « one clock »: outside the clocks' own modules, no code and no test reads the
 * machine's time (a bare `Date.now()`, a `new Date()` or `dayjs()` without an argument, or a
 * default parameter that does), so the sandbox, the CLI and the portal run on the day they are
 * given and the suite gives the same answer on any day. Durations use `performance.now()`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// vitest runs from the repository's root (happy-dom's import.meta.url is not a file URL).
const root = process.cwd();
const FOLDERS = ['src', 'sandbox', 'cli', 'embed', 'tests'];
/** The clocks themselves and their own tests. */
const CLOCKS = new Set(['src/domain/clock.ts', 'tests/unit/domain/clock.test.ts', 'tests/unit/clock-reads.test.ts']);

// Built from pieces so that this file does not match itself.
const WALL_CLOCK_READS = [
  new RegExp(`\\bDate\\.${'now'}\\(\\s*\\)`),
  new RegExp(`\\bnew\\s+Date\\s*(\\(\\s*\\)|(?![\\s(]))`),
  new RegExp(`\\b${'dayjs'}\\(\\s*\\)`),
  // SQLite's own clock, in a query.
  new RegExp(`\\b(date|datetime|julianday|strftime)\\([^)]*'${'now'}'`, 'i'),
  new RegExp(`\\bCURRENT_(TIMESTAMP|DATE|TIME)\\b`),
];

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield path;
  }
}

/** 'file:line: text' of every read of the machine's clock outside the clocks. */
function wallClockReads(): string[] {
  const found: string[] = [];
  for (const folder of FOLDERS) {
    for (const path of sourceFiles(join(root, folder))) {
      const name = relative(root, path);
      if (CLOCKS.has(name)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (WALL_CLOCK_READS.some((pattern) => pattern.test(line))) found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

it('finds a read of the machine clock, in each of its forms', () => {
  const reads = (line: string) => WALL_CLOCK_READS.some((pattern) => pattern.test(line));
  expect([`const t = Date.${'now'}();`, `at = new Date${'()'}.toISOString()`, `const d = new Date;`, `${'dayjs'}()`, `WHERE day <= date('${'now'}')`, `DEFAULT CURRENT_${'TIMESTAMP'}`].map(reads)).toEqual([true, true, true, true, true, true]);
  expect(['new Date(now)', 'new Date(Date.UTC(2026, 2, 16))', 'dayjs(day)', 'performance.now()', 'clock.now()'].map(reads)).toEqual([false, false, false, false, false]);
});

it('reads the time only through a clock, outside the clocks themselves', () => {
  expect(wallClockReads()).toEqual([]);
});
