/**
 * `useLoad` for a screen whose route declares a loader (state/routeLoaders.ts): the request
 * navigation already started under `key` is taken when there is one, else it is sent.
 */
import type { DependencyList } from 'react';
import { usePortal } from '../context';
import { takenOr } from '../state/routeLoads';
import { useLoad } from './useLoad';

export function useRouteLoad<T>(key: string, send: () => Promise<T>, deps: DependencyList) {
  const { routeLoads } = usePortal();
  // Fake portals of component tests have no route loads.
  return useLoad(() => takenOr(routeLoads, key, send), [key, ...deps]);
}
