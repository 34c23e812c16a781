import { describe, expect, it } from 'vitest';
import { message, meeting } from './testLive';
import {
  applyRead,
  emptyThread,
  frameAction,
  isUnreadBy,
  lastSeen,
  lastSeq,
  mergeMeetings,
  mergeMessages,
  readAt,
  threadReducer,
  unreadBy,
} from './thread';

const seqs = (messages: readonly { seq: number }[]) => messages.map((m) => m.seq);

describe('mergeMessages', () => {
  it('keeps seq order whatever order messages arrive in', () => {
    const merged = mergeMessages([message(2, 'client')], [message(5, 'team'), message(1, 'team'), message(3, 'client')]);
    expect(seqs(merged)).toEqual([1, 2, 3, 5]);
    expect(lastSeq(merged)).toBe(5);
    expect(lastSeq([])).toBe(0);
  });

  it('keeps each message once, by id and by seq (a page, the answer to a send and a frame of the same message)', () => {
    const sent = message(4, 'client');
    let messages = mergeMessages([], [message(1, 'team'), sent]);
    messages = mergeMessages(messages, [sent, { ...sent }, message(1, 'team'), message(4, 'client')]);
    expect(seqs(messages)).toEqual([1, 4]);
  });

  it('returns the same list when nothing is new (no re-render)', () => {
    const current = mergeMessages([], [message(1, 'team'), message(2, 'client')]);
    expect(mergeMessages(current, [message(2, 'client')])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('keeps the read marks either copy has: an older copy never makes a read message unread', () => {
    const unread = message(3, 'team');
    const read = { ...unread, readByClientAt: '2026-11-22T17:00:00Z' };
    expect(mergeMessages([read], [unread])[0]!.readByClientAt).toBe('2026-11-22T17:00:00Z');
    expect(mergeMessages([unread], [read])[0]!.readByClientAt).toBe('2026-11-22T17:00:00Z');
  });
});

describe('applyRead', () => {
  const thread = [message(1, 'client'), message(2, 'team'), message(3, 'client'), message(4, 'client')];

  it("marks the other side's messages up to upToSeq read at readAt, and no others", () => {
    const marked = applyRead(thread, { readBy: 'team', upToSeq: 3, readAt: '2026-11-22T18:00:00Z' });
    expect(marked.map((m) => m.readByTeamAt)).toEqual([
      '2026-11-22T18:00:00Z',
      thread[1]!.readByTeamAt,
      '2026-11-22T18:00:00Z',
      null,
    ]);
    // The team's own message keeps its own time; the client's readByClientAt is untouched.
    expect(marked.map((m) => m.readByClientAt)).toEqual(thread.map((m) => m.readByClientAt));
  });

  it('keeps the first read time, and returns the same list when it marks nothing', () => {
    const once = applyRead(thread, { readBy: 'team', upToSeq: 4, readAt: '2026-11-22T18:00:00Z' });
    expect(applyRead(once, { readBy: 'team', upToSeq: 4, readAt: '2026-11-22T19:00:00Z' })).toBe(once);
    expect(applyRead(thread, { readBy: 'team', upToSeq: null, readAt: '2026-11-22T18:00:00Z' })).toBe(thread);
  });

  it('the client reading marks team messages', () => {
    const marked = applyRead(thread, { readBy: 'client', upToSeq: 10, readAt: '2026-11-22T18:00:00Z' });
    expect(marked[1]!.readByClientAt).toBe('2026-11-22T18:00:00Z');
  });
});

describe('the thread state', () => {
  it('applies live frames: messages merged, read marks applied, meetings earliest first, subscribed ignored', () => {
    let state = emptyThread;
    const frames = [
      { type: 'message', message: message(2, 'client') },
      { type: 'message', message: message(1, 'team') },
      { type: 'message', message: message(2, 'client') },
      { type: 'read', clientId: message(1, 'team').clientId, readBy: 'team', upToSeq: 2, readAt: '2026-11-22T18:00:00Z' },
      { type: 'meeting', meeting: meeting('m2', '2026-11-25T16:00:00Z') },
      { type: 'meeting', meeting: meeting('m1', '2026-11-23T16:00:00Z') },
      { type: 'meeting', meeting: meeting('m1', '2026-11-23T16:00:00Z') },
      { type: 'subscribed', clientId: null, upToSeq: 2 },
    ] as const;
    for (const frame of frames) {
      const action = frameAction(frame);
      if (action) state = threadReducer(state, action);
    }
    expect(seqs(state.messages)).toEqual([1, 2]);
    expect(state.messages[1]!.readByTeamAt).toBe('2026-11-22T18:00:00Z');
    expect(state.meetings.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(frameAction({ type: 'subscribed', clientId: null, upToSeq: 2 })).toBeNull();
  });

  it('mergeMeetings replaces a meeting by id', () => {
    const merged = mergeMeetings(
      [meeting('m1', '2026-11-23T16:00:00Z')],
      [{ ...meeting('m1', '2026-11-23T16:00:00Z'), status: 'cancelled' }],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]!.status).toBe('cancelled');
  });

  it("lastSeen is the latest of a side's messages the other side has read", () => {
    const thread = [
      message(1, 'client', { readByTeamAt: '2026-11-22T17:00:00Z' }),
      message(2, 'client', { readByTeamAt: '2026-11-22T17:05:00Z' }),
      message(3, 'client'),
      message(4, 'team'),
    ];
    expect(lastSeen(thread, 'client')).toEqual({ id: thread[1]!.id, at: '2026-11-22T17:05:00Z' });
    expect(lastSeen(thread, 'team')).toBeNull();
  });
});

describe('unread', () => {
  const thread = [
    message(1, 'client', { readByTeamAt: '2026-11-22T17:00:00Z' }),
    message(2, 'team'),
    message(3, 'client'),
    message(4, 'team', { readByClientAt: '2026-11-22T17:10:00Z' }),
    message(5, 'client'),
    message(6, 'team'),
  ];

  it("is what the read marks say: the other side's messages with no read time for the reader", () => {
    expect(readAt(thread[0]!, 'team')).toBe('2026-11-22T17:00:00Z');
    expect(readAt(thread[1]!, 'client')).toBeNull();
    expect(thread.filter((m) => isUnreadBy(m, 'team')).map((m) => m.seq)).toEqual([3, 5]);
    expect(thread.filter((m) => isUnreadBy(m, 'client')).map((m) => m.seq)).toEqual([2, 6]);
  });

  it("counts each side's unread, with the first and the newest", () => {
    const team = unreadBy(thread, 'team');
    expect([team.count, team.first?.seq, team.newest?.seq]).toEqual([2, 3, 5]);
    const client = unreadBy(thread, 'client');
    expect([client.count, client.first?.seq, client.newest?.seq]).toEqual([2, 2, 6]);
    expect(unreadBy([], 'team')).toEqual({ count: 0, first: null, newest: null });
  });

  it('goes as a read mark comes: the same definition for the screens and for marking read', () => {
    const read = applyRead(thread, { readBy: 'team', upToSeq: 3, readAt: '2026-11-22T18:00:00Z' });
    expect(unreadBy(read, 'team').count).toBe(1);
    expect(unreadBy(read, 'client').count).toBe(2);
  });
});
