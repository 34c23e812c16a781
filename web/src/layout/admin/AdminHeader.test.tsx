import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../api/session';
import { AuthContext } from '../../auth/AuthContext';
import { isTeamUser } from '../../auth/roles';
import { AdminHeader } from './AdminHeader';

const userAs = (role: User['role']): User => ({
  id: '3b0b2c1e-0000-4000-8000-000000000001',
  email: `${role}@maple.example`,
  role,
});

function renderHeader(user: User | null) {
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
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AdminHeader />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const sections = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminHeader', () => {
  it('shows an admin every section, the admin-only Team screen included', () => {
    renderHeader(userAs('admin'));
    expect(sections()).toEqual([
      'Dashboard',
      'Clients',
      'Posts',
      'Categories & Tags',
      'Applications',
      'Inquiries',
      'Partners',
      'Team Members',
      'Media',
      'Team',
      'Activity',
      'Account',
    ]);
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/admin/team');
    expect(screen.getByText('Signed in as admin@maple.example')).toBeTruthy();
  });

  it('shows a member (a student) the team’s sections without the admin-only ones', () => {
    renderHeader(userAs('member'));
    // The partners and the site's team are for members to see (admins manage them).
    expect(sections()).toEqual([
      'Dashboard',
      'Clients',
      'Posts',
      'Categories & Tags',
      'Applications',
      'Inquiries',
      'Partners',
      'Team Members',
      'Media',
      'Account',
    ]);
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
    expect(screen.getByText('Signed in as member@maple.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('shows a client no sections', () => {
    renderHeader(userAs('client'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
