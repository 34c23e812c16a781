import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { testMember } from '../../../shared/test/teamUsers';
import { AdminTeamMembersPage } from './AdminTeamMembersPage';
import type { AdminTeamMember } from './teamMemberKind';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const post = vi.mocked(contentApi.POST);
const put = vi.mocked(contentApi.PUT);
const remove = vi.mocked(contentApi.DELETE);

const priya: AdminTeamMember = {
  id: '6b1d2e3f-0000-4000-8000-000000000001',
  name: 'Priya Patel',
  role: 'Developer',
  avatar: { url: '/api/content/media/priya.webp', width: 256, height: 256 },
  active: true,
  postCount: 3,
  createdAt: '2026-11-01T00:00:00Z',
};
const leo: AdminTeamMember = {
  ...priya,
  id: '6b1d2e3f-0000-4000-8000-000000000002',
  name: 'Leo Park',
  avatar: null,
  postCount: 0,
};

describe('AdminTeamMembersPage', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    vi.clearAllMocks();
    get.mockResolvedValue(ok({ items: [leo, priya], total: 2, page: 1, pageCount: 1 }) as never);
  });

  it('lists the site’s team with role, posts and state', async () => {
    renderWithQueries(<AdminTeamMembersPage />);
    const table = await screen.findByRole('group', { name: 'Team members' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Photo', 'Name', 'Role', 'Posts', 'Active', 'Actions']);
    expect(rows[2]!.textContent).toContain('Priya Patel');
    expect(rows[2]!.textContent).toContain('3');
    expect(within(rows[2]!).getByRole('img', { name: 'Photo of Priya Patel' }).getAttribute('src')).toBe(priya.avatar!.url);
  });

  it('adds a team member without a photo (sent as null)', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...leo, id: 'new', name: 'Ana Silva' }, 201) as never);
    renderWithQueries(<AdminTeamMembersPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Team Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name of up to 120 characters.')).not.toBeNull();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Name'), 'Ana Silva');
    await user.type(within(dialog).getByLabelText('Role'), 'Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/team-members', {
        body: { name: 'Ana Silva', role: 'Designer', avatarUrl: null, active: true },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Saved Ana Silva');
  });

  it('offers to deactivate, not delete, the author of posts, and says why', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(ok({ ...priya, active: false }) as never);
    renderWithQueries(<AdminTeamMembersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Priya Patel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Priya Patel?' });
    expect(ask.textContent).toContain('author of 3 post(s)');
    await user.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/team-members/{id}', {
        params: { path: { id: priya.id } },
        body: { name: 'Priya Patel', role: 'Developer', avatarUrl: priya.avatar!.url, active: false },
      }),
    );
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes a team member no post names, after asking', async () => {
    const user = userEvent.setup();
    remove.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } } as never);
    renderWithQueries(<AdminTeamMembersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Leo Park' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Leo Park?' });
    expect(ask.textContent).toContain('No post names them as author');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith('/admin/team-members/{id}', { params: { path: { id: leo.id } } }));
    expect(notify.success).toHaveBeenCalledWith('Deleted Leo Park');
  });

  it('shows a member the list without the write buttons', async () => {
    renderWithQueries(<AdminTeamMembersPage />, { user: testMember });
    const table = await screen.findByRole('group', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: 'Add Team Member' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });
});
