import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../shared/api/clients';
import { messagingApi } from './messagingClient';
import { getAccessToken, setSession, type Session } from '../shared/api/session';
import { deferred, failure, ok } from '../shared/test/apiResult';
import { onboardingKeys } from '../onboarding/onboardingKeys';
import { messagingKeys } from './messagingKeys';
import { CLIENT_ID, FakeSocket, meeting, message } from './testLive';
import { readAt, type Meeting, type Message } from './thread';
import { useScheduleCall, useThread, type ThreadOptions } from './useThread';

vi.mock('../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('./messagingClient', () => ({
  messagingApi: { GET: vi.fn(), POST: vi.fn() },
  liveUrl: () => 'ws://localhost/api/messaging/live',
}));

const get = vi.mocked(messagingApi.GET);
const post = vi.mocked(messagingApi.POST);

/** Each side's operations: the client's own thread, and the team's view of one client's. */
const client = {
  options: { side: 'client' } as ThreadOptions,
  thread: '/client/messages',
  meetings: '/client/meetings',
  read: '/client/messages/read',
  init: [] as unknown[],
  subscribe: { type: 'subscribe', afterSeq: 4 },
  own: 'client' as const,
  other: 'team' as const,
};
const path = { params: { path: { clientId: CLIENT_ID } } };
const team = {
  options: { side: 'team', clientId: CLIENT_ID } as ThreadOptions,
  thread: '/admin/clients/{clientId}/messages',
  meetings: '/admin/clients/{clientId}/meetings',
  read: '/admin/clients/{clientId}/messages/read',
  init: [path],
  subscribe: { type: 'subscribe', clientId: CLIENT_ID, afterSeq: 4 },
  own: 'team' as const,
  other: 'client' as const,
};
type Side = typeof client | typeof team;

interface Answers {
  messages?: unknown;
  meetings?: unknown;
}

function answer(side: Side, { messages = [], meetings = [] }: Answers = {}) {
  const reply = (value: unknown, wrap: (list: never[]) => unknown) => (Array.isArray(value) ? ok(wrap(value as never[])) : value);
  get.mockImplementation((async (url: string) => {
    if (url === side.thread) return reply(messages, (list) => ({ clientId: CLIENT_ID, messages: list }));
    if (url === side.meetings) return reply(meetings, (list) => ({ meetings: list }));
    throw new Error(`unexpected GET ${url}`);
  }) as never);
  post.mockImplementation((async (url: string, init?: { body?: { message: string } }) => {
    if (url === side.read)
      return ok({ clientId: CLIENT_ID, readBy: side.own, count: 1, upToSeq: 4, readAt: '2026-11-22T18:00:00Z' });
    if (url === side.thread) return ok(message(9, side.own, { message: init!.body!.message }), 201);
    if (url === side.meetings) return ok(meeting('m7', '2026-11-23T18:00:00Z'), 201);
    throw new Error(`unexpected POST ${url}`);
  }) as never);
}

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

function renderThread(options: ThreadOptions) {
  return renderHook((props: ThreadOptions) => useThread(props), { wrapper, initialProps: options });
}

const calls = (mock: typeof get | typeof post, url: string) =>
  (mock.mock.calls as unknown as [string, ...unknown[]][]).filter(([called]) => called === url);

/** No answers, no cache and no sockets from an earlier test. */
function freshStart() {
  get.mockReset();
  post.mockReset();
  vi.mocked(refreshSession).mockReset();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}

