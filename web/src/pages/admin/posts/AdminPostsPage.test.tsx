import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../api/clients';
import { notify } from '../../../lib/notify';
import { failure, ok } from '../../../test/apiResult';
import { renderWithQueries } from '../../../test/renderWithQueries';
import { AdminPostsPage } from './AdminPostsPage';
import { draftSummary } from './testPosts';

vi.mock('../../../api/clients', () => ({ contentApi: { GET: vi.fn() } }));
vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

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

  it('says when the list cannot be loaded', async () => {
    list.mockResolvedValue(failure(500) as never);
    renderPage();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch posts'));
  });
});
