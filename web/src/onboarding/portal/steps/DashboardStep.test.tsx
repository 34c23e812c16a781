import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingApi } from '../../../messaging/messagingClient';
import { notify } from '../../../shared/lib/notify';
import { chooseTimeZone } from '../../../shared/lib/viewerTime';
import {
  formatClock as localTime,
  formatMeetingMoment as localMoment,
  formatWeekday as localDay,
} from '../../../shared/lib/viewerTime';
import { FakeSocket, meeting, message } from '../../../messaging/testLive';
import type { Meeting, Message } from '../../../messaging/thread';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { clientRecord, currentLocation } from '../testPortal';
import { answerReads, renderStep, resetSteps } from './testSteps';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../messaging/messagingClient', () => ({
  messagingApi: { GET: vi.fn(), POST: vi.fn() },
  liveUrl: () => 'ws://localhost/api/messaging/live',
}));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const complete = (overrides = {}) =>
  clientRecord({
    paymentCompleted: true,
    contractSigned: true,
    videoWatched: true,
    onboardingComplete: true,
    stepCompleted: 4,
    ...overrides,
  });

const get = () => vi.mocked(messagingApi.GET);
const post = () => vi.mocked(messagingApi.POST);
const readMark = (upToSeq: number | null) =>
  ok({ clientId: 'c', readBy: 'client', count: upToSeq ? 1 : 0, upToSeq, readAt: '2026-11-22T18:00:00Z' });

/** The team's hours as messaging's configuration gives them (its defaults). */
const teamHours = { timeZone: 'America/Edmonton', dayStart: '09:00', dayEnd: '17:00', weekdays: [1, 2, 3, 4, 5] };

interface Answers {
  messages?: unknown;
  meetings?: unknown;
}

/** Answers messaging: the thread, the meetings, read marks and sends (echoing the message as the client's). */
function answerMessaging({ messages = ok({ clientId: 'c', messages: [] }), meetings = ok({ meetings: [] }) }: Answers = {}) {
  get().mockImplementation((async (path: string) => {
    if (path === '/client/messages') return messages;
    if (path === '/client/meetings') return meetings;
    if (path === '/client/meetings/slots') return ok(bookingSlots);
    if (path === '/team-hours') return ok(teamHours);
    throw new Error(`unexpected GET ${path}`);
  }) as never);
  post().mockImplementation((async (path: string, init?: { body?: { message: string } }) => {
    if (path === '/client/messages/read') return readMark(null);
    if (path === '/client/messages') return ok(message(50, 'client', { message: init!.body!.message }), 201);
    if (path === '/client/meetings/bookings') return ok({ ...meeting('b1', booked), bookedBy: 'client' }, 201);
    throw new Error(`unexpected POST ${path}`);
  }) as never);
}

/** Two days with free slots: Tuesday 24 (two times) and Wednesday 25 November 2026. */
const booked = '2026-11-24T17:30:00.000Z';
const bookingSlots = {
  timeZone: 'America/Edmonton',
  durationMinutes: 30,
  daysAhead: 14,
  minNoticeHours: 24,
  slots: ['2026-11-24T17:00:00.000Z', booked, '2026-11-25T17:00:00.000Z'].map((startsAt) => ({
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  })),
};

const thread = (messages: Message[]) => ok({ clientId: 'c', messages });

async function openDashboard(answers: Answers = {}, client = complete(), plan?: unknown) {
  answerReads({ client, plan });
  answerMessaging(answers);
  await renderStep('dashboard');
  return screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
}

const bubbles = () =>
  within(screen.getByRole('log', { name: 'Messages with your team' }))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('data-sender'), item.querySelector('p:nth-of-type(2)')!.textContent]);

