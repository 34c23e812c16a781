import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/api/session';
import { AuthContext } from '../../../identity/auth/AuthContext';
import { isTeamUser } from '../../../identity/auth/roles';
import { AdminHeader } from './AdminHeader';

const userAs = (role: User['role']): User => ({
  id: '3b0b2c1e-0000-4000-8000-000000000001',
  email: `${role}@maple.example`,
  role,
});

function renderHeader(user: User | null, path = '/admin/dashboard') {
  render(
    <AuthContext.Provider
      value={{
        status: 'ready',
        user,
        isTeam: isTeamUser(user),
        isAdmin: user?.role === 'admin',
        signIn: vi.fn(),
        signOut: vi.fn(),
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <AdminHeader />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const nav = () => within(screen.getByRole('navigation', { name: 'Back office' }));

/** The bar's entries in order: links by their text, groups' buttons as `Name ▾`. */
const entries = () =>
  nav()
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement?.tagName === 'NAV')
    .map((item) => {
      const button = item.querySelector(':scope > button');
      return button ? `${button.textContent} ▾` : item.textContent;
    });

/** A group's links once its button is pressed. */
function openGroup(name: string): string[] {
  const button = nav().getByRole('button', { name });
  fireEvent.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('AdminHeader', () => {
  it('has a Menu button (for a phone) that shows the sections, closes on Escape with focus back on it, and after a link', async () => {
    const user = userEvent.setup();
    renderHeader(userAs('admin'));
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toBe(nav().getAllByRole('list')[0]);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(nav().getByRole('link', { name: 'Dashboard' }));
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    await user.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(nav().getByRole('link', { name: 'Clients' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows an admin every section, the admin-only Agency group included', () => {
    renderHeader(userAs('admin'));
    expect(entries()).toEqual(['Dashboard', 'Clients', 'Posts', 'Leads ▾', 'Website ▾', 'Agency ▾', 'Account']);
    expect(openGroup('Leads')).toEqual(['Applications', 'Inquiries']);
    expect(openGroup('Website')).toEqual(['Categories & Tags', 'Services', 'Partners', 'Team Members', 'Media']);
    expect(openGroup('Agency')).toEqual(['Team', 'Activity', 'Project Plan']);
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/admin/team');
    expect(screen.getByText('Signed in as admin@maple.example')).toBeTruthy();
  });

  it('shows a member (a student) the team’s sections without the admin-only ones', () => {
    renderHeader(userAs('member'));
    // The partners and the site's team are for members to see (admins manage them).
    expect(entries()).toEqual(['Dashboard', 'Clients', 'Posts', 'Leads ▾', 'Website ▾', 'Account']);
    expect(openGroup('Website')).toEqual(['Categories & Tags', 'Services', 'Partners', 'Team Members', 'Media']);
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
    expect(screen.getByText('Signed in as member@maple.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('keeps a group closed until asked, closes it on Escape with focus back on its button', () => {
    renderHeader(userAs('admin'));
    const button = nav().getByRole('button', { name: 'Leads' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav().queryByRole('link', { name: 'Inquiries' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const inquiries = nav().getByRole('link', { name: 'Inquiries' });
    inquiries.focus();
    fireEvent.keyDown(inquiries, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('marks a group’s button while one of its screens is open', () => {
    renderHeader(userAs('admin'), '/admin/inquiries');
    expect(nav().getByRole('button', { name: 'Leads' }).className).toMatch(/active/);
    expect(nav().getByRole('button', { name: 'Website' }).className).not.toMatch(/active/);
  });

  it('shows a client no sections', () => {
    renderHeader(userAs('client'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
