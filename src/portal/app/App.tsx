/** The root of one portal instance: the screen of the current route, and the maintenance notice over it. */
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { MESSAGES } from '../../domain/messages';
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

function CurrentScreen() {
  useSignals();
  const { navigation, roleCheck } = usePortal();
  const nav = navigation.value;
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
  // Keyed by route: a failed screen does not stay failed once the user goes elsewhere.
  const screen = (
    <ScreenBoundary key={route.pattern}>
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
