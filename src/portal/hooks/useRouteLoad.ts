/**
 * `useLoad` for a screen whose route declares a loader (src/portal/routes/): the request
 * navigation already started under `key` is taken when there is one (rendered at once when it has
 * already arrived), else it is sent.
 */
import { useState, type DependencyList } from 'react';
import { usePortal } from '../context';
import { takenOr } from '../state/routeLoads';
import { useLoad } from './useLoad';

export function useRouteLoad<T>(key: string, send: () => Promise<T>, deps: DependencyList) {
  const { routeLoads } = usePortal();
  // Fake portals of component tests have no route loads.
  const [arrived] = useState(() => routeLoads?.takeArrived<T>(key) ?? null);
  return useLoad(() => takenOr(routeLoads, key, send), [key, ...deps], arrived);
}
