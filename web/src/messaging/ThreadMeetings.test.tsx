import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meeting } from './testLive';
import { unreadBy, type Meeting } from './thread';
import { ThreadMeetings } from './ThreadMeetings';
import type { ReadState, Thread } from './useThread';

const settled: ReadState = { pending: false, error: null, refused: false };

const threadWith = (meetings: Meeting[], read: Partial<ReadState> = {}): Thread => ({
  side: 'client',
  connection: 'live',
  messages: [],
  meetings,
  reads: { messages: settled, meetings: { ...settled, ...read } },
  unread: unreadBy([], 'client'),
  send: vi.fn(),
  download: vi.fn(),
});

const titles = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('strong')!.textContent);

describe('ThreadMeetings', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-11-22T20:00:00Z');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const meetings = [
    meeting('m1', '2026-11-22T19:59:00Z', 'Kick-off'),
    meeting('m2', '2026-11-23T17:00:00Z', 'Scheduled Call'),
    { ...meeting('m3', '2026-11-24T17:00:00Z', 'Cancelled call'), status: 'cancelled' as const },
  ];

  it('lists every meeting with its date, earliest first as given (the team)', () => {
    render(<ThreadMeetings thread={threadWith(meetings)} />);
    expect(titles()).toEqual(['Kick-off', 'Scheduled Call', 'Cancelled call']);
    expect(screen.getByText('Nov 23, 2026, 10:00 AM MST').getAttribute('datetime')).toBe('2026-11-23T17:00:00Z');
  });

  it('upcomingOnly: the scheduled ones still to come (the client)', () => {
    render(<ThreadMeetings thread={threadWith(meetings)} upcomingOnly />);
    expect(titles()).toEqual(['Scheduled Call']);
  });

  it.each([
    ['none', threadWith([]), 'No meetings scheduled'],
    ['none still to come', threadWith(meetings.slice(0, 1)), 'No meetings scheduled'],
    ['the read refused', threadWith([], { error: new Error('403'), refused: true }), 'No meetings scheduled'],
    ['the read pending', threadWith([], { pending: true }), 'Loading meetings...'],
    ['the read failed', threadWith([], { error: new Error('500') }), 'Failed to load meetings'],
  ])('with %s, says so', (_, thread, text) => {
    render(<ThreadMeetings thread={thread} upcomingOnly />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
