import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApi } from '../../shared/api/clients';
import { setSession } from '../../shared/api/session';
import { loadMessages } from '../../shared/i18n/messages';
import { failure, ok } from '../../shared/test/apiResult';
import { ConfirmEmailPage, emailChangeToken } from './ConfirmEmailPage';
import { adminSession, currentLocation, renderPortal } from './testPortal';

vi.mock('../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));

const post = vi.mocked(identityApi.POST);
const TOKEN = 'Q2h4n9cE1v0pXw7mK3aZs8dF5gH6jL2qR1tY4uI7oP0';

const renderConfirm = (hash = `#token=${TOKEN}`) =>
  renderPortal(`/account/confirm-email${hash}`, '/account/confirm-email', <ConfirmEmailPage />);

beforeAll(() => loadMessages('account'));

beforeEach(() => {
  post.mockReset();
  setSession(null);
});

describe('emailChangeToken', () => {
  it('reads the token of the link, and nothing else', () => {
    expect(emailChangeToken(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(emailChangeToken('#token=')).toBeNull();
    expect(emailChangeToken('')).toBeNull();
  });
});

describe('ConfirmEmailPage', () => {
  it('confirms the change once, without a session, says the new e-mail, and takes the token out of the address', async () => {
    post.mockResolvedValue(ok({ email: 'sam.new@maple.example' }) as never);
    await renderConfirm();
    expect(await screen.findByText('Your e-mail is now sam.new@maple.example. Use it the next time you sign in.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/account/email/confirm', { body: { token: TOKEN } });
    expect(currentLocation()).toBe('/account/confirm-email');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your new e-mail');
    expect(screen.queryByRole('link', { name: 'Go to your account' })).toBeNull();
  });

  it('leads a signed-in team member back to their Account page', async () => {
    setSession(adminSession);
    post.mockResolvedValue(ok({ email: 'team.new@maple.example' }) as never);
    await renderConfirm();
    await screen.findByText(/Your e-mail is now team.new@maple.example/);
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/admin/account');
  });

  it('sends the token once even where effects run twice (development)', async () => {
    post.mockResolvedValue(ok({ email: 'sam.new@maple.example' }) as never);
    await renderPortal(
      `/account/confirm-email#token=${TOKEN}`,
      '/account/confirm-email',
      <StrictMode>
        <ConfirmEmailPage />
      </StrictMode>,
    );
    expect(await screen.findByText(/Your e-mail is now sam.new@maple.example/)).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'IDENTITY_EMAIL_CHANGE_INVALID', 'This confirmation link is not valid. Check that you opened the whole link.'],
    [410, 'IDENTITY_EMAIL_CHANGE_USED', 'This link has been used already.'],
    [
      410,
      'IDENTITY_EMAIL_CHANGE_EXPIRED',
      'This link has expired or a newer one replaced it. Ask for the change again from your Account page.',
    ],
    [409, 'IDENTITY_EMAIL_TAKEN', 'An account with this e-mail already exists, so the change could not be made.'],
    [500, 'INTERNAL', 'Your e-mail could not be confirmed. Try again in a moment.'],
  ])('says what a %i %s means', async (status, code, text) => {
    post.mockResolvedValue(failure(status, code) as never);
    await renderConfirm();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says the page needs the link when the address carries no token, and sends nothing', async () => {
    await renderConfirm('');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page opens from the link in the e-mail we sent to your new address.',
    );
    expect(post).not.toHaveBeenCalled();
  });
});
