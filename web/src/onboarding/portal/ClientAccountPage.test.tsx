import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApi } from '../../shared/api/clients';
import { setSession } from '../../shared/api/session';
import { ok } from '../../shared/test/apiResult';
import { ClientAccountPage } from './ClientAccountPage';
import { adminSession, clientSession, currentLocation, renderPortal } from './testPortal';

vi.mock('../../shared/api/clients', () => ({ identityApi: { GET: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));

const get = vi.mocked(identityApi.GET);

const renderAccount = () => renderPortal('/onboarding/account', '/onboarding/account', <ClientAccountPage />);

describe('ClientAccountPage', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation((async (path: string) =>
      path === '/account/sessions'
        ? ok([])
        : ok({ id: clientSession().user.id, email: 'ada@bakery.ca', name: null, role: 'client' })) as never);
  });

  it('shows a signed-in client their account', async () => {
    setSession(clientSession());
    await renderAccount();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your Account');
    expect((await screen.findByRole('region', { name: 'E-mail' })).textContent).toContain('Your e-mail is ada@bakery.ca.');
  });

  it.each([
    ['nobody', null],
    ['the team', adminSession],
  ])('sends %s to the portal’s sign-in', async (_who, session) => {
    setSession(session);
    await renderAccount();
    expect(currentLocation()).toBe('/onboarding');
    expect(get).not.toHaveBeenCalled();
  });
});
