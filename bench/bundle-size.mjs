#!/usr/bin/env node
// Prints gzip -9 sizes of both embed bundles against the budgets of bench/budgets.json (one file; a CI step):
// - login: the entry with every chunk it imports statically, what the browser loads to show the login screen;
// - signed-in path: that plus what the login screen preloads (the contract's auth and dashboard calls with zod,
//   ofetch, the shell and home) and their static imports: what a user has fetched when home is interactive;
// - each screen opened cold, as a route opens it: a lazy chunk the signed-in path imports (a screen of the route table,
//   a drawer or dialog of the shell) with its static imports not already on the signed-in path; a record's tab (a lazy
//   chunk of *Tab or *Tabs that a record screen imports) with that record screen, as /customers/{id}/home loads both;
//   these are the screens of the 35 KB budget;
// - what loads from inside a screen or a route's loader (a dialog, an explorer view, the import file's reader, a
//   loader's contract: a lazy chunk only lazy chunks import), beyond the chunk that asks for it: listed apart, the
//   largest figure when several ask for it;
// - all chunks together.
// Each file is gzipped on its own, as it travels. Chunks are named by the screens, tabs and dialogs they hold, read
// from the build's manifest (scripts/chunk-manifest-plugin.mjs). Run after `npm run build`: `npm run bench`, or
// `node bench/bundle-size.mjs [--json] [--files] [--chunks] [--floor]` (`--files`: one row per file; `--chunks`: every
// lazy chunk, not only the largest; `--floor`: the same code built as one file, beside the « all chunks » budget — what
// no split can beat, bench/one-file.mjs). Exit code 1 when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIGNED_IN_ROOTS } from '../scripts/shell-chunk.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const embedDir = process.env.EMBED_DIR ?? join(root, 'dist/embed');
const BUDGETS_KB = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
const bundles = [
  { name: 'react', entry: 'agency-portal.js' },
  { name: 'preact', entry: 'agency-portal.preact.js' },
];
/** The modules home needs to be interactive (the build's own list): the login screen preloads them while the user types. */
const isSignedInModule = (id) => SIGNED_IN_ROOTS.some((pattern) => pattern.test(`/${id}`));
/** What a lazy chunk is named by: the screens, tabs, dialogs and drawers it holds. */
const NAMED_MODULE = /\/(\w+(?:Screen|Tab|Tabs|Dialog|Drawer))\.tsx$/;
/** The rich-text editor's library (issue 34 §2): only in the editor's own chunk, which only an open editor loads. */
const EDITOR_MODULE = /\/node_modules\/(@tiptap|prosemirror-[\w-]+)\//;
const TOP = 12;

const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(embedDir, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
};
const total = (files) => [...files].map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (gzip, budgetKb) => (gzip <= budgetKb * 1024 ? 'ok' : 'DÉPASSÉ');

/** The chunks a file imports statically, at any depth, itself included. */
function staticClosure(manifest, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of manifest[file].imports) staticClosure(manifest, imported, seen);
  return seen;
}

/** A record's tab: a chunk holding a *Tab or *Tabs module, opened with the record screen that imports it. */
const isTabChunk = (manifest, file) => manifest[file].modules.some((id) => /\/\w+Tabs?\.tsx$/.test(id));

function chunkLabel(manifest, file) {
  const names = manifest[file].modules.map((id) => NAMED_MODULE.exec(id)?.[1]).filter(Boolean);
  return names.length ? names.join(', ') : basename(file).replace(/-[\w-]{8}\.js$/, '');
}

