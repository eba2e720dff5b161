/**
 * The portal's query cache (issue 31 §2): the same key is sent once (under way, then kept), a write of a resource
 * drops what reads it and tells its readers, a request nobody wants any more is aborted, and a reader applies only
 * the answer of its last ask, whatever order the answers come in.
 */
import { describe, expect, it, vi } from 'vitest';
import { createQueryCache, createQueryReader, KEEP_MS, STALE_MS, type QueryRequest } from '../../../src/portal/state/queryCache';
import { TEST_NOW_MS } from '../../support/clock';

/** A fake client's `wrote` event, fired by `write(resources)`. */
function fakeClient() {
  const listeners = new Set<(resources: readonly string[]) => void>();
  return {
    on: (_name: 'wrote', listener: (resources: readonly string[]) => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    write: (resources: readonly string[]) => listeners.forEach((listener) => listener(resources)),
  };
}

/** A request whose answers the test settles by hand, each send recorded with its signal. */
function deferredRequest(key: string, reads: readonly string[] = ['bills']) {
  const sent: Array<{ signal: AbortSignal; resolve(value: string): void }> = [];
  const request: QueryRequest<string> = {
    key, reads,
    send: (signal) => new Promise<string>((resolve, reject) => {
      sent.push({ signal, resolve });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
  };
  return { request, sent };
}

const setup = () => {
  const client = fakeClient();
  // A clock the test moves by hand.
  let now = TEST_NOW_MS;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  return { client, clock, cache: createQueryCache(client as unknown as Parameters<typeof createQueryCache>[0], clock) };
};

describe('query cache', () => {
  it('sends the same key once, while under way and once answered', async () => {
    const { cache } = setup();
    const { request, sent } = deferredRequest('bills {"page":0}');
    const first = cache.fetch(request);
    const second = cache.fetch(request);
    expect(sent).toHaveLength(1);
    sent[0]!.resolve('page 1');
    await expect(Promise.all([first, second])).resolves.toEqual(['page 1', 'page 1']);
    await expect(cache.fetch(request)).resolves.toBe('page 1');
    expect(sent).toHaveLength(1);
  });

  it('asks again after a write of what the answer reads, and tells its readers; other resources stay', async () => {
    const { cache, client } = setup();
    const bills = deferredRequest('bills {"page":0}', ['bills']);
    const users = deferredRequest('users {"page":0}', ['users']);
    const told = vi.fn();
    cache.onInvalidate(bills.request.key, told);
    void cache.fetch(bills.request);
    void cache.fetch(users.request);
    bills.sent[0]!.resolve('bills 1');
    users.sent[0]!.resolve('users 1');
    await Promise.resolve();
    client.write(['bills']);
    expect(told).toHaveBeenCalledTimes(1);
    void cache.fetch(bills.request);
    void cache.fetch(users.request);
    expect(bills.sent).toHaveLength(2);
    expect(users.sent).toHaveLength(1);
  });

  it('keeps an answer for KEEP_MS only, and never one that declares nothing it reads', async () => {
    const { cache, clock } = setup();
    const kept = deferredRequest('bills', ['bills']);
    const bare = deferredRequest('bare', []);
    void cache.fetch(kept.request);
    void cache.fetch(bare.request);
    kept.sent[0]!.resolve('a');
    bare.sent[0]!.resolve('b');
    await Promise.resolve();
    void cache.fetch(bare.request);
    expect(bare.sent).toHaveLength(2);
    clock.advance(KEEP_MS + 1);
    void cache.fetch(kept.request);
    expect(kept.sent).toHaveLength(2);
  });

  it('aborts a request once every asker has given it up, not before', () => {
    const { cache } = setup();
    const { request, sent } = deferredRequest('bills');
    const one = new AbortController();
    const two = new AbortController();
    void cache.fetch(request, one.signal).catch(() => undefined);
    void cache.fetch(request, two.signal).catch(() => undefined);
    one.abort();
    expect(sent[0]!.signal.aborted).toBe(false);
    two.abort();
    expect(sent[0]!.signal.aborted).toBe(true);
    // Given up, it is not kept: the next asker sends it again.
    void cache.fetch(request).catch(() => undefined);
    expect(sent).toHaveLength(2);
  });

  it('applies only the answer of a reader’s last ask, the older one aborted even if it answers last', async () => {
    const { cache } = setup();
    const reader = createQueryReader(cache);
    const pageThree = deferredRequest('bills {"page":2}');
    const drafts = deferredRequest('bills {"page":0,"status":"DRAFT"}');
    const applied: Array<string | null> = [];
    reader.ask(pageThree.request, (answer) => applied.push(answer));
    reader.ask(drafts.request, (answer) => applied.push(answer));
    expect(pageThree.sent[0]!.signal.aborted).toBe(true);
    drafts.sent[0]!.resolve('drafts');
    pageThree.sent[0]!.resolve('page 3');
    // Once every answer's promise has settled (the next turn of the event loop), only the latest was applied.
    await new Promise((resolve) => setImmediate(resolve));
    expect(applied).toEqual(['drafts']);
  });

  it('peeks at the last answer: none while under way, then fresh, then no longer fresh while asked again, gone STALE_MS later', async () => {
    const { cache, clock } = setup();
    const { request, sent } = deferredRequest('customers {"page":0}', ['customers']);
    void cache.fetch(request);
    expect(cache.peek(request.key)).toBeUndefined();
    sent[0]!.resolve('Martin, Petit');
    await Promise.resolve();
    expect(cache.peek(request.key)).toBe('Martin, Petit');
    // The way back, 20 s later: the former rows are shown while they are asked again, then replaced.
    clock.advance(20_000);
    const again = cache.fetch(request);
    expect(sent).toHaveLength(2);
    expect(cache.peek(request.key)).toBe('Martin, Petit');
    sent[1]!.resolve('Martin, Petit, Durand');
    await again;
    expect(cache.peek(request.key)).toBe('Martin, Petit, Durand');
    clock.advance(KEEP_MS + STALE_MS);
    expect(cache.peek(request.key)).toBe('Martin, Petit, Durand');
    clock.advance(1);
    expect(cache.peek(request.key)).toBeUndefined();
  });

  it('still shows an answer a write dropped while it is asked again; never one of another session or agency', async () => {
    const { cache, client } = setup();
    const bills = deferredRequest('bills {"page":0}', ['bills']);
    void cache.fetch(bills.request);
    bills.sent[0]!.resolve('facture 1');
    await Promise.resolve();
    client.write(['bills']);
    void cache.fetch(bills.request);
    expect(bills.sent).toHaveLength(2);
    expect(cache.peek(bills.request.key)).toBe('facture 1');
    cache.renew();
    expect(cache.peek(bills.request.key)).toBeUndefined();
    // The answer of a request sent before the agency changed is not shown either.
    bills.sent[1]!.resolve('facture 1 payée');
    await Promise.resolve();
    expect(cache.peek(bills.request.key)).toBeUndefined();
    const users = deferredRequest('users', ['users']);
    void cache.fetch(users.request);
    users.sent[0]!.resolve('Sophie');
    await Promise.resolve();
    cache.clear();
    expect(cache.peek(users.request.key)).toBeUndefined();
  });

  it('peeks at nothing for a request that declares nothing it reads, and keeps a longer-kept one its own time', async () => {
    const { cache, clock } = setup();
    const bare = deferredRequest('bare', []);
    void cache.fetch(bare.request);
    bare.sent[0]!.resolve('b');
    await Promise.resolve();
    expect(cache.peek(bare.request.key)).toBeUndefined();
    const month = deferredRequest('holidays 2026-12', ['schoolVacations']);
    const hour = { ...month.request, keepMs: 60 * 60_000 };
    void cache.fetch(hour);
    month.sent[0]!.resolve('Noël');
    await Promise.resolve();
    clock.advance(59 * 60_000);
    await expect(cache.fetch(hour)).resolves.toBe('Noël');
    expect(month.sent).toHaveLength(1);
  });

  it("joins a route loader's request with the screen's read of the same key, whichever asks first: one request", async () => {
    const { cache } = setup();
    const { request, sent } = deferredRequest('customers.customers {"page":0}', ['customers']);
    // The loader at navigation (no signal), then the screen's reader.
    const loaded = cache.fetch(request);
    const applied: Array<string | null> = [];
    createQueryReader(cache).ask(request, (answer) => applied.push(answer));
    // Under Preact the screen can ask before the loader's chunk has run: the loader then joins the screen's request.
    const other = deferredRequest('employees.employees {"page":0}', ['employees']);
    createQueryReader(cache).ask(other.request, (answer) => applied.push(answer));
    const loadedLate = cache.fetch(other.request);
    expect([sent.length, other.sent.length]).toEqual([1, 1]);
    sent[0]!.resolve('Martin');
    other.sent[0]!.resolve('Bernard');
    await expect(Promise.all([loaded, loadedLate])).resolves.toEqual(['Martin', 'Bernard']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(applied).toEqual(['Martin', 'Bernard']);
  });
});
