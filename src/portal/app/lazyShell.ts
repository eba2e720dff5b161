/**
 * The shell around private screens and the home screen load as their own chunk, so
 * that the entry holds only what the login screen needs. The login screen preloads
 * them while the user types, so home appears at once after signing in (the contract's
 * calls and zod are loaded from the portal's creation: state/portal.ts).
 */
import { lazy } from 'react';

export const loadAppLayout = () => import('./AppLayout');
export const loadHomeScreen = () => import('../screens/home/HomeScreen');

export const LazyAppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
export const LazyHomeScreen = lazy(() => loadHomeScreen().then((m) => ({ default: m.HomeScreen })));

/** Starts loading what a signed-in user sees first; safe to call many times. */
export function preloadSignedInChunks(): void {
  void loadAppLayout().catch(() => undefined);
  void loadHomeScreen().catch(() => undefined);
}