describe('the client dashboard', () => {
  beforeAll(() => import('./DashboardStep'));

  beforeEach(() => {
    resetSteps();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    // The clock only: the meetings of these tests are upcoming.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-11-22T20:00:00Z');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the heading, Project Status, the tabs, Quick Actions, Upcoming Meetings and Your Team', async () => {
    const heading = await openDashboard({
      meetings: ok({ meetings: [meeting('m1', '2026-11-23T17:00:00Z')] }),
    });
    expect(heading.textContent).toBe('Welcome, Ada Moreau!');
    expect(screen.getByText('Prairie Bakery')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();

    const status = screen.getByRole('region', { name: 'Project Status' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Payment CompleteDone', 'Contract SignedDone', 'Onboarding CompleteDone']);
    // No plan yet: the spec's last item stands in for it.
    expect(await within(status).findByText('Project Starting: Pending')).toBeTruthy();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Messages', 'true'],
      ['Files', 'false'],
      ['Invoices', 'false'],
    ]);
    expect(screen.getByText('No messages yet. Start the conversation!')).toBeTruthy();

    const meetings = screen.getByRole('region', { name: 'Upcoming Meetings' });
    expect(meetings.textContent).toContain('Scheduled Call');
    // In the viewer's own time zone, named.
    expect(within(meetings).getByText(localMoment('2026-11-23T17:00:00Z')).getAttribute('datetime')).toBe('2026-11-23T17:00:00Z');

    const team = screen.getByRole('region', { name: 'Your Team' });
    expect(team.textContent).toContain('Project Manager');
    // The team's configured hours, in the viewer's zone (the browser's here: Edmonton).
    expect(await within(team).findAllByText('Available 9:00 a.m. – 5:00 p.m. MST')).toHaveLength(2);
    expect(team.textContent).toContain('Lead Developer');
  });

  it('shows the names of the teammates assigned, each with the availability of their place', async () => {
    await openDashboard(
      {},
      complete({ team: { projectManager: { name: 'Morgan Mentor' }, leadDeveloper: { name: 'Sam Student' } } }),
    );
    const card = screen.getByRole('region', { name: 'Your Team' });
    await within(card).findAllByText('Available 9:00 a.m. – 5:00 p.m. MST');
    const places = within(card)
      .getAllByRole('listitem')
      .map((item) => [...item.children].map((part) => part.textContent));
    expect(places).toEqual([
      ['Morgan Mentor', 'Project Manager', 'Available 9:00 a.m. – 5:00 p.m. MST'],
      ['Sam Student', 'Lead Developer', 'Available 9:00 a.m. – 5:00 p.m. MST'],
    ]);
  });

  it('shows a place nobody holds yet as the role alone, beside one that is held', async () => {
    await openDashboard({}, complete({ team: { projectManager: null, leadDeveloper: { name: 'Sam Student' } } }));
    const card = screen.getByRole('region', { name: 'Your Team' });
    await within(card).findAllByText('Available 9:00 a.m. – 5:00 p.m. MST');
    const places = within(card)
      .getAllByRole('listitem')
      .map((item) => [...item.children].map((part) => part.textContent));
    expect(places).toEqual([
      ['Project Manager', 'Available 9:00 a.m. – 5:00 p.m. MST'],
      ['Sam Student', 'Lead Developer', 'Available 9:00 a.m. – 5:00 p.m. MST'],
    ]);
  });

  it('states the team’s hours in the zone the client chose, not the team’s', async () => {
    chooseTimeZone('America/Toronto');
    await openDashboard();
    const card = screen.getByRole('region', { name: 'Your Team' });
    expect(await within(card).findAllByText('Available 11:00 a.m. – 7:00 p.m. EST')).toHaveLength(2);
  });

  it("falls back to the e-mail's local part and 'Your Business'", async () => {
    const heading = await openDashboard({}, complete({ contactName: '', businessName: ' ', email: 'lena@lakeside.ca' }));
    expect(heading.textContent).toBe('Welcome, lena!');
    expect(screen.getByText('Your Business')).toBeTruthy();
  });

  it("says 'No meetings scheduled'; Schedule Call books a free time by day then time, and Join Meeting waits for a meeting", async () => {
    const user = userEvent.setup();
    await openDashboard();
    expect(screen.getByText('No meetings scheduled')).toBeTruthy();
    const join = screen.getByRole('button', { name: 'Join Meeting' });
    expect(join).toHaveProperty('disabled', true);
    expect(join.getAttribute('aria-describedby')).toBe('join-meeting-reason');
    expect(screen.getByText('No upcoming meeting to join yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a call' });
    const days = within(dialog).getByRole('group', { name: 'Day' });
    expect(
      within(days)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([localDay(bookingSlots.slots[0]!.startsAt), localDay(bookingSlots.slots[2]!.startsAt)]);
    const times = within(dialog).getByRole('group', { name: 'Time' });
    expect(within(times).getAllByRole('radio')).toHaveLength(2);
    const book = within(dialog).getByRole('button', { name: 'Book call' });
    expect(book).toHaveProperty('disabled', true);
    await user.click(within(times).getByRole('radio', { name: localTime(booked) }));
    await user.click(book);
    expect(post()).toHaveBeenCalledWith('/client/meetings/bookings', { body: { startsAt: booked } });
    expect(notify.success).toHaveBeenCalledWith(`Call booked for ${localMoment(booked)}.`);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['MESSAGING_SLOT_TAKEN', 'That time was just taken. Please pick another.'],
    ['MESSAGING_BOOKING_OVERLAPS', 'You already have a call at that time. Please pick another.'],
    [
      'MESSAGING_BOOKING_LIMIT_REACHED',
      'You already have as many upcoming calls as you can book. Move or cancel one, or message the team.',
    ],
    ['SOMETHING_ELSE', 'Failed to book the call. Please try again.'],
  ])('says why a booking refused with %s failed, and keeps the dialog open', async (code, words) => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a call' });
    post().mockResolvedValueOnce(failure(409, code) as never);
    await user.click(within(within(dialog).getByRole('group', { name: 'Time' })).getByRole('radio', { name: localTime(booked) }));
    await user.click(within(dialog).getByRole('button', { name: 'Book call' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(words));
    expect(screen.getByRole('dialog', { name: 'Book a call' })).toBeTruthy();
  });

  it('Join Meeting opens the next meeting’s link, and a booked call can be rescheduled or cancelled', async () => {
    await openDashboard({
      meetings: ok({
        meetings: [
          { ...meeting('m1', '2026-11-23T17:00:00Z', 'Kick-off'), videoUrl: 'https://meet.example.com/kick' },
          { ...meeting('m2', '2026-11-25T17:00:00Z'), bookedBy: 'client' },
        ],
      }),
    });
    const join = screen.getByRole('link', { name: 'Join Meeting' });
    expect([join.getAttribute('href'), join.getAttribute('target')]).toEqual(['https://meet.example.com/kick', '_blank']);
    expect(screen.getByRole('link', { name: 'Join Kick-off' })).toBeTruthy();
    const when = localMoment('2026-11-25T17:00:00Z');
    expect(screen.getByRole('button', { name: `Reschedule call on ${when}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Cancel call on ${when}` })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Reschedule/ })).toHaveLength(1);
  });

  it('moves a booked call to another free time, and cancels it after asking', async () => {
    const user = userEvent.setup();
    const mine = { ...meeting('m2', '2026-11-25T17:00:00Z'), bookedBy: 'client' as const };
    await openDashboard({ meetings: ok({ meetings: [mine] }) });
    const when = localMoment(mine.scheduledAt);
    post().mockImplementation((async (path: string) =>
      ok(path.endsWith('/cancel') ? { ...mine, status: 'cancelled' } : { ...mine, scheduledAt: booked })) as never);

    await user.click(screen.getByRole('button', { name: `Reschedule call on ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your call' });
    await user.click(within(within(dialog).getByRole('group', { name: 'Time' })).getByRole('radio', { name: localTime(booked) }));
    await user.click(within(dialog).getByRole('button', { name: 'Move call' }));
    expect(post()).toHaveBeenCalledWith('/client/meetings/bookings/{meetingId}/reschedule', {
      params: { path: { meetingId: 'm2' } },
      body: { startsAt: booked },
    });
    expect(notify.success).toHaveBeenCalledWith(`Call moved to ${localMoment(booked)}.`);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: `Cancel call on ${when}` }));
    const ask = screen.getByRole('alertdialog', { name: 'Cancel this call?' });
    expect(ask.textContent).toContain(`Your call on ${when} will be cancelled.`);
    await user.click(within(ask).getByRole('button', { name: 'Cancel call' }));
    expect(post()).toHaveBeenCalledWith('/client/meetings/bookings/{meetingId}/cancel', {
      params: { path: { meetingId: 'm2' } },
    });
    expect(notify.success).toHaveBeenCalledWith('Call cancelled.');
  });

  it('Upcoming Meetings shows only the scheduled ones still to come, earliest first', async () => {
    const at = (id: string, scheduledAt: string, title: string, status: Meeting['status'] = 'scheduled') => ({
      ...meeting(id, scheduledAt, title),
      status,
    });
    await openDashboard({
      meetings: ok({
        meetings: [
          at('m1', '2026-11-22T19:59:00Z', 'Kick-off'),
          at('m2', '2026-11-25T17:00:00Z', 'Design review'),
          at('m3', '2026-11-24T17:00:00Z', 'Cancelled call', 'cancelled'),
          at('m4', '2026-11-23T17:00:00Z', 'Scheduled Call'),
          at('m5', '2026-11-23T18:00:00Z', 'Done call', 'completed'),
        ],
      }),
    });
    const meetings = screen.getByRole('region', { name: 'Upcoming Meetings' });
    expect(
      within(meetings)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')!.textContent),
    ).toEqual(['Scheduled Call', 'Design review']);
  });

  it("says 'No meetings scheduled' when every meeting has passed or is not scheduled", async () => {
    await openDashboard({
      meetings: ok({
        meetings: [meeting('m1', '2026-11-22T19:00:00Z'), { ...meeting('m2', '2026-11-24T17:00:00Z'), status: 'cancelled' }],
      }),
    });
    expect(within(screen.getByRole('region', { name: 'Upcoming Meetings' })).getByText('No meetings scheduled')).toBeTruthy();
  });

  it('shows the thread as bubbles (the client right, the team left), marks team messages read, and Seen with its time', async () => {
    await openDashboard({
      messages: thread([
        message(1, 'client', { readByTeamAt: '2026-11-22T17:00:00Z' }),
        message(2, 'team'),
        message(3, 'client', { readByTeamAt: '2026-11-22T17:30:00Z' }),
        message(4, 'client'),
      ]),
    });
    expect(bubbles()).toEqual([
      ['client', 'message 1'],
      ['team', 'message 2'],
      ['client', 'message 3'],
      ['client', 'message 4'],
    ]);
    // Seen goes under the latest of the client's messages the team has read, with when.
    const seen = screen.getAllByText(/^Seen /);
    expect(seen.map((node) => node.textContent)).toEqual(['Seen Nov 22, 2026, 10:30 AM MST']);
    await vi.waitFor(() => expect(post()).toHaveBeenCalledWith('/client/messages/read'));
  });

  it('does not mark read when there is nothing unread from the team', async () => {
    await openDashboard({
      messages: thread([message(1, 'client'), message(2, 'team', { readByClientAt: '2026-11-22T17:00:00Z' })]),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(post()).not.toHaveBeenCalled();
  });

  it("sends with Enter: trimmed, 'Message sent!', the box emptied; disabled when blank and while sending", async () => {
    const user = userEvent.setup();
    await openDashboard();
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await user.type(box, '   ');
    expect(send.getAttribute('aria-disabled')).toBe('true');

    const answer = deferred<unknown>();
    post().mockImplementationOnce((() => answer.promise) as never);
    await user.type(box, '  Hello team  {Enter}');
    expect(post()).toHaveBeenCalledWith('/client/messages', { body: { message: 'Hello team' } });
    expect(screen.getByRole('button', { name: 'Sending...' }).getAttribute('aria-disabled')).toBe('true');
    // A second Enter while one is in flight sends nothing.
    await user.type(box, '{Enter}');
    expect((post().mock.calls as unknown as [string][]).filter(([path]) => path === '/client/messages')).toHaveLength(1);

    answer.resolve(ok(message(7, 'client', { message: 'Hello team' }), 201));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent!'));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(bubbles()).toEqual([['client', 'Hello team']]);
  });

  it("keeps the text and says 'Failed to send message.' when it cannot send", async () => {
    const user = userEvent.setup();
    await openDashboard();
    post().mockResolvedValueOnce(failure(500) as never);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to send message.'));
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
  });

  it('is live: subscribes from the last message, appends team messages (once), marks them read, shows Seen and new meetings', async () => {
    await openDashboard({ messages: thread([message(3, 'client')]) });
    const socket = await vi.waitFor(() => FakeSocket.latest());
    expect(socket.url).toBe('ws://localhost/api/messaging/live');
    act(() => socket.open());
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'client-token' },
      { type: 'subscribe', afterSeq: 3 },
    ]);
    expect(post()).not.toHaveBeenCalled();

    act(() => {
      socket.frame({ type: 'subscribed', clientId: 'c', upToSeq: 3 });
      socket.frame({ type: 'message', message: message(5, 'team', { message: 'Welcome aboard' }) });
      socket.frame({ type: 'message', message: message(5, 'team', { message: 'Welcome aboard' }) });
    });
    expect(bubbles()).toEqual([
      ['client', 'message 3'],
      ['team', 'Welcome aboard'],
    ]);
    await vi.waitFor(() => expect(post()).toHaveBeenCalledWith('/client/messages/read'));

    act(() => {
      socket.frame({ type: 'read', clientId: 'c', readBy: 'team', upToSeq: 3, readAt: '2026-11-22T19:15:00Z' });
      socket.frame({ type: 'meeting', meeting: meeting('m9', '2026-11-23T19:15:00Z') });
    });
    expect(screen.getByText('Seen Nov 22, 2026, 12:15 PM MST')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upcoming Meetings' }).textContent).toContain('Scheduled Call');
    expect(screen.queryByText('No meetings scheduled')).toBeNull();
  });

  it('reads the thread and meetings again once first subscribed: a read mark or meeting published before the socket is not lost', async () => {
    await openDashboard({ messages: thread([message(3, 'client')]) });
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    // Published after the screen's first read, before the socket subscribed: no frame will bring them.
    answerMessaging({
      messages: thread([message(3, 'client', { readByTeamAt: '2026-11-22T19:15:00Z' })]),
      meetings: ok({ meetings: [meeting('m9', '2026-11-23T19:15:00Z')] }),
    });
    act(() => socket.frame({ type: 'subscribed', clientId: 'c', upToSeq: 3 }));
    expect(await screen.findByText('Seen Nov 22, 2026, 12:15 PM MST')).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Upcoming Meetings' }).textContent).toContain('Scheduled Call'),
    );
  });

  it('does not mark team messages read while the Files tab is shown, and does once Messages is shown again', async () => {
    const user = userEvent.setup();
    await openDashboard();
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    act(() => socket.frame({ type: 'subscribed', clientId: 'c', upToSeq: 0 }));
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    act(() => socket.frame({ type: 'message', message: message(5, 'team', { message: 'Welcome aboard' }) }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(post()).not.toHaveBeenCalledWith('/client/messages/read');

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(bubbles()).toEqual([['team', 'Welcome aboard']]);
    await vi.waitFor(() => expect(post()).toHaveBeenCalledWith('/client/messages/read'));
  });

  it('shows the Files tab by keyboard', async () => {
    const user = userEvent.setup();
    await openDashboard();
    screen.getByRole('tab', { name: 'Messages' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Files' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Files' })).getByRole('heading', { name: 'Files' })).toBeTruthy();
  });

  it.each([
    ['there is no client record', failure(404), {}, 'No client record found for this account'],
    [
      'messaging does not know the client',
      complete(),
      { messages: failure(404, 'MESSAGING_CLIENT_NOT_FOUND') },
      'No client record found for this account',
    ],
    ['the thread cannot be read', complete(), { messages: failure(500) }, 'Failed to load your data'],
    ['the meetings cannot be read', complete(), { meetings: failure(503) }, 'Failed to load your data'],
  ])('when %s, says so once and goes back to /onboarding', async (_, client, answers: Answers, text) => {
    answerReads({ client });
    answerMessaging(answers);
    await renderStep('dashboard');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(text));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('shows the project plan as a timeline, done, up next and later, and reads it again when the team changes a milestone', async () => {
    const milestone = (id: string, name: string, plannedOn: string, doneOn: string | null = null, note = '') => ({
      id,
      name,
      position: Number(id.slice(-1)),
      plannedOn,
      doneOn,
      note,
    });
    const plan = [
      milestone('00000000-0000-4000-8000-000000000001', 'Kickoff', '2026-11-22', '2026-11-22', 'We agreed on the pages.'),
      milestone('00000000-0000-4000-8000-000000000002', 'Design', '2026-12-06'),
      milestone('00000000-0000-4000-8000-000000000003', 'Build', '2026-12-27'),
    ];
    let answered = plan;
    await openDashboard({}, complete(), () => ok({ items: answered }));
    const timeline = await screen.findByRole('list', { name: 'Project Plan' });
    const rows = () =>
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const day = (value: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
    expect(rows()).toEqual([
      `KickoffDoneDone on ${day('2026-11-22')}Note from the team: We agreed on the pages.`,
      `DesignUp nextPlanned for ${day('2026-12-06')}`,
      `BuildLaterPlanned for ${day('2026-12-27')}`,
    ]);

    answered = [plan[0]!, { ...plan[1]!, doneOn: '2026-12-01' }, plan[2]!];
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    act(() => socket.frame({ type: 'project', clientId: 'c' }));
    await vi.waitFor(() => expect(rows()[1]).toBe(`DesignDoneDone on ${day('2026-12-01')}`));
    expect(rows()[2]).toBe(`BuildUp nextPlanned for ${day('2026-12-27')}`);
  });

  it('a record that cannot be read says so and goes back to /onboarding', async () => {
    answerReads({ client: failure(500) });
    answerMessaging();
    await renderStep('dashboard');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to load your data'));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
  });

  it('an access-code session sees its dashboard, and its Messages tab asks for an account', async () => {
    await openDashboard({ messages: failure(403), meetings: failure(403) });
    expect(screen.getByText(/Messages with the team need an account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/onboarding/register');
    expect(notify.error).not.toHaveBeenCalled();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it.each([
    ['not paid', clientRecord(), '/onboarding/payment'],
    ['not signed', clientRecord({ paymentCompleted: true }), '/onboarding/contract'],
    ['not watched', clientRecord({ paymentCompleted: true, contractSigned: true }), '/onboarding/video'],
  ])('sends a client that has %s to its first unfinished step', async (_, client, path) => {
    answerReads({ client });
    answerMessaging();
    await renderStep('dashboard');
    await vi.waitFor(() => expect(currentLocation()).toBe(path));
  });
});
