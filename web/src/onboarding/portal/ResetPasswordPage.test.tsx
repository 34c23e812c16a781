import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApi } from '../../shared/api/clients';
import { setSession } from '../../shared/api/session';
import { notify } from '../../shared/lib/notify';
import { ok } from '../../shared/test/apiResult';
import { recoveryToken, ResetPasswordPage } from './ResetPasswordPage';
import { currentLocation, renderPortal } from './testPortal';

vi.mock('../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(identityApi.POST);

const renderReset = (url = '/reset-password') => renderPortal(url, '/reset-password', <ResetPasswordPage />);
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const errorOf = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};
const refused = (status: number, message: string) => ({
  error: { statusCode: status, error: 'Bad Request', code: 'IDENTITY_RESET_TOKEN_INVALID', message, requestId: 'r' },
  response: { ok: false, status } as Response,
});

const TOKEN = 'k1bq3V0cYk2v8tXb9mFzC2xQm5RkP7sLwH4dN6eJ0aU';
const resetLink = `/reset-password#type=recovery&token=${TOKEN}`;

describe('recoveryToken', () => {
  it('reads the token of a reset link, and nothing from any other hash', () => {
    expect(recoveryToken(`#type=recovery&token=${TOKEN}`)).toBe(TOKEN);
    expect(recoveryToken(`#token=${TOKEN}&type=recovery`)).toBe(TOKEN);
    expect(recoveryToken('#type=recovery')).toBeNull();
    expect(recoveryToken('#type=recovery&token=')).toBeNull();
    expect(recoveryToken(`#type=signup&token=${TOKEN}`)).toBeNull();
    expect(recoveryToken('')).toBeNull();
  });
});

describe('ResetPasswordPage', () => {
  beforeAll(() => import('./PasswordReset'));

  beforeEach(() => {
    post.mockReset();
    setSession(null);
  });

  describe("without a reset link: 'Forgot Password'", () => {
    it('asks for the e-mail address and links back to the sign-in', async () => {
      await renderReset();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot Password');
      await screen.findByRole('form', { name: 'Forgot Password' });
      expect(field('Email Address').type).toBe('email');
      expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/onboarding');
      expect(screen.queryByLabelText('New Password')).toBeNull();
    });

    it("says 'Please enter your email address' when it is empty, and sends nothing", async () => {
      const user = userEvent.setup();
      await renderReset();
      await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
      expect(notify.error).toHaveBeenCalledWith('Please enter your email address');
      expect(errorOf(field('Email Address'))).toBe('Please enter your email address');
      await user.type(field('Email Address'), 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(errorOf(field('Email Address'))).toBe('Please enter a valid email address');
      expect(post).not.toHaveBeenCalled();
    });

    it("sends the link and says 'Password reset link sent to your email!'", async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(ok({ status: 'accepted' }, 202) as never);
      await renderReset();
      await user.type(await screen.findByLabelText('Email Address'), 'ada@bakery.ca');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Password reset link sent to your email!'));
      expect(post).toHaveBeenCalledWith('/auth/password-reset', { body: { email: 'ada@bakery.ca' } });
    });

    it("shows the server's message when refused, else 'Failed to send reset link'", async () => {
      const user = userEvent.setup();
      post.mockResolvedValueOnce(refused(429, 'Too many requests, please try again later.') as never);
      await renderReset();
      await user.type(await screen.findByLabelText('Email Address'), 'ada@bakery.ca');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Too many requests, please try again later.'));

      post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Failed to send reset link'));
    });

    it("stays in this mode for a hash that is not a reset link's", async () => {
      await renderReset('/reset-password#type=recovery');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot Password');
    });
  });

  describe("with a reset link: 'Reset Your Password'", () => {
    it('takes the token out of the address at once', async () => {
      await renderReset(resetLink);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset Your Password');
      expect(currentLocation()).toBe('/reset-password');
      await screen.findByRole('form', { name: 'Reset Your Password' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset Your Password');
      expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/onboarding');
    });

    it('reads a link opened where the page already is (only the hash changes)', async () => {
      const user = userEvent.setup();
      await renderPortal(
        '/reset-password',
        '/reset-password',
        <>
          <ResetPasswordPage />
          <Link to={resetLink}>Follow the link</Link>
        </>,
      );
      await screen.findByRole('form', { name: 'Forgot Password' });
      await user.click(screen.getByRole('link', { name: 'Follow the link' }));
      expect(await screen.findByRole('form', { name: 'Reset Your Password' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset Your Password');
      expect(currentLocation()).toBe('/reset-password');
    });

    it('shows and hides both passwords with one toggle', async () => {
      const user = userEvent.setup();
      await renderReset(resetLink);
      await screen.findByRole('form', { name: 'Reset Your Password' });
      const toggle = screen.getByRole('button', { name: 'Show passwords' });
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      expect([field('New Password').type, field('Confirm New Password').type]).toEqual(['password', 'password']);
      await user.click(toggle);
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      expect([field('New Password').type, field('Confirm New Password').type]).toEqual(['text', 'text']);
      await user.click(toggle);
      expect([field('New Password').type, field('Confirm New Password').type]).toEqual(['password', 'password']);
    });

    it('checks that the passwords match, then their length', async () => {
      const user = userEvent.setup();
      await renderReset(resetLink);
      await screen.findByRole('form', { name: 'Reset Your Password' });
      await user.type(field('New Password'), 'short');
      await user.type(field('Confirm New Password'), 'shorter');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(notify.error).toHaveBeenLastCalledWith('Passwords do not match');
      expect(errorOf(field('Confirm New Password'))).toBe('Passwords do not match');

      await user.clear(field('Confirm New Password'));
      await user.type(field('Confirm New Password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(notify.error).toHaveBeenLastCalledWith('Password must be at least 8 characters');
      expect(errorOf(field('New Password'))).toBe('Password must be at least 8 characters');
      expect(post).not.toHaveBeenCalled();
    });

    it("sets the new password with the link's token, says so and goes to the sign-in after 2 seconds", async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(ok(undefined, 204) as never);
      await renderReset(resetLink);
      await screen.findByRole('form', { name: 'Reset Your Password' });
      await user.type(field('New Password'), 'a new password ');
      await user.type(field('Confirm New Password'), 'a new password ');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Password updated successfully!'));
      const updatedAt = Date.now();
      expect(post).toHaveBeenCalledWith('/auth/password-reset/confirm', { body: { token: TOKEN, password: 'a new password ' } });
      expect((screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement).disabled).toBe(true);
      expect(currentLocation()).toBe('/reset-password');
      await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'), { timeout: 4_000 });
      expect(Date.now() - updatedAt).toBeGreaterThanOrEqual(1_900);
    });

    it("shows the server's message when the link no longer works, else 'Failed to reset password'", async () => {
      const user = userEvent.setup();
      post.mockResolvedValueOnce(refused(400, 'This reset link is invalid or has expired.') as never);
      await renderReset(resetLink);
      await screen.findByRole('form', { name: 'Reset Your Password' });
      await user.type(field('New Password'), 'a new password');
      await user.type(field('Confirm New Password'), 'a new password');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('This reset link is invalid or has expired.'));

      post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Failed to reset password'));
      expect(currentLocation()).toBe('/reset-password');
    });
  });
});
