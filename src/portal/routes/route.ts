/**
 * What the portal adds to a route of the domain's table (src/domain/routes.ts: its path, title, area, role and gate):
 * the screen it shows and the first request it starts. Each area's file declares its screens (`AreaRoutes`),
 * and index.ts joins them into the one record the type checker holds against the table's screens.
 */
import type { ComponentType } from 'react';
import type { ApiClient } from '../../api/client';
import type { RouteMatch, ScreenId } from '../../domain/routes';
import type { ScreenProps } from '../app/screens';
import type { QueryCache } from '../state/queryCache';

export interface RouteLoadContext {
  readonly client: ApiClient;
  readonly match: RouteMatch;
  /** The whole location, query included. */
  readonly location: string;
  /** The portal's query cache: a loader asks there what its screen will read, under the same key. */
  readonly queries: QueryCache;
  /** The portal's clock (lists of what is due today). */
  readonly now: number;
}

/** Settles with the answers it asked (the opening route's first render waits for them, within a limit). */
export type RouteLoader = (context: RouteLoadContext) => Promise<unknown>;

export interface RouteView {
  /**
   * The screen's code, loaded at navigation beside its loader, each in its own chunk (app/screens.ts makes it a component);
   * `entry` for the login screen, which the entry holds (a dynamic import of it would make the entry a lazy chunk too).
   */
  readonly screen: (() => Promise<ComponentType<ScreenProps>>) | 'entry';
  /**
   * The screen's first request, started as soon as the route is known and a token is there, beside the screen's code,
   * through the query cache: the screen's read of the same key joins it, or finds its answer (state/queryCache.ts). A dynamic import, so that the loader's module and the
   * contract it calls stay out of the entry (scripts/shell-chunk.mjs gives a loader without zod a small chunk).
   */
  readonly loader?: () => Promise<RouteLoader>;
  /**
   * The code the screen's first render asks for beyond its own chunk (a record's tab in the location), started with
   * the screen's at navigation or when a link to the route is hovered: the record then shows without a second round trip.
   */
  readonly preload?: (match: RouteMatch) => void;
}

/** An area's screens (`satisfies AreaRoutes`: only ids of the table; index.ts checks that every id has one). */
export type AreaRoutes = Partial<Record<ScreenId, RouteView>>;
