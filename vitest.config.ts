import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases.mjs';
import { tablerIcons } from './scripts/tabler-icons-plugin.mjs';

/**
 * Four projects:
 * - unit-react: domain, api and component tests under happy-dom, React.
 * - unit-preact: the same tests against preact/compat (tests that need React's `act` are React-only: name them *.react.test.tsx).
 * - integration: the client and the CLI against the sandbox over real HTTP.
 * - e2e: the built bundles in Debian's Chromium.
 */
const unitInclude = ['tests/unit/**/*.test.{ts,tsx}'];
const iconsInline = { server: { deps: { inline: ['tabler-icons-react'] } } };

export default defineConfig({
  plugins: [tablerIcons()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit-react', include: unitInclude, environment: 'happy-dom', ...iconsInline },
      },
      {
        extends: true,
        resolve: { alias: preactAliases },
        test: { name: 'unit-preact', include: unitInclude, exclude: ['tests/unit/**/*.react.test.tsx'], environment: 'happy-dom', ...iconsInline },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
