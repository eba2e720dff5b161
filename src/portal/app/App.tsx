/** The root of one portal instance: the screen of the current route, and the maintenance notice over it. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { MESSAGES } from '../../domain/messages';
import { matchRoute, screenKey, type ScreenId } from '../../domain/routes';
import { PortalContext, usePortal } from '../context';
import type { Portal } from '../state/portal';
import { Alert } from '../ui/Alert';
import { Loading } from '../ui/Spinner';
import { LazyAppLayout } from './lazyShell';
import { MaintenanceNotice } from './MaintenanceNotice';
import { ScreenBoundary } from './ScreenBoundary';
import { UpgradeNotice } from './UpgradeNotice';
import { FALLBACK_SCREEN, SCREENS } from './screens';

export function App({ portal }: { portal: Portal }) {
  return (
    <PortalContext.Provider value={portal}>
      <CurrentScreen />
      <MaintenanceNotice />
      <UpgradeNotice />
    </PortalContext.Provider>
  );
}

/** Starts loading the code a route shows: its screen and, for a private route, the shell around it. */
export function preloadRouteCode(screenId: ScreenId | undefined, privateRoute: boolean): void {
  if (screenId) SCREENS[screenId].preload?.();
  if (privateRoute) LazyAppLayout.preload();
}

function CurrentScreen() {
  useSignals();
  const { navigation, roleCheck, router } = usePortal();
  const nav = navigation.value;
  const location = router.location.value;
  // The screen's code starts loading as soon as the location names it (while a stored session is read back
  // too), beside its first request (state/portal.ts) and before the shell has rendered.
  const screenId = (nav.kind === 'render' ? nav.match : nav.kind === 'restoring' ? matchRoute(location) : null)?.route.screen;
  const privateRoute = (nav.kind === 'render' ? nav.match : matchRoute(location))?.route.access === 'private';
  useEffect(() => preloadRouteCode(screenId, privateRoute), [screenId, privateRoute]);
  if (nav.kind === 'redirect' || nav.kind === 'restoring') return <Loading />;
  if (nav.kind === 'check-role') {
    return roleCheck.value === 'failed' ? (
      <div className="ap-main">
        <Alert tone="danger">{MESSAGES.genericError}</Alert>
      </div>
    ) : (
      <Loading />
    );
  }
  const { route, params } = nav.match;
  const Screen = route.screen ? SCREENS[route.screen] : FALLBACK_SCREEN;
  // Keyed by screen and record: the tabs of one record stay mounted from tab to tab; another record starts afresh.
  const screen = (
    <ScreenBoundary key={screenKey(nav.match)}>
      <Screen params={params} title={route.title} />
    </ScreenBoundary>
  );
  // One shell around every private screen, so that it (and its open dialogs) outlives navigation.
  return route.access === 'private' ? (
    <LazyAppLayout>{screen}</LazyAppLayout>
  ) : (
    screen
  );
}
