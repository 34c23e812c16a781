import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../shared/api/session';
import type * as NotifyModule from '../shared/lib/notify';
import { FakeSocket } from '../messaging/testLive';
import { failure, ok } from '../shared/test/apiResult';

vi.mock('../shared/api/clients', () => {
  const identityApi = { POST: vi.fn() };
  return {
    identityApi,
    leadsApi: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn() },
    // The home page's partners and the dashboard's recent posts: none yet.
    contentApi: {
      GET: vi.fn(async (path: string) => ({
        data: path === '/partners' ? [] : { items: [], total: 0, page: 1, limit: 5 },
        response: { ok: true, status: 200 },
      })),
    },
    refreshSession: vi.fn(),
    // As clients.ts signs out, over the mocked identity client.
    endSession: vi.fn(async () => {
      const { response } = (await identityApi.POST('/auth/logout')) as { response: Response };
      if (!response.ok) throw new Error('Sign-out failed');
      sessionStorage.removeItem('onboarding_access_code');
      sessionStorage.removeItem('onboarding_client_email');
      sessionStorage.removeItem('onboarding_client_id');
      // The session store of this page load (each test loads the modules afresh).
      const { setSession } = await import('../shared/api/session');
      setSession(null);
    }),
  };
});
// The dashboard's client counts, and the portal's own record of a signed-in client.
vi.mock('../onboarding/onboardingClient', () => ({ onboardingApi: { GET: vi.fn() } }));
vi.mock('../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
// The team's live counts open messaging's socket (a fake one here, which never answers).
vi.mock('../messaging/messagingClient', () => ({
  messagingApi: { GET: vi.fn(), POST: vi.fn() },
  liveUrl: () => 'ws://localhost/live',
}));
vi.stubGlobal('WebSocket', FakeSocket);
vi.mock('../shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyModule>()),
  notify: { success: vi.fn(), error: vi.fn() },
}));

