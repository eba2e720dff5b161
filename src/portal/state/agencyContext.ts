/**
 * The agency the session works on (spec 000 §3, §6): the user's own agency, or the one
 * an admin or a multi-agency manager chose. A choice is kept in storage and restored at
 * start. The agency's lists (prestation types, product types, price-grid formulas) load when
 * a form that shows them asks (`useAgencyLists`), once per context: not at start, where they
 * would compete with the opened screen's first request for the network and the main thread.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApiClient } from '../../api/client';
import type { Agency, SessionUser } from '../../api/contract/auth';
import { loadAuth } from '../../api/contract/load';
import type { PrestationType, PriceGridFormula, ProductType } from '../../api/contract/pricing';
import type { PortalStorage } from './storage';

const CONTEXT_KEY = 'agency-context';

export interface AgencyLists {
  prestationTypes: PrestationType[];
  productTypes: ProductType[];
  formulas: PriceGridFormula[];
}

export interface AgencyContext {
  /** The agency in effect; null while an admin or a multi-agency manager has not chosen one. */
  readonly agency: ReadonlySignal<Agency | null>;
  /** True when the agency was chosen (admin, multi-agency manager): 'changer' is offered. */
  readonly chosen: ReadonlySignal<boolean>;
  /** True while a stored choice is selected again at start: the routes wait for it before sending to the choice. */
  readonly restoring: ReadonlySignal<boolean>;
  /** Null until asked for (`requestLists`) and arrived, and again after each context change. */
  readonly lists: ReadonlySignal<AgencyLists | null>;
  /** Loads the lists of the agency in effect unless they are there or on their way. */
  requestLists(): void;
  /** The lists changed on the server (a prestation type created, archived or brought back): loaded again if asked for. */
  listsChanged(): void;
  /** Incremented at each context change (the unread counters refresh on it). */
  readonly version: ReadonlySignal<number>;
  select(agencyId: number, clientId: number): Promise<void>;
  /** 'changer': forgets the chosen agency. */
  clear(): void;
  /**
   * The agency in effect as the server has it now (the counters' refresh): the same agency with
   * other options replaces it (menus and routes follow), without a context change; another
   * agency or none is ignored (a context change in flight decides).
   */
  follow(current: Agency | null): void;
  dispose(): void;
}

interface StoredChoice {
  userId: number;
  agencyId: number;
  clientId: number;
}

export function createAgencyContext({ client, storage, user }: { client: ApiClient; storage: PortalStorage; user: ReadonlySignal<SessionUser | null> }): AgencyContext {
  const agency = signal<Agency | null>(null);
  const chosen = signal(false);
  const restoring = signal(false);
  const lists = signal<AgencyLists | null>(null);
  const version = signal(0);

  /** The context version whose lists were asked for (null: not yet, or they failed and may be asked again). */
  let listsAsked: number | null = null;
  /** The last load started: an earlier one answering after it is dropped. */
  let lastLoad = 0;

  async function loadLists(forVersion: number) {
    const load = ++lastLoad;
    const current = () => version.peek() === forVersion && load === lastLoad;
    try {
      // The pricing contract loads with the lists: nothing on the login screen needs it.
      const pricing = await import('../../api/contract/pricing');
      const [{ prestationTypes, formulas }, products] = await Promise.all([client.call(pricing.prestationTypesAndFormulas), client.call(pricing.productTypes)]);
      if (current()) lists.value = { prestationTypes, productTypes: products, formulas };
    } catch {
      // The form shows without them; the next form that asks asks again.
      if (current()) listsAsked = null;
    }
  }

  function settle(next: Agency | null, isChoice: boolean) {
    agency.value = next;
    chosen.value = isChoice;
    lists.value = null;
    listsAsked = null;
    version.value = version.peek() + 1;
  }

  async function select(agencyId: number, clientId: number) {
    const answer = await client.call((await loadAuth()).selectContext, { body: { agencyId, clientId } });
    const userId = user.peek()?.id;
    if (userId !== undefined) storage.set(CONTEXT_KEY, JSON.stringify({ userId, agencyId, clientId } satisfies StoredChoice));
    settle(answer.agency, true);
  }

  function listsChanged() {
    // Lists never asked for in this context stay unasked: the first form to show them loads them fresh.
    const current = version.peek();
    if (listsAsked === current) void loadLists(current);
  }

  function storedChoice(userId: number): StoredChoice | null {
    try {
      const choice = JSON.parse(storage.get(CONTEXT_KEY) ?? 'null') as StoredChoice | null;
      return choice?.userId === userId ? choice : null;
    } catch {
      return null;
    }
  }

  // Follows the session: own agency at once; a stored choice of the same user is selected again.
  // Keyed by user id: a user who changes their login in « Mon compte » keeps their context.
  let lastUserId: number | null = null;
  const stop = effect(() => {
    const current = user.value;
    if ((current?.id ?? null) === lastUserId) return;
    const loggedOut = lastUserId !== null && !current;
    lastUserId = current?.id ?? null;
    if (!current) {
      // A session's end forgets its choice (spec 000 §4); before a restore there is nothing to forget.
      if (loggedOut) storage.remove(CONTEXT_KEY);
      settle(null, false);
      return;
    }
    if (current.agency) {
      settle(current.agency, false);
      return;
    }
    settle(null, false);
    const choice = storedChoice(current.id);
    if (!choice) return;
    restoring.value = true;
    void select(choice.agencyId, choice.clientId)
      .catch(() => storage.remove(CONTEXT_KEY))
      .finally(() => (restoring.value = false));
  });

  return {
    agency,
    chosen,
    restoring,
    lists,
    version,
    select,
    requestLists() {
      const current = version.peek();
      if (!agency.peek() || listsAsked === current) return;
      listsAsked = current;
      void loadLists(current);
    },
    listsChanged,
    clear() {
      storage.remove(CONTEXT_KEY);
      settle(user.peek()?.agency ?? null, false);
    },
    follow(current) {
      const known = agency.peek();
      if (!current || !known || current.id !== known.id || JSON.stringify(current) === JSON.stringify(known)) return;
      agency.value = current;
      // Another set of options may open or close a line of business: the prestation types follow (productGates.ts).
      if (JSON.stringify(current.features) !== JSON.stringify(known.features)) listsChanged();
    },
    dispose: stop,
  };
}