const results = bundles.map(({ name, entry }) => {
  const manifest = JSON.parse(readFileSync(join(embedDir, `manifest-${name}.json`), 'utf8'));
  const budgets = BUDGETS_KB[name];
  const login = staticClosure(manifest, entry);
  const signedIn = new Set(login);
  for (const [file, chunk] of Object.entries(manifest))
    if (chunk.modules.some(isSignedInModule)) staticClosure(manifest, file, signedIn);
  const importers = new Map();
  for (const [file, chunk] of Object.entries(manifest))
    for (const target of chunk.dynamicImports) if (!signedIn.has(target)) importers.set(target, [...(importers.get(target) ?? []), file]);
  const beyond = (files, loaded) => {
    const cold = [...files].filter((part) => !loaded.has(part));
    return { files: cold.length, ...total(cold) };
  };
  const largest = (units) => units.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const lazyChunks = [];
  const inner = [];
  for (const [file, from] of importers) {
    const label = chunkLabel(manifest, file);
    const closure = staticClosure(manifest, file);
    if (from.some((importer) => signedIn.has(importer))) lazyChunks.push({ file, label, ...beyond(closure, signedIn) });
    else if (isTabChunk(manifest, file))
      lazyChunks.push(largest(from.map((screen) => ({ file, label: `${chunkLabel(manifest, screen)} › ${label}`, ...beyond(new Set([...staticClosure(manifest, screen), ...closure]), signedIn) }))));
    else inner.push(largest(from.map((screen) => ({ file, label: `${label} (from ${chunkLabel(manifest, screen)})`, ...beyond(closure, new Set([...signedIn, ...staticClosure(manifest, screen)])) }))));
  }
  lazyChunks.sort((a, b) => b.gzip - a.gzip);
  inner.sort((a, b) => b.gzip - a.gzip);
  // The editor's chunk, and whether its library leaked into the signed-in path or a screen opened cold (a list).
  const editorChunk = inner.find((chunk) => chunk.label.startsWith('RichTextEditor')) ?? null;
  const holdsEditor = (files) => [...files].some((part) => manifest[part].modules.some((id) => EDITOR_MODULE.test(id)));
  const editorLeaks = [...(holdsEditor(signedIn) ? ['signed-in path'] : []), ...lazyChunks.filter((chunk) => holdsEditor(staticClosure(manifest, chunk.file))).map((chunk) => chunk.label)];
  const all = Object.keys(manifest);
  const loginSize = total(login);
  const signedInSize = total(signedIn);
  const allSize = total(all);
  return {
    bundle: name,
    budgetsKb: budgets,
    login: { files: login.size, ...loginSize, ok: loginSize.gzip <= budgets.login * 1024 },
    signedIn: { files: signedIn.size, ...signedInSize, ok: signedInSize.gzip <= budgets.signedIn * 1024 },
    lazyChunks,
    lazyOverBudget: lazyChunks.filter((chunk) => chunk.gzip > budgets.lazyChunk * 1024).length,
    inner,
    all: { files: all.length, ...allSize, ok: allSize.gzip <= budgets.all * 1024 },
    editor: editorChunk && { ...editorChunk, leaks: editorLeaks, ok: editorChunk.gzip <= budgets.richTextEditor * 1024 && editorLeaks.length === 0 },
    files: all.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip),
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log('| bundle | login (entry + static imports) | signed-in path (login + shell + home) | largest screen opened cold | all chunks |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of results) {
    const largest = r.lazyChunks[0];
    console.log(
      `| ${r.bundle} | ${kb(r.login.gzip)} KB of ${r.budgetsKb.login} ${verdict(r.login.gzip, r.budgetsKb.login)} (${r.login.files} files, ${kb(r.login.raw)} KB raw) ` +
        `| ${kb(r.signedIn.gzip)} KB of ${r.budgetsKb.signedIn} ${verdict(r.signedIn.gzip, r.budgetsKb.signedIn)} (${r.signedIn.files} files) ` +
        `| ${kb(largest?.gzip ?? 0)} KB of ${r.budgetsKb.lazyChunk} ${r.lazyOverBudget ? `DÉPASSÉ by ${r.lazyOverBudget} of ${r.lazyChunks.length}` : `ok, ${r.lazyChunks.length} screens`} ` +
        `| ${kb(r.all.gzip)} KB of ${r.budgetsKb.all} ${verdict(r.all.gzip, r.budgetsKb.all)} (${r.all.files} files, ${kb(r.all.raw)} KB raw) |`,
    );
  }
  for (const r of results)
    console.log(
      r.editor
        ? `\n${r.bundle}: rich-text editor chunk ${kb(r.editor.gzip)} KB of ${r.budgetsKb.richTextEditor} ${verdict(r.editor.gzip, r.budgetsKb.richTextEditor)} (${r.editor.files} files)` +
            `, its library ${r.editor.leaks.length ? `DÉPASSÉ: also in ${r.editor.leaks.join(', ')}` : 'in no other path'}`
        : `\n${r.bundle}: rich-text editor chunk not found`,
    );
  const every = process.argv.includes('--chunks');
  console.log(`\nScreens opened cold (a record's tab with its record screen), gzip -9 beyond the signed-in path (${every ? 'all' : `the ${TOP} largest; --chunks for all`}):\n`);
  console.log('| bundle | chunk (screens, tabs, dialogs it holds) | files | gzip -9 |\n| --- | --- | --- | --- |');
  for (const r of results)
    for (const chunk of every ? r.lazyChunks : r.lazyChunks.slice(0, TOP))
      console.log(`| ${r.bundle} | ${chunk.label} | ${chunk.files} | ${kb(chunk.gzip)} KB${chunk.gzip > r.budgetsKb.lazyChunk * 1024 ? ' DÉPASSÉ' : ''} |`);
  console.log(`\nLoaded from inside a screen or a route's loader (dialogs, views, the import file's reader, a loader's contract), gzip -9 beyond the chunk that asks for it (${every ? 'all' : `the ${TOP} largest`}):\n`);
  console.log('| bundle | chunk (and the chunk that asks for it) | files | gzip -9 |\n| --- | --- | --- | --- |');
  for (const r of results)
    for (const chunk of every ? r.inner : r.inner.slice(0, TOP)) console.log(`| ${r.bundle} | ${chunk.label} | ${chunk.files} | ${kb(chunk.gzip)} KB |`);
  if (process.argv.includes('--floor')) {
    const { oneFileSizes } = await import('./one-file.mjs');
    const oneFile = await oneFileSizes(root);
    console.log('\nThe same code as one file (every screen inlined, minified as a whole): the least any split into chunks can weigh in all:\n');
    console.log('| bundle | all chunks | one file | all-chunks budget |\n| --- | --- | --- | --- |');
    for (const r of results)
      console.log(`| ${r.bundle} | ${kb(r.all.gzip)} KB | ${kb(oneFile[r.bundle].gzip)} KB (${kb(oneFile[r.bundle].raw)} KB raw) | ${r.budgetsKb.all} KB ${verdict(oneFile[r.bundle].gzip, r.budgetsKb.all)} |`);
  }
  if (process.argv.includes('--files')) {
    console.log('\n| bundle | file | raw (B) | gzip -9 (B) |\n| --- | --- | --- | --- |');
    for (const r of results) for (const f of r.files) console.log(`| ${r.bundle} | ${f.file} | ${f.raw} | ${f.gzip} |`);
  }
}
process.exitCode = results.every((r) => r.login.ok && r.signedIn.ok && !r.lazyOverBudget && r.all.ok && r.editor?.ok) ? 0 : 1;
