import { describe, expect, it } from 'vitest';
import { ReplicaWindows } from './replica-windows.js';

/** A clock the test moves by hand, in milliseconds. */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('per-replica rate-limit windows', () => {
  it('count a key’s hits from its first, for the window’s length, then start again', () => {
    const clock = manualClock();
    const windows = new ReplicaWindows({ now: clock.now });
    expect(windows.hit('site-search/60s 10.0.0.1', 60)).toEqual({ hits: 1, resetsInSeconds: 60 });
    clock.advance(20_500);
    expect(windows.hit('site-search/60s 10.0.0.1', 60)).toEqual({ hits: 2, resetsInSeconds: 40 });
    expect(windows.hit('site-search/60s 10.0.0.2', 60)).toEqual({ hits: 1, resetsInSeconds: 60 });
    clock.advance(39_499);
    expect(windows.hit('site-search/60s 10.0.0.1', 60)).toEqual({ hits: 3, resetsInSeconds: 1 });
    clock.advance(1);
    expect(windows.hit('site-search/60s 10.0.0.1', 60)).toEqual({ hits: 1, resetsInSeconds: 60 });
  });

  it('keep windows of different lengths apart', () => {
    const clock = manualClock();
    const windows = new ReplicaWindows({ now: clock.now });
    expect(windows.hit('a/60s x', 60)?.resetsInSeconds).toBe(60);
    expect(windows.hit('b/300s x', 300)?.resetsInSeconds).toBe(300);
    clock.advance(60_000);
    expect(windows.hit('a/60s x', 60)?.hits).toBe(1);
    expect(windows.hit('b/300s x', 300)).toEqual({ hits: 2, resetsInSeconds: 240 });
  });

  it('hold only open windows: closed ones go when a new window opens', () => {
    const clock = manualClock();
    const windows = new ReplicaWindows({ now: clock.now });
    for (let i = 0; i < 1000; i++) windows.hit(`public-form/60s 10.0.${i >> 8}.${i & 255}`, 60);
    expect(windows.size).toBe(1000);
    clock.advance(30_000);
    windows.hit('public-form/60s 10.9.9.9', 60);
    expect(windows.size).toBe(1001);
    clock.advance(30_000);
    // The first thousand have closed; opening one more window drops them.
    windows.hit('public-form/60s 10.9.9.10', 60);
    expect(windows.size).toBe(2);
  });

  it('count no new key once full of open windows, and make room as they close', () => {
    const clock = manualClock();
    const windows = new ReplicaWindows({ now: clock.now, maxKeys: 2 });
    expect(windows.hit('k/60s a', 60)?.hits).toBe(1);
    expect(windows.hit('k/60s b', 60)?.hits).toBe(1);
    expect(windows.hit('k/60s c', 60)).toBeUndefined();
    // Keys already counted go on being counted.
    expect(windows.hit('k/60s a', 60)?.hits).toBe(2);
    clock.advance(60_000);
    expect(windows.hit('k/60s c', 60)?.hits).toBe(1);
  });
});
