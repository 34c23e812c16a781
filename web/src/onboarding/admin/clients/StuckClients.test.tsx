import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { AdminClientsPage } from './AdminClientsPage';
import type { ClientSummary } from './clientLabels';
import { clientSummary } from './testClients';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('../../../messaging/messagingClient', () => ({ liveUrl: () => 'ws://localhost/api/messaging/live' }));

const get = vi.mocked(onboardingApi.GET);
const post = vi.mocked(onboardingApi.POST);

const waitingLong = clientSummary({
  waiting: { step: 'payment', since: '2026-11-20T16:00:00Z', days: 5, stuck: true },
  lastReminderAt: '2026-11-24T18:00:00Z',
});
const waitingADay = clientSummary({
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  businessName: 'Northern Lights Studio',
  waiting: { step: 'registration', since: '2026-11-25T16:00:00Z', days: 1, stuck: true },
});
const justAdded = clientSummary({
  id: '6f1c2a4e-0000-4000-8000-000000000003',
  businessName: 'Fresh Start',
  waiting: { step: 'registration', since: '2026-11-26T10:00:00Z', days: 0, stuck: false },
});

let items: ClientSummary[];
const listQueries: Array<Record<string, unknown>> = [];

const pageOf = (list: ClientSummary[]) => ok({ items: list, total: list.length, page: 1, pageCount: 1 });
const rowOf = async (name: string) =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;
const statusOf = async (name: string) => within(await rowOf(name)).getAllByRole('cell')[2]!;

describe('clients left waiting at an onboarding step, in the client list', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
    listQueries.length = 0;
    items = [waitingLong, waitingADay, justAdded];
    get.mockImplementation((async (path: string, options?: { params: { query: Record<string, unknown> } }) => {
      if (path === '/admin/clients/summary')
        return ok({ totalClients: 3, activeProjects: 0, pendingOnboarding: 3, completed: 0, unreadMessages: 0 });
      listQueries.push(options!.params.query);
      return pageOf(items);
    }) as never);
  });

  it('marks a client waiting too long with its step and days and when it was last reminded, and no one else', async () => {
    renderWithQueries(<AdminClientsPage />);
    expect((await statusOf('Prairie Bakery')).textContent).toBe(
      'Payment PendingWaiting at Payment · 5 daysReminder sent Nov 24, 2026Send reminder',
    );
    expect((await statusOf('Northern Lights Studio')).textContent).toContain('Waiting at Registration · 1 day');
    expect((await statusOf('Fresh Start')).textContent).toBe('Payment Pending');
    expect(
      screen.getAllByRole('button', { name: /^Send reminder to / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Send reminder to Prairie Bakery', 'Send reminder to Northern Lights Studio']);
  });

  it('filters the list to the clients waiting too long', async () => {
    const user = userEvent.setup();
    renderWithQueries(<AdminClientsPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Filter clients'), 'stuck');
    await vi.waitFor(() => expect(listQueries.at(-1)).toMatchObject({ filter: 'stuck', page: 1 }));
  });

  it('sends the reminder with one click, says so while it goes and after, and reads the list again', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    post.mockImplementation((() => answer.promise) as never);
    renderWithQueries(<AdminClientsPage />);
    const send = await screen.findByRole('button', { name: 'Send reminder to Prairie Bakery' });
    await user.click(send);
    expect(post).toHaveBeenCalledWith('/admin/clients/{clientId}/reminders', { params: { path: { clientId: waitingLong.id } } });
    expect(send.textContent).toBe('Sending...');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const readsBefore = listQueries.length;
    items = [{ ...waitingLong, lastReminderAt: '2026-11-26T12:00:00Z' }, waitingADay, justAdded];
    answer.resolve(
      ok(
        {
          id: '1c2d3e4f-0000-4000-8000-000000000009',
          clientId: waitingLong.id,
          step: 'payment',
          days: 5,
          sentAt: '2026-11-26T12:00:00Z',
        },
        201,
      ),
    );
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Reminder sent to Prairie Bakery.'));
    await vi.waitFor(() => expect(listQueries.length).toBeGreaterThan(readsBefore));
    await vi.waitFor(async () => expect((await statusOf('Prairie Bakery')).textContent).toContain('Reminder sent Nov 26, 2026'));
  });

  it.each([
    ['ONBOARDING_REMINDER_ALREADY_SENT', 'Prairie Bakery was already sent a reminder today.'],
    [
      'ONBOARDING_ACCESS_CODE_INACTIVE_FOR_REMINDER',
      'The access code of Prairie Bakery no longer works: issue a new code from its page instead.',
    ],
    ['ONBOARDING_NOTHING_TO_REMIND', 'Prairie Bakery no longer waits at an onboarding step.'],
    ['SOMETHING_ELSE', 'Failed to send the reminder'],
  ])('says why when the reminder is refused (%s)', async (code, said) => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(409, code) as never);
    renderWithQueries(<AdminClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send reminder to Prairie Bakery' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(said));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
