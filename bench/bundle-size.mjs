#!/usr/bin/env node
// Prints raw and gzip -9 sizes of both embed bundles:
// - the entry with every chunk it imports statically: what the browser loads to show the login screen (the budget);
// - the signed-in path: that plus what the login screen preloads (the auth and dashboard calls with zod, ofetch,
//   the shell and home chunks) and their imports;
// - all chunks together.
// Each file is gzipped on its own, as it travels. Run after `npm run build`: `npm run bench` or
// `node bench/bundle-size.mjs [--json] [--files]` (`--files` adds one row per file, in bytes).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(new URL('..', import.meta.url).pathname);
const embedDir = join(root, 'dist/embed');
const BUDGETS_KB = { react: 90, preact: 35 };
const bundles = [
  { name: 'react', entry: 'agency-portal.js', chunks: 'chunks-react' },
  { name: 'preact', entry: 'agency-portal.preact.js', chunks: 'chunks-preact' },
];

const sizeOf = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const kb = (bytes) => (bytes / 1024).toFixed(1);

// Static imports only: `import(...)` chunks are loaded later, by the screens that need them.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(STATIC_IMPORT)) staticClosure(resolve(dirname(file), spec), seen);
  return seen;
}

function listJs(dir) {
  try {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listJs(path) : name.endsWith('.js') ? [path] : [];
    });
  } catch {
    return [];
  }
}

/** Paths only the auth and dashboard modules of the contract declare. */
const SIGNED_IN_MARKERS = ['"/public/login/portal"', '"/private/portal/counters"'];

const results = bundles.map(({ name, entry, chunks }) => {
  const entryFile = join(embedDir, entry);
  const closure = [...staticClosure(entryFile)];
  const all = [entryFile, ...listJs(join(embedDir, chunks))];
  const entrySize = closure.map(sizeOf).reduce(add);
  // The shell, home and ofetch by their chunk's name; the contract's auth and dashboard calls by what they
  // hold (the build merges small chunks into others, which keep another module's name).
  const signedInRoots = listJs(join(embedDir, chunks)).filter(
    (path) => /\/(ofetch|AppLayout|HomeScreen)-[\w-]+\.js$/.test(path) || SIGNED_IN_MARKERS.some((marker) => readFileSync(path, 'utf8').includes(marker)),
  );
  const signedIn = new Set(closure);
  for (const path of signedInRoots) staticClosure(path, signedIn);
  const signedInSize = [...signedIn].map(sizeOf).reduce(add);
  const allSize = all.map(sizeOf).reduce(add);
  const files = all.map((path) => ({ file: path.slice(embedDir.length + 1), ...sizeOf(path) })).sort((a, b) => b.gzip - a.gzip);
  return { bundle: name, entryFiles: closure.length, entry: entrySize, signedInFiles: signedIn.size, signedIn: signedInSize, chunks: all.length, all: allSize, budgetKb: BUDGETS_KB[name], withinBudget: entrySize.gzip <= BUDGETS_KB[name] * 1024, files };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log('| bundle | login: entry (+ static imports) raw | login gzip -9 | budget gzip | login + shell + home raw | login + shell + home gzip -9 | all chunks | all raw | all gzip -9 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(`| ${r.bundle} | ${kb(r.entry.raw)} KB (${r.entryFiles} files) | ${kb(r.entry.gzip)} KB | ${r.budgetKb} KB ${r.withinBudget ? 'ok' : 'DÉPASSÉ'} | ${kb(r.signedIn.raw)} KB (${r.signedInFiles} files) | ${kb(r.signedIn.gzip)} KB | ${r.chunks} | ${kb(r.all.raw)} KB | ${kb(r.all.gzip)} KB |`);
  if (process.argv.includes('--files')) {
    console.log('\n| bundle | file | raw (B) | gzip -9 (B) |\n| --- | --- | --- | --- |');
    for (const r of results) for (const f of r.files) console.log(`| ${r.bundle} | ${f.file} | ${f.raw} | ${f.gzip} |`);
  }
}
process.exitCode = results.every((r) => r.withinBudget) ? 0 : 1;
