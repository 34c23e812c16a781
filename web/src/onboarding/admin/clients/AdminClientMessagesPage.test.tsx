import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingApi } from '../../../messaging/messagingClient';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { chooseTimeZone } from '../../../shared/lib/viewerTime';
import { FakeSocket, meeting, message, signInTeamOnFakeSocket, signOutTeamFromFakeSocket } from '../../../messaging/testLive';
import type { Meeting, Message } from '../../../messaging/thread';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { AdminClientMessagesPage } from './AdminClientMessagesPage';
import { clientDetail } from './testClients';

vi.mock('../../../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../messaging/messagingClient', () => ({
  messagingApi: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn() },
  liveUrl: () => 'ws://localhost/api/messaging/live',
}));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000001';
const THREAD = '/admin/clients/{clientId}/messages';
const READ = '/admin/clients/{clientId}/messages/read';
const MEETINGS = '/admin/clients/{clientId}/meetings';
const path = { params: { path: { clientId: CLIENT_ID } } };

const onboardingGet = vi.mocked(onboardingApi.GET);
const get = vi.mocked(messagingApi.GET);
const post = vi.mocked(messagingApi.POST);
const patch = vi.mocked(messagingApi.PATCH);

const paidClient = clientDetail({
  phone: '780-555-0142',
  monthlyPriceCents: 3900,
  paymentCompletedAt: '2026-11-20T17:00:00Z',
  contractSignedAt: '2026-11-20T18:00:00Z',
});

function answer({
  client = ok(paidClient) as unknown,
  messages = [] as Message[] | unknown,
  meetings = () => ok({ meetings: [] as Meeting[] }) as unknown,
} = {}) {
  onboardingGet.mockImplementation((async () => client) as never);
  get.mockImplementation((async (url: string) => {
    if (url === THREAD) return Array.isArray(messages) ? ok({ clientId: CLIENT_ID, messages }) : messages;
    if (url === MEETINGS) return meetings();
    throw new Error(`unexpected GET ${url}`);
  }) as never);
  post.mockImplementation((async (url: string, init?: { body?: { message: string } }) => {
    if (url === READ) return ok({ clientId: CLIENT_ID, readBy: 'team', count: 1, upToSeq: 1, readAt: '2026-11-22T18:00:00Z' });
    if (url === THREAD) return ok(message(60, 'team', { message: init!.body!.message }), 201);
    if (url === MEETINGS) return ok(meeting('m1', '2026-11-23T18:00:00Z'), 201);
    throw new Error(`unexpected POST ${url}`);
  }) as never);
}

const renderMessages = () =>
  renderWithQueries(<AdminClientMessagesPage />, {
    url: `/admin/clients/${CLIENT_ID}/messages`,
    path: '/admin/clients/:clientId/messages',
  });

const details = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Client Details' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

