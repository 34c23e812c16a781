import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingApi } from '../../onboardingClient';
import { notify } from '../../../shared/lib/notify';
import { FakeSocket, message, signInTeamOnFakeSocket, signOutTeamFromFakeSocket } from '../../../messaging/testLive';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { AdminClientsPage } from './AdminClientsPage';
import type { ClientSummary } from './clientLabels';
import { clientDetail, clientSummary } from './testClients';

vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../shared/api/clients', () => ({ refreshSession: vi.fn() }));
vi.mock('../../../messaging/messagingClient', () => ({ liveUrl: () => 'ws://localhost/api/messaging/live' }));

const get = vi.mocked(onboardingApi.GET);
const post = vi.mocked(onboardingApi.POST);

const bakery = clientSummary();
const studio = clientSummary({
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  businessName: 'Northern Lights Studio',
  contactName: '',
  email: 'hello@northernlights.ca',
  phone: '',
  package: 'professional',
  status: 'active',
  lastActivityAt: '2026-11-18T20:00:00Z',
});

let listAnswer: (query: Record<string, unknown>) => unknown;
let summaryAnswer: () => unknown;

const pageOf = (items: ClientSummary[], total = items.length, page = 1) =>
  ok({ items, total, page, pageCount: Math.ceil(total / 10) });
const counts = (totalClients: number, activeProjects: number, pendingOnboarding: number, unreadMessages = 0) =>
  ok({ totalClients, activeProjects, pendingOnboarding, completed: 0, unreadMessages });

const listCalls = () => (get.mock.calls as unknown as [string, unknown][]).filter(([path]) => path === '/admin/clients');
/** The query of the n-th list request (last by default). */
const listQuery = (index = listCalls().length - 1) =>
  (listCalls()[index]![1] as { params: { query: Record<string, unknown> } }).params.query;
const summaryCalls = () => (get.mock.calls as unknown as [string][]).filter(([path]) => path === '/admin/clients/summary');

const renderList = () => renderWithQueries(<AdminClientsPage />);

