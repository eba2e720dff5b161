// Puts what a signed-in user needs for home (the shell, home, the session's contract calls and what they import
// statically, less what the entry already holds) in ONE chunk, `shell`. Left to rollup, that code is spread over
// many small chunks, and the merging of small chunks (`experimentalMinChunkSize`) then folds unrelated screens into
// them (the password screens into the session chunk, a family form into the menu's), which every user downloads.
// Manual chunks are never merged into, so the signed-in path holds only its own code, in one request (ofetch, which
// the login call needs, apart).

/**
 * The modules home needs to be interactive, agency's day included (a director's home shows it at once), and the reading
 * back of a stored session (which only a signed-in start does: left to rollup, it was merged with the news drawer, whose
 * chunk and the drawer's every bookmarked route then fetched); matched against absolute module ids.
 * bench/bundle-size.mjs measures the same path.
 */
export const SIGNED_IN_ROOTS = [
  /\/src\/api\/contract\/(auth|dashboard)\.ts$/, /\/src\/portal\/app\/AppLayout\.tsx$/, /\/src\/portal\/screens\/home\/HomeScreen\.tsx$/,
  /\/src\/portal\/screens\/home\/day\/AgencyDay\.tsx$/, /\/src\/portal\/state\/storedSession\.ts$/, /\/node_modules\/ofetch\//,
];

/**
 * Modules that at least this share of the lazy screens, tabs and dialogs import statically (the kit, the list
 * machinery, the form model, the pickers) form one `common` chunk, fetched with the first screen opened after home,
 * instead of dozens of small shared chunks. Measured with bench/bundle-size.mjs: 0.2 gave the best balance of the
 * whole portal's size and each screen's cold size (bench/RESULTS.md).
 */
const COMMON_SHARE = 0.2;

/**
 * Small hooks that lists and records call at once (may the user use an action, is the paye open) but that fewer than
 * COMMON_SHARE of the lazy modules import: left out of `common`, rollup's merge of small chunks folded them into the
 * creation page's chunk, and a list then fetched that chunk and, through it, the form fields and their grab-bag chunk.
 */
const COMMON_ROOTS = [/\/src\/portal\/kit\/useMayUse\.ts$/, /\/src\/portal\/screens\/employees\/usePayeAvailable\.ts$/];

/**
 * The list machinery of the kit (table, toolbar, filters, pagination, columns, export): one `lists` chunk, fetched
 * with a list screen, instead of a dozen chunks of a few hundred bytes each named after whichever module rollup
 * found first. A list opened by URL requested 20 files; over HTTP/1.1 (six connections to a host) the last of them,
 * and the list's search behind them, waited in the browser's queue (bench/RESULTS.md).
 */
const LIST_KIT_ROOTS = [/\/src\/portal\/kit\/(ListTable|ListToolbar|ListPagination|FilterPopover|ColumnChooser|useColumnChoice|ExportMenu|listCells|v2List|useListController|V2ListPage)\.tsx?$/];

/**
 * The modules that declare the routes (src/portal/routes/, one per area): their dynamic imports of a `.ts` module are the
 * routes' loaders (screens are `.tsx`); and zod, which a light loader must not import.
 */
const ROUTE_FILES = /\/src\/portal\/routes\/\w+\.ts$/;
const LOADER_MODULE = /\.ts$/;
const ZOD = /\/node_modules\/zod\//;

function staticClosure(getModuleInfo, ids, into = new Set()) {
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop();
    if (into.has(id)) continue;
    into.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return into;
}

/**
 * A `manualChunks` function for one build (it remembers that build's module graph). Rollup moves a manual chunk's
 * static dependencies into it unless they belong to another manual chunk, so the entry's own modules are a manual
 * chunk too (`entry`: the chunk that holds the entry module stays the entry file).
 */
export function shellChunk({ entryPattern, named = {}, commonShare = COMMON_SHARE }) {
  let entry;
  let loads;
  let base;
  let shell;
  let common;
  let lists;
  return (id, { getModuleIds, getModuleInfo }) => {
    for (const [name, pattern] of Object.entries(named)) if (pattern.test(id)) return name;
    if (!shell) {
      const all = [...getModuleIds()];
      entry = staticClosure(getModuleInfo, all.filter((m) => entryPattern.test(m)));
      shell = staticClosure(getModuleInfo, all.filter((m) => SIGNED_IN_ROOTS.some((root) => root.test(m))));
      for (const m of entry) shell.delete(m);
      // A route's loader that imports no zod (it sends its request from the address in src/api/contract/listSearches.ts
      // and has the answer checked once the contract has loaded) gets its modules in `loads`, and what it shares with
      // the shell (dates, the menu's rules) in `base`, which the shell imports: its request leaves as soon as these two
      // small chunks have arrived, without waiting for the shell to arrive and run, and home loads no loader's code.
      loads = new Map();
      base = new Set();
      const loaders = [...new Set(all.filter((m) => ROUTE_FILES.test(m)).flatMap((m) => getModuleInfo(m)?.dynamicallyImportedIds ?? []))].filter((m) => LOADER_MODULE.test(m));
      const owners = new Map();
      for (const loader of loaders) {
        const closure = [...staticClosure(getModuleInfo, [loader])].filter((m) => !entry.has(m));
        if (closure.some((m) => ZOD.test(m))) continue;
        for (const m of closure) {
          if (shell.has(m)) base.add(m);
          else owners.set(m, owners.has(m) ? null : loader);
        }
      }
      // A loader's own modules in a chunk of its own (a screen that imports one list's loader gets no other's).
      for (const [m, owner] of owners) loads.set(m, owner ? `loads-${owner.replace(/^.*\//, '').replace(/\.\w+$/, '')}` : 'loads');
      for (const m of base) shell.delete(m);
      const elsewhere = (m) => entry.has(m) || loads.has(m) || base.has(m) || shell.has(m);
      const lazyEntries = all.filter((m) => getModuleInfo(m)?.dynamicImporters.length && !elsewhere(m));
      const needed = new Map();
      for (const lazy of lazyEntries) for (const m of staticClosure(getModuleInfo, [lazy])) if (!elsewhere(m)) needed.set(m, (needed.get(m) ?? 0) + 1);
      common = new Set([...needed].filter(([, count]) => count >= commonShare * lazyEntries.length).map(([m]) => m));
      for (const m of staticClosure(getModuleInfo, all.filter((m) => COMMON_ROOTS.some((root) => root.test(m))))) if (!elsewhere(m)) common.add(m);
      const listRoots = all.filter((m) => LIST_KIT_ROOTS.some((root) => root.test(m)));
      lists = new Set([...staticClosure(getModuleInfo, listRoots)].filter((m) => !elsewhere(m) && !common.has(m)));
    }
    if (entry.has(id)) return 'entry';
    if (loads.has(id)) return loads.get(id);
    if (base.has(id)) return 'base';
    if (shell.has(id)) return 'shell';
    if (common.has(id)) return 'common';
    return lists.has(id) ? 'lists' : undefined;
  };
}
