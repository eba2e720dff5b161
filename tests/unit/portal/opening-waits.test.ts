// What waits for a bookmarked route's first row (state/waits.ts, state/counters.ts): the badges' first call leaves
// after the frame that shows the row, and neither wait can hang (a request that never answers, a hidden tab).
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import { createCounters } from '../../../src/portal/state/counters';
import { systemClock } from '../../../src/portal/state/session';
import { afterNextFrame, settleWithin } from '../../../src/portal/state/waits';
import { nextFrame } from '../support/render';

afterEach(() => vi.useRealTimers());

const never = new Promise<void>(() => undefined);

describe('waits of the opening', () => {
  it('settles with the promise, or at the cap when it never settles, and never rejects', async () => {
    vi.useFakeTimers();
    let settled = '';
    void settleWithin(Promise.reject(new Error('the request failed')), 300, systemClock).then(() => (settled += 'failed '));
    void settleWithin(never, 300, systemClock).then(() => (settled += 'capped'));
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe('failed ');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('failed capped');
  });

  it('waits for the next frame, and a task after it; without frames, 100 ms at most', async () => {
    vi.useFakeTimers();
    let frame: (() => void) | undefined;
    let drawn = false;
    void afterNextFrame({ requestAnimationFrame: (callback) => ((frame = () => callback(0)), 1) }, systemClock).then(() => (drawn = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(drawn).toBe(false);
    frame!();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toBe(true);
    let hidden = false;
    void afterNextFrame({ requestAnimationFrame: () => 1 }, systemClock).then(() => (hidden = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(hidden).toBe(true);
  });
});

describe('unread counters of a restored session', () => {
  const answer = { unreadMessages: 3, unreadEvents: 5, agency: undefined };
  const setUp = (startAfter?: Promise<unknown>) => {
    const call = vi.fn(async () => answer);
    const user = signal<{ id: number } | null>({ id: 7 });
    const counters = createCounters({ client: { call } as unknown as ApiClient, user: user as never, contextVersion: signal(0), clock: systemClock, startAfter });
    return { call, counters, user };
  };

  it('asks at once without a route to open first', async () => {
    const { call, counters } = setUp();
    await vi.waitFor(() => expect(counters.value.value).toEqual({ unreadMessages: 3, unreadEvents: 5 }));
    expect(call).toHaveBeenCalledTimes(1);
    counters.dispose();
  });

  it('asks once the opened route has been drawn, not before', async () => {
    let drawn!: () => void;
    const { call, counters } = setUp(new Promise<void>((resolve) => (drawn = resolve)));
    await nextFrame(); // what was queued before the route is drawn has run
    expect(call).not.toHaveBeenCalled();
    drawn();
    await vi.waitFor(() => expect(counters.value.value).toEqual({ unreadMessages: 3, unreadEvents: 5 }));
    expect(call).toHaveBeenCalledTimes(1);
    counters.dispose();
  });

  it('does not ask when the element is gone or the user logged out before the route was drawn', async () => {
    let drawn!: () => void;
    const removed = setUp(new Promise<void>((resolve) => (drawn = resolve)));
    removed.counters.dispose();
    drawn();
    let drawnToo!: () => void;
    const loggedOut = setUp(new Promise<void>((resolve) => (drawnToo = resolve)));
    loggedOut.user.value = null;
    drawnToo();
    await nextFrame(); // both routes are drawn and what that queued has run
    expect(removed.call).not.toHaveBeenCalled();
    expect(loggedOut.call).not.toHaveBeenCalled();
    loggedOut.counters.dispose();
  });
});
