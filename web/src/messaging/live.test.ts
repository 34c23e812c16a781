import { describe, expect, it, vi } from 'vitest';
import { LiveConnection, parseFrame, reconnectDelay, shouldReconnect, SUBSCRIBE_DEADLINE_MS } from './live';
import { FakeSocket, message } from './testLive';
import type { LiveServerFrame } from './thread';

describe('reconnectDelay', () => {
  it('doubles from half a second up to 30 s, each wait in the upper half of its step', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([250, 500, 1000]);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(1_000, () => 0)).toBe(15_000);
  });
});

describe('shouldReconnect', () => {
  it('gives up on refusals that cannot change, and tries again after anything else', () => {
    expect([4400, 4403].map(shouldReconnect)).toEqual([false, false]);
    expect([1000, 1001, 1006, 1011, 4401, 4404].map(shouldReconnect)).toEqual([true, true, true, true, true, true]);
  });
});

describe('parseFrame', () => {
  it('takes the service frames and ignores anything else', () => {
    expect(parseFrame(JSON.stringify({ type: 'subscribed', clientId: null, upToSeq: 3 }))).toEqual({
      type: 'subscribed',
      clientId: null,
      upToSeq: 3,
    });
    expect(parseFrame('not json')).toBeNull();
    expect(parseFrame(JSON.stringify({ type: 'auth', token: 'x' }))).toBeNull();
    expect(parseFrame(JSON.stringify(null))).toBeNull();
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
  });
});

