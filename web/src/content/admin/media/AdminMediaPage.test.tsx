import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { testMember } from '../../../shared/test/teamUsers';
import { AdminMediaPage } from './AdminMediaPage';
import type { MediaItem } from './useMediaLibrary';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn(), DELETE: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const remove = vi.mocked(contentApi.DELETE);

const photo: MediaItem = {
  name: '6c1e9a2b-3d4f-4a5b-9c6d-7e8f9a0b1c2d.png',
  url: '/api/content/media/6c1e9a2b-3d4f-4a5b-9c6d-7e8f9a0b1c2d.png',
  contentType: 'image/png',
  width: 2000,
  height: 1000,
  bytes: 183_204,
  createdAt: '2026-11-26T15:04:05Z',
  srcset: '/api/content/media/6c1e9a2b-3d4f-4a5b-9c6d-7e8f9a0b1c2d.png?w=480 480w',
  variants: [{ url: '/api/content/media/6c1e9a2b-3d4f-4a5b-9c6d-7e8f9a0b1c2d.png?w=480', width: 480, height: 240, bytes: 9_800 }],
  usedBy: [{ kind: 'partner_logo', id: '5a0c1d2e-0000-4000-8000-000000000001', label: 'Northwind Timber' }],
};
const spare: MediaItem = {
  ...photo,
  name: 'spare-logo.svg',
  url: '/api/content/media/spare-logo.svg',
  contentType: 'image/svg+xml',
  bytes: 900,
  srcset: null,
  variants: [],
  usedBy: [],
};

type Query = { q?: string; type?: string; page?: number; pageSize?: number };
const listQueries = () =>
  (get.mock.calls as unknown as [string, { params: { query: Query } }][])
    .filter(([path]) => path === '/admin/media')
    .map(([, options]) => options.params.query);

describe('AdminMediaPage', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    vi.clearAllMocks();
    get.mockResolvedValue(ok({ items: [photo, spare], total: 2, page: 1, pageCount: 1 }) as never);
  });

  it('lists each image with its size, copies and uses, and searches by name and type', async () => {
    const user = userEvent.setup();
    renderWithQueries(<AdminMediaPage />);
    const table = await screen.findByRole('group', { name: 'Stored images' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('179 KB · 2000 × 1000 px');
    expect(rows[1]!.textContent).toContain('480 px, 10 KB');
    expect(rows[1]!.textContent).toContain('Partner logo: Northwind Timber');
    expect(within(rows[1]!).getByRole('button', { name: `Delete ${photo.name}` })).toHaveProperty('disabled', true);
    expect(rows[2]!.textContent).toContain('Not used');
    expect(
      within(rows[1]!)
        .getByRole('img', { name: `Preview of ${photo.name}` })
        .getAttribute('srcset'),
    ).toBe(photo.srcset);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'spare');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'SVG');
    await vi.waitFor(() => expect(listQueries().at(-1)).toEqual({ q: 'spare', type: 'image/svg+xml', page: 1, pageSize: 20 }));
  });

  it('deletes an unused image once the admin confirms', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } } as never);
    renderWithQueries(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete spare-logo.svg' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/admin/media/{fileName}', { params: { path: { fileName: 'spare-logo.svg' } } }),
    );
    expect(notify.success).toHaveBeenCalledWith('Deleted spare-logo.svg');
  });

  it('says in its own words why a delete was refused: the image is in use', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue(failure(409, 'CONTENT_MEDIA_IN_USE') as never);
    renderWithQueries(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete spare-logo.svg' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('The image is still used on the site. Replace it there first.'),
    );
  });

  it('shows a member the list without Delete, and says when the list cannot be loaded', async () => {
    renderWithQueries(<AdminMediaPage />, { user: testMember });
    const table = await screen.findByRole('group', { name: 'Stored images' });
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    get.mockResolvedValue(failure(500) as never);
    renderWithQueries(<AdminMediaPage />);
    expect(await screen.findByText('The images could not be loaded.')).not.toBeNull();
  });
});
