import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingKeys } from '../../onboardingKeys';
import {
  CLIENT_ID,
  FakeSocket,
  meeting,
  message,
  signInTeamOnFakeSocket,
  signOutTeamFromFakeSocket,
} from '../../../messaging/testLive';
import { COUNTS_SETTLE_MS, useLiveClientCounts } from './useLiveClientCounts';

vi.mock('../../../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('../../../messaging/messagingClient', () => ({ liveUrl: () => 'ws://localhost/api/messaging/live' }));

/** A screen with the summary cards' and a list page's reads on it, following the counts live. */
function Counts({ summary, list }: { summary: () => number; list: () => number }) {
  useLiveClientCounts();
  useQuery({ queryKey: onboardingKeys.clients.summary, queryFn: summary });
  useQuery({ queryKey: onboardingKeys.clients.page({ filter: 'all', q: '', unread: false, page: 1 }), queryFn: list });
  return null;
}

function renderCounts() {
  const reads = { summary: 0, list: 0 };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Counts summary={() => ++reads.summary} list={() => ++reads.list} />
    </QueryClientProvider>,
  );
  return { reads, view };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useLiveClientCounts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signInTeamOnFakeSocket();
  });

  afterEach(() => {
    vi.useRealTimers();
    signOutTeamFromFakeSocket();
  });

  it('follows every thread from now on, and reads the counts again on a client’s message, at once and once settled', async () => {
    const { reads } = renderCounts();
    await advance(0);
    expect(reads).toEqual({ summary: 1, list: 1 });
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'admin-token' }, { type: 'subscribe' }]);
    socket.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    await advance(0);
    expect(reads).toEqual({ summary: 1, list: 1 });

    act(() => socket.frame({ type: 'message', message: message(7, 'client') }));
    await advance(0);
    expect(reads).toEqual({ summary: 2, list: 2 });
    await advance(COUNTS_SETTLE_MS);
    expect(reads).toEqual({ summary: 3, list: 3 });
  });

  it('reads them again on the team’s read mark, but not on the team’s own messages, the client’s reads or meetings', async () => {
    const { reads } = renderCounts();
    await advance(0);
    const socket = FakeSocket.latest();
    socket.open();
    socket.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });

    act(() => {
      socket.frame({ type: 'message', message: message(8, 'team') });
      socket.frame({ type: 'read', clientId: CLIENT_ID, readBy: 'client', upToSeq: 8, readAt: '2026-11-22T17:00:00Z' });
      socket.frame({ type: 'meeting', meeting: meeting('m1', '2026-11-23T18:00:00Z') });
    });
    await advance(COUNTS_SETTLE_MS * 2);
    expect(reads).toEqual({ summary: 1, list: 1 });

    act(() => socket.frame({ type: 'read', clientId: CLIENT_ID, readBy: 'team', upToSeq: 7, readAt: '2026-11-22T17:00:00Z' }));
    await advance(0);
    expect(reads).toEqual({ summary: 2, list: 2 });
  });

  it('reads them again when onboarding adds a client or one finishes its onboarding (Total Clients, Active Projects)', async () => {
    const { reads } = renderCounts();
    await advance(0);
    const socket = FakeSocket.latest();
    socket.open();
    socket.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    await advance(0);
    expect(reads).toEqual({ summary: 1, list: 1 });

    act(() => socket.frame({ type: 'clients-changed', clientId: CLIENT_ID }));
    await advance(0);
    expect(reads).toEqual({ summary: 2, list: 2 });
  });

  it('reads them again, at once and once settled, when payments reports a client’s billing (the list’s badge)', async () => {
    const { reads } = renderCounts();
    await advance(0);
    const socket = FakeSocket.latest();
    socket.open();
    socket.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    await advance(0);
    expect(reads).toEqual({ summary: 1, list: 1 });

    act(() => socket.frame({ type: 'billing', clientId: CLIENT_ID }));
    await advance(0);
    expect(reads).toEqual({ summary: 2, list: 2 });
    await advance(COUNTS_SETTLE_MS);
    expect(reads).toEqual({ summary: 3, list: 3 });
  });

  it('reads them again after the socket comes back, for what it missed while down', async () => {
    const { reads } = renderCounts();
    await advance(0);
    FakeSocket.latest().open();
    FakeSocket.latest().frame({ type: 'subscribed', clientId: null, upToSeq: 0 });
    FakeSocket.latest().drop(1006);
    await advance(1_000);
    const again = FakeSocket.latest();
    again.open();
    act(() => again.frame({ type: 'subscribed', clientId: null, upToSeq: 0 }));
    await advance(0);
    expect(reads).toEqual({ summary: 2, list: 2 });
  });

  it('closes its socket when the screen goes', async () => {
    const { view } = renderCounts();
    await advance(0);
    const socket = FakeSocket.latest();
    socket.open();
    view.unmount();
    expect(socket.closedWith).toBe(1000);
  });
});
