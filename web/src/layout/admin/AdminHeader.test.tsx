import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { setSession } from '../../api/session';
import { AuthProvider } from '../../auth/AuthProvider';
import { AdminHeader } from './AdminHeader';

vi.mock('../../api/clients', () => ({ refreshSession: vi.fn(), endSession: vi.fn() }));

async function renderHeaderAs(role: 'admin' | 'member') {
  setSession({
    accessToken: `${role}-token`,
    expiresIn: 900,
    user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: `${role}@maplebuilders.ca`, role },
  });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AuthProvider>
          <AdminHeader />
        </AuthProvider>
      </MemoryRouter>,
    );
  });
}

describe('the back office’s navigation', () => {
  beforeEach(() => setSession(null));

  it('shows admins the Team screen', async () => {
    await renderHeaderAs('admin');
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/admin/team');
  });

  it('never shows a member the Team screen', async () => {
    await renderHeaderAs('member');
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });
});
