// Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of every file of
// an ES build. A chunk is fetched when its screen opens (or preloaded just before) and most of its functions then run
// at once: its components render, its contract's schemas are built. Without the hint V8 pre-parses each function and
// compiles it again on the main thread at its first call; with it, V8 compiles the whole file once, while it streams
// in, off the main thread. Other browsers read a comment. A/B on /customers and the bills list: bench/RESULTS.md
// (stop 25). Not used for the classic script: one 1.2 MB file with every screen, most of which never run.
const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints() {
  return {
    name: 'compile-hints',
    // Last of the plugins: the hint must be the file's first line, before the preload helper's code.
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = HINT + file.code;
    },
  };
}