const items = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AdminClientMessagesPage', () => {
  beforeEach(() => {
    onboardingGet.mockReset();
    get.mockReset();
    post.mockReset();
    patch.mockReset();
    signInTeamOnFakeSocket();
  });

  afterEach(() => {
    signOutTeamFromFakeSocket();
  });

  it('shows the client details, the checklist, the quick actions and the back link', async () => {
    answer();
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prairie Bakery' })).toBeTruthy();
    expect(details()).toEqual({
      Business: 'Prairie Bakery',
      Contact: 'Ada Moreau',
      Email: 'ada@prairiebakery.ca',
      Phone: '780-555-0142',
      Package: 'Growth',
      'Amount Paid': '$39.00',
    });
    const checklist = screen.getByRole('region', { name: 'Project Status' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Payment CompleteDone', 'Contract SignedDone', 'Onboarding CompleteNot yet']);
    expect(screen.getByRole('link', { name: 'Call Client' }).getAttribute('href')).toBe('tel:780-555-0142');
    expect(screen.getByRole('button', { name: 'Send File' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Calendar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Video Call' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe('/admin/clients');
  });

  it('says in the checklist that the payment is past due while a charge of the client has failed', async () => {
    const billing = {
      status: 'unpaid',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: null,
      demo: false,
      updatedAt: '2026-11-22T18:00:00Z',
    };
    answer({ client: ok({ ...paidClient, billing }) });
    renderMessages();
    const checklist = await screen.findByRole('region', { name: 'Project Status' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Payment Past DuePast Due', 'Contract SignedDone', 'Onboarding CompleteNot yet']);
  });
  it("says 'Not provided' without a phone (and Call Client cannot be used), and $0.00 before a payment", async () => {
    answer({ client: ok(clientDetail({ phone: '', monthlyPriceCents: null })) });
    renderMessages();
    await screen.findByRole('heading', { level: 1, name: 'Prairie Bakery' });
    expect(details()).toMatchObject({ Phone: 'Not provided', 'Amount Paid': '$0.00' });
    expect((screen.getByRole('button', { name: 'Call Client' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the empty thread: 'No messages yet. Start the conversation!' and a count of 0", async () => {
    answer();
    renderMessages();
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages (0)' })).toBeTruthy();
    expect(screen.getByText('No messages yet. Start the conversation!')).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Messages' }).className).toMatch(/tall/);
    expect(post).not.toHaveBeenCalledWith(READ, path);
  });

  it("shows the thread with its count, each team message 'Sent' or 'Read', Seen with its time, and marks the client's read", async () => {
    answer({
      messages: [
        message(1, 'client'),
        message(2, 'team', { readByClientAt: '2026-11-22T17:10:00Z' }),
        message(3, 'team', { readByClientAt: '2026-11-22T17:20:00Z' }),
        message(4, 'team'),
      ],
    });
    renderMessages();
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages (4)' })).toBeTruthy();
    const texts = items();
    expect(texts[0]).not.toMatch(/Sent|Read/);
    expect(texts[1]).toMatch(/message 2Read$/);
    expect(texts[2]).toMatch(/message 3Read · Seen Nov 22, 2026, 10:20 AM MST$/);
    expect(texts[3]).toMatch(/message 4Sent$/);
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(READ, path));
  });

  it("sends with Enter, breaks the line with Shift+Enter, blocks a second send in flight, and says 'Message sent!'", async () => {
    const user = userEvent.setup();
    answer();
    renderMessages();
    const box = await screen.findByRole('textbox', { name: 'Message to Ada Moreau' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect((box as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(post).not.toHaveBeenCalledWith(THREAD, expect.anything());

    const sent = deferred<unknown>();
    post.mockImplementationOnce((() => sent.promise) as never);
    await user.type(box, '{Enter}');
    await user.type(box, '{Enter}');
    expect((post.mock.calls as unknown as [string, unknown][]).filter(([url]) => url === THREAD)).toEqual([
      [THREAD, { ...path, body: { message: 'Line one\nLine two' } }],
    ]);
    expect(screen.getByRole('button', { name: 'Sending...' }).getAttribute('aria-disabled')).toBe('true');
    sent.resolve(ok(message(8, 'team', { message: 'Line one\nLine two' }), 201));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent!'));
    expect(screen.getByRole('heading', { level: 2, name: 'Messages (1)' })).toBeTruthy();
    expect(items()[0]).toMatch(/Sent$/);
  });

  it("says 'Failed to send message' when it cannot send", async () => {
    const user = userEvent.setup();
    answer();
    post.mockImplementation((async () => failure(500)) as never);
    renderMessages();
    await user.type(await screen.findByRole('textbox', { name: 'Message to Ada Moreau' }), 'Hello{Enter}');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to send message'));
  });

  it("Schedule Call creates the meeting and says its time in the viewer's zone, or 'Failed to schedule call'", async () => {
    const user = userEvent.setup();
    answer();
    renderMessages();
    await user.click(await screen.findByRole('button', { name: 'Schedule Call' }));
    expect(post).toHaveBeenCalledWith(MEETINGS, path);
    // 18:00 UTC is 11:00 in Edmonton, the tests' browser zone.
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Call scheduled for Mon, Nov 23, 2026, 11:00 a.m. MST. Move it with Edit under View Calendar.',
      ),
    );

    post.mockImplementation((async () => failure(500)) as never);
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to schedule call'));
  });

  it("View Calendar shows the client's meetings, 'No meetings scheduled' when none, and a call just scheduled", async () => {
    const user = userEvent.setup();
    let scheduled: Meeting[] = [];
    answer({ meetings: () => ok({ meetings: scheduled }) });
    renderMessages();
    const view = await screen.findByRole('button', { name: 'View Calendar' });
    expect(view.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Upcoming Meetings' })).toBeNull();

    await user.click(view);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    const calendar = screen.getByRole('region', { name: 'Upcoming Meetings' });
    expect(view.getAttribute('aria-controls')).toBe(calendar.id);
    expect(await within(calendar).findByText('No meetings scheduled')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(MEETINGS, path);

    scheduled = [meeting('m1', '2026-11-23T18:00:00Z')];
    await user.click(screen.getByRole('button', { name: 'Schedule Call' }));
    expect(await within(calendar).findByText('Scheduled Call')).toBeTruthy();
    expect(within(calendar).getByText('Nov 23, 2026, 11:00 AM MST').getAttribute('dateTime')).toBe('2026-11-23T18:00:00Z');

    await user.click(view);
    expect(screen.queryByRole('region', { name: 'Upcoming Meetings' })).toBeNull();
  });

  it('Edit reads and writes the date and time in the viewer’s chosen zone, named on the field, not the browser’s', async () => {
    // The field names the zone's abbreviation of today: the day is fixed (winter), the clock still runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T17:00:00Z') });
    chooseTimeZone('America/Toronto');
    try {
      const user = userEvent.setup();
      answer({ meetings: () => ok({ meetings: [meeting('m1', '2026-11-23T18:00:00Z', 'Kick-off')] }) });
      patch.mockImplementation((async () => ok(meeting('m1', '2026-11-24T14:30:00Z', 'Kick-off'))) as never);
      renderMessages();
      await user.click(await screen.findByRole('button', { name: 'View Calendar' }));
      const calendar = screen.getByRole('region', { name: 'Upcoming Meetings' });
      expect(await within(calendar).findByText('Nov 23, 2026, 1:00 PM EST')).toBeTruthy();
      await user.click(within(calendar).getByRole('button', { name: 'Edit Kick-off' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit meeting' });
      expect(dialog.textContent).toContain('Date and time are in your time zone: America/Toronto (EST).');
      const when = within(dialog).getByLabelText('Date and time (EST)') as HTMLInputElement;
      expect(when.value).toBe('2026-11-23T13:00');
      fireEvent.change(when, { target: { value: '2026-11-24T09:30' } });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
      const [, init] = patch.mock.calls[0]! as unknown as [string, { body: Record<string, unknown> }];
      expect(init.body.scheduledAt).toBe('2026-11-24T14:30:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('View Calendar says so when the meetings cannot be read', async () => {
    const user = userEvent.setup();
    answer({ meetings: () => failure(500) });
    renderMessages();
    await user.click(await screen.findByRole('button', { name: 'View Calendar' }));
    expect(await screen.findByText('Failed to load meetings')).toBeTruthy();
  });

  it('View Calendar edits a meeting (a link not https refused in the form) and cancels one after asking', async () => {
    const user = userEvent.setup();
    answer({ meetings: () => ok({ meetings: [meeting('m1', '2026-11-23T18:00:00Z', 'Kick-off')] }) });
    patch.mockImplementation((async () => ok({ ...meeting('m1', '2026-11-23T18:00:00Z', 'Design review') })) as never);
    renderMessages();
    await user.click(await screen.findByRole('button', { name: 'View Calendar' }));
    const calendar = screen.getByRole('region', { name: 'Upcoming Meetings' });
    await user.click(await within(calendar).findByRole('button', { name: 'Edit Kick-off' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit meeting' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Kick-off');
    expect((within(dialog).getByLabelText('Length (minutes)') as HTMLInputElement).value).toBe('30');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Design review');
    await user.type(within(dialog).getByLabelText(/^Video link/), 'http://meet.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a link starting with https://')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
    const link = within(dialog).getByLabelText(/^Video link/);
    await user.clear(link);
    await user.type(link, 'https://meet.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    const [url, init] = patch.mock.calls[0]! as unknown as [string, { params: unknown; body: Record<string, unknown> }];
    expect(url).toBe('/admin/clients/{clientId}/meetings/{meetingId}');
    expect(init.params).toEqual({ path: { clientId: CLIENT_ID, meetingId: 'm1' } });
    expect(init.body).toMatchObject({ title: 'Design review', durationMinutes: 30, videoUrl: 'https://meet.example.com/x' });
    expect(new Date(init.body.scheduledAt as string).getTime()).toBe(Date.parse('2026-11-23T18:00:00Z'));
    expect(notify.success).toHaveBeenCalledWith('Meeting updated.');

    post.mockImplementation((async () =>
      ok({ ...meeting('m1', '2026-11-23T18:00:00Z', 'Kick-off'), status: 'cancelled' })) as never);
    await user.click(within(calendar).getByRole('button', { name: 'Cancel Kick-off' }));
    const ask = screen.getByRole('alertdialog', { name: 'Cancel this meeting?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel meeting' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/clients/{clientId}/meetings/{meetingId}/cancel', {
        params: { path: { clientId: CLIENT_ID, meetingId: 'm1' } },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Meeting cancelled.');
  });

  it('Send File opens the Files panel’s picker, and Start Video Call says it is coming soon', async () => {
    const user = userEvent.setup();
    answer();
    renderMessages();
    const sendFile = await screen.findByRole('button', { name: 'Send File' });
    const opened = vi.fn();
    document.getElementById('client-files-picker')!.addEventListener('click', opened);
    await user.click(sendFile);
    expect(opened).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start Video Call' }));
    expect(notify.success).toHaveBeenCalledWith('Video calls are coming soon!');
  });

  it("is live: the client's thread from the last seq, new client messages appended and read, read marks turn 'Sent' to 'Read'", async () => {
    answer({ messages: [message(2, 'team')] });
    renderMessages();
    await screen.findByRole('heading', { level: 2, name: 'Messages (1)' });
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'admin-token' },
      { type: 'subscribe', clientId: CLIENT_ID, afterSeq: 2 },
    ]);
    act(() => {
      socket.frame({ type: 'message', message: message(3, 'client', { message: 'Hi!' }) });
      socket.frame({ type: 'read', clientId: CLIENT_ID, readBy: 'client', upToSeq: 2, readAt: '2026-11-22T19:00:00Z' });
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Messages (2)' })).toBeTruthy();
    expect(items()[0]).toMatch(/Read · Seen Nov 22, 2026, 12:00 PM MST$/);
    expect(items()[1]).toMatch(/Hi!$/);
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(READ, path));
  });

  it("reads the thread again once first subscribed: a read mark published before the socket still turns 'Sent' to 'Read'", async () => {
    answer({ messages: [message(2, 'team')] });
    renderMessages();
    await screen.findByRole('heading', { level: 2, name: 'Messages (1)' });
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    expect(items()[0]).toMatch(/Sent$/);
    answer({ messages: [message(2, 'team', { readByClientAt: '2026-11-22T19:00:00Z' })] });
    act(() => socket.frame({ type: 'subscribed', clientId: CLIENT_ID, upToSeq: 2 }));
    await vi.waitFor(() => expect(items()[0]).toMatch(/Read · Seen Nov 22, 2026, 12:00 PM MST$/));
  });

  it('a thread that cannot be read stays quiet, and the socket catches up from the start', async () => {
    answer({ messages: failure(500) });
    renderMessages();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeTruthy();
    const socket = await vi.waitFor(() => FakeSocket.latest());
    act(() => socket.open());
    expect(socket.sent[1]).toEqual({ type: 'subscribe', clientId: CLIENT_ID, afterSeq: 0 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says 'Client Not Found' for a client that is not there", async () => {
    answer({ client: failure(404, 'ONBOARDING_CLIENT_NOT_FOUND') });
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested client could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe('/admin/clients');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says 'Failed to load client data' when the client cannot be read", async () => {
    answer({ client: failure(500) });
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load client data' })).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Failed to load client data');
  });
});
