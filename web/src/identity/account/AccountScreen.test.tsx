import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApi, refreshSession } from '../../shared/api/clients';
import { getSessionState, setSession } from '../../shared/api/session';
import { loadMessages } from '../../shared/i18n/messages';
import { notify } from '../../shared/lib/notify';
import { failure, ok } from '../../shared/test/apiResult';
import { renderWithQueries } from '../../shared/test/renderWithQueries';
import { ViewerZoneScope } from '../../app/layout/ViewerZoneScope';
import { AccountScreen } from './AccountScreen';
import type { Account, AccountSession } from './accountTypes';

vi.mock('../../shared/api/clients', () => ({
  identityApi: { GET: vi.fn(), PATCH: vi.fn(), PUT: vi.fn(), POST: vi.fn(), DELETE: vi.fn() },
  refreshSession: vi.fn(),
  endSession: vi.fn(),
}));
vi.mock('../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(identityApi.GET);
const patch = vi.mocked(identityApi.PATCH);
const put = vi.mocked(identityApi.PUT);
const post = vi.mocked(identityApi.POST);
const del = vi.mocked(identityApi.DELETE);

const account: Account = { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'sam@maple.example', name: null, role: 'member' };

const here: AccountSession = {
  id: '7d2e4f6a-0000-4000-8000-000000000001',
  device: 'Firefox on Linux',
  address: '203.0.113.7',
  place: null,
  signedInAt: '2026-07-20T16:00:00Z',
  lastSeenAt: '2026-07-21T16:00:00Z',
  current: true,
};
const office: AccountSession = {
  id: '7d2e4f6a-0000-4000-8000-000000000002',
  device: 'Chrome on Windows',
  address: '192.168.1.20',
  place: "This device's network",
  signedInAt: '2026-07-19T16:00:00Z',
  lastSeenAt: '2026-07-20T18:30:00Z',
  current: false,
};

function answerWith(current: unknown = ok(account), sessions: unknown = ok([here, office])) {
  get.mockImplementation((async (path: string) => (path === '/account/sessions' ? sessions : current)) as never);
}

function renderAccount() {
  return renderWithQueries(
    <Routes>
      <Route
        path="/admin/account"
        element={
          <ViewerZoneScope>
            <AccountScreen signInPath="/admin/login" />
          </ViewerZoneScope>
        }
      />
      <Route path="/admin/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { url: '/admin/account' },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const errorOf = (control: HTMLInputElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

beforeAll(() => loadMessages('account'));

beforeEach(() => {
  vi.clearAllMocks();
  answerWith();
});

describe('the Account page', () => {
  it('shows the four sections for the signed-in account', async () => {
    renderAccount();
    await screen.findByRole('region', { name: 'Display name' });
    expect(input(section('Display name'), 'Display name').value).toBe('');
    expect(section('E-mail').textContent).toContain('Your e-mail is sam@maple.example.');
    expect(section('Change password')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Your active sessions' })).toBeTruthy();
  });

  it('says a client signed in with an access code has no account to change yet', async () => {
    answerWith(failure(403, 'AUTH_FORBIDDEN'));
    renderAccount();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are signed in with an access code. Create your account to choose a name and a password.',
    );
  });
});

describe('Time zone', () => {
  it('offers the browser’s zone or one from the list, grouped by region, and shows every time in the one chosen at once', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(ok({ ...account, timeZone: 'America/Toronto' }) as never);
    renderAccount();
    const zone = (await within(await screen.findByRole('region', { name: 'Time zone' })).findByRole('combobox', {
      name: 'Time zone',
    })) as HTMLSelectElement;
    expect(zone.value).toBe('');
    expect(zone.options[0]!.textContent).toMatch(/^Use this browser’s time zone \(America\/Edmonton \(M[SD]T\)\)$/);
    const americas = within(zone).getByRole('group', { name: 'Americas' });
    expect(within(americas).getByRole('option', { name: /^Toronto \(E[SD]T\)$/ })).toBeTruthy();
    expect(within(zone).getByRole('group', { name: 'Europe' })).toBeTruthy();
    // The sessions' times, in the browser's zone until another is chosen.
    await screen.findByText('Jul 20, 2026, 12:30 PM MDT');

    await user.selectOptions(zone, 'America/Toronto');
    await user.click(within(section('Time zone')).getByRole('button', { name: 'Save Time Zone' }));
    expect(put).toHaveBeenCalledWith('/account/time-zone', { body: { timeZone: 'America/Toronto' } });
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        expect.stringMatching(/^Your time zone is saved: times are now shown in America\/Toronto/),
      ),
    );
    expect(await screen.findByText('Jul 20, 2026, 2:30 PM EDT')).toBeTruthy();
    expect(screen.queryByText('Jul 20, 2026, 12:30 PM MDT')).toBeNull();
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
  });

  it('goes back to the browser’s zone with its first choice', async () => {
    const user = userEvent.setup();
    answerWith(ok({ ...account, timeZone: 'Europe/Paris' }));
    put.mockResolvedValue(ok(account) as never);
    renderAccount();
    const zone = (await within(await screen.findByRole('region', { name: 'Time zone' })).findByRole('combobox', {
      name: 'Time zone',
    })) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Paris');
    await user.selectOptions(zone, '');
    await user.click(within(section('Time zone')).getByRole('button', { name: 'Save Time Zone' }));
    expect(put).toHaveBeenCalledWith('/account/time-zone', { body: { timeZone: null } });
  });

  it('says a zone the server refuses on the field', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(failure(400, 'IDENTITY_TIME_ZONE_UNKNOWN') as never);
    renderAccount();
    const zone = (await within(await screen.findByRole('region', { name: 'Time zone' })).findByRole('combobox', {
      name: 'Time zone',
    })) as HTMLSelectElement;
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(within(section('Time zone')).getByRole('button', { name: 'Save Time Zone' }));
    expect(await within(section('Time zone')).findByText('Choose a time zone from the list.')).toBeTruthy();
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('Display name', () => {
  it('saves the name, then reads the account and the session again so new tokens carry it', async () => {
    const user = userEvent.setup();
    patch.mockResolvedValue(ok({ ...account, name: 'Sam Student' }) as never);
    renderAccount();
    const name = input(await screen.findByRole('region', { name: 'Display name' }), 'Display name');
    await user.type(name, '  Sam Student ');
    await user.click(within(section('Display name')).getByRole('button', { name: 'Save Name' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your name is saved.'));
    expect(patch).toHaveBeenCalledWith('/account', { body: { name: 'Sam Student' } });
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
  });

  it('refuses an empty name and sends nothing', async () => {
    const user = userEvent.setup();
    renderAccount();
    await screen.findByRole('region', { name: 'Display name' });
    await user.click(within(section('Display name')).getByRole('button', { name: 'Save Name' }));
    expect(errorOf(input(section('Display name'), 'Display name'))).toContain('Enter a name of 1 to 80 characters.');
    expect(patch).not.toHaveBeenCalled();
  });
});

describe('Change password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) => {
    const scope = await screen.findByRole('region', { name: 'Change password' });
    await user.type(input(scope, 'Current password'), current);
    await user.type(input(scope, 'New password'), next);
    await user.type(input(scope, 'Confirm new password'), confirm);
    await user.click(within(scope).getByRole('button', { name: 'Change Password' }));
  };

  it('says when the new passwords do not match, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAccount();
    await fill(user, 'Old-Password-1', 'New-Password-1', 'New-Password-2');
    expect(errorOf(input(section('Change password'), 'Confirm new password'))).toContain('Passwords do not match');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(400, 'IDENTITY_CURRENT_PASSWORD_WRONG') as never);
    renderAccount();
    await fill(user, 'Not-It-1', 'New-Password-1', 'New-Password-1');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('The current password is not right.'));
    expect(errorOf(input(section('Change password'), 'Current password'))).toContain('The current password is not right.');
  });

  it('changes it, says the other sessions are signed out, and empties the form', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } as Response } as never);
    renderAccount();
    await fill(user, 'Old-Password-1', 'New-Password-1', 'New-Password-1');
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Your password is changed. Your other sessions are signed out.'),
    );
    expect(post).toHaveBeenCalledWith('/account/password', {
      body: { currentPassword: 'Old-Password-1', newPassword: 'New-Password-1' },
    });
    await vi.waitFor(() => expect(input(section('Change password'), 'Current password').value).toBe(''));
  });
});

