/** Matches a request to an endpoint of the contract, with the paths the contract declares. */
import { pathMatcher, type EndpointDef } from '../../src/api/endpoint';
import type { BoundHandler } from '../handlers/types';

export interface Route extends BoundHandler {
  match: (pathname: string) => Record<string, string> | null;
}

export interface Matched {
  route: Route;
  params: Record<string, string>;
}

/** Routes with fewer `{param}`s first, so that a literal path (`/private/customers/advisers`) wins over a template (`/private/customers/{id}`), as on the real server. */
export function compileRoutes(handlers: readonly BoundHandler[]): Route[] {
  const params = (bound: BoundHandler) => bound.endpoint.path.split('{').length;
  return [...handlers].sort((a, b) => params(a) - params(b)).map((bound) => ({ ...bound, match: pathMatcher(bound.endpoint.path) }));
}

export function findRoute(routes: readonly Route[], method: string, pathname: string): Matched | null {
  for (const route of routes) {
    if (route.endpoint.method !== method) continue;
    const params = route.match(pathname);
    if (params) return { route, params };
  }
  return null;
}

/** First path segments of the endpoints (`/public/`, `/private/`, `/sandbox/`): these prefixes belong to the API, never to static files. */
export function apiPrefixes(endpoints: readonly EndpointDef[]): string[] {
  return [...new Set(endpoints.map((e) => `/${e.path.split('/')[1]}/`))];
}
