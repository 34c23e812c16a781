import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { testMember } from '../../../shared/test/teamUsers';
import { AdminPartnersPage } from './AdminPartnersPage';
import type { AdminPartner } from './partnerKind';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const post = vi.mocked(contentApi.POST);
const put = vi.mocked(contentApi.PUT);
const remove = vi.mocked(contentApi.DELETE);

const northwind: AdminPartner = {
  id: '5a0c1d2e-0000-4000-8000-000000000001',
  name: 'Northwind Timber',
  logo: { url: '/api/content/media/northwind.png', width: 320, height: 120 },
  active: true,
  createdAt: '2026-11-01T00:00:00Z',
};
const harbour: AdminPartner = {
  ...northwind,
  id: '5a0c1d2e-0000-4000-8000-000000000002',
  name: 'Harbour Bakery',
  logo: { url: 'https://img.example.com/harbour.png', width: null, height: null },
  active: false,
};

type Query = { q?: string; page?: number; pageSize?: number };
const listQueries = () =>
  (get.mock.calls as unknown as [string, { params: { query: Query } }][])
    .filter(([path]) => path === '/admin/partners')
    .map(([, options]) => options.params.query);

describe('AdminPartnersPage', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    vi.clearAllMocks();
    get.mockResolvedValue(ok({ items: [harbour, northwind], total: 2, page: 1, pageCount: 1 }) as never);
  });

  it('lists every partner, active or not, and searches by name', async () => {
    const user = userEvent.setup();
    renderWithQueries(<AdminPartnersPage />);
    const table = await screen.findByRole('group', { name: 'Partners' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Logo', 'Name', 'Active', 'Actions']);
    expect(rows[1]!.textContent).toContain('Harbour Bakery');
    expect((within(rows[1]!).getByRole('checkbox', { name: 'Harbour Bakery is active' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(within(rows[2]!).getByRole('img', { name: 'Logo of Northwind Timber' }).getAttribute('width')).toBe('320');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'north');
    await vi.waitFor(() => expect(listQueries().at(-1)).toEqual({ q: 'north', page: 1, pageSize: 20 }));
  });

  it('adds a partner through the dialog, with the contract’s rules checked first', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...northwind, id: 'new', name: 'Maple Coffee' }, 201) as never);
    renderWithQueries(<AdminPartnersPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Partner' });
    await user.type(within(dialog).getByLabelText('Name'), 'Maple Coffee');
    await user.type(within(dialog).getByLabelText('Logo address'), 'http://not-secure.example/logo.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Upload a logo, or enter an https:// address.')).not.toBeNull();
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Logo address'));
    await user.type(within(dialog).getByLabelText('Logo address'), 'https://img.example.com/maple.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/partners', {
        body: { name: 'Maple Coffee', logoUrl: 'https://img.example.com/maple.png', active: true },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Saved Maple Coffee');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches a partner off in place and deletes one after asking', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(ok({ ...northwind, active: false }) as never);
    remove.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } } as never);
    renderWithQueries(<AdminPartnersPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Northwind Timber is active' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/partners/{id}', {
        params: { path: { id: northwind.id } },
        body: { name: 'Northwind Timber', logoUrl: northwind.logo.url, active: false },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Harbour Bakery' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Harbour Bakery?' });
    expect(ask.textContent).toContain('Nothing else refers to a partner');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith('/admin/partners/{id}', { params: { path: { id: harbour.id } } }));
  });

  it('shows a member the list without the write buttons', async () => {
    renderWithQueries(<AdminPartnersPage />, { user: testMember });
    const table = await screen.findByRole('group', { name: 'Partners' });
    expect(screen.getByText('Admins manage this list; you can see it.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Partner' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).getAllByText('Not active')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded', async () => {
    get.mockResolvedValue(failure(500) as never);
    renderWithQueries(<AdminPartnersPage />);
    expect(await screen.findByText('The partners could not be loaded.')).not.toBeNull();
  });
});