describe('E-mail', () => {
  const ask = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
    const scope = await screen.findByRole('region', { name: 'E-mail' });
    await user.type(input(scope, 'New e-mail'), email);
    await user.type(input(scope, 'Current password'), 'Old-Password-1');
    await user.click(within(scope).getByRole('button', { name: 'Send Confirmation Link' }));
  };

  it('asks for the change and shows it waiting for the new address', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok({ ...account, pendingEmail: 'sam.new@maple.example' }, 202) as never);
    renderAccount();
    await ask(user, 'sam.new@maple.example');
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('We sent a confirmation link to sam.new@maple.example.'));
    expect(post).toHaveBeenCalledWith('/account/email', {
      body: { newEmail: 'sam.new@maple.example', currentPassword: 'Old-Password-1' },
    });
    expect((await within(section('E-mail')).findByRole('status')).textContent).toContain(
      'Waiting for sam.new@maple.example to confirm',
    );
  });

  it('says how long to wait when too many changes were asked for, naming no field', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({
      ...failure(429, 'RATE_LIMITED'),
      response: { ok: false, status: 429, headers: new Headers({ 'retry-after': '1700' }) } as Response,
    } as never);
    renderAccount();
    await ask(user, 'next@maple.example');
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Too many e-mail changes asked for. Try again in 29 minutes.'),
    );
    expect(errorOf(input(section('E-mail'), 'New e-mail'))).not.toContain('Too many');
  });
});

describe('Active sessions', () => {
  it('lists each session with its device, place and last seen, marking this one, which has no Sign Out of its own', async () => {
    renderAccount();
    const table = await screen.findByRole('table', { name: 'Your active sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Firefox on Linux');
    expect(rows[0]!.textContent).toContain('This device');
    expect(rows[0]!.textContent).toContain('203.0.113.7');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain("This device's network");
    expect(rows[1]!.textContent).toContain('192.168.1.20');
    expect(rows[1]!.textContent).toContain('Jul 20, 2026');
    expect(within(rows[1]!).getByRole('button', { name: /^Sign out Chrome on Windows, last seen / })).toBeTruthy();
  });

  it('signs another session out and reads the list again', async () => {
    const user = userEvent.setup();
    del.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } as Response } as never);
    renderAccount();
    await user.click(await screen.findByRole('button', { name: /^Sign out Chrome on Windows/ }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('That session is signed out.'));
    expect(del).toHaveBeenCalledWith('/account/sessions/{sessionId}', { params: { path: { sessionId: office.id } } });
    await vi.waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/account/sessions')).toHaveLength(2));
  });

  it('signs out everywhere only once confirmed, then leaves for the sign-in', async () => {
    const user = userEvent.setup();
    setSession({ accessToken: 'token', expiresIn: 900, user: { id: account.id, email: account.email, role: 'member' } });
    post.mockResolvedValue({ data: undefined, response: { ok: true, status: 204 } as Response } as never);
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/account/sessions/end-all');
    expect(notify.success).toHaveBeenCalledWith('You are signed out everywhere.');
    expect(getSessionState().session).toBeNull();
  });
});
