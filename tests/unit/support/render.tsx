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

/** Timers as they were at import: a test that fakes them still sees the screen repaint. */
const { setTimeout: realSetTimeout } = globalThis;
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the screen has painted what the last gesture changed: the renderer's queued render has
 * committed (a microtask under Preact, a scheduler task under React), the frame it asked for is painted, and
 * the effects Preact runs just after that frame (a zero-delay timer) have run. A person's next gesture always
 * comes after that point. Not a delay: happy-dom paints a frame as soon as the event loop is free, so this
 * waits for the work queued, however long it takes, and no longer.
 */
export async function nextFrame(): Promise<void> {
  await frame();
  await frame();
  await new Promise<void>((resolve) => realSetTimeout(resolve));
}

/**
 * Waits until `check` stops throwing (renders are asynchronous without act). Up to 10 s, under the rendered projects' 15 s
 * test timeout: a record's first lazy tab, its modules transformed on first import beside the browser files, took over 5 s once.
 */
export function eventually<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 10 });
}