describe.each([
  ['client', client],
  ['team', team],
])("useThread, the %s's side", (_, side) => {
  beforeEach(() => {
    freshStart();
    setSession({
      accessToken: `${side.own}-token`,
      expiresIn: 900,
      user: {
        id: '3b0b2c1e-0000-4000-8000-000000000001',
        email: 'sam@maplebuilders.ca',
        role: side.own === 'team' ? 'admin' : 'client',
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setSession(null);
  });

  it('reads the thread and the meetings under their messaging keys, and follows the thread from its last message', async () => {
    const thread: Message[] = [message(2, side.other), message(4, side.own)];
    const meetings: Meeting[] = [meeting('m2', '2026-11-25T16:00:00Z'), meeting('m1', '2026-11-23T16:00:00Z')];
    answer(side, { messages: thread, meetings });
    const { result } = renderThread(side.options);
    expect(result.current.reads.messages.pending).toBe(true);
    await vi.waitFor(() => expect(result.current.messages.map((m) => m.seq)).toEqual([2, 4]));
    await vi.waitFor(() => expect(result.current.meetings.map((m) => m.id)).toEqual(['m1', 'm2']));
    expect(result.current.side).toBe(side.own);
    expect(result.current.reads.messages).toEqual({ pending: false, error: null, refused: false });
    expect(get).toHaveBeenCalledWith(side.thread, ...side.init);
    expect(get).toHaveBeenCalledWith(side.meetings, ...side.init);
    expect(queryClient.getQueryData(messagingKeys.messages(side.options))).toEqual({ clientId: CLIENT_ID, messages: thread });
    expect(queryClient.getQueryData(messagingKeys.meetings(side.options))).toEqual({ meetings });

    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', token: `${side.own}-token` }, side.subscribe]);
    act(() => {
      socket.frame({ type: 'message', message: message(6, side.other, { message: 'Live' }) });
      socket.frame({ type: 'meeting', meeting: meeting('m0', '2026-11-22T20:00:00Z') });
    });
    expect(result.current.messages.map((m) => m.message)).toEqual(['message 2', 'message 4', 'Live']);
    expect(result.current.meetings.map((m) => m.id)).toEqual(['m0', 'm1', 'm2']);
  });

  it('reads the project plan again when the team changes a milestone', async () => {
    answer(side, { messages: [] });
    renderThread(side.options);
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    const plan = side.own === 'team' ? onboardingKeys.clients.plan(CLIENT_ID) : onboardingKeys.portal.plan;
    queryClient.setQueryData(plan, { items: [] });
    expect(queryClient.getQueryState(plan)?.isInvalidated).toBe(false);
    act(() => socket.frame({ type: 'project', clientId: CLIENT_ID }));
    await vi.waitFor(() => expect(queryClient.getQueryState(plan)?.isInvalidated).toBe(true));
  });

  it('reads the client’s record again when the team changes who looks after it, so Your Team follows', async () => {
    answer(side, { messages: [] });
    renderThread(side.options);
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    const record = side.own === 'team' ? onboardingKeys.clients.detail(CLIENT_ID) : onboardingKeys.portal.client;
    queryClient.setQueryData(record, { id: CLIENT_ID });
    expect(queryClient.getQueryState(record)?.isInvalidated).toBe(false);
    act(() => socket.frame({ type: 'team', clientId: CLIENT_ID }));
    await vi.waitFor(() => expect(queryClient.getQueryState(record)?.isInvalidated).toBe(true));
  });

  it('says the chat is reconnecting after its socket drops, and live again once it is back', async () => {
    answer(side, { messages: [] });
    const { result } = renderThread(side.options);
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    act(() => socket.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 0 }));
    await vi.waitFor(() => expect(result.current.connection).toBe('live'));
    act(() => socket.drop(1006));
    expect(result.current.connection).toBe('reconnecting');
  });

  it("counts what this side has left unread of the other's messages, from the read marks, and marks them read", async () => {
    answer(side, {
      messages: [
        message(1, side.other, { [side.own === 'team' ? 'readByTeamAt' : 'readByClientAt']: '2026-11-22T16:30:00Z' }),
        message(2, side.other),
        message(3, side.own),
        message(4, side.other),
      ],
    });
    const marked = deferred<unknown>();
    post.mockImplementationOnce((() => marked.promise) as never);
    const { result } = renderThread(side.options);
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(side.read, ...side.init));
    expect(result.current.unread.count).toBe(2);
    expect(result.current.unread.first?.seq).toBe(2);
    expect(result.current.unread.newest?.seq).toBe(4);

    marked.resolve(ok({ clientId: CLIENT_ID, readBy: side.own, count: 2, upToSeq: 4, readAt: '2026-11-22T18:00:00Z' }));
    await vi.waitFor(() => expect(result.current.unread).toEqual({ count: 0, first: null, newest: null }));
  });

  it('marks nothing read while the thread is not in view, and does once it is', async () => {
    answer(side, { messages: [message(2, side.other)] });
    const { result, rerender } = renderThread({ ...side.options, active: false });
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls(post, side.read)).toEqual([]);
    expect(result.current.unread.count).toBe(1);

    rerender({ ...side.options, active: true });
    await vi.waitFor(() => expect(calls(post, side.read)).toHaveLength(1));
  });

  it('sends: the stored message joins the thread once, and a failure is thrown', async () => {
    answer(side);
    const { result } = renderThread(side.options);
    await vi.waitFor(() => expect(result.current.reads.messages.pending).toBe(false));
    let sent: Message | undefined;
    await act(async () => {
      sent = await result.current.send('Hello');
    });
    expect(post).toHaveBeenCalledWith(
      side.thread,
      ...(side.own === 'team' ? [{ ...path, body: { message: 'Hello' } }] : [{ body: { message: 'Hello' } }]),
    );
    expect(sent?.message).toBe('Hello');
    expect(result.current.messages.map((m) => m.message)).toEqual(['Hello']);

    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.frame({ type: 'message', message: sent }));
    expect(result.current.messages).toHaveLength(1);

    post.mockResolvedValueOnce(failure(500) as never);
    await expect(act(() => result.current.send('Again'))).rejects.toThrow();
    expect(result.current.messages).toHaveLength(1);
  });

  it('reads the thread and meetings again on every subscription: what a catch-up does not bring is not lost', async () => {
    answer(side, { messages: [message(4, side.own)] });
    const { result } = renderThread(side.options);
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    answer(side, {
      messages: [message(4, side.own, { [side.own === 'team' ? 'readByClientAt' : 'readByTeamAt']: '2026-11-22T19:15:00Z' })],
      meetings: [meeting('m9', '2026-11-23T19:15:00Z')],
    });
    act(() => socket.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 4 }));
    await vi.waitFor(() => expect(result.current.meetings.map((m) => m.id)).toEqual(['m9']));
    await vi.waitFor(() => expect(readAt(result.current.messages[0]!, side.other)).toBe('2026-11-22T19:15:00Z'));
    expect(calls(get, side.thread)).toHaveLength(2);
  });

  it('when the service ends the socket (4401: the token expired or the session ended), refreshes the session and carries on from the last message, losing none', async () => {
    answer(side, { messages: [message(4, side.own)] });
    const renewed = vi.mocked(refreshSession).mockImplementation(async () => {
      const session = {
        accessToken: `${side.own}-renewed`,
        expiresIn: 900,
        user: { id: 'u1', email: 'sam@maplebuilders.ca', role: 'admin' },
      };
      setSession(session as Session);
      return session as Session;
    });
    const { result } = renderThread(side.options);
    const first = await vi.waitFor(() => FakeSocket.latest());
    act(() => first.open());
    act(() => {
      first.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 4 });
      first.frame({ type: 'message', message: message(6, side.other) });
    });
    await vi.waitFor(() => expect(result.current.messages.map((m) => m.seq)).toEqual([4, 6]));
    const readsBefore = calls(get, side.thread).length;

    // Message 7 is sent while the screen has no socket: the next one's catch-up and the read again both bring it.
    answer(side, { messages: [message(4, side.own), message(6, side.other), message(7, side.other)] });
    act(() => first.drop(4401));
    await vi.waitFor(() => expect(renewed).toHaveBeenCalledTimes(1));
    expect(getAccessToken()).toBe(`${side.own}-renewed`);
    const second = await vi.waitFor(
      () => {
        expect(FakeSocket.instances).toHaveLength(2);
        return FakeSocket.latest();
      },
      { timeout: 2_000 },
    );
    act(() => second.open());
    expect(second.sent).toEqual([
      { type: 'auth', token: `${side.own}-renewed` },
      { ...side.subscribe, afterSeq: 6 },
    ]);
    act(() => {
      second.frame({ type: 'message', message: message(7, side.other) });
      second.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 7 });
    });
    await vi.waitFor(() => expect(calls(get, side.thread)).toHaveLength(readsBefore + 1));
    await vi.waitFor(() => expect(result.current.messages.map((m) => m.seq)).toEqual([4, 6, 7]));
  });

  it('a thread the session may not read (403) is refused, not failed: no socket and nothing marked', async () => {
    answer(side, { messages: failure(403), meetings: failure(403) });
    const { result } = renderThread(side.options);
    await vi.waitFor(() => expect(result.current.reads.messages.refused).toBe(true));
    expect(result.current.reads.meetings.refused).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeSocket.instances).toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('a thread that cannot be read is said, and the socket still catches up from the start', async () => {
    answer(side, { messages: failure(500) });
    const { result } = renderThread(side.options);
    await vi.waitFor(() => expect(result.current.reads.messages.error).toBeTruthy());
    expect(result.current.reads.messages.refused).toBe(false);
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    expect(socket.sent[1]).toEqual({ ...side.subscribe, afterSeq: 0 });
    expect(calls(get, side.thread)).toHaveLength(1);
  });

  it('reads the meetings only while the screen shows them', async () => {
    answer(side, { meetings: [meeting('m1', '2026-11-23T16:00:00Z')] });
    const { result, rerender } = renderThread({ ...side.options, withMeetings: false });
    await vi.waitFor(() => expect(result.current.reads.messages.pending).toBe(false));
    expect(calls(get, side.meetings)).toEqual([]);
    expect(result.current.reads.meetings.pending).toBe(false);

    rerender({ ...side.options, withMeetings: true });
    expect(result.current.reads.meetings.pending).toBe(true);
    await vi.waitFor(() => expect(result.current.meetings.map((m) => m.id)).toEqual(['m1']));
  });
});

describe('useScheduleCall', () => {
  beforeEach(freshStart);

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("schedules the call and reads the client's meetings again", async () => {
    let scheduled: Meeting[] = [];
    answer(team, { meetings: [] });
    get.mockImplementation((async (url: string) =>
      url === team.meetings ? ok({ meetings: scheduled }) : ok({ clientId: CLIENT_ID, messages: [] })) as never);
    const { result } = renderHook(() => ({ thread: useThread(team.options), schedule: useScheduleCall(CLIENT_ID) }), { wrapper });
    await vi.waitFor(() => expect(result.current.thread.reads.meetings.pending).toBe(false));

    const answered = deferred<unknown>();
    post.mockImplementationOnce((() => answered.promise) as never);
    act(() => result.current.schedule.mutate());
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(team.meetings, path));
    scheduled = [meeting('m7', '2026-11-23T18:00:00Z')];
    answered.resolve(ok(scheduled[0], 201));
    await vi.waitFor(() => expect(result.current.thread.meetings.map((m) => m.id)).toEqual(['m7']));
  });
});
