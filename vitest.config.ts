import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { tablerIcons } from './scripts/tabler-icons-plugin.mjs';
import { SlowestFirst } from './tests/support/sequencer.mjs';

// Every test process, and the run's Chromium, in the zone of the portal's users whatever the machine's: a time is
// asserted as a director in France reads it (07:30 UTC is 08:30 in March).
process.env.TZ = 'Europe/Paris';

/**
 * Five projects:
 * - unit: the framework-free rules (domain, api, cli, sandbox), once, in Node.
 * - unit-react: what renders (portal, embed) under happy-dom, React.
 * - unit-preact: the same against preact/compat (tests that need React's `act` are React-only: name them *.react.test.tsx).
 * - integration: the client and the CLI (as built in dist/) against the sandbox over real HTTP.
 * - e2e: the built bundles in Debian's Chromium, started first (tests/support/sequencer.mjs).
 * - guards: heavy checks that `.ci/run` runs as their own step after the suite (a heap snapshot), not `npm test`.
 * The sandbox projects start from one seed made per run (tests/support/seedImage.ts).
 */
const renderedInclude = ['tests/unit/{portal,embed}/**/*.test.{ts,tsx}'];
const iconsInline = { server: { deps: { inline: ['tabler-icons-react'] } } };
// What renders waits for what the user would see; on a busy 2-core machine that can take more than vitest's 5 s.
const renderedTimeout = { testTimeout: 15_000 };
const seedOnce = 'tests/support/seedImage.ts';
const cleanup = 'tests/support/cleanup.ts';
const renderedCleanup = 'tests/support/renderedCleanup.ts';
/**
 * Files that cannot share a window and a module graph with others: each runs in a fresh one (`define-once` re-evaluates
 * the bundle's entry, which would hand later files a second copy of every module).
 */
const renderedAlone = ['tests/unit/embed/define-once.test.ts'];

/**
 * One flavour's rendered project, in two: most files share one happy-dom window and one module graph per worker
 * (`isolate: false`: importing React and the portal again for each file was most of the project's CPU), each leaving the
 * page clean (tests/support/renderedCleanup.ts); `renderedAlone` in a project of its own, isolated.
 */
function rendered(flavour: 'react' | 'preact', { resolve, exclude = [] }: { resolve?: { alias: typeof preactAliases }; exclude?: string[] }): TestProjectInlineConfiguration[] {
  const common = { environment: 'happy-dom' as const, ...renderedTimeout, ...iconsInline };
  return [
    { extends: true, resolve, test: { name: `unit-${flavour}`, include: renderedInclude, exclude: [...exclude, ...renderedAlone], isolate: false, setupFiles: [renderedCleanup], ...common } },
    { extends: true, resolve, test: { name: `unit-${flavour}-alone`, include: renderedAlone, exclude, ...common } },
  ];
}

export default defineConfig({
  plugins: [tablerIcons()],
  test: {
    // Three files at a time on two cores: a browser file waits for its pages about a third of its time, and a third file
    // fills that (bench/RESULTS.md: 7 min 39 s on two workers, 6 min 34 s on three, the cores then busy 95 % of the run).
    maxWorkers: 3,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/{domain,api,cli,sandbox}/**/*.test.{ts,tsx}', 'tests/unit/*.test.ts'], environment: 'node', setupFiles: [cleanup] },
      },
      ...rendered('react', {}),
      ...rendered('preact', { resolve: { alias: preactAliases }, exclude: ['tests/unit/**/*.react.test.tsx'] }),
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: [seedOnce, 'tests/support/cliBuild.ts'],
          setupFiles: [cleanup],
          // The files share the sandbox's modules instead of importing them again each (each still has its own sandbox).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [seedOnce, 'tests/support/browserServer.ts'],
          // Two files at a time like the rest (no `fileParallelism: false`), on the run's one Chromium, each its own sandbox copy and
          // browser contexts: a browser file mostly waits for pages, and one at a time they ran last, alone (vitest puts such files
          // in a group after all others), for about 5 minutes on a quiet machine.
          // As in integration: the files share the sandbox's and playwright's modules instead of importing them again each.
          isolate: false,
          // Two browser files at a time on a loaded 2-core machine: an axe pass over 15 screens took up to 60 s (30 s alone).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'guards', include: ['tests/guards/**/*.test.ts'], environment: 'node', globalSetup: [seedOnce, 'tests/support/browserServer.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
    ],
  },
});
