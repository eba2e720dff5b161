/** The root of one portal instance: the screen of the current route, and the maintenance notice over it. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { MESSAGES } from '../../domain/messages';
import { screenKey } from '../../domain/routes';
import { PortalContext, usePortal } from '../context';
import type { Portal } from '../state/portal';
import { Alert } from '../ui/Alert';
import { Loading } from '../ui/Spinner';
import { LazyAppLayout } from './lazyShell';
import { MaintenanceNotice } from './MaintenanceNotice';
import { ScreenBoundary } from './ScreenBoundary';
import { UpgradeNotice } from './UpgradeNotice';
import { preloadRouteCode, screenOf } from './screens';

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
  const { navigation, roleCheck, match } = usePortal();
  const nav = navigation.value;
  // The location as the portal matched it, once per navigation (state/portal.ts). The screen's code starts loading as
  // soon as it names one (while a stored session is read back too), beside its first request and before the shell.
  const matched = match.value;
  const withScreen = nav.kind === 'render' || nav.kind === 'restoring';
  useEffect(() => preloadRouteCode(matched, withScreen), [matched, withScreen]);
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
  const Screen = screenOf(nav.match);
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
