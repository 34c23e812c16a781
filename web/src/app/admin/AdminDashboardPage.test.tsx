import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi, leadsApi } from '../../shared/api/clients';
import { onboardingApi } from '../../onboarding/onboardingClient';
import { notify } from '../../shared/lib/notify';
import { FakeSocket, message, signInTeamOnFakeSocket, signOutTeamFromFakeSocket } from '../../messaging/testLive';
import { deferred, failure, ok } from '../../shared/test/apiResult';
import { renderWithQueries } from '../../shared/test/renderWithQueries';
import { AdminDashboardPage } from './AdminDashboardPage';
import type { PostSummary } from '../../content/admin/posts/post';
import { draftSummary, postSummary } from '../../content/admin/posts/testPosts';

vi.mock('../../shared/api/clients', () => ({
  contentApi: { GET: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() },
  leadsApi: { GET: vi.fn() },
  refreshSession: vi.fn(),
}));
vi.mock('../../onboarding/onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));
vi.mock('../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../messaging/messagingClient', () => ({ liveUrl: () => 'ws://localhost/api/messaging/live' }));

const list = vi.mocked(contentApi.GET);
const put = vi.mocked(contentApi.PUT);
const remove = vi.mocked(contentApi.DELETE);
const leads = vi.mocked(leadsApi.GET);
const onboarding = vi.mocked(onboardingApi.GET);
const summary = (totalClients: number, activeProjects: number, unreadMessages = 0) =>
  ok({ totalClients, activeProjects, pendingOnboarding: totalClients - activeProjects, completed: 0, unreadMessages });
const pendingCount = (total: number) => ok({ items: [], total });

const published = postSummary();
const draft = draftSummary;

const page = (items: PostSummary[]) => ok({ items, total: items.length, page: 1, limit: 5 });

const renderDashboard = () => renderWithQueries(<AdminDashboardPage />);

/** How many times the latest posts were read (the review queue reads the posts in review apart). */
const recentPostReads = () =>
  (list.mock.calls as unknown as [string, { params: { query: { status?: string } } }][]).filter(
    ([, options]) => !options.params.query.status,
  ).length;

const row = async (title: string) => (await screen.findByRole('cell', { name: title })).closest('tr')!;

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    list.mockReset();
    put.mockReset();
    remove.mockReset();
    leads.mockReset();
    leads.mockResolvedValue(pendingCount(0) as never);
    onboarding.mockReset();
    onboarding.mockResolvedValue(summary(0, 0) as never);
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
    signInTeamOnFakeSocket();
  });

  afterEach(() => {
    signOutTeamFromFakeSocket();
  });

  it('links to the editor and the post list, and shows the 5 latest posts', async () => {
    list.mockResolvedValue(page([draft, published]) as never);
    renderDashboard();

    expect(screen.getByRole('link', { name: 'Create New Post' }).getAttribute('href')).toBe('/admin/posts/new');
    expect(screen.getByRole('link', { name: 'Manage Blog Posts' }).getAttribute('href')).toBe('/admin/posts');
    const table = await within(screen.getByRole('region', { name: 'Recent Blog Posts' })).findByRole('table');
    expect(list).toHaveBeenCalledWith('/admin/posts', { params: { query: { limit: 5, page: 1 } } });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Author', 'Date', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Student Teams, Real Results');
    expect(first!.textContent).toContain('Liam Chen');
    expect(first!.textContent).toContain('Mar 9, 2026');
    expect(within(first!).getByRole('button', { name: 'Draft: publish “Student Teams, Real Results”' })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: /^Published: unpublish/ }).textContent).toBe('Published');
    expect(
      within(second!)
        .getByRole('link', { name: `Edit “${published.title}”` })
        .getAttribute('href'),
    ).toBe(`/admin/posts/${published.id}/edit`);
  });

  describe('the Client Management panel', () => {
    const panel = () => screen.getByRole('region', { name: 'Client Management' });

    it('leads to all clients, and to the clients with unread messages', async () => {
      list.mockResolvedValue(page([]) as never);
      renderDashboard();
      expect(within(panel()).getByRole('link', { name: 'View All Clients' }).getAttribute('href')).toBe('/admin/clients');
      expect(within(panel()).getByRole('link', { name: 'View Unread Messages' }).getAttribute('href')).toBe(
        '/admin/clients?unread=true',
      );
    });

    it('opens the Add Client dialog from Add New Client, and gives the focus back when it closes', async () => {
      const user = userEvent.setup();
      list.mockResolvedValue(page([]) as never);
      renderDashboard();
      const add = within(panel()).getByRole('button', { name: 'Add New Client' });
      expect(add.getAttribute('aria-haspopup')).toBe('dialog');
      await user.click(add);
      const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
      expect(within(dialog).getByLabelText('Business Name', { selector: 'input' })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await vi.waitFor(() => expect(document.activeElement).toBe(add));
    });
  });

  it('says when there are no posts', async () => {
    list.mockResolvedValue(page([]) as never);
    renderDashboard();
    expect(await screen.findByText('No blog posts found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the posts cannot be loaded', async () => {
    list.mockResolvedValue(failure(500) as never);
    renderDashboard();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch dashboard data'));
    expect(await screen.findByText('Posts could not be loaded.')).toBeTruthy();
  });

  it('publishes a draft from its badge, says so and reloads the list', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([draft]) as never);
    const answer = deferred<unknown>();
    put.mockReturnValue(answer.promise as never);
    renderDashboard();

    const badge = within(await row(draft.title)).getByRole('button', { name: /^Draft/ });
    await user.click(badge);
    expect(put).toHaveBeenCalledWith('/admin/posts/{postId}/published', {
      params: { path: { postId: draft.id } },
      body: { published: true },
    });
    expect((badge as HTMLButtonElement).disabled).toBe(true);

    list.mockResolvedValue(page([{ ...draft, published: true }]) as never);
    answer.resolve(ok({ ...draft, published: true }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post published'));
    expect(await within(await row(draft.title)).findByRole('button', { name: /^Published/ })).toBeTruthy();
    expect(recentPostReads()).toBe(2);
  });

  it('unpublishes a post from its badge', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([published]) as never);
    put.mockResolvedValue(ok({ ...published, published: false }) as never);
    renderDashboard();

    await user.click(within(await row(published.title)).getByRole('button', { name: /^Published/ }));
    expect(put.mock.calls[0]![1]).toMatchObject({ body: { published: false } });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post unpublished'));
  });

  it('says when a status change fails', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([published]) as never);
    put.mockResolvedValue(failure(500) as never);
    renderDashboard();

    await user.click(within(await row(published.title)).getByRole('button', { name: /^Published/ }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update post'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('asks before deleting, and cancelling deletes nothing', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([published]) as never);
    renderDashboard();

    await user.click(within(await row(published.title)).getByRole('button', { name: `Delete “${published.title}”` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this post?' });
    expect(dialog.textContent).toContain(published.title);
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const deleteButton = screen.getByRole('button', { name: `Delete “${published.title}”` });
    // Focus is back on what opened the dialog.
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteButton));

    await user.click(deleteButton);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteButton));
    expect(remove).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation, says so and reloads the list', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([published, draft]) as never);
    remove.mockResolvedValue(ok(undefined, 204) as never);
    renderDashboard();

    await user.click(within(await row(published.title)).getByRole('button', { name: `Delete “${published.title}”` }));
    list.mockResolvedValue(page([draft]) as never);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledWith('/admin/posts/{postId}', { params: { path: { postId: published.id } } });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post deleted'));
    await vi.waitFor(() => expect(screen.queryByRole('cell', { name: published.title })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when a delete fails and keeps the post', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([published]) as never);
    remove.mockResolvedValue(failure(500) as never);
    renderDashboard();

    await user.click(within(await row(published.title)).getByRole('button', { name: `Delete “${published.title}”` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete post'));
    expect(screen.getByRole('cell', { name: published.title })).toBeTruthy();
  });

  describe('the Pending Applications card', () => {
    const card = () => screen.getByRole('link', { name: /^Pending Applications/ });

    it('shows how many applications are pending and links to them', async () => {
      list.mockResolvedValue(page([]) as never);
      leads.mockResolvedValue(pendingCount(7) as never);
      renderDashboard();

      expect(card().getAttribute('href')).toBe('/admin/applications');
      await vi.waitFor(() => expect(card().textContent).toBe('Pending Applications 7'));
      expect(leads).toHaveBeenCalledWith('/admin/applications', { params: { query: { status: 'pending', limit: 1 } } });
    });

    it('reads the count again when the window regains focus', async () => {
      list.mockResolvedValue(page([]) as never);
      leads.mockResolvedValue(pendingCount(2) as never);
      renderDashboard();
      await vi.waitFor(() => expect(card().textContent).toContain('2'));

      leads.mockResolvedValue(pendingCount(3) as never);
      await act(async () => {
        fireEvent.focus(window);
      });
      await vi.waitFor(() => expect(card().textContent).toBe('Pending Applications 3'));
      expect(leads).toHaveBeenCalledTimes(2);
    });

    it('shows a dash and says so when the count cannot be read', async () => {
      list.mockResolvedValue(page([]) as never);
      leads.mockResolvedValue(failure(500) as never);
      renderDashboard();
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch dashboard data'));
      expect(card().textContent).toBe('Pending Applications –');
    });
  });

  describe('the client cards', () => {
    const card = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

    it('show the live Total Clients, Active Projects and Unread Messages counts, leading to the client list', async () => {
      list.mockResolvedValue(page([]) as never);
      onboarding.mockResolvedValue(summary(12, 5, 6) as never);
      renderDashboard();

      await vi.waitFor(() => expect(card('Total Clients').textContent).toBe('Total Clients 12'));
      expect(card('Active Projects').textContent).toBe('Active Projects 5');
      expect(card('Total Clients').getAttribute('href')).toBe('/admin/clients');
      expect(card('Active Projects').getAttribute('href')).toBe('/admin/clients');
      expect(card('Unread Messages').textContent).toBe('Unread Messages 6');
      expect(card('Unread Messages').getAttribute('href')).toBe('/admin/clients');
      expect(onboarding).toHaveBeenCalledWith('/admin/clients/summary');
    });

    it('update live when a client’s message comes in', async () => {
      list.mockResolvedValue(page([]) as never);
      onboarding.mockResolvedValue(summary(3, 1, 0) as never);
      renderDashboard();
      await vi.waitFor(() => expect(card('Unread Messages').textContent).toBe('Unread Messages 0'));
      const socket = await vi.waitFor(() => FakeSocket.latest());
      socket.open();
      socket.frame({ type: 'subscribed', clientId: null, upToSeq: 0 });

      onboarding.mockResolvedValue(summary(3, 1, 1) as never);
      act(() => socket.frame({ type: 'message', message: message(4, 'client') }));
      await vi.waitFor(() => expect(card('Unread Messages').textContent).toBe('Unread Messages 1'));
    });

    it('read the counts again when the window regains focus', async () => {
      list.mockResolvedValue(page([]) as never);
      onboarding.mockResolvedValue(summary(3, 1) as never);
      renderDashboard();
      await vi.waitFor(() => expect(card('Total Clients').textContent).toBe('Total Clients 3'));

      onboarding.mockResolvedValue(summary(4, 2) as never);
      await act(async () => {
        fireEvent.focus(window);
      });
      await vi.waitFor(() => expect(card('Total Clients').textContent).toBe('Total Clients 4'));
      expect(card('Active Projects').textContent).toBe('Active Projects 2');
    });

    it('show a dash and say so when the counts cannot be read', async () => {
      list.mockResolvedValue(page([]) as never);
      onboarding.mockResolvedValue(failure(500) as never);
      renderDashboard();
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch dashboard data'));
      expect(card('Total Clients').textContent).toBe('Total Clients –');
      expect(card('Active Projects').textContent).toBe('Active Projects –');
    });
  });
});
