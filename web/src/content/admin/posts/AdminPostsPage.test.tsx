import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { testMember } from '../../../shared/test/teamUsers';
import { AdminPostsPage } from './AdminPostsPage';
import { formatScheduled } from './scheduleTime';
import { draftSummary, postSummary } from './testPosts';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const list = vi.mocked(contentApi.GET);

const draft = draftSummary;

/** The query parameters of the n-th list request (last by default). */
const listQuery = (index = list.mock.calls.length - 1) =>
  (list.mock.calls[index]![1] as { params: { query: Record<string, unknown> } }).params.query;

const renderPage = () => renderWithQueries(<AdminPostsPage />);

describe('AdminPostsPage', () => {
  beforeEach(() => {
    list.mockReset();
  });

  it('lists every post, drafts included, with the total and pages of 20', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(ok({ items: [draft], total: 45, page: 1, limit: 20 }) as never);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Blog Posts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Post' }).getAttribute('href')).toBe('/admin/posts/new');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: /^Draft/ })).toBeTruthy();
    expect(screen.getByText('Total posts: 45')).toBeTruthy();
    expect(listQuery()).toEqual({ limit: 20, page: 1 });
    expect(screen.getByText('Showing page 1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing page 2 of 3')).toBeTruthy();
    expect(listQuery()).toEqual({ limit: 20, page: 2 });
  });

  it('says when a scheduled post goes live, in the reader’s own time with the zone', async () => {
    const scheduledFor = '2099-06-01T15:30:00.000Z';
    list.mockResolvedValue(
      ok({ items: [postSummary({ published: false, scheduledFor })], total: 1, page: 1, limit: 20 }) as never,
    );
    renderPage();

    const table = await screen.findByRole('table');
    const when = within(table).getByText(`Scheduled for ${formatScheduled(scheduledFor)}`);
    expect(when.getAttribute('datetime')).toBe(scheduledFor);
    expect(within(table).queryAllByText(/^Scheduled for/)).toHaveLength(1);
  });

  it('steps back a page when the one shown has emptied', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(ok({ items: [draft], total: 21, page: 1, limit: 20 }) as never);
    renderPage();
    await screen.findByText('Showing page 1 of 2');

    // Meanwhile the last post of page 2 was deleted.
    list.mockImplementation(((_path: string, { params }: { params: { query: { page: number } } }) =>
      Promise.resolve(
        params.query.page === 1
          ? ok({ items: [draft], total: 20, page: 1, limit: 20 })
          : ok({ items: [], total: 20, page: 2, limit: 20 }),
      )) as never);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await vi.waitFor(() => expect(listQuery()).toEqual({ limit: 20, page: 1 }));
    expect(list.mock.calls.map((_, index) => listQuery(index).page)).toEqual([1, 2, 1]);
    expect(await screen.findByRole('cell', { name: draft.title })).toBeTruthy();
    expect(screen.queryByText('No blog posts found')).toBeNull();
  });

  it('says when there are no posts, without pages', async () => {
    list.mockResolvedValue(ok({ items: [], total: 0, page: 1, limit: 20 }) as never);
    renderPage();
    expect(await screen.findByText('No blog posts found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('narrows the list to one status, from the first page, and shows a post in review as such', async () => {
    const user = userEvent.setup();
    const waiting = { ...draft, status: 'in_review' as const };
    list.mockResolvedValue(ok({ items: [waiting], total: 21, page: 1, limit: 20 }) as never);
    renderPage();
    await screen.findByText('Showing page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing page 2 of 2');

    await user.selectOptions(screen.getByLabelText('Show'), 'In review');
    await vi.waitFor(() => expect(listQuery()).toEqual({ limit: 20, page: 1, status: 'in_review' }));
    expect(await screen.findByRole('button', { name: `In review: publish “${draft.title}”` })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'All posts');
    await vi.waitFor(() => expect(listQuery()).toEqual({ limit: 20, page: 1 }));
  });

  it('shows a member the statuses without changing them, and edit and delete on their own drafts only', async () => {
    const mine = { ...draft, writer: { userId: testMember.id, email: testMember.email, name: 'Sam Student' } };
    const minePublished = postSummary({ id: '9e4f1d2b-0000-4000-8000-000000000003', title: 'Live One', writer: mine.writer });
    const theirs = postSummary({ id: '9e4f1d2b-0000-4000-8000-000000000004', title: 'Not Mine', published: false });
    list.mockResolvedValue(ok({ items: [mine, minePublished, theirs], total: 3, page: 1, limit: 20 }) as never);
    renderWithQueries(<AdminPostsPage />, { user: testMember });

    const table = await screen.findByRole('table');
    expect(within(table).queryAllByRole('button', { name: /publish/ })).toEqual([]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryAllByRole('link').length)).toEqual([1, 1, 0]);
    expect(rows.map((row) => within(row).queryAllByRole('button', { name: /^Delete/ }).length)).toEqual([1, 0, 0]);
    expect(rows[1]!.textContent).toContain('Published');
  });

  it('says when the list cannot be loaded', async () => {
    list.mockResolvedValue(failure(500) as never);
    renderPage();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch posts'));
  });
});
