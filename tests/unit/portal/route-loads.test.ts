// The hand-over of a route's first request from its loader to its screen (state/routeLoads.ts):
// one request per navigation, whichever of the two comes first.
import { describe, expect, it } from 'vitest';
import { createRouteLoads } from '../../../src/portal/state/routeLoads';
import { nextFrame } from '../support/render';

const clock = { now: () => 1_000 };

/** A loader whose chunk arrives when `arrive()` is called, then starts `key`'s request. */
function slowLoader(loads: ReturnType<typeof createRouteLoads>, key: string, sent: string[]) {
  let arrive!: () => void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  loads.expect(chunk.then(() => loads.start(key, () => (sent.push('loader'), Promise.resolve('page from the loader')))));
  return arrive;
}

describe('route loads', () => {
  it('gives the screen what the loader started, and sends nothing more', async () => {
    const loads = createRouteLoads(clock);
    const sent: string[] = [];
    loads.start('customers', () => (sent.push('loader'), Promise.resolve('page from the loader')));
    await expect(loads.takeOr('customers', () => (sent.push('screen'), Promise.resolve('page from the screen')))).resolves.toBe('page from the loader');
    expect(sent).toEqual(['loader']);
  });

  it('makes a screen that asks before the loader has run wait for it: one request, not two', async () => {
    const loads = createRouteLoads(clock);
    const sent: string[] = [];
    const arrive = slowLoader(loads, 'customers', sent);
    const answer = loads.takeOr('customers', () => (sent.push('screen'), Promise.resolve('page from the screen')));
    arrive();
    await expect(answer).resolves.toBe('page from the loader');
    expect(sent).toEqual(['loader']);
  });

  it('sends the screen’s own request when the loader started another one, or failed to load', async () => {
    const loads = createRouteLoads(clock);
    const sent: string[] = [];
    slowLoader(loads, 'prospects', sent)();
    await expect(loads.takeOr('customers', () => (sent.push('screen'), Promise.resolve('page from the screen')))).resolves.toBe('page from the screen');
    loads.expect(Promise.reject(new Error('chunk failed to load')));
    await expect(loads.takeOr('customers', () => (sent.push('screen'), Promise.resolve('again')))).resolves.toBe('again');
    expect(sent).toEqual(['loader', 'screen', 'screen']);
  });

  it('asks once more when what navigation started failed', async () => {
    const loads = createRouteLoads(clock);
    loads.start('customers', () => Promise.reject(new Error('401 before the session was ready')));
    await expect(loads.takeOr('customers', () => Promise.resolve('asked again'))).resolves.toBe('asked again');
  });

  it('hands a request over once: a second screen asks for itself', async () => {
    const loads = createRouteLoads(clock);
    loads.start('customers', () => Promise.resolve('first'));
    await loads.takeOr('customers', () => Promise.resolve('unused'));
    await expect(loads.takeOr('customers', () => Promise.resolve('second'))).resolves.toBe('second');
  });

  it('hands over an answer that has already arrived at once, and only one that has', async () => {
    const loads = createRouteLoads(clock);
    let answer!: (page: string) => void;
    loads.start('customers', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(loads.takeArrived('customers')).toBeUndefined();
    answer('page from the loader');
    await Promise.resolve();
    await Promise.resolve();
    expect(loads.takeArrived('customers')).toBe('page from the loader');
    expect(loads.takeArrived('customers')).toBeUndefined();
    loads.start('prospects', () => Promise.reject(new Error('500')));
    await Promise.resolve();
    expect(loads.takeArrived('prospects')).toBeUndefined();
  });

  it('keeps an arrived answer no longer than its time to live', async () => {
    let now = 1_000;
    const loads = createRouteLoads({ now: () => now }, 15_000);
    loads.start('customers', () => Promise.resolve('page'));
    await Promise.resolve();
    now += 15_001;
    expect(loads.takeArrived('customers')).toBeUndefined();
  });

  it('tells when every request started has answered or failed, the answers still there to take', async () => {
    const loads = createRouteLoads(clock);
    let answer!: (page: string) => void;
    let fail!: (error: Error) => void;
    loads.start('customers', () => new Promise<string>((resolve) => (answer = resolve)));
    loads.start('counters', () => new Promise<string>((_, reject) => (fail = reject)));
    let answered = false;
    void loads.answered().then(() => (answered = true));
    answer('page from the loader');
    await nextFrame();
    expect(answered).toBe(false);
    fail(new Error('500'));
    await nextFrame();
    expect(answered).toBe(true);
    expect(loads.takeArrived('customers')).toBe('page from the loader');
    await expect(createRouteLoads(clock).answered()).resolves.toBeUndefined();
  });
});
