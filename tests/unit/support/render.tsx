/** Renders a bare component (no element, no portal) into the document, for React and preact/compat alike. */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';

export function render(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  return {
    container,
    rerender: (next: ReactNode) => root.render(next),
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

/** Waits until `check` stops throwing (renders are asynchronous without act). */
export function eventually<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 5000, interval: 10 });
}
