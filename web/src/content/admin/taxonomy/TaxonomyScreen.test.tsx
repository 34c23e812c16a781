import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { contentApi } from '../../../shared/api/clients';
import { setSession, type Session } from '../../../shared/api/session';
import { AuthProvider } from '../../../identity/auth/AuthProvider';
import { notify } from '../../../shared/lib/notify';
import { ok } from '../../../shared/test/apiResult';
import { AdminCategoriesPage } from './AdminCategoriesPage';
import { AdminTagsPage } from './AdminTagsPage';
import type { TaxonomyUsage } from './taxonomyKinds';

vi.mock('../../../shared/api/clients', () => ({
  contentApi: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() },
  refreshSession: vi.fn(),
  endSession: vi.fn(),
}));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const put = vi.mocked(contentApi.PUT);
const post = vi.mocked(contentApi.POST);
const remove = vi.mocked(contentApi.DELETE);

const session = (role: 'admin' | 'member'): Session => ({
  accessToken: `${role}-token`,
  expiresIn: 900,
  user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'mentor@maplebuilders.ca', role, name: 'Morgan Mentor' },
});

const seo: TaxonomyUsage = { id: '6d1f0000-0000-4000-8000-000000000001', name: 'SEO', slug: 'seo', postCount: 3 };
const design: TaxonomyUsage = { id: '6d1f0000-0000-4000-8000-000000000002', name: 'Design', slug: 'design', postCount: 0 };
const page = (items: TaxonomyUsage[], total = items.length) => ok({ items, total, page: 1, pageSize: 20 });

type Query = { q?: string; page: number; pageSize: number };
const queriesOf = (path: string) =>
  (get.mock.calls as unknown as [string, { params: { query: Query } }][])
    .filter(([called]) => called === path)
    .map(([, options]) => options.params.query);

