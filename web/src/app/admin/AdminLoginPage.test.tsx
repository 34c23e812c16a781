import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { identityApi } from '../../shared/api/clients';
import { setSession, type Session } from '../../shared/api/session';
import { AuthProvider } from '../../identity/auth/AuthProvider';
import { AppToaster } from '../layout/AppToaster';
import { failure, ok } from '../../shared/test/apiResult';
import { AdminLoginPage } from './AdminLoginPage';

vi.mock('../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));

const post = vi.mocked(identityApi.POST);

const adminSession: Session = {
  accessToken: 'admin-token',
  expiresIn: 900,
  user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'team@maplebuilders.ca', role: 'admin' },
};

/** What the gateway or identity answers when a limit refuses a sign-in: a 429 with `Retry-After`. */
const tooManyAttempts = (seconds: number) => ({
  error: {
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'RATE_LIMITED',
    message: `Too many attempts. Try again in ${seconds} seconds.`,
    requestId: 'r',
  },
  response: { ok: false, status: 429, headers: new Headers({ 'retry-after': String(seconds) }) } as Response,
});

type User = ReturnType<typeof userEvent.setup>;

/** The sign-in screen with the app's toaster, as the back office shows them. */
async function renderLogin() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <AuthProvider>
          <Routes>
            <Route path="/admin/login" element={<AdminLoginPage />} />
            <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
          <AppToaster />
        </AuthProvider>
      </MemoryRouter>,
    );
  });
}

async function signIn(user: User, password: string) {
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The toasts on screen, by their text. */
const toasts = () => screen.queryAllByRole('listitem').map((toast) => toast.textContent);

describe('AdminLoginPage', () => {
  // The form's code loads once here rather than inside the first test.
  beforeAll(() => import('sonner'));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T15:04:05Z'));
    // sonner holds a toast's 4 seconds while the page is hidden: no toast leaves on its own here, however long
    // the test takes, so only a dismissal takes one away.
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    post.mockReset();
    setSession(null);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says how long to wait when a limit refuses the sign-in, and clears the old toasts once it succeeds', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'team@maplebuilders.ca');

    post.mockResolvedValueOnce(failure(401, 'IDENTITY_INVALID_CREDENTIALS') as never);
    await signIn(user, 'wrong-1');
    await vi.waitFor(() => expect(toasts()).toEqual(['Invalid credentials']));

    post.mockResolvedValueOnce(tooManyAttempts(42) as never);
    await signIn(user, 'right-password');
    await vi.waitFor(() => expect(toasts()).toContain('Too many attempts. Try again in 42 seconds.'));
    expect(toasts().sort()).toEqual(['Invalid credentials', 'Too many attempts. Try again in 42 seconds.']);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();

    post.mockResolvedValueOnce(ok(adminSession) as never);
    await signIn(user, 'right-password');
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy());
    await vi.waitFor(() => expect(toasts()).toEqual(['Welcome back!']));
    expect(post).toHaveBeenLastCalledWith('/auth/login', {
      body: { email: 'team@maplebuilders.ca', password: 'right-password' },
    });
  });

  it('links to Forgot password, where a team account asks for a reset link', async () => {
    await renderLogin();
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/reset-password');
  });

  it('says to try again later when a 429 does not say when', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'team@maplebuilders.ca');
    post.mockResolvedValueOnce(failure(429, 'RATE_LIMITED') as never);
    await signIn(user, 'a-password');
    await vi.waitFor(() => expect(toasts()).toContain('Too many attempts. Try again later.'));
  });
});
