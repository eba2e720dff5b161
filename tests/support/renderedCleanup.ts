/**
 * A setup file of the rendered projects, whose files share one happy-dom window and one module graph (`isolate: false`):
 * after each file, the page is left as the next file expects a fresh one (no element, no storage, no hash, real timers,
 * no spy or stubbed global). Runs after the file's own `afterAll` (vitest runs after-hooks in reverse order).
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Removing an <agency-portal> disconnects it: it unmounts its own React or Preact root.
  document.body.replaceChildren();
  document.head.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  if (location.hash) location.hash = '';
});