/** One arrow key on a closed select, as Chrome on Windows and Linux fires it: keydown, change, keyup. */
function step(select: HTMLElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

describe('AdminClientsPage', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    listAnswer = () => pageOf([bakery, studio]);
    summaryAnswer = () => counts(12, 5, 7);
    get.mockImplementation((async (path: string, options?: { params: { query: Record<string, unknown> } }) =>
      path === '/admin/clients/summary' ? summaryAnswer() : listAnswer(options!.params.query)) as never);
    signInTeamOnFakeSocket();
  });

  afterEach(() => {
    signOutTeamFromFakeSocket();
  });

  it('updates the unread badges and the summary cards live, as messages come in and the team reads them', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const summary = screen.getByRole('region', { name: 'Client summary' });
    await vi.waitFor(() => expect(summary.textContent).toContain('Unread Messages 0'));
    const socket = await vi.waitFor(() => FakeSocket.latest());
    socket.open();
    expect(socket.sent[1]).toEqual({ type: 'subscribe' });
    socket.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });

    const messagesCell = () => within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[4]!.textContent;
    listAnswer = () => pageOf([{ ...bakery, unreadMessages: 2 }, studio]);
    summaryAnswer = () => counts(12, 5, 7, 2);
    act(() => socket.frame({ type: 'message', message: message(9, 'client', { clientId: bakery.id }) }));
    await vi.waitFor(() => expect(messagesCell()).toBe('2 unread'));
    await vi.waitFor(() => expect(summary.textContent).toContain('Unread Messages 2'));

    listAnswer = () => pageOf([bakery, studio]);
    summaryAnswer = () => counts(12, 5, 7, 0);
    act(() => socket.frame({ type: 'read', clientId: bakery.id, readBy: 'team', upToSeq: 9, readAt: '2026-11-22T17:00:00Z' }));
    await vi.waitFor(() => expect(messagesCell()).toBe('0'));
    await vi.waitFor(() => expect(summary.textContent).toContain('Unread Messages 0'));
  });

  it('lists the clients in the columns Client, Package, Status, Last Activity, Messages and Actions', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Client Management');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Client', 'Package', 'Status', 'Last Activity', 'Messages', 'Actions']);
    expect(listQuery()).toEqual({ filter: 'all', q: undefined, page: 1, pageSize: 10 });

    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Prairie Bakery');
    expect(first!.textContent).toContain('Ada Moreau');
    expect(first!.textContent).toContain('ada@prairiebakery.ca');
    expect(first!.textContent).toContain('Growth');
    expect(first!.textContent).toContain('Payment Pending');
    expect(first!.textContent).toContain('Nov 21, 2026');
    expect(second!.textContent).toContain('Professional');
    expect(second!.textContent).toContain('Active');
    expect(second!.textContent).toContain('Nov 18, 2026');
  });

  it("shows each client's billing state as a badge under its package, and nothing for a client that has not paid", async () => {
    const billing = (overrides = {}) => ({
      status: 'active' as const,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-12-04T17:00:00Z',
      demo: false,
      updatedAt: '2026-11-21T17:30:00Z',
      ...overrides,
    });
    const rows = [
      ['Active', billing()],
      ['Trialing', billing({ status: 'trialing' })],
      ['Past Due', billing({ status: 'past_due' })],
      ['Unpaid', billing({ status: 'unpaid' })],
      ['Cancelled', billing({ status: 'canceled' })],
      ['Cancels on Dec 4, 2026', billing({ cancelAtPeriodEnd: true })],
      ['Trialing (demo)', billing({ status: 'trialing', demo: true })],
    ] as const;
    listAnswer = () =>
      pageOf([
        ...rows.map(([, state], index) =>
          clientSummary({ id: `6f1c2a4e-0000-4000-8000-00000000001${index}`, businessName: `Client ${index}`, billing: state }),
        ),
        clientSummary({ id: '6f1c2a4e-0000-4000-8000-000000000020', businessName: 'Not Paid Yet', billing: null }),
      ]);
    renderList();
    const table = await screen.findByRole('table');
    const packageCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(packageCells).toEqual([...rows.map(([words]) => `GrowthBilling: ${words}`), 'Growth']);
    // The words are shown; 'Billing:' is said to assistive technology, beside the onboarding status.
    const pastDue = within(table).getByText('Past Due');
    expect(pastDue.textContent).toBe('Billing: Past Due');
    expect(pastDue.className).toMatch(/badge/);
    expect(within(table).getAllByText('Billing:')[0]!.className).toMatch(/visuallyHidden/);
  });

  it('gives each row its messages, its page, mailto and (when there is a phone) tel', async () => {
    renderList();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    await screen.findByRole('table');
    expect(href('Messages with Prairie Bakery')).toBe(`/admin/clients/${bakery.id}/messages`);
    expect(href('View Prairie Bakery')).toBe(`/admin/clients/${bakery.id}`);
    expect(href('Prairie Bakery')).toBe(`/admin/clients/${bakery.id}`);
    expect(href('Email Prairie Bakery')).toBe('mailto:ada@prairiebakery.ca');
    expect(href('Call Prairie Bakery')).toBe('tel:780-555-0142');
    expect(href('Email Northern Lights Studio')).toBe('mailto:hello@northernlights.ca');
    expect(screen.queryByRole('link', { name: 'Call Northern Lights Studio' })).toBeNull();
  });

  it.each([
    ['payment-pending', 'Payment Pending'],
    ['contract-pending', 'Contract Pending'],
    ['onboarding', 'Onboarding'],
    ['active', 'Active'],
    ['completed', 'Completed'],
  ] as const)('writes the status %s as %s', async (status, label) => {
    listAnswer = () => pageOf([clientSummary({ status })]);
    renderList();
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[2]!.textContent).toBe(label);
  });

  it('shows the summary cards Total Clients, Active Projects, Pending Onboarding and Unread Messages', async () => {
    summaryAnswer = () => counts(12, 5, 7, 4);
    renderList();
    const summary = screen.getByRole('region', { name: 'Client summary' });
    await vi.waitFor(() => expect(summary.textContent).toContain('Total Clients 12'));
    expect(
      within(summary)
        .getAllByRole('paragraph')
        .map((card) => card.textContent),
    ).toEqual(['Total Clients 12', 'Active Projects 5', 'Pending Onboarding 7', 'Unread Messages 4']);
  });

  it("shows each client's unread messages from the client in the Messages column", async () => {
    listAnswer = () => pageOf([{ ...bakery, unreadMessages: 3 }, studio]);
    renderList();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[4]!.textContent).toBe('3 unread');
    expect(within(second!).getAllByRole('cell')[4]!.textContent).toBe('0');
  });

  it('searches business, contact and e-mail once the typing pauses, and filters as the spec names the filters', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');

    const search = screen.getByLabelText('Search clients') as HTMLInputElement;
    expect(search.placeholder).toBe('Business, contact or email');
    await user.type(search, 'bakery');
    await vi.waitFor(() => expect(listQuery().q).toBe('bakery'));
    expect(listCalls().map((_, index) => listQuery(index).q)).toEqual([undefined, 'bakery']);

    const filter = screen.getByLabelText('Filter clients') as HTMLSelectElement;
    expect([...filter.options].map((option) => [option.value, option.text])).toEqual([
      ['all', 'All Clients'],
      ['pending', 'Pending Onboarding'],
      ['active', 'Active Projects'],
      ['completed', 'Completed'],
      ['stuck', 'Waiting Too Long'],
      ['past-due', 'Payment Past Due'],
      ['cancelled', 'Subscription Cancelled'],
    ]);
    await user.selectOptions(filter, 'active');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ filter: 'active', q: 'bakery', page: 1 }));
    await user.selectOptions(filter, 'Payment Past Due');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ filter: 'past-due', q: 'bakery', page: 1 }));
    await user.selectOptions(filter, 'Subscription Cancelled');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ filter: 'cancelled', q: 'bakery', page: 1 }));
  });

  it('shows only the clients with unread messages at ?unread=true (the dashboard’s View Unread Messages), until asked for all', async () => {
    const user = userEvent.setup();
    listAnswer = (query) => (query.unread ? pageOf([{ ...bakery, unreadMessages: 2 }]) : pageOf([bakery, studio]));
    renderWithQueries(<AdminClientsPage />, { url: '/admin/clients?unread=true' });
    const table = await screen.findByRole('table');
    expect(listQuery()).toEqual({ filter: 'all', q: undefined, unread: true, page: 1, pageSize: 10 });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing clients with unread messages')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Filter clients'), 'active');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ filter: 'active', unread: true, page: 1 }));

    await user.click(screen.getByRole('button', { name: 'Show all clients' }));
    await vi.waitFor(() => expect(listQuery().unread).toBeUndefined());
    expect(screen.queryByText('Showing clients with unread messages')).toBeNull();
  });

  it('shows only the clients the signed-in teammate looks after while My clients is ticked', async () => {
    const user = userEvent.setup();
    listAnswer = (query) => (query.mine ? pageOf([studio]) : pageOf([bakery, studio]));
    renderList();
    const table = await screen.findByRole('table');
    expect(listQuery().mine).toBeUndefined();

    const mine = screen.getByRole('checkbox', { name: 'My clients' });
    expect((mine as HTMLInputElement).checked).toBe(false);
    await user.click(mine);
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ mine: true, filter: 'all', page: 1 }));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table.textContent).toContain('Northern Lights Studio');
    expect(table.textContent).not.toContain('Prairie Bakery');

    await user.keyboard(' ');
    await vi.waitFor(() => expect(listQuery().mine).toBeUndefined());
    expect((mine as HTMLInputElement).checked).toBe(false);
  });

  it('keeps My clients ticked from the address (?mine=true)', async () => {
    renderWithQueries(<AdminClientsPage />, { url: '/admin/clients?mine=true' });
    await screen.findByRole('table');
    expect(listQuery()).toMatchObject({ mine: true });
    expect((screen.getByRole('checkbox', { name: 'My clients' }) as HTMLInputElement).checked).toBe(true);
  });

  it('filters once a filter is chosen with the keyboard, not on each arrow key', async () => {
    renderList();
    await screen.findByRole('table');
    const filter = screen.getByLabelText('Filter clients');
    filter.focus();
    step(filter, 'pending');
    step(filter, 'active');
    fireEvent.keyDown(filter, { key: 'Enter' });
    await vi.waitFor(() => expect(listQuery().filter).toBe('active'));
    expect(listCalls().map((_, index) => listQuery(index).filter)).toEqual(['all', 'active']);
  });

  it("pages 10 at a time with at most 5 page buttons and 'Showing page X of Y', back to page 1 on a new search", async () => {
    const user = userEvent.setup();
    listAnswer = (query) => pageOf([clientSummary({ businessName: `Client on page ${String(query.page)}` })], 73);
    renderList();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = () =>
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5']);
    expect(nav.textContent).toContain('Showing page 1 of 8');

    await user.click(within(nav).getByRole('button', { name: 'Page 5' }));
    await vi.waitFor(() => expect(nav.textContent).toContain('Showing page 5 of 8'));
    expect(listQuery()).toMatchObject({ page: 5, pageSize: 10 });
    expect(await screen.findByText('Client on page 5')).toBeTruthy();
    expect(pages()).toEqual(['3', '4', '5', '6', '7']);

    await user.click(within(nav).getByRole('button', { name: 'Page 7' }));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(nav.textContent).toContain('Showing page 8 of 8'));
    expect(pages()).toEqual(['4', '5', '6', '7', '8']);
    expect((within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Search clients'), 'x');
    await vi.waitFor(() => expect(listQuery()).toMatchObject({ q: 'x', page: 1 }));
  });

  it('says the list is empty, and why it may be, when nothing matches', async () => {
    const user = userEvent.setup();
    listAnswer = () => pageOf([]);
    summaryAnswer = () => counts(0, 0, 0);
    renderList();
    expect(await screen.findByText('No clients found')).toBeTruthy();
    expect(screen.getByText('Clients will appear here once they complete onboarding')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Filter clients'), 'completed');
    expect(await screen.findByText('Try adjusting your search criteria')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Filter clients'), 'all');
    expect(await screen.findByText('Clients will appear here once they complete onboarding')).toBeTruthy();

    await user.type(screen.getByLabelText('Search clients'), 'nobody');
    expect(await screen.findByText('Try adjusting your search criteria')).toBeTruthy();
    expect(screen.getByText('No clients found')).toBeTruthy();
  });

  it("says 'Failed to fetch clients' when the list cannot be read", async () => {
    listAnswer = () => failure(500);
    renderList();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch clients'));
    expect(await screen.findByText('Clients could not be loaded.')).toBeTruthy();
  });

  describe('Add Client', () => {
    const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: 'Add Client' }));
      return screen.findByRole('dialog', { name: 'Add Client' });
    };
    const field = (dialog: HTMLElement, label: string) =>
      within(dialog).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

    it('asks for the business, contact (marked required), e-mail, phone (optional) and package, Growth first', async () => {
      const user = userEvent.setup();
      renderList();
      const dialog = await openDialog(user);
      expect(field(dialog, 'Business Name').required).toBe(true);
      expect(field(dialog, 'Contact Name').required).toBe(true);
      expect(field(dialog, 'Email').required).toBe(true);
      expect(field(dialog, 'Phone').required).toBe(false);
      const pkg = field(dialog, 'Package') as unknown as HTMLSelectElement;
      expect([...pkg.options].map((option) => [option.value, option.text])).toEqual([
        ['starter', 'Starter'],
        ['growth', 'Growth'],
        ['professional', 'Professional'],
      ]);
      expect(pkg.value).toBe('growth');
    });

    it("says 'Business name and email are required' when either is missing, and creates nothing", async () => {
      const user = userEvent.setup();
      renderList();
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
      expect(notify.error).toHaveBeenCalledWith('Business name and email are required');
      expect(field(dialog, 'Business Name').getAttribute('aria-invalid')).toBe('true');
      expect(field(dialog, 'Email').getAttribute('aria-invalid')).toBe('true');
      // The contact name is only marked required.
      expect(field(dialog, 'Contact Name').getAttribute('aria-invalid')).toBeNull();

      await user.type(field(dialog, 'Business Name'), 'Prairie Bakery');
      await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
      expect(notify.error).toHaveBeenCalledTimes(2);
      expect(field(dialog, 'Business Name').getAttribute('aria-invalid')).toBeNull();
      expect(field(dialog, 'Email').getAttribute('aria-invalid')).toBe('true');
      expect(post).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeTruthy();
    });

    it('creates the client, announces its access code, closes and reads the list and the counts again', async () => {
      const user = userEvent.setup();
      const answer = deferred<unknown>();
      post.mockReturnValue(answer.promise as never);
      renderList();
      await screen.findByRole('table');
      const dialog = await openDialog(user);
      await user.type(field(dialog, 'Business Name'), ' Corner Store ');
      await user.type(field(dialog, 'Contact Name'), 'Sam Lee');
      await user.type(field(dialog, 'Email'), 'sam@cornerstore.ca');
      await user.selectOptions(field(dialog, 'Package'), 'starter');
      await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));

      expect(post).toHaveBeenCalledWith('/admin/clients', {
        body: {
          businessName: 'Corner Store',
          contactName: 'Sam Lee',
          email: 'sam@cornerstore.ca',
          phone: '',
          package: 'starter',
        },
      });
      expect((within(dialog).getByRole('button', { name: 'Creating...' }) as HTMLButtonElement).disabled).toBe(true);
      const listsBefore = listCalls().length;
      const summariesBefore = summaryCalls().length;
      answer.resolve(
        ok(
          {
            client: clientDetail(),
            accessCode: { id: clientDetail().accessCodes[0]!.id, code: 'MB-Q4Z8R1', expiresAt: '2026-12-20T16:00:00Z' },
          },
          201,
        ),
      );

      await vi.waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith('Client created with access code: MB-Q4Z8R1', { unbroken: ['MB-Q4Z8R1'] }),
      );
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await vi.waitFor(() => expect(listCalls().length).toBeGreaterThan(listsBefore));
      expect(summaryCalls().length).toBeGreaterThan(summariesBefore);

      // Opened again, the form starts empty.
      const again = await openDialog(user);
      expect(field(again, 'Business Name').value).toBe('');
    });

    it("says 'Failed to create client' and closes when creating fails", async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(failure(500) as never);
      renderList();
      const dialog = await openDialog(user);
      await user.type(field(dialog, 'Business Name'), 'Prairie Bakery');
      await user.type(field(dialog, 'Email'), 'ada@prairiebakery.ca');
      await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to create client'));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(notify.success).not.toHaveBeenCalled();
    });

    it('says so when the e-mail is already a client’s, and keeps the dialog open with what was typed', async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(failure(409, 'ONBOARDING_EMAIL_TAKEN') as never);
      renderList();
      const dialog = await openDialog(user);
      await user.type(field(dialog, 'Business Name'), 'Prairie Bakery');
      await user.type(field(dialog, 'Contact Name'), 'Ada Moreau');
      await user.type(field(dialog, 'Email'), 'ada@prairiebakery.ca');
      await user.type(field(dialog, 'Phone'), '780-555-0142');
      await user.selectOptions(field(dialog, 'Package'), 'professional');
      await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));

      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('A client with this email already exists'));
      expect(notify.error).not.toHaveBeenCalledWith('Failed to create client');
      expect(screen.getByRole('dialog', { name: 'Add Client' })).toBe(dialog);
      const email = field(dialog, 'Email');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByText('A client with this email already exists')).toBeTruthy();
      await vi.waitFor(() => expect(document.activeElement).toBe(email));
      expect({
        business: field(dialog, 'Business Name').value,
        contact: field(dialog, 'Contact Name').value,
        email: email.value,
        phone: field(dialog, 'Phone').value,
        package: field(dialog, 'Package').value,
      }).toEqual({
        business: 'Prairie Bakery',
        contact: 'Ada Moreau',
        email: 'ada@prairiebakery.ca',
        phone: '780-555-0142',
        package: 'professional',
      });
      expect(notify.success).not.toHaveBeenCalled();
    });

    it('closes with Cancel without creating anything', async () => {
      const user = userEvent.setup();
      renderList();
      const dialog = await openDialog(user);
      await user.type(field(dialog, 'Business Name'), 'Half typed');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(post).not.toHaveBeenCalled();
    });

    it('gives the focus back to Add Client when it closes, by Cancel or by Escape', async () => {
      const user = userEvent.setup();
      renderList();
      const add = screen.getByRole('button', { name: 'Add Client' });
      await user.click(within(await openDialog(user)).getByRole('button', { name: 'Cancel' }));
      await vi.waitFor(() => expect(document.activeElement).toBe(add));

      await openDialog(user);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await vi.waitFor(() => expect(document.activeElement).toBe(add));
    });
  });
});
