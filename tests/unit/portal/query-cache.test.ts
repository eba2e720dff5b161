/**
 * The portal's query cache (issue 31 §2): the same key is sent once (under way, then kept), a write of a resource
 * drops what reads it and tells its readers, a request nobody wants any more is aborted, and a reader applies only
 * the answer of its last ask, whatever order the answers come in.
 */
import { describe, expect, it, vi } from 'vitest';
import { createQueryCache, createQueryReader, KEEP_MS, type QueryRequest } from '../../../src/portal/state/queryCache';
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
});
