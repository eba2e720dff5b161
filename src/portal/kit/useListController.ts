/**
 * The list machinery of every people screen (docs/style.md: ra-core's useListController): the list's
 * state lives in the route's query (readListState / writeListState), the search text is
 * debounced 300 ms before it reaches the URL, a superseded or unmounted request is cancelled,
 * a failure is silently ignored with the loading indicator cleared (spec 001 §8).
 * Requests go through the portal's query cache (state/queryCache.ts), under the key the route's
 * loader uses (`listQuery`): the first one joins the loader's, an answer the cache already has
 * (the loader's, the last one on the way back) is in the first render and asked again quietly
 * when no longer fresh; only the last one asked is applied, and a write of what the list `reads` asks it again.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Page } from '../../api/contract/common';
import { activeFilterCount, changeList, readListState, toggleSort, withFilter, withRouteQuery, writeListState, type ListConfig, type ListFilter, type ListState } from '../../domain/list/listState';
import { parseLocation } from '../../domain/routes';
import { usePortal } from '../context';
import { useDebounced } from '../ui/useDebounced';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListRequest<Body, Answer = Page<unknown>> {
  /** What is asked; its JSON is the key shared with the route's loader. */
  body: Body;
  /** The resources the answer reads (its endpoint's `reads`): kept by the cache until one of them is written. */
  reads?: readonly string[];
  send(signal: AbortSignal): Promise<Answer>;
  /** Where the rows are when the answer is more than a page (a page and the month's sums): the rest is the controller's `answer`. */
  pageOf?(answer: Answer): Page<unknown>;
}

export interface ListController<Row, Answer = Page<unknown>> {
  state: ListState;
  /** The last answer as the endpoint gave it (its sums or totals beside the page); null until the first. */
  answer: Answer | null;
  rows: readonly Row[];
  total: number;
  /** True while a request is under way (the rows of the previous one stay shown). */
  loading: boolean;
  /** True until the first answer (or failure). */
  initialLoading: boolean;
  /** Something differs from the list's defaults (the toolbar's « Réinitialiser »). */
  modified: boolean;
  /** The search box's text (what the user types; it reaches the URL 300 ms after the last key). */
  text: string;
  setText(text: string): void;
  setFilter(attribute: string, filter: ListFilter | null): void;
  sortBy(attribute: string): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  reset(): void;
  reload(): void;
  /** Sets a parameter of the route's own query (its `routeQuery`: a month, a year): the list keeps its filters and opens its first page. */
  setRouteParam(name: string, value: string): void;
  /** What the list's `Table` takes from the controller: rows, loading and reloading states, sortable headers. */
  tableProps: { rows: readonly Row[]; loading: boolean; busy: boolean; sort: ListState['sort']; onSort(attribute: string): void };
}

import { createQueryReader, listQuery } from '../state/queryCache';

export interface ListOptions {
  /**
   * The list's state kept by the component, not in the URL: a list that is not a route's (the downloads drawer, over
   * whatever screen is open, whose own list owns `page` and `q`).
   */
  readonly inMemory?: boolean;
  /**
   * The list's parameters carry this prefix in the route's query (`estimates.page=2`), the other parameters staying as they
   * are: a list among others on one route (a record's tab with its estimates and its contracts).
   */
  readonly prefix?: string;
  /** How long the search text settles before it is searched (the support desk's tickets: 500 ms, spec 002 §2). */
  readonly debounceMs?: number;
}

/** Where the list's state is read and written: the route's query, or the component's own for an `inMemory` list. */
function useListLocation({ inMemory = false, prefix = '' }: ListOptions) {
  const { router } = usePortal();
  const routed = parseLocation(router.location.value);
  const [query, setQuery] = useState('');
  if (inMemory) return { query, navigate: (next: string) => setQuery(next) };
  const to = (next: string, replace: boolean) => router.navigate(next ? `${routed.path}?${next}` : routed.path, { replace });
  if (!prefix) return { query: routed.query, navigate: to };
  const own = new URLSearchParams();
  const others = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(routed.query)) {
    if (name.startsWith(prefix)) own.append(name.slice(prefix.length), value);
    else others.append(name, value);
  }
  return {
    query: own.toString(),
    navigate: (next: string, replace: boolean) => {
      const merged = new URLSearchParams(others);
      for (const [name, value] of new URLSearchParams(next)) merged.append(prefix + name, value);
      to(merged.toString(), replace);
    },
  };
}

