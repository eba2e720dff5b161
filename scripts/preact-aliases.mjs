// The Preact build is the same source with these aliases, in this order (docs/toolchain.md).
// Shared by rollup.config.mjs and vitest.config.ts.
import { fileURLToPath } from 'node:url';

const signalsRuntimeStub = fileURLToPath(new URL('../src/portal/preact/signals-runtime.ts', import.meta.url));

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react\/runtime$/, replacement: signalsRuntimeStub },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
];