function connect(
  options: { clientId?: string; afterSeq?: number | null; refresh?: () => Promise<unknown>; token?: string } = {},
) {
  FakeSocket.instances = [];
  const frames: LiveServerFrame[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  // Each socket's subscription deadline, apart from the waits before trying again.
  const deadlines: { run: () => void; cancelled: boolean }[] = [];
  const subscribed = vi.fn();
  const statuses: string[] = [];
  const connection = new LiveConnection({
    url: 'ws://localhost/api/messaging/live',
    clientId: options.clientId,
    token: () => options.token ?? 'token-1',
    // null: a screen that keeps no messages (it follows from now on).
    afterSeq: options.afterSeq === null ? undefined : () => options.afterSeq ?? 0,
    onFrame: (frame) => frames.push(frame),
    onSubscribed: subscribed,
    onStatus: (status) => statuses.push(status),
    refresh: options.refresh,
    createSocket: (url) => new FakeSocket(url),
    schedule: (run, ms) => {
      if (ms !== SUBSCRIBE_DEADLINE_MS) return timers.push({ run, ms });
      const deadline = { run, cancelled: false };
      deadlines.push(deadline);
      return deadline;
    },
    cancel: (timer) => {
      if (typeof timer === 'object' && timer !== null) (timer as { cancelled: boolean }).cancelled = true;
    },
    random: () => 1,
  });
  connection.start();
  return { connection, frames, timers, deadlines, subscribed, statuses };
}

describe('LiveConnection', () => {
  it('authenticates with the first frame, then subscribes from the last message the screen has', () => {
    connect({ clientId: 'c1', afterSeq: 7 });
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://localhost/api/messaging/live');
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', clientId: 'c1', afterSeq: 7 },
    ]);
  });

  it('a client names no thread', () => {
    connect();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[1]).toEqual({ type: 'subscribe', afterSeq: 0 });
  });

  it('follows every thread from now on, without a catch-up, for a screen that keeps no messages', () => {
    const { frames, timers, subscribed } = connect({ afterSeq: null });
    const first = FakeSocket.latest();
    first.open();
    expect(first.sent).toEqual([{ type: 'auth', token: 'token-1' }, { type: 'subscribe' }]);
    first.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    first.frame({ type: 'message', message: message(8, 'client') });
    expect(frames.map((frame) => frame.type)).toEqual(['subscribed', 'message']);

    // After a drop, still none: the screen reads again what it shows (onSubscribed with again = true).
    first.drop(1006);
    timers[0]!.run();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[1]).toEqual({ type: 'subscribe' });
    FakeSocket.latest().frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    expect(subscribed.mock.calls).toEqual([[false], [true]]);
  });

  it('hands frames on, and after a drop comes back with back-off from the last message seen', () => {
    const { frames, timers, subscribed } = connect({ afterSeq: 2 });
    const first = FakeSocket.latest();
    first.open();
    first.frame({ type: 'message', message: message(3, 'team') });
    first.frame({ type: 'subscribed', clientId: 'c1', upToSeq: 3 });
    first.frame({ type: 'message', message: message(5, 'team') });
    first.frame('garbage');
    expect(frames.map((frame) => frame.type)).toEqual(['message', 'subscribed', 'message']);
    expect(subscribed).toHaveBeenLastCalledWith(false);

    first.drop(1006);
    expect(timers.map((timer) => timer.ms)).toEqual([500]);
    timers[0]!.run();
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent[1]).toEqual({ type: 'subscribe', afterSeq: 5 });

    // Each failed try waits longer, until one subscribes again.
    second.drop(1006);
    timers[1]!.run();
    FakeSocket.latest().drop(1006);
    expect(timers.map((timer) => timer.ms)).toEqual([500, 1000, 2000]);
    timers[2]!.run();
    const fourth = FakeSocket.latest();
    fourth.open();
    fourth.frame({ type: 'subscribed', clientId: 'c1', upToSeq: 9 });
    expect(subscribed).toHaveBeenLastCalledWith(true);
    fourth.drop(1001);
    expect(timers.at(-1)!.ms).toBe(500);
    timers.at(-1)!.run();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[1]).toEqual({ type: 'subscribe', afterSeq: 9 });
  });

  it('says when it is live, when it is trying again after a drop, and live again once subscribed', () => {
    const { statuses, timers } = connect({ afterSeq: 2 });
    expect(statuses).toEqual(['connecting']);
    const first = FakeSocket.latest();
    first.open();
    expect(statuses).toEqual(['connecting']);
    first.frame({ type: 'subscribed', clientId: 'c1', upToSeq: 2 });
    expect(statuses).toEqual(['connecting', 'live']);

    first.drop(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    timers[0]!.run();
    FakeSocket.latest().drop(1006);
    // Still trying: said once.
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting']);
    timers[1]!.run();
    FakeSocket.latest().open();
    FakeSocket.latest().frame({ type: 'subscribed', clientId: 'c1', upToSeq: 2 });
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('tries a client messaging does not know yet (4404) again with back-off, until it is known', () => {
    const { connection, timers, subscribed } = connect();
    FakeSocket.latest().open();
    FakeSocket.latest().drop(4404);
    expect(connection.ended).toBe(false);
    timers[0]!.run();
    FakeSocket.latest().open();
    FakeSocket.latest().drop(4404);
    expect(timers.map((timer) => timer.ms)).toEqual([500, 1000]);
    timers[1]!.run();
    const third = FakeSocket.latest();
    third.open();
    third.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    expect(FakeSocket.instances).toHaveLength(3);
    expect(subscribed).toHaveBeenCalledTimes(1);
    expect(connection.ended).toBe(false);
  });

  it.each([4403, 4400])('stops for good on close code %i', (code) => {
    const { connection, timers } = connect();
    FakeSocket.latest().open();
    FakeSocket.latest().drop(code);
    expect(timers).toEqual([]);
    expect(connection.ended).toBe(true);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('refreshes the session after 4401 and tries again, or stops when there is none', async () => {
    const refresh = vi.fn().mockResolvedValueOnce({ accessToken: 'new' }).mockResolvedValueOnce(null);
    const { connection, timers } = connect({ refresh });
    FakeSocket.latest().drop(4401);
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    timers[0]!.run();
    FakeSocket.latest().drop(4401);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(connection.ended).toBe(true));
    expect(timers).toHaveLength(1);
  });

  it('drops a socket not subscribed in time and tries again, and leaves a subscribed one alone', () => {
    const { timers, deadlines, statuses } = connect({ afterSeq: 4 });
    const first = FakeSocket.latest();
    first.open();
    expect(deadlines).toHaveLength(1);
    // The service never answers the subscription: the socket is closed and tried again after the usual wait.
    deadlines[0]!.run();
    expect(first.closedWith).toBe(1000);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    expect(timers.map((timer) => timer.ms)).toEqual([500]);
    // Its close, when it comes, schedules nothing more.
    first.drop(1006);
    expect(timers).toHaveLength(1);

    timers[0]!.run();
    const second = FakeSocket.latest();
    second.open();
    expect(second.sent[1]).toEqual({ type: 'subscribe', afterSeq: 4 });
    second.frame({ type: 'subscribed', clientId: null, upToSeq: 4 });
    expect(deadlines[1]!.cancelled).toBe(true);
    // A deadline that fires anyway (its cancel raced it) changes nothing.
    deadlines[1]!.run();
    expect(second.closedWith).toBeUndefined();
    expect(statuses.at(-1)).toBe('live');
    expect(timers).toHaveLength(1);
  });

  it('stop closes the socket and a late close schedules nothing', () => {
    const { connection, timers } = connect();
    const socket = FakeSocket.latest();
    socket.open();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1006);
    expect(timers).toEqual([]);
  });
});