export function useListController<Row, Body, Answer = Page<unknown>>(
  name: string,
  config: ListConfig,
  request: (state: ListState) => ListRequest<Body, Answer>,
  options: ListOptions = {},
): ListController<Row, Answer> {
  useSignals();
  const { queries } = usePortal();
  const location = useListLocation(options);
  const state = useMemo(() => readListState(location.query, config), [location.query, config]);
  const [text, setText] = useState(state.text);
  const listRequest = request(state);
  const { pageOf = (whole: Answer) => whole as Page<unknown> } = listRequest;
  const query = listQuery(name, listRequest);
  const { key } = query;
  // The answer the cache already has (the route's loader's, the last one on the way back): its rows are in the first render.
  const [answer, setAnswer] = useState<Answer | null>(() => queries.peek<Answer>(key) ?? null);
  const [loading, setLoading] = useState(answer === null);
  // The key the list last asked with. From a change of page, filter or sort until its effect asks, the rows shown are the
  // previous answer's while the summary names the new page: they are dimmed at once, as while any answer is on its way.
  const [askedKey, setAskedKey] = useState(key);
  const first = useRef(true);
  const [round, setRound] = useState(0);
  const typed = useDebounced(text, options.debounceMs ?? SEARCH_DEBOUNCE_MS);

  // A change of the route's own query (another month) is a step Back returns from; a change of the list is not.
  const go = (next: ListState, routeQueryOf = location.query) =>
    location.navigate(withRouteQuery(routeQueryOf, writeListState(next, config), config), routeQueryOf === location.query);

  // The URL changed under the search box (Back, a link): the box follows.
  const lastUrlText = useRef(state.text);
  useEffect(() => {
    if (state.text !== lastUrlText.current) {
      lastUrlText.current = state.text;
      setText(state.text);
    }
  }, [state.text]);
  // The typed text reaches the URL once settled.
  useEffect(() => {
    if (typed.trim() !== state.text) {
      lastUrlText.current = typed.trim();
      go(changeList(state, { text: typed }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const [reader] = useState(() => createQueryReader(queries));
  useEffect(() => () => reader.stop(), [reader]);
  // A write of what the list reads (the client's `wrote`) asks it again.
  useEffect(() => queries.onInvalidate(key, () => setRound((r) => r + 1)), [queries, key]);
  useEffect(() => {
    // Rows already shown at the first render are refreshed quietly (a fresh answer is not even sent again).
    const quiet = first.current && answer !== null;
    first.current = false;
    setAskedKey(key);
    if (!quiet) setLoading(true);
    // Rows and the end of loading in one update: Preact renders each microtask's updates apart, so a `.finally` would
    // render the whole list a second time (dimmed rows, then plain ones).
    reader.ask<Answer>(query, (data) => {
      if (data) setAnswer(data);
      setLoading(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const busy = loading || askedKey !== key;
  const page = answer === null ? null : pageOf(answer);
  const rows = (page?.content ?? []) as readonly Row[];
  const sortBy = (attribute: string) => go(toggleSort(state, attribute, config.firstSortDirection));
  return {
    state,
    answer,
    rows,
    modified: activeFilterCount(state, config) > 0 || text !== '',
    total: page?.totalElements ?? 0,
    loading: busy,
    initialLoading: busy && page === null,
    text,
    setText,
    setFilter: (attribute, filter) => go(withFilter(state, attribute, filter)),
    sortBy,
    setPage: (pageIndex) => go({ ...state, page: pageIndex }),
    setPageSize: (pageSize) => go(changeList(state, { pageSize })),
    reset: () => {
      setText('');
      lastUrlText.current = '';
      location.navigate(withRouteQuery(location.query, '', config), true);
    },
    reload: () => {
      queries.drop(key);
      setRound((r) => r + 1);
    },
    setRouteParam: (name, value) => {
      const query = new URLSearchParams(location.query);
      query.set(name, value);
      go({ ...state, page: 0 }, query.toString());
    },
    tableProps: { rows, loading: busy && page === null, busy, sort: state.sort, onSort: sortBy },
  };
}

/** Sets the one value chosen in a filter of the list ('' for none). */
export const chooseFilter = (list: Pick<ListController<unknown>, 'setFilter'>, attribute: string) => (value: string) =>
  list.setFilter(attribute, value ? { values: [value] } : null);
