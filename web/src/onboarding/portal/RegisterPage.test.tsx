import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApi } from '../../shared/api/clients';
import { onboardingApi } from '../onboardingClient';
import { getSessionState, setSession } from '../../shared/api/session';
import { notify } from '../../shared/lib/notify';
import { ok } from '../../shared/test/apiResult';
import { RegisterPage } from './RegisterPage';
import { CLIENT_ID, clientRecord, clientSession, currentLocation, renderPortal } from './testPortal';

vi.mock('../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));
vi.mock('../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(identityApi.POST);
const get = vi.mocked(onboardingApi.GET);

type User = ReturnType<typeof userEvent.setup>;

const renderRegister = (url = '/onboarding/register') => renderPortal(url, '/onboarding/register', <RegisterPage />);

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const codeField = () => screen.getByRole('textbox', { name: /^Access Code/ }) as HTMLInputElement;
const errorOf = (field: HTMLInputElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)!).find((element) => element.id.endsWith('-error'))?.textContent ?? null;
};

const refused = (status: number, code: string, message: string) => ({
  error: { statusCode: status, error: 'Bad Request', code, message, requestId: 'r' },
  response: { ok: false, status } as Response,
});

interface Entry {
  code?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function fill(user: User, { code = 'MB-7K2QXP', email = 'ada@bakery.ca', password = 'long enough', confirm }: Entry = {}) {
  await screen.findByRole('form', { name: 'Create Your Account' });
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.type(input('Email'), email);
  await user.type(input('Password'), password);
  await user.type(input('Confirm Password'), confirm ?? password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  beforeAll(() => import('./Registration'));

  beforeEach(() => {
    post.mockReset();
    get.mockReset();
    setSession(null);
  });

  it('asks for the access code, e-mail, password and its confirmation, and links back to the sign-in', async () => {
    await renderRegister();
    await screen.findByRole('form', { name: 'Create Your Account' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Your Account');
    expect(codeField().maxLength).toBe(20);
    expect(input('Email').type).toBe('email');
    expect(input('Password').type).toBe('password');
    expect(input('Confirm Password').type).toBe('password');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toBe('/onboarding');
  });

  it("fills the code in from the invitation's link (?code=), upper-cased, and upper-cases what is typed", async () => {
    const user = userEvent.setup();
    await renderRegister('/onboarding/register?code=mb-7k2qxp');
    await screen.findByRole('form', { name: 'Create Your Account' });
    expect(codeField().value).toBe('MB-7K2QXP');
    await user.clear(codeField());
    await user.type(codeField(), 'mb-a1b2c3');
    expect(codeField().value).toBe('MB-A1B2C3');
  });

  it("checks that the passwords match before their length ('Passwords do not match' first), sending nothing", async () => {
    const user = userEvent.setup();
    await renderRegister();
    await fill(user, { password: 'short', confirm: 'other' });

    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Passwords do not match');
    expect(errorOf(input('Confirm Password'))).toBe('Passwords do not match');
    expect(errorOf(input('Password'))).toBeNull();

    await user.clear(input('Confirm Password'));
    await user.type(input('Confirm Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(notify.error).toHaveBeenLastCalledWith('Password must be at least 8 characters');
    expect(errorOf(input('Password'))).toBe('Password must be at least 8 characters');
    expect(errorOf(input('Confirm Password'))).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown, used or expired code', 'IDENTITY_ACCESS_CODE_INVALID', 'Invalid or expired access code', 'code'],
    [
      "an e-mail that is not the code's",
      'IDENTITY_ACCESS_CODE_EMAIL_MISMATCH',
      'Email does not match the one associated with this access code',
      'email',
    ],
  ] as const)('says so for %s, on its field', async (_, code, message, field) => {
    const user = userEvent.setup();
    // Whatever the server words it, the page says the spec's words.
    post.mockResolvedValue(refused(400, code, 'refused') as never);
    await renderRegister();
    await fill(user);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(errorOf(field === 'code' ? codeField() : input('Email'))).toBe(message);
    expect(getSessionState().session).toBeNull();
    expect(currentLocation()).toBe('/onboarding/register');
  });

  it("shows the server's message for another refusal, else 'Failed to create account'", async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce(refused(409, 'IDENTITY_EMAIL_TAKEN', 'An account with this e-mail already exists.') as never);
    await renderRegister();
    await fill(user);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('An account with this e-mail already exists.'));

    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Failed to create account'));
  });

  it("creates the account, says 'Account created successfully!', keeps the spec's keys and routes the new client to payment", async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok(clientSession(), 201) as never);
    get.mockResolvedValue(clientRecord() as never);
    await renderRegister('/onboarding/register?code=MB-7K2QXP');
    await fill(user, { code: 'mb-7k2qxp', email: 'Ada@Bakery.ca' });

    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/payment'));
    expect(post).toHaveBeenCalledWith('/auth/register', {
      body: { accessCode: 'MB-7K2QXP', email: 'Ada@Bakery.ca', password: 'long enough' },
    });
    expect(notify.success).toHaveBeenCalledWith('Account created successfully!');
    expect(getSessionState().session?.user.role).toBe('client');
    expect(sessionStorage.getItem('onboarding_access_code')).toBe('MB-7K2QXP');
    expect(sessionStorage.getItem('onboarding_client_email')).toBe('ada@bakery.ca');
    expect(sessionStorage.getItem('onboarding_client_id')).toBe(CLIENT_ID);
  });
});
