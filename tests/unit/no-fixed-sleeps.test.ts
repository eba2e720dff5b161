// No test waits a fixed time: it waits for what the user would see (`eventually`, a locator's `waitFor`), for a
// positive sign that the work is done (`nextFrame`, a route loader's promise), or moves a faked clock. A fixed sleep
// is slow when the machine is idle and flaky when it is busy. This guard reads tests/ and names any sleep left.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TESTS = join(ROOT, 'tests');

/** The shapes of a fixed sleep. */
const SLEEPS: readonly RegExp[] = [
  // A promise resolved by a timer with a delay: `new Promise((resolve) => setTimeout(resolve, 20))`.
  /new Promise\b[^;]{0,160}?setTimeout\s*\([^;]*?,[^;]*?\)/gi,
  // Playwright's bare wait.
  /\bwaitForTimeout\s*\(/g,
  // A sleep helper called with a delay: `sleep(1800)`, `pause(20)`.
  /\b(?:sleep|pause|delay|wait)\s*\(\s*[^)\s]/g,
];

/**
 * The sleeps that stay, each with its reason. `match` is the text of the sleep in `file`; an entry no longer
 * matched fails too, so that the list only shrinks with the sleeps it names.
 */
const ALLOWED: ReadonlyArray<{ file: string; match: string; reason: string }> = [
  {
    file: 'tests/e2e/startup.test.ts',
    match: 'setTimeout(() => resolve(false), 10_000)',
    reason: 'a cap on a wait for the search request, not a sleep: the held chunk is let go when the request leaves, or after 10 s so that a broken start fails instead of hanging',
  },
  {
    file: 'tests/integration/cli-exports.test.ts',
    match: 'setTimeout(r, 20)',
    reason: 'a poll for the files the CLI writes, 20 ms between two reads of the folder, not a wait of a fixed time',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

interface Sleep {
  file: string;
  line: number;
  text: string;
}

function sleepsIn(path: string): Sleep[] {
  const file = relative(ROOT, path).split('\\').join('/');
  const source = readFileSync(path, 'utf8');
  return SLEEPS.flatMap((shape) =>
    [...source.matchAll(shape)].map((found) => ({ file, line: source.slice(0, found.index).split('\n').length, text: found[0] })),
  );
}

const allowed = (sleep: Sleep) => ALLOWED.find((entry) => entry.file === sleep.file && sleep.text.includes(entry.match));

describe('the tests', () => {
  const self = relative(ROOT, import.meta.filename).split('\\').join('/');
  const found = sources(TESTS).flatMap(sleepsIn).filter((sleep) => sleep.file !== self);

  it('wait for what the user would see, never a fixed time (outside the allow-list and its reasons)', () => {
    expect(found.filter((sleep) => !allowed(sleep)).map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('keep no allow-list entry whose sleep is gone', () => {
    expect(ALLOWED.filter((entry) => !found.some((sleep) => allowed(sleep) === entry)).map((entry) => `${entry.file}: ${entry.match}`)).toEqual([]);
  });

  it('recognise each shape of a fixed sleep', () => {
    const samples = [
      'await new Promise((resolve) => setTimeout(resolve, 20));',
      'const pause = () => new Promise<void>((resolve) => realSetTimeout(resolve, 30));',
      'await page.waitForTimeout(300);',
      'await sleep(1800);',
    ];
    expect(samples.map((sample) => SLEEPS.some((shape) => sample.match(shape) !== null))).toEqual([true, true, true, true]);
    // A frame's wait has no delay; a timer inside a component is not a test's sleep.
    const waits = ['await new Promise<void>((resolve) => realSetTimeout(resolve));', 'timer = setTimeout(work, 0);', 'await nextFrame();'];
    expect(waits.map((sample) => SLEEPS.some((shape) => sample.match(shape) !== null))).toEqual([false, false, false]);
  });
});
