import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from './testLive';
import type { ReadMark } from './thread';
import { useMarkRead } from './useLiveThread';

const unread = [message(1, 'client'), message(2, 'team')];
const readMark: ReadMark = { readBy: 'client', upToSeq: 2, readAt: '2026-11-22T18:00:00Z' };

/** Lets `ms` go by on the faked timers, React's updates included. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useMarkRead', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed mark-read again for the same messages after 5 s, then after waits that double', async () => {
    const markRead = vi
      .fn<() => Promise<ReadMark>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(readMark);
    const dispatch = vi.fn();
    renderHook(() => useMarkRead(unread, 'client', markRead, dispatch));
    await wait(0);
    expect(markRead).toHaveBeenCalledTimes(1);

    await wait(4_999);
    expect(markRead).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(markRead).toHaveBeenCalledTimes(2);

    await wait(9_999);
    expect(markRead).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(markRead).toHaveBeenCalledTimes(3);
    expect(dispatch).toHaveBeenCalledWith({ type: 'read', mark: readMark });

    await wait(120_000);
    expect(markRead).toHaveBeenCalledTimes(3);
  });

  it('tries nothing more once unmounted', async () => {
    const markRead = vi.fn<() => Promise<ReadMark>>().mockRejectedValue(new Error('down'));
    const { unmount } = renderHook(() => useMarkRead(unread, 'client', markRead, vi.fn()));
    await wait(0);
    unmount();
    await wait(60_000);
    expect(markRead).toHaveBeenCalledTimes(1);
  });
});
