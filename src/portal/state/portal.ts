/**
 * Everything one `<agency-portal>` element owns: its API client, router, session,
 * maintenance flag and navigation. Created per element and handed to the UI through
 * React context; nothing here is shared between two elements.
 */
import { computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { QuickSearchEntry } from '../../domain/quickSearch';
import { ApiClient } from '../../api/client';
import { loadAuth, loadDashboard } from '../../api/contract/load';
import type { Role } from '../../api/endpoint';
import { parseUserAgent } from '../../domain/browser';
import { mustChooseAgency } from '../../domain/permissions';
import { LOGIN_PATH, landingPath, matchRoute, navigationOf, type Navigation, type NavigationSession, type RouteMatch } from '../../domain/routes';
import { APP_VERSION, isCompatibleWithHead } from '../../domain/version';
import type { EmitPortalEvent } from './events';
import { createRouter, type Router, type RoutingMode } from './router';
import { createAgencyContext, type AgencyContext } from './agencyContext';
import { createCounters, type Counters } from './counters';
import { createQueryCache, type QueryCache } from './queryCache';
import { startRouteLoad } from '../routes';
import { createSession, systemClock, type Clock, type Session } from './session';
import type { PortalStorage } from './storage';
import { afterNextFrame, OPENING_LOAD_WAIT_MS, settleWithin } from './waits';

/** While maintenance is on and someone is logged in, a call that does not extend the session checks whether it is over. */
const MAINTENANCE_POLL_MS = 30_000;
/** A link hovered or focused again within this time prefetches nothing more (its answer is still fresh in the cache). */
export const PREFETCH_AGAIN_MS = 5_000;
/** The locations prefetched lately, the oldest forgotten first. */
const MAX_PREFETCHED = 50;

export interface PortalOptions {
  /** Absolute URL of the API. */
  apiBase: string;
  routing: RoutingMode;
  storage: PortalStorage;
  emit: EmitPortalEvent;
  /** Passed to the API client (tests, hosts that wrap fetch). */
  fetch?: typeof globalThis.fetch;
  window?: Window;
  clock?: Clock;
  /**
   * Adds the stylesheet `css`, known as `key`, to the element's shadow root once.
   * Lazy chunks bring their own CSS this way, so the entry stylesheet stays small.
   */
  adoptStyles?: (key: string, css: string) => void;
  /** The bearer token of a separate support identity provider, when the element has one (read at each support call). */
  supportToken?: () => string | null;
}

export type RoleCheck = 'idle' | 'pending' | 'failed';

/** What the current location shows; `restoring` while a stored session is read back at start. */
export type PortalNavigation = Navigation | { readonly kind: 'restoring' };

const RESTORING: PortalNavigation = { kind: 'restoring' };

export interface Portal {
  readonly client: ApiClient;
  readonly router: Router;
  readonly session: Session;
  readonly agencyContext: AgencyContext;
  readonly counters: Counters;
  /** The instance's query cache: answers kept by key, dropped by the writes of what they read; routes' loaders fill it. */
  readonly queries: QueryCache;
  /**
   * Settles once the answer of the route the element opened on has been read, or after OPENING_LOAD_WAIT_MS (never
   * rejects); null when there was no request to send. The first render waits for it (mount.tsx), the badges' first call
   * for the frame after it.
   */
  readonly opened: Promise<void> | null;
  /** The shell's clock (tests drive time through it). */
  readonly clock: Clock;
  /** The host page's host name (environment tag) and document (page title); undefined outside a browser. */
  readonly hostname: string | undefined;
  readonly document: Document | undefined;
  readonly maintenance: ReadonlySignal<boolean>;
  /** The server reports a head version this portal is not compatible with: only a reload helps. */
  readonly upgradeNeeded: ReadonlySignal<boolean>;
  /** The quick search's recents: in memory only (spec 000 §4), emptied when the session ends. */
  readonly recents: Signal<QuickSearchEntry[]>;
  /** Reloads the host page (the upgrade dialog's only way out). */
  reload(): void;
  /** What the current location shows, given the session. */
  readonly navigation: ReadonlySignal<PortalNavigation>;
  /** The location matched against the route table, once per navigation: what the app, the title and the menu read. */
  readonly match: ReadonlySignal<RouteMatch | null>;
  readonly roleCheck: ReadonlySignal<RoleCheck>;
  /**
   * The client of the support calls (spec 002 §6): one carrying the separate identity provider's token when the
   * element has one (its 401 is final: no refresh), else the session's client. `separate` says which.
   */
  supportClient(): { client: ApiClient; separate: boolean };
  /** See PortalOptions.adoptStyles; does nothing without a shadow root (unit tests of bare components). */
  adoptStyles(key: string, css: string): void;
  /**
   * Prefetch on intent (a link hovered or focused, issue 31 §6): starts the loader of the route `to` names, through the
   * query cache, when navigation would render it for this user (role, gate, agency: nothing is sent for a route they
   * may not open), once per location every PREFETCH_AGAIN_MS. Returns its match, whose code the caller fetches, else null.
   */
  prefetch(to: string): RouteMatch | null;
  /** Opens the session of a complete login answer and goes to the user's landing page. */
  loggedIn(answer: Parameters<Session['start']>[0]): void;
  /** The logout button: revokes the tokens (best effort), clears the session, back to /login. */
  logout(): Promise<void>;
  dispose(): void;
}

export function createPortal(options: PortalOptions): Portal {
  const win = options.window ?? globalThis.window;
  const clock = options.clock ?? systemClock;
  const { browserName, browserVersion } = parseUserAgent(win?.navigator?.userAgent);
  const newClient = (tokens: { token: string; refreshToken: null } | null = null) =>
    new ApiClient({
      baseUrl: options.apiBase,
      clientContext: { browserName, browserVersion, appVersion: APP_VERSION, app: 'BO' },
      now: () => clock.now(),
      tokens,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const client = newClient();
  let support: { token: string; client: ApiClient } | null = null;
  const supportClient = () => {
    const token = options.supportToken?.()?.trim();
    if (!token) return { client, separate: false };
    if (support?.token !== token) {
      support = { token, client: newClient({ token, refreshToken: null }) };
      // Its writes drop what the support desk's reads keep, as the session's client's do.
      support.client.on('wrote', (resources) => queries.invalidate(resources));
    }
    return { client: support.client, separate: true };
  };
  const router = createRouter(options.routing, win);
  const maintenance = signal(false);
  const upgradeNeeded = signal(false);
  const recents = signal<QuickSearchEntry[]>([]);
  const checkedRole = signal<Role | undefined>(undefined);
  const roleCheck = signal<RoleCheck>('idle');
  const cleanups: Array<() => void> = [];
  const queries = createQueryCache(client, clock);
  cleanups.push(() => queries.dispose());

  const session = createSession({
    client,
    storage: options.storage,
    clock,
    onEnd(reason, login) {
      recents.value = [];
      queries.clear();
      checkedRole.value = undefined;
      roleCheck.value = 'idle';
      router.navigate(LOGIN_PATH);
      if (reason === 'expired') options.emit('session-expired', { login });
      else options.emit('logout', { reason });
    },
  });

  /** The first request of a private route's screen, once a token is there, in the query cache (the screen reads it there). */
  const startLoad = (match: RouteMatch | null, location = router.location.peek()) =>
    match?.route.screen && match.route.access === 'private' && client.getTokens()
      ? startRouteLoad({ client, match, location, queries, now: clock.now() })
      : null;

  // Before the navigation's first run: while a stored session is read back, no route is resolved (a private
  // route would send to /login). Its tokens are there at once: the route's request leaves now.
  void session.restore();
  // The one match of each location: the navigation, the app, the page title and the menu read it.
  const match = computed(() => matchRoute(router.location.value));
  const openingLoad = startLoad(match.peek());
  // That request is the one of the navigation's first run to the same location (else, under Preact, whose screen can
  // take it before the restore ends, the first run would send it again for nobody).
  let loadedAtCreation: string | null = client.getTokens() ? router.location.peek() : null;
  // Any session, new or restored, calls them first: they load while the first screen shows.
  for (const load of [loadAuth, loadDashboard]) void load().catch(() => undefined);

  // They follow the session's user: a stored agency choice is selected again once the restore has set the user.
  // Made before the navigation, which follows the agency's options.
  const agencyContext = createAgencyContext({ client, storage: options.storage, user: session.user });
  // The cache's keys do not name the agency: another agency chosen asks every open screen's data again.
  let answersOf: number | null = null;
  cleanups.push(effect(() => {
    const agencyId = agencyContext.agency.value?.id ?? null;
    if (answersOf !== null && agencyId !== null && agencyId !== answersOf) queries.renew();
    if (agencyId !== null) answersOf = agencyId;
  }));
  const rules = (): NavigationSession => ({
    role: session.user.value?.role ?? null,
    checkedRole: checkedRole.value,
    agency: agencyContext.agency.value,
    mustChooseAgency: mustChooseAgency(session.user.value, agencyContext.agency.value),
  });
  const navigation = computed<PortalNavigation>(() => (session.restoring.value || agencyContext.restoring.value ? RESTORING : navigationOf(match.value, rules())));
  const prefetched = new Map<string, number>();

  async function checkRole() {
    roleCheck.value = 'pending';
    try {
      const { role } = await client.call((await loadAuth()).currentRole);
      checkedRole.value = role;
      roleCheck.value = 'idle';
    } catch {
      // A 401 is handled by the client (refresh, else logout); anything else shows an error.
      roleCheck.value = session.user.value ? 'failed' : 'idle';
    }
  }

  let lastPath: string | null = null;
  cleanups.push(
    effect(() => {
      const nav = navigation.value;
      if (nav.kind === 'restoring') return;
      if (nav.kind === 'redirect') {
        router.navigate(nav.to, { replace: true });
        return;
      }
      if (nav.kind === 'check-role' && roleCheck.peek() === 'idle') void checkRole();
      const path = router.location.value;
      if (nav.kind === 'render' && path !== lastPath) {
        lastPath = path;
        if (path !== loadedAtCreation) startLoad(nav.match);
        loadedAtCreation = null;
        options.emit('navigate', { path });
      }
    }),
  );

  cleanups.push(
    client.on('headVersion', (head) => {
      if (!isCompatibleWithHead(APP_VERSION, head)) upgradeNeeded.value = true;
    }),
    client.on('maintenance', (on) => {
      maintenance.value = on;
      options.emit('maintenance', { on });
    }),
  );

  // Maintenance ends at the next successful answer: make one now and then.
  let poll: unknown = null;
  cleanups.push(
    effect(() => {
      const waiting = maintenance.value && session.user.value !== null;
      if (waiting && poll === null) {
        const tick = () => {
          poll = clock.setTimeout(() => {
            void loadDashboard()
              .then(({ counters }) => client.call(counters))
              .catch(() => undefined)
              .finally(() => maintenance.peek() && tick());
          }, MAINTENANCE_POLL_MS);
        };
        tick();
      } else if (!waiting && poll !== null) {
        clock.clearTimeout(poll);
        poll = null;
      }
    }),
    () => poll !== null && clock.clearTimeout(poll),
  );

  const opened = openingLoad ? settleWithin(openingLoad, OPENING_LOAD_WAIT_MS, clock) : null;
  // A bookmarked route's first row comes first: the badges' first call waits for the frame that shows it.
  const startAfter = opened?.then(() => afterNextFrame(win, clock));
  const counters = createCounters({ client, user: session.user, contextVersion: agencyContext.version, clock, onAgency: agencyContext.follow, startAfter });
  cleanups.push(() => agencyContext.dispose(), () => counters.dispose());

  return {
    client,
    supportClient,
    router,
    session,
    agencyContext,
    counters,
    queries,
    opened,
    clock,
    hostname: win?.location?.hostname,
    document: win?.document,
    maintenance,
    upgradeNeeded,
    recents,
    reload: () => win?.location.reload(),
    navigation,
    match,
    roleCheck,
    adoptStyles: options.adoptStyles ?? (() => undefined),
    prefetch(to) {
      const now = clock.now();
      const last = prefetched.get(to);
      // The page shown is not prefetched: its screen reads its own data.
      if ((last !== undefined && now - last < PREFETCH_AGAIN_MS) || to === router.location.peek() || navigation.peek().kind === 'restoring') return null;
      const nav = navigationOf(matchRoute(to), rules());
      if (nav.kind !== 'render') return null;
      prefetched.delete(to);
      prefetched.set(to, now);
      if (prefetched.size > MAX_PREFETCHED) prefetched.delete(prefetched.keys().next().value!);
      startLoad(nav.match, to);
      return nav.match;
    },
    loggedIn(answer) {
      checkedRole.value = undefined;
      roleCheck.value = 'idle';
      // A new session starts from the agency choice (spec 000 §4: a session's end forgets it), never from the last one's.
      agencyContext.clear();
      session.start(answer);
      router.navigate(landingPath(answer.user.role));
      options.emit('login', { login: answer.user.login, role: answer.user.role });
    },
    async logout() {
      const refreshToken = client.getTokens()?.refreshToken ?? null;
      client.abortPending();
      // From here no private call leaves with the token the logout revokes (it would come back 401).
      client.setTokens(null);
      try {
        await client.call((await loadAuth()).logout, { body: { refreshToken } });
      } catch {
        // The session ends here whatever the server says.
      }
      session.end('user');
    },
    dispose() {
      cleanups.forEach((cleanup) => cleanup());
      session.dispose();
      router.dispose();
    },
  };
}
