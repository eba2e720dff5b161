/**
 * The shell around private screens and the home screen load as their own chunk, so
 * that the entry holds only what the login screen needs. The login screen preloads
 * them while the user types, so home appears at once after signing in (the contract's
 * calls and zod are loaded from the portal's creation: state/portal.ts).
 */
import { lazyComponent } from './lazyComponent';
import type { ScreenProps } from './screens';

export const loadAppLayout = () => import('./AppLayout');
export const loadHomeScreen = () => import('../screens/home/HomeScreen');

export const LazyAppLayout = lazyComponent(loadAppLayout, (m) => m.AppLayout);
export const LazyHomeScreen = lazyComponent<Awaited<ReturnType<typeof loadHomeScreen>>, ScreenProps>(loadHomeScreen, (m) => m.HomeScreen);

/** Starts loading what a signed-in user sees first; safe to call many times. */
export function preloadSignedInChunks(): void {
  LazyAppLayout.preload();
  LazyHomeScreen.preload();
}
