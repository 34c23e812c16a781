import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/api/session';
import { AuthContext, type AuthValue } from '../../identity/auth/AuthContext';
import { isTeamUser } from '../../identity/auth/roles';
import { Header } from './Header';

vi.mock('../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const signOut = vi.fn<AuthValue['signOut']>();

const renderHeader = (user: User | null = null, path = '/') =>
  render(
    <AuthContext.Provider
      value={{ status: 'ready', user, isTeam: isTeamUser(user), isAdmin: user?.role === 'admin', signIn: vi.fn(), signOut }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </AuthContext.Provider>,
  );

const client: User = { id: '7f1c2a4e-0000-4000-8000-000000000001', email: 'owner@bakery.ca', role: 'client' };
const admin: User = { id: '7f1c2a4e-0000-4000-8000-000000000002', email: 'admin@maplebuilders.ca', role: 'admin' };

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Header', () => {
  it('links the banner, logo, pages, sign-in, sign-up and booking', () => {
    renderHeader();
    expect(href('Student Opportunity')).toBe('/workshop');
    expect(href('Maple Builders')).toBe('/');
    expect(href('About')).toBe('/about');
    expect(href('Blog')).toBe('/blog');
    expect(href('Sign In')).toBe('/onboarding');
    expect(href('Sign Up')).toBe('/onboarding/register');
    expect(href('Get Started')).toBe('/#find-your-solution');
  });

  it('shows a signed-in client the portal and Sign Out instead of Sign In and Sign Up', async () => {
    const user = userEvent.setup();
    signOut.mockResolvedValue();
    renderHeader(client);
    const signOutButton = await screen.findByRole('button', { name: 'Sign Out' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(href('Client Portal')).toBe('/onboarding');
    expect(href('Account')).toBe('/onboarding/account');
    await user.click(signOutButton);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('shows the team the back office and Sign Out', async () => {
    renderHeader(admin);
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Client Portal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(href('Admin Dashboard')).toBe('/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it.each([
    ['a client', client],
    ['the team', admin],
  ])('offers %s, once signed in, its own area and one Sign Out, not Get Started', async (_who, user) => {
    renderHeader(user);
    expect(await screen.findAllByRole('button', { name: 'Sign Out' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^Get Started/ })).toBeNull();
  });

  it.each(['/onboarding/payment', '/onboarding/contract', '/onboarding/video', '/onboarding/dashboard'])(
    'leaves Sign Out to %s, which shows its own, keeping the way to the portal',
    async (path) => {
      renderHeader(client, path);
      expect(await screen.findByRole('link', { name: 'Client Portal' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    },
  );

  it('opens a configured booking calendar from Get Started in a new tab, and says so', () => {
    vi.stubEnv('VITE_BOOKING_URL', 'https://calendar.example.com/maple');
    renderHeader();
    const getStarted = screen.getByRole('link', { name: 'Get Started (opens in a new tab)' });
    expect(getStarted.getAttribute('href')).toBe('https://calendar.example.com/maple');
    expect(getStarted.getAttribute('target')).toBe('_blank');
    expect(getStarted.getAttribute('rel')).toBe('noopener noreferrer');
    vi.unstubAllEnvs();
  });

  it('toggles the mobile menu and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the services menu with the six service pages', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Services' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Social Media Marketing', '/services/social-media'],
      ['Web Development', '/services/web-development'],
      ['Smart Chatbots', '/services/chatbot'],
      ['Website Enhancement', '/services/website-enhancement'],
      ['GMB & SEO', '/services/gmb-seo'],
      ['Email Marketing', '/services/email-marketing'],
    ]);
  });
});
