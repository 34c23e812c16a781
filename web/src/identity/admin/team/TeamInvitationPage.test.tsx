import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { identityApi } from '../../../shared/api/clients';
import { getSessionState, setSession } from '../../../shared/api/session';
import { notify } from '../../../shared/lib/notify';
import { ok } from '../../../shared/test/apiResult';
import { invitationToken, TeamInvitationPage } from './TeamInvitationPage';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(identityApi.POST);
const TOKEN = 'k1bq3V0cYk2v8tXb9mFzC2xQm5RkP7sLwH4dN6eJ0aU';

const details = { email: 'sam@students.example', name: 'Sam Student', role: 'member', expiresAt: '2026-11-27T18:04:05Z' };
const refusal = (status: number, code: string) => ({
  error: { statusCode: status, error: 'Gone', code, message: 'refused', requestId: 'r' },
  response: { ok: false, status } as Response,
});

function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

async function renderInvitation(url = `/team/invitation#token=${TOKEN}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/team/invitation" element={<TeamInvitationPage />} />
            <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

/** The calls the page made to `path`, with what they sent. */
const callsTo = (path: string) => (post.mock.calls as unknown as [string, unknown][]).filter(([called]) => called === path);
const lookups = () => callsTo('/team/invitations/lookup');

describe('invitationToken', () => {
  it('reads the token of an invitation link, and nothing from any other hash', () => {
    expect(invitationToken(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(invitationToken('#token=')).toBeNull();
    expect(invitationToken('')).toBeNull();
  });
});

describe('TeamInvitationPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setSession(null);
  });

  it('shows the invitation’s e-mail, read-only, and takes the token out of the address', async () => {
    post.mockResolvedValue(ok(details) as never);
    await renderInvitation();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join the Maple Builders team');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('sam@students.example');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Sam Student');
    expect(screen.getByText('You are joining as Member (student).')).toBeTruthy();
    expect(lookups()[0]).toEqual(['/team/invitations/lookup', { body: { token: TOKEN } }]);
    expect(screen.getByTestId('location').textContent).toBe('/team/invitation');
  });

  it('joins with a display name and a password, signed in, and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const session = {
      accessToken: 'member-token',
      expiresIn: 900,
      user: { id: '3b0b2c1e-0000-4000-8000-000000000002', email: details.email, role: 'member', name: 'Samira' },
    };
    post.mockImplementation((async (path: string) =>
      path === '/team/invitations/lookup' ? ok(details) : ok(session, 201)) as never);
    await renderInvitation();
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Samira');
    await user.type(screen.getByLabelText('Password'), 'Student-Password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Student-Password-1');
    await user.click(screen.getByRole('button', { name: 'Join the Team' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/team/invitations/accept', {
      body: { token: TOKEN, name: 'Samira', password: 'Student-Password-1' },
    });
    expect(getSessionState().session?.user).toMatchObject({ role: 'member', name: 'Samira' });
    expect(notify.success).toHaveBeenCalledWith('Welcome to the team!');
  });

  it('asks for matching passwords before sending anything', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok(details) as never);
    await renderInvitation();
    await user.type(await screen.findByLabelText('Password'), 'Student-Password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Student-Password-2');
    await user.click(screen.getByRole('button', { name: 'Join the Team' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(callsTo('/team/invitations/accept')).toEqual([]);
  });

  it.each([
    [410, 'IDENTITY_INVITATION_USED', 'This invitation has already been used.'],
    [410, 'IDENTITY_INVITATION_EXPIRED', 'This invitation has expired. Ask an admin to send a new one.'],
    [
      400,
      'IDENTITY_INVITATION_INVALID',
      'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
    ],
  ])('says a link refused with %i %s cannot be used, and shows no form', async (status, code, message) => {
    post.mockResolvedValue(refusal(status, code) as never);
    await renderInvitation();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the team sign-in' }).getAttribute('href')).toBe('/admin/login');
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    await renderInvitation('/team/invitation');
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation link is not valid.');
    expect(post).not.toHaveBeenCalled();
  });
});