async function renderScreen(Screen: () => React.JSX.Element, role: 'admin' | 'member' = 'admin') {
  setSession(session(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AuthProvider>
            <Screen />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('Categories and Tags screens', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    vi.clearAllMocks();
    get.mockResolvedValue(page([design, seo]) as never);
  });

  it('lists categories with their post counts, searches and pages', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([design, seo], 45) as never);
    await renderScreen(AdminCategoriesPage);
    const table = await screen.findByRole('group', { name: 'Categories' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Slug', 'Posts', 'Actions']);
    expect(rows[2]!.textContent).toContain('SEO');
    expect(rows[2]!.textContent).toContain('3');
    expect(screen.getByRole('link', { name: 'Tags' }).getAttribute('href')).toBe('/admin/tags');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(queriesOf('/admin/categories').at(-1)).toEqual({ q: undefined, page: 2, pageSize: 20 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'se');
    await vi.waitFor(() => expect(queriesOf('/admin/categories').at(-1)).toEqual({ q: 'se', page: 1, pageSize: 20 }));
  });

  it('shows a member the list without the admins’ actions', async () => {
    await renderScreen(AdminCategoriesPage, 'member');
    await screen.findByRole('group', { name: 'Categories' });
    expect(screen.queryByRole('button', { name: /Rename|Delete/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('adds a category from the screen, for a member too, and says on the field when the name is taken', async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce({
      data: undefined,
      error: { code: 'CONTENT_CATEGORY_TAKEN', message: 'taken' },
      response: { ok: false, status: 409 },
    } as never);
    post.mockResolvedValueOnce(ok({ id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Cafés', slug: 'cafes' }, 201) as never);
    await renderScreen(AdminCategoriesPage, 'member');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Design');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Another category already has this name.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Cafés');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenLastCalledWith('/admin/categories', { body: { name: 'Cafés' } });
    expect(notify.success).toHaveBeenCalledWith('Added the category “Cafés”.');
  });

  it('offers no Add on the tags screen: a tag is added by naming it on a post', async () => {
    await renderScreen(AdminTagsPage);
    await screen.findByRole('heading', { name: 'Tags', level: 1 });
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('renames a category, and says on the field when the name is taken', async () => {
    const user = userEvent.setup();
    put.mockResolvedValueOnce({
      data: undefined,
      error: { code: 'CONTENT_CATEGORY_TAKEN', message: 'taken' },
      response: { ok: false, status: 409 },
    } as never);
    put.mockResolvedValueOnce(ok({ id: seo.id, name: 'Search', slug: 'search' }) as never);
    await renderScreen(AdminCategoriesPage);
    await user.click(await screen.findByRole('button', { name: 'Rename SEO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “SEO”' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Design');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another category already has this name.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Search');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put).toHaveBeenLastCalledWith('/admin/categories/{categoryId}', {
      params: { path: { categoryId: seo.id } },
      body: { name: 'Search' },
    });
    expect(notify.success).toHaveBeenCalledWith('Renamed to “Search”.');
  });

  it('asks before deleting a used category, says how many posts use it, and moves them where the admin chooses', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue(ok(undefined, 204) as never);
    await renderScreen(AdminCategoriesPage);
    await user.click(await screen.findByRole('button', { name: 'Delete SEO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “SEO”?' });
    expect(dialog.textContent).toContain('3 post(s) use this category');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const moveTo = await within(dialog).findByRole('combobox', { name: 'Move them to' });
    await vi.waitFor(() =>
      expect(
        within(moveTo)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'Design']),
    );
    await user.selectOptions(moveTo, design.id);
    await user.click(confirm);
    await vi.waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/admin/categories/{categoryId}', {
        params: { path: { categoryId: seo.id }, query: { moveTo: design.id } },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('“SEO” was deleted.');
  });

  it('offers every other category as where the posts move, past the first hundred', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 101 }, (_, index) => ({
      id: `6d1f0000-0000-4000-8000-${String(index + 10).padStart(12, '0')}`,
      name: `Topic ${index + 1}`,
      slug: `topic-${index + 1}`,
      postCount: 0,
    }));
    get.mockImplementation((async (_path: string, options: { params: { query: Query } }) => {
      const { page: number, pageSize } = options.params.query;
      if (pageSize === 20) return page([seo], 1);
      const items = [seo, ...many].slice((number - 1) * pageSize, number * pageSize);
      return ok({ items, total: many.length + 1, page: number, pageSize });
    }) as never);
    await renderScreen(AdminCategoriesPage);
    await user.click(await screen.findByRole('button', { name: 'Delete SEO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “SEO”?' });
    const moveTo = await within(dialog).findByRole('combobox', { name: 'Move them to' });
    await vi.waitFor(() => expect(within(moveTo).getAllByRole('option')).toHaveLength(102));
    expect(within(moveTo).getByRole('option', { name: 'Topic 101' })).toBeTruthy();
    expect(
      queriesOf('/admin/categories')
        .filter((query) => query.pageSize === 100)
        .map((query) => query.page),
    ).toEqual([1, 2]);
  });

  it('deletes an unused category after asking, without a move', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue(ok(undefined, 204) as never);
    await renderScreen(AdminCategoriesPage);
    await user.click(await screen.findByRole('button', { name: 'Delete Design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Design”?' });
    expect(dialog.textContent).toContain('No post uses it');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/admin/categories/{categoryId}', {
        params: { path: { categoryId: design.id }, query: {} },
      }),
    );
  });

  it('merges a tag into the one the admin chooses; a used tag is not offered for deletion', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ id: design.id, name: 'Design', slug: 'design' }) as never);
    await renderScreen(AdminTagsPage);
    await user.click(await screen.findByRole('button', { name: 'Delete SEO' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “SEO”?' });
    expect(dialog.textContent).toContain('Merge it into another tag instead');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Merge SEO into another tag' }));
    dialog = await screen.findByRole('dialog', { name: 'Merge “SEO” into another tag' });
    expect(dialog.textContent).toContain('Its 3 post(s) get the tag you choose');
    const into = within(dialog).getByRole('combobox', { name: 'Merge into' });
    await vi.waitFor(() => expect(within(into).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(into, design.id);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/tags/{tagId}/merge', {
        params: { path: { tagId: seo.id } },
        body: { into: design.id },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('“SEO” was merged into “Design”.');
  });
});
