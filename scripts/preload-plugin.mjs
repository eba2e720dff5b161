// Fetches a lazy chunk and every chunk it imports in one round (as bundlers' preload helpers do):
// each `import('./X.js')` of the bundle becomes `__apPreload(() => import('./X.js'), [deps])`,
// where deps are the chunks X imports statically, at any depth, that the importing chunk does not
// already hold. `__apPreload` adds a `<link rel="modulepreload">` per dep (fetched and compiled,
// not run: the modules still run in their own order) and removes it once loaded, so nothing stays
// in the host page. Without it, the browser discovers X's imports only once X has arrived, then
// theirs: one network round per level (issue 16's waterfall).

// Each chunk lists the files its preloads name once (`__apDeps`); a call site gives their indexes: the entry's 60-odd
// screens share most of their dependencies, and their paths written out at every site weighed on the entry (bench/RESULTS.md).
// A dependency is asked for once per chunk (`__apAsked`, which only mirrors the browser's module map, per document like
// it): the fetch would be deduplicated anyway, but each link is a DOM insertion, and home asked 12 links for 2 files.
const helper = (deps) =>
  `const __apDeps=${JSON.stringify(deps)};const __apAsked=new Set();` +
  'const __apPreload=(l,d)=>{if(typeof document<"u")for(const i of d){if(__apAsked.has(i))continue;__apAsked.add(i);const k=document.createElement("link");' +
  'k.rel="modulepreload";k.href=new URL(__apDeps[i],import.meta.url).href;k.onload=k.onerror=()=>k.remove();document.head.append(k)}return l()};';

/** The dependency path from the folder of `from` to `to` (both relative to the output folder). */
function relative(from, to) {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  while (fromParts.length && toParts.length > 1 && fromParts[0] === toParts[0]) {
    fromParts.shift();
    toParts.shift();
  }
  return `${fromParts.length ? '../'.repeat(fromParts.length) : './'}${toParts.join('/')}`;
}

export function preloadChunks() {
  const targets = [];
  return {
    name: 'preload-chunks',
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId) return null;
      targets.push(targetModuleId);
      return { left: '__apPreload(()=>import(', right: `),"__AP_PRELOAD_${targets.length - 1}__")` };
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = new Map();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of bundle[fileName]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      for (const chunk of chunks) {
        if (!chunk.code.includes('"__AP_PRELOAD_')) continue;
        const held = closure(chunk.fileName);
        const names = [];
        const indexOf = (name) => (names.includes(name) ? names.indexOf(name) : names.push(name) - 1);
        const code = chunk.code.replace(/"__AP_PRELOAD_(\d+)__"/g, (_, index) => {
          const target = chunkOf.get(targets[Number(index)]);
          const deps = target ? [...closure(target.fileName)].filter((file) => file !== target.fileName && !held.has(file)) : [];
          return JSON.stringify(deps.map((file) => indexOf(relative(chunk.fileName, file))));
        });
        chunk.code = helper(names) + code;
      }
    },
  };
}
