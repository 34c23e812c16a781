import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from './api/session';
import type * as NotifyModule from './lib/notify';
import { failure, ok } from './test/apiResult';

vi.mock('./api/clients', () => ({
  identityApi: { POST: vi.fn() },
  leadsApi: { GET: vi.fn(), POST: vi.fn(), PATCH: vi.fn() },
  // The dashboard's recent posts: none yet.
  contentApi: {
    GET: vi.fn(async () => ({ data: { items: [], total: 0, page: 1, limit: 5 }, response: { ok: true, status: 200 } })),
  },
  refreshSession: vi.fn(),
}));
vi.mock('./lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyModule>()),
  notify: { success: vi.fn(), error: vi.fn() },
}));

const sessionFor = (role: 'admin' | 'client'): Session => ({
  accessToken: 'token',
  expiresIn: 900,
  user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'me@shop.ca', role },
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** A fresh page load at `path`, where the start-up refresh restores `restored`. */
async function loadAt(path: string, restored: Session | null = null) {
  vi.resetModules();
  const clients = await import('./api/clients');
  const { setSession } = await import('./api/session');
  vi.mocked(clients.refreshSession).mockImplementation(async () => {
    setSession(restored);
    return restored;
  });
  const { App } = await import('./App');
  const { AuthProvider } = await import('./auth/AuthProvider');
  const { notify } = await import('./lib/notify');
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

  it('treats a signed-in client as signed out on admin screens', async () => {
    await loadAt('/admin/dashboard', sessionFor('client'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
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
});
