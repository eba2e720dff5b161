// @vitest-environment node
/**
 * The repository stands on its own: every README says what lives in its folder in under 80 short lines (the rest is in
 * docs/), and no file cites the background notes that live outside the repository.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'data', 'coverage']);
const MAX_README_LINES = 79;
const MAX_LINE_LENGTH = 200;
/** Built from parts so that this file does not cite them itself. */
const OUTSIDE_NOTES = ['DOMAIN', 'TOOLCHAIN', 'STYLE'].map((name) => `${name}.md`);

function repositoryFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : repositoryFiles(path);
    return entry.isFile() ? [relative(root, path)] : [];
  });
}

const isReadme = (path: string) => /^readme(\.md)?$/i.test(path.split('/').pop() ?? '');

/** A file's text, or null for a binary or very large file. */
function textOf(path: string): string | null {
  if (statSync(join(root, path)).size > 4_000_000) return null;
  const text = readFileSync(join(root, path), 'utf8');
  return text.includes('\0') ? null : text;
}

export function readmeProblems(path: string, text: string): string[] {
  const lines = text.replace(/\n$/, '').split('\n');
  const problems = lines.length > MAX_README_LINES ? [`${path}: ${lines.length} lines (at most ${MAX_README_LINES})`] : [];
  lines.forEach((line, index) => {
    if (line.length > MAX_LINE_LENGTH) problems.push(`${path}:${index + 1}: ${line.length} characters (at most ${MAX_LINE_LENGTH})`);
  });
  return problems;
}

export function citationProblems(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    OUTSIDE_NOTES.filter((note) => line.includes(note)).map((note) => `${path}:${index + 1}: cites ${note}`));
}

describe('the checks themselves', () => {
  it('refuse a README of 80 lines, a line of 201 characters and a citation', () => {
    expect(readmeProblems('x/README.md', 'a\n'.repeat(80))).toEqual(['x/README.md: 80 lines (at most 79)']);
    expect(readmeProblems('x/README.md', 'a\n'.repeat(79))).toEqual([]);
    expect(readmeProblems('x/README.md', `a\n${'b'.repeat(201)}\n`)).toEqual(['x/README.md:2: 201 characters (at most 200)']);
    expect(citationProblems('a.ts', `// one\n// see ${OUTSIDE_NOTES[1]}\n`)).toEqual([`a.ts:2: cites ${OUTSIDE_NOTES[1]}`]);
    expect(citationProblems('a.ts', '// see docs/toolchain.md\n')).toEqual([]);
  });
});

describe('the repository', () => {
  const files = repositoryFiles();
  const readmes = files.filter(isReadme);

  it('finds every folder README', () => {
    for (const folder of ['', 'src/api/', 'src/domain/', 'src/portal/', 'sandbox/', 'cli/', 'embed/', 'examples/', 'tests/', 'bench/']) {
      expect(readmes).toContain(`${folder}README.md`);
    }
  });

  it('keeps each README under 80 lines of at most 200 characters', () => {
    expect(readmes.flatMap((path) => readmeProblems(path, textOf(path) ?? ''))).toEqual([]);
  });

  it('cites no note from outside the repository', () => {
    const problems = files.flatMap((path) => {
      const text = textOf(path);
      return text === null ? [] : citationProblems(path, text);
    });
    expect(problems).toEqual([]);
  });
});
