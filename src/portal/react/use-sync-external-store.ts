/**
 * Stand-in for `use-sync-external-store/shim` in the React build: React 19 has the
 * hook itself, so the shim's fallback for React 16/17 is dead weight in the bundle.
 */
export { useSyncExternalStore } from 'react';
