import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { identityApi } from '../../../shared/api/clients';
import { setSession, type Session } from '../../../shared/api/session';
import { AuthProvider } from '../../auth/AuthProvider';
import { notify } from '../../../shared/lib/notify';
import { ok } from '../../../shared/test/apiResult';
import { AdminOnly } from '../../../app/admin/AdminOnly';
import { AdminTeamPage } from './AdminTeamPage';
import type { TeamInvitation, TeamMember } from './teamLabels';

vi.mock('../../../shared/api/clients', () => ({
  identityApi: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn(), DELETE: vi.fn() },
  refreshSession: vi.fn(),
  endSession: vi.fn(),
}));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(identityApi.GET);
const post = vi.mocked(identityApi.POST);
const patch = vi.mocked(identityApi.PATCH);
const remove = vi.mocked(identityApi.DELETE);

const ADMIN_ID = '3b0b2c1e-0000-4000-8000-000000000001';
const session = (role: 'admin' | 'member'): Session => ({
  accessToken: `${role}-token`,
  expiresIn: 900,
  user: { id: ADMIN_ID, email: 'mentor@maplebuilders.ca', role, name: 'Morgan Mentor' },
});

const morgan: TeamMember = {
  id: ADMIN_ID,
  email: 'mentor@maplebuilders.ca',
  name: 'Morgan Mentor',
  role: 'admin',
  status: 'active',
  lastSignInAt: '2026-11-20T18:04:05Z',
  createdAt: '2026-01-01T00:00:00Z',
};
const sam: TeamMember = {
  id: '3b0b2c1e-0000-4000-8000-000000000002',
  email: 'sam@students.example',
  name: 'Sam Student',
  role: 'member',
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-11-01T00:00:00Z',
};
const invited: TeamInvitation = {
  id: '3b0b2c1e-0000-4000-8000-00000000000a',
  email: 'riley@students.example',
  name: 'Riley Learner',
  role: 'member',
  invitedAt: '2026-11-10T00:00:00Z',
  expiresAt: '2026-11-17T00:00:00Z',
  expired: true,
};

type Query = { q?: string; role?: string; status?: string };
const teamQueries = () =>
  (get.mock.calls as unknown as [string, { params: { query: Query } }][])
    .filter(([path]) => path === '/team/members')
    .map(([, options]) => options.params.query);

async function renderTeam(role: 'admin' | 'member' = 'admin') {
  setSession(session(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/team']}>
          <AuthProvider>
            <Routes>
              {/* As the route table has it: the screen is adminOnly. */}
              <Route
                path="/admin/team"
                element={
                  <AdminOnly>
                    <AdminTeamPage />
                  </AdminOnly>
                }
              />
              <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('AdminTeamPage', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    vi.clearAllMocks();
    get.mockResolvedValue(ok({ members: [morgan, sam], invitations: [invited] }) as never);
  });

  it('lists the people with role, status and last sign-in, and the pending invitations', async () => {
    await renderTeam();
    const people = await screen.findByRole('group', { name: 'People on the team' });
    const rows = within(people).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']);
    expect(rows[1]!.textContent).toContain('Morgan Mentor');
    expect(rows[1]!.textContent).toContain('You');
    expect(rows[2]!.textContent).toContain('Never');
    expect((within(rows[2]!).getByRole('combobox', { name: 'Role of Sam Student' }) as HTMLSelectElement).value).toBe('member');
    const pending = screen.getByRole('region', { name: 'Pending Invitations' });
    expect(pending.textContent).toContain('riley@students.example');
    expect(pending.textContent).toContain('Expired');
  });

  it('searches and filters by role and status', async () => {
    const user = userEvent.setup();
    await renderTeam();
    await screen.findByRole('group', { name: 'People on the team' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'member');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sam');
    await vi.waitFor(() => expect(teamQueries().at(-1)).toEqual({ q: 'sam', role: 'member', status: 'deactivated' }));
    expect(teamQueries()[0]).toEqual({ q: undefined, role: undefined, status: undefined });
  });

  it('invites a person with name, e-mail and role, and reads the team again', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...invited, id: 'new', email: 'new@students.example', expired: false }, 201) as never);
    await renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Person' });
    await user.type(within(dialog).getByLabelText('Name'), 'New Student');
    await user.type(within(dialog).getByLabelText('Email'), 'new@students.example');
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('member');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin (mentor)', 'Member (student)']);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/team/invitations', {
        body: { name: 'New Student', email: 'new@students.example', role: 'member' },
      }),
    );
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invitation sent to new@students.example'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deactivating, then deactivates', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...sam, status: 'deactivated' }) as never);
    await renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Student' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate Sam Student?' });
    expect(post).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/team/members/{memberId}/deactivate', { params: { path: { memberId: sam.id } } }),
    );
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sam Student was deactivated'));
  });

  it('shows the last-admin refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const message = 'The team needs at least one active admin. Make someone else an admin first.';
    patch.mockResolvedValue({
      error: { statusCode: 409, error: 'Conflict', code: 'IDENTITY_LAST_ADMIN', message, requestId: 'r' },
      response: { ok: false, status: 409 } as Response,
    } as never);
    await renderTeam();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Morgan Mentor' }), 'member');
    const ask = await screen.findByRole('alertdialog', { name: 'Make Morgan Mentor Member (student)?' });
    await user.click(within(ask).getByRole('button', { name: 'Change Role' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(patch).toHaveBeenCalledWith('/team/members/{memberId}', {
      params: { path: { memberId: ADMIN_ID } },
      body: { role: 'member' },
    });
  });

  it('asks before changing a role, and changes nothing when cancelled', async () => {
    const user = userEvent.setup();
    patch.mockResolvedValue(ok({ ...sam, role: 'admin' }) as never);
    await renderTeam();
    const role = await screen.findByRole('combobox', { name: 'Role of Sam Student' });
    await user.selectOptions(role, 'admin');
    const ask = await screen.findByRole('alertdialog', { name: 'Make Sam Student Admin (mentor)?' });
    expect(ask.textContent).toContain('An admin publishes posts, manages the team and every setting.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patch).not.toHaveBeenCalled();
    expect((role as HTMLSelectElement).value).toBe('member');

    await user.selectOptions(role, 'admin');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change Role' }));
    await vi.waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/team/members/{memberId}', {
        params: { path: { memberId: sam.id } },
        body: { role: 'admin' },
      }),
    );
  });

  it('resends at once, and asks before revoking an invitation', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...invited, expired: false }) as never);
    remove.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } as Response } as never);
    await renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to riley@students.example' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invitation sent again to riley@students.example'));
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to riley@students.example' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Revoke the invitation to riley@students.example?' });
    await user.click(within(ask).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/team/invitations/{invitationId}', { params: { path: { invitationId: invited.id } } }),
    );
  });

  it('tells a member the screen is for admins, with the way back to the dashboard, and asks for nothing', async () => {
    const user = userEvent.setup();
    await renderTeam('member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins Only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
