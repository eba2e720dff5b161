/** The root of one portal instance: the screen of the current route, and the maintenance notice over it. */
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect } from 'react';
import { MESSAGES } from '../../domain/messages';
import { PortalContext, usePortal } from '../context';
import type { Portal } from '../state/portal';
import { Alert } from '../ui/Alert';
import { Loading } from '../ui/Spinner';
import { LazyAppLayout } from './lazyShell';
import { MaintenanceNotice } from './MaintenanceNotice';
import { ScreenBoundary } from './ScreenBoundary';
import { UpgradeNotice } from './UpgradeNotice';
import { startRouteLoad } from './routeLoaders';
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

function CurrentScreen() {
  useSignals();
  const { navigation, roleCheck, client, routeLoads, router, clock } = usePortal();
  const nav = navigation.value;
  const location = router.location.value;
  // At navigation, the screen's code and its first request leave together, before the shell has rendered.
  const opening = nav.kind === 'render' ? nav.match : null;
  useEffect(() => {
    const screen = opening?.route.screen;
    if (!opening || !screen) return;
    SCREENS[screen].preload?.();
    startRouteLoad(screen, { client, match: opening, location, loads: routeLoads, now: clock.now() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, opening?.route.pattern]);
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
  // Keyed by screen: the tabs of one record are one screen, which stays mounted from tab to tab.
  const screen = (
    <ScreenBoundary key={route.screen ?? route.pattern}>
      <Suspense fallback={<Loading />}>
        <Screen params={params} title={route.title} />
      </Suspense>
    </ScreenBoundary>
  );
  // One shell around every private screen, so that it (and its open dialogs) outlives navigation.
  return route.access === 'private' ? (
    <Suspense fallback={<Loading />}>
      <LazyAppLayout>{screen}</LazyAppLayout>
    </Suspense>
  ) : (
    screen
  );
}