const sessionFor = (role: 'admin' | 'member' | 'client'): Session => ({
  accessToken: 'token',
  expiresIn: 900,
  user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'me@shop.ca', role },
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** What GET /client answers a signed-in client: paid, with its contract still to sign. */
const ownRecord = ok({
  id: '6f1c2a4e-0000-4000-8000-000000000009',
  businessName: 'Prairie Bakery',
  contactName: 'Ada Moreau',
  email: 'me@shop.ca',
  phone: '',
  package: 'growth',
  projectType: 'Growth Package ($39)',
  monthlyPriceCents: 3900,
  stepCompleted: 1,
  paymentCompleted: true,
  contractSigned: false,
  videoWatched: false,
  onboardingComplete: false,
  projectCompleted: false,
});

/** GET /client/contract for that client: not sent yet. */
const ownContract = ok({
  status: 'not-sent',
  version: '2026-11',
  text: 'Service agreement',
  sha256: 'a'.repeat(64),
  summary: {
    businessName: 'Prairie Bakery',
    contactName: 'Ada Moreau',
    email: 'me@shop.ca',
    packageLabel: 'Growth Package ($39)',
  },
  envelopeId: null,
  sentAt: null,
  signature: null,
});

/** A fresh page load at `path`, where the start-up refresh restores `restored`. */
async function loadAt(path: string, restored: Session | null = null) {
  vi.resetModules();
  const clients = await import('../shared/api/clients');
  const { setSession } = await import('../shared/api/session');
  vi.mocked(clients.refreshSession).mockImplementation(async () => {
    setSession(restored);
    return restored;
  });
  const { onboardingApi } = await import('../onboarding/onboardingClient');
  vi.mocked(onboardingApi.GET).mockImplementation((async (path: string) => {
    if (path === '/client') return ownRecord;
    if (path === '/client/contract') return ownContract;
    if (path === '/portal-settings') return ok({ demoMode: false, welcomeVideo: null });
    if (path === '/admin/clients') return ok({ items: [], total: 0, page: 1, pageCount: 0 });
    if (path === '/admin/clients/{clientId}') return failure(404);
    if (path === '/admin/payment-status') return ok({ since: '2026-07-20T18:00:00Z', clients: [] });
    return ok({ totalClients: 0, activeProjects: 0, pendingOnboarding: 0, completed: 0 });
  }) as never);
  // As main.tsx does: the site's words before the first render.
  await (await import('../shared/i18n/messages')).loadMessages('site');
  const { App } = await import('./App');
  const { AuthProvider } = await import('../identity/auth/AuthProvider');
  const { notify } = await import('../shared/lib/notify');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <App />
        <CurrentPath />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { login: vi.mocked(clients.identityApi.POST), refresh: vi.mocked(clients.refreshSession), notify };
}

const currentPath = () => screen.getByTestId('path').textContent;

describe('App routes', () => {
  it('renders the home page sections in order, without restoring a session', async () => {
    const { refresh } = await loadAt('/');
    // The home page loads on demand, as every page does; the first test transforms its modules.
    await screen.findByRole('heading', { level: 2, name: 'Build From Scratch' }, { timeout: 15_000 });
    // The wizard's code comes beside the page's.
    await screen.findByRole('heading', { level: 2, name: 'Find Your Solution' }, { timeout: 15_000 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 5)).toEqual([
      'Build From Scratch',
      'Get a Free Website',
      'Where is your business?',
      'Find Your Solution',
      'Services that grow your business',
    ]);
    expect(document.getElementById('find-your-solution')).not.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows Page Not Found at an unknown path, then replaces the address with /404', async () => {
    await loadAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/404'));
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it('takes an unknown path under the back office to Page Not Found too', async () => {
    await loadAt('/admin/no-such-screen');
    await waitFor(() => expect(currentPath()).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('lazy-loads a page with its heading and its part of the catalog', async () => {
    await loadAt('/services/gmb-seo');
    expect(await screen.findByRole('heading', { level: 1, name: 'GMB & SEO' })).toBeTruthy();
  });

  it('redirects admin screens to the login when nobody is signed in', async () => {
    const { refresh } = await loadAt('/admin/inquiries');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(currentPath()).toBe('/admin/login');
    expect(refresh).toHaveBeenCalled();
  });

  it('sends a visitor who is not signed in from the payment diagnostic to the login', async () => {
    const { refresh } = await loadAt('/payment-status');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(currentPath()).toBe('/admin/login');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in client away from the admin screens, on to its next portal step', async () => {
    await loadAt('/admin/dashboard', sessionFor('client'));
    await waitFor(() => expect(currentPath()).toBe('/onboarding/contract'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).toBeNull();
  });

  it('restores an admin session and shows the dashboard', async () => {
    await loadAt('/admin/dashboard', sessionFor('admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Clients' }).getAttribute('href')).toBe('/admin/clients');
    expect(screen.getByRole('link', { name: 'Create New Post' }).getAttribute('href')).toBe('/admin/posts/new');
    expect(screen.getByRole('link', { name: 'Manage Blog Posts' }).getAttribute('href')).toBe('/admin/posts');
    expect(await screen.findByText('No blog posts found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solution Inquiries' }).getAttribute('href')).toBe('/admin/inquiries');
  });

  it('shows the client list to the team', async () => {
    await loadAt('/admin/clients', sessionFor('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Management' })).toBeTruthy();
    expect(await screen.findByText('Clients will appear here once they complete onboarding')).toBeTruthy();
  });

  it('shows a client’s page to the team at /admin/clients/{clientId}', async () => {
    await loadAt('/admin/clients/6f1c2a4e-0000-4000-8000-000000000404', sessionFor('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Not Found' })).toBeTruthy();
  });

  it('signs an admin in and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { login, notify } = await loadAt('/admin/login');
    login.mockResolvedValue(ok(sessionFor('admin')) as never);

    await user.type(await screen.findByLabelText('Email'), 'me@shop.ca');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(login).toHaveBeenCalledWith('/auth/login', { body: { email: 'me@shop.ca', password: 'secret' } });
    expect(notify.success).toHaveBeenCalledWith('Welcome back!');
  });

  it('signs a member (a student) in and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { login, notify } = await loadAt('/admin/login');
    login.mockResolvedValue(ok(sessionFor('member')) as never);

    await user.type(await screen.findByLabelText('Email'), 'me@shop.ca');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(notify.success).toHaveBeenCalledWith('Welcome back!');
    expect(login).not.toHaveBeenCalledWith('/auth/logout');
  });

  it('tells a member the payment diagnostic is for admins, with the way back to the dashboard', async () => {
    const user = userEvent.setup();
    await loadAt('/payment-status', sessionFor('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins Only' })).toBeTruthy();
    expect(screen.getByText('Only admins can open this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Status' })).toBeNull();
    const { onboardingApi } = await import('../onboarding/onboardingClient');
    expect(onboardingApi.GET).not.toHaveBeenCalledWith('/admin/payment-status');

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('tells a member the Team screen is for admins, and shows none of it', async () => {
    const { login } = await loadAt('/admin/team', sessionFor('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins Only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('joins the team from an invitation link and lands on the dashboard, signed in as a member', async () => {
    const user = userEvent.setup();
    const { login, notify } = await loadAt('/team/invitation#token=k1bq3V0cYk2v8tXb9mFzC2xQm5RkP7sLwH4dN6eJ0aU');
    const joined: Session = { ...sessionFor('member'), user: { ...sessionFor('member').user, name: 'Sam Student' } };
    login.mockImplementation((async (path: string) =>
      path === '/team/invitations/lookup'
        ? ok({ email: 'me@shop.ca', name: 'Sam Student', role: 'member', expiresAt: '2026-12-01T18:04:05Z' })
        : ok(joined, 201)) as never);

    await user.type(await screen.findByLabelText('Password'), 'Student-Password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Student-Password-1');
    await user.click(screen.getByRole('button', { name: 'Join the Team' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(login).toHaveBeenCalledWith('/team/invitations/accept', {
      body: { token: 'k1bq3V0cYk2v8tXb9mFzC2xQm5RkP7sLwH4dN6eJ0aU', name: 'Sam Student', password: 'Student-Password-1' },
    });
    expect(notify.success).toHaveBeenCalledWith('Welcome to the team!');
    // Signed in: the back office's header names the member, and the admin-only Team section is not offered.
    expect(screen.getByText('Signed in as me@shop.ca')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('shows an admin the payment diagnostic', async () => {
    await loadAt('/payment-status', sessionFor('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Status' })).toBeTruthy();
    expect(screen.queryByText('Only admins can open this page.')).toBeNull();
  });

  it('says Invalid credentials when the login fails', async () => {
    const user = userEvent.setup();
    const { login, notify } = await loadAt('/admin/login');
    login.mockResolvedValue(failure(401) as never);

    await user.type(await screen.findByLabelText('Email'), 'me@shop.ca');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid credentials'));
    expect(currentPath()).toBe('/admin/login');
  });

  it('does not let a client account into the back office', async () => {
    const user = userEvent.setup();
    const { login, notify } = await loadAt('/admin/login');
    login.mockImplementation((async (path: string) =>
      path === '/auth/login' ? ok(sessionFor('client')) : ok(undefined, 204)) as never);

    await user.type(await screen.findByLabelText('Email'), 'me@shop.ca');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid credentials'));
    expect(login).toHaveBeenCalledWith('/auth/logout');
    expect(currentPath()).toBe('/admin/login');
  });

  describe('the client portal', () => {
    it('offers both ways in at /onboarding when nobody is signed in', async () => {
      const { refresh } = await loadAt('/onboarding');
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
      expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Email & Password', 'Access Code']);
      expect(refresh).toHaveBeenCalled();
      expect(currentPath()).toBe('/onboarding');
    });

    it('takes a signed-in client from /onboarding to its next step, keeping its e-mail and id in the tab', async () => {
      await loadAt('/onboarding', sessionFor('client'));
      await waitFor(() => expect(currentPath()).toBe('/onboarding/contract'));
      expect(sessionStorage.getItem('onboarding_client_email')).toBe('me@shop.ca');
      expect(sessionStorage.getItem('onboarding_client_id')).toBe('6f1c2a4e-0000-4000-8000-000000000009');
    });

    it.each(['admin', 'member'] as const)('sends a team account (%s) from /onboarding to the back office', async (role) => {
      await loadAt('/onboarding', sessionFor(role));
      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
      expect(currentPath()).toBe('/admin/dashboard');
    });

    it('sends a visitor who is not signed in from a step to the sign-in', async () => {
      await loadAt('/onboarding/payment');
      await waitFor(() => expect(currentPath()).toBe('/onboarding'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
    });

    it('signs a client out from a step: the session ends and the tab forgets the client', async () => {
      const user = userEvent.setup();
      sessionStorage.setItem('onboarding_access_code', 'MB-7K2QXP');
      sessionStorage.setItem('onboarding_client_email', 'me@shop.ca');
      sessionStorage.setItem('onboarding_client_id', '6f1c2a4e-0000-4000-8000-000000000009');
      sessionStorage.setItem('selected_package', 'Growth');
      const { login, notify } = await loadAt('/onboarding/contract', sessionFor('client'));
      login.mockResolvedValue(ok(undefined, 204) as never);

      expect(await screen.findByRole('heading', { level: 1, name: 'Contract' })).toBeTruthy();
      await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Out' }));

      await waitFor(() => expect(currentPath()).toBe('/onboarding'));
      expect(login).toHaveBeenCalledWith('/auth/logout');
      expect(notify.success).toHaveBeenCalledWith('Signed out successfully');
      expect(sessionStorage.getItem('onboarding_access_code')).toBeNull();
      expect(sessionStorage.getItem('onboarding_client_email')).toBeNull();
      expect(sessionStorage.getItem('onboarding_client_id')).toBeNull();
      // The payment step's key is not the sign-out's to remove.
      expect(sessionStorage.getItem('selected_package')).toBe('Growth');
      expect(await screen.findByRole('tab', { name: 'Email & Password' })).toBeTruthy();
    });

    it('keeps the client signed in and says so when signing out fails', async () => {
      const user = userEvent.setup();
      sessionStorage.setItem('onboarding_client_email', 'me@shop.ca');
      const { login, notify } = await loadAt('/onboarding/contract', sessionFor('client'));
      login.mockResolvedValue(failure(500) as never);

      await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
      await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to sign out'));
      expect(currentPath()).toBe('/onboarding/contract');
      expect(sessionStorage.getItem('onboarding_client_email')).toBe('me@shop.ca');
    });
  });
});
