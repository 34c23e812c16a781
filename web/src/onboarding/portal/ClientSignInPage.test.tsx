import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApi } from '../../shared/api/clients';
import { onboardingApi } from '../onboardingClient';
import { setSession } from '../../shared/api/session';
import { notify } from '../../shared/lib/notify';
import { failure, ok } from '../../shared/test/apiResult';
import { ClientSignInPage } from './ClientSignInPage';
import { adminSession, CLIENT_ID, clientRecord, clientSession, currentLocation, renderPortal } from './testPortal';

vi.mock('../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));
vi.mock('../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(identityApi.POST);
const get = vi.mocked(onboardingApi.GET);

type User = ReturnType<typeof userEvent.setup>;

const renderSignIn = () => renderPortal('/onboarding', '/onboarding', <ClientSignInPage />);

const serverError = (status: number, code: string, message: string) => ({
  error: { statusCode: status, error: 'Error', code, message, requestId: 'r' },
  response: { ok: false, status } as Response,
});

async function signInByEmail(user: User, email = 'ada@bakery.ca', password = 'correct horse') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function signInByCode(user: User, code: string) {
  await user.click(await screen.findByRole('tab', { name: 'Access Code' }));
  await user.type(screen.getByRole('textbox', { name: /^Access Code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Continue with Access Code' }));
}

describe('ClientSignInPage', () => {
  // The forms' code (and the form library) loads once here rather than inside the first test.
  beforeAll(() => import('./ClientSignIn'));

  beforeEach(() => {
    post.mockReset();
    get.mockReset();
    setSession(null);
  });

  it("offers the spec's two tabs and the links to a new password and to registration", async () => {
    await renderSignIn();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Client Portal');
    const tablist = await screen.findByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['Email & Password', 'true'],
      ['Access Code', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Email & Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Have an access code? Create your account' }).getAttribute('href')).toBe(
      '/onboarding/register',
    );
  });

  describe('by e-mail and password', () => {
    it('keeps the button disabled while either field is empty', async () => {
      const user = userEvent.setup();
      await renderSignIn();
      const button = (await screen.findByRole('button', { name: 'Sign In' })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      await user.type(screen.getByLabelText('Email'), 'ada@bakery.ca');
      expect(button.disabled).toBe(true);
      await user.type(screen.getByLabelText('Password'), 'x');
      expect(button.disabled).toBe(false);
      await user.clear(screen.getByLabelText('Email'));
      await user.type(screen.getByLabelText('Email'), '   ');
      expect(button.disabled).toBe(true);
      await user.type(screen.getByLabelText('Email'), 'ada@bakery.ca');
      await user.clear(screen.getByLabelText('Password'));
      expect(button.disabled).toBe(true);
    });

    it("signs a client in, says 'Login successful!', keeps its e-mail and id in the tab and routes it", async () => {
      const user = userEvent.setup();
      // A code from an earlier access-code session in this tab is not this account's.
      sessionStorage.setItem('onboarding_access_code', 'MB-OLD000');
      post.mockResolvedValue(ok(clientSession()) as never);
      get.mockResolvedValue(clientRecord({ paymentCompleted: true, contractSigned: true }) as never);
      await renderSignIn();

      await signInByEmail(user, ' ada@bakery.ca ', ' spaced password ');

      await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/video'));
      expect(post).toHaveBeenCalledWith('/auth/login', { body: { email: 'ada@bakery.ca', password: ' spaced password ' } });
      expect(notify.success).toHaveBeenCalledWith('Login successful!');
      expect(get).toHaveBeenCalledWith('/client');
      expect(sessionStorage.getItem('onboarding_client_email')).toBe('ada@bakery.ca');
      expect(sessionStorage.getItem('onboarding_client_id')).toBe(CLIENT_ID);
      expect(sessionStorage.getItem('onboarding_access_code')).toBeNull();
    });

    it('shows the server’s message when the sign-in is refused', async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(serverError(401, 'AUTH_INVALID_CREDENTIALS', 'Invalid email or password') as never);
      await renderSignIn();
      await signInByEmail(user);
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid email or password'));
      expect(notify.success).not.toHaveBeenCalled();
      expect(currentLocation()).toBe('/onboarding');
      expect(sessionStorage.getItem('onboarding_client_email')).toBeNull();
    });

    it("says 'Login failed. Please check your credentials.' when there is no message to show", async () => {
      const user = userEvent.setup();
      post.mockRejectedValue(new TypeError('Failed to fetch'));
      await renderSignIn();
      await signInByEmail(user);
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Login failed. Please check your credentials.'));
    });

    it('sends a team account that signs in here to the back office', async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(ok(adminSession) as never);
      await renderSignIn();
      await signInByEmail(user, 'team@maplebuilders.ca');
      await vi.waitFor(() => expect(currentLocation()).toBe('/admin/dashboard'));
      expect(notify.success).toHaveBeenCalledWith('Login successful!');
      expect(get).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('onboarding_client_email')).toBeNull();
    });
  });

  describe('by access code', () => {
    it('upper-cases the code as it is typed, takes at most 20 characters and waits for one', async () => {
      const user = userEvent.setup();
      await renderSignIn();
      await user.click(await screen.findByRole('tab', { name: 'Access Code' }));
      const field = screen.getByRole('textbox', { name: /^Access Code/ }) as HTMLInputElement;
      const button = screen.getByRole('button', { name: 'Continue with Access Code' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      await user.type(field, 'mb-7k2qxp');
      expect(field.value).toBe('MB-7K2QXP');
      expect(field.maxLength).toBe(20);
      expect(button.disabled).toBe(false);
    });

    it('sends a code typed in lower case with spaces around it as the code itself', async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(ok(clientSession()) as never);
      get.mockResolvedValue(clientRecord() as never);
      await renderSignIn();
      await signInByCode(user, '  mb-7k2qxp ');
      await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/payment'));
      expect(post).toHaveBeenCalledWith('/auth/access-code', { body: { code: 'MB-7K2QXP' } });
    });

    it('signs in for the onboarding steps, keeps the code, e-mail and id in the tab and routes the client', async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(ok(clientSession()) as never);
      get.mockResolvedValue(clientRecord() as never);
      await renderSignIn();

      await signInByCode(user, 'mb-7k2qxp');

      await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/payment'));
      expect(post).toHaveBeenCalledWith('/auth/access-code', { body: { code: 'MB-7K2QXP' } });
      expect(notify.success).toHaveBeenCalledWith('Login successful!');
      expect(sessionStorage.getItem('onboarding_access_code')).toBe('MB-7K2QXP');
      expect(sessionStorage.getItem('onboarding_client_email')).toBe('ada@bakery.ca');
      expect(sessionStorage.getItem('onboarding_client_id')).toBe(CLIENT_ID);
    });

    it("says 'Invalid or expired access code' for a code that does not work, on the field too", async () => {
      const user = userEvent.setup();
      post.mockResolvedValue(serverError(401, 'IDENTITY_ACCESS_CODE_INVALID', 'Invalid or expired access code') as never);
      await renderSignIn();
      await signInByCode(user, 'MB-AAAAAA');
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid or expired access code'));
      const field = screen.getByRole('textbox', { name: /^Access Code/ });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(currentLocation()).toBe('/onboarding');
      expect(sessionStorage.getItem('onboarding_access_code')).toBeNull();
    });

    it.each([
      ['a server failure', () => failure(500)],
      ['too many attempts', () => serverError(429, 'RATE_LIMITED', 'Too many requests')],
    ])("says 'Something went wrong. Please try again.' for %s", async (_, answer) => {
      const user = userEvent.setup();
      post.mockResolvedValue(answer() as never);
      await renderSignIn();
      await signInByCode(user, 'MB-AAAAAA');
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    });

    it("says 'Something went wrong. Please try again.' when the network fails", async () => {
      const user = userEvent.setup();
      post.mockRejectedValue(new TypeError('Failed to fetch'));
      await renderSignIn();
      await signInByCode(user, 'MB-AAAAAA');
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    });
  });

  describe('a visitor already signed in', () => {
    it.each([
      ['with no client record', failure(404), '/onboarding/payment'],
      ['that has not paid', clientRecord(), '/onboarding/payment'],
      ['that has not signed', clientRecord({ paymentCompleted: true }), '/onboarding/contract'],
      ['that has not watched the video', clientRecord({ paymentCompleted: true, contractSigned: true }), '/onboarding/video'],
      [
        'that is done',
        clientRecord({ paymentCompleted: true, contractSigned: true, videoWatched: true, onboardingComplete: true }),
        '/onboarding/dashboard',
      ],
    ])('is routed on as a client %s', async (_, answer, path) => {
      setSession(clientSession());
      get.mockResolvedValue(answer as never);
      await renderSignIn();
      await vi.waitFor(() => expect(currentLocation()).toBe(path));
      expect(post).not.toHaveBeenCalled();
    });

    it('is sent to the back office as a team account', async () => {
      setSession(adminSession);
      await renderSignIn();
      expect(currentLocation()).toBe('/admin/dashboard');
    });
  });
});
