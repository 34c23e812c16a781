import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '../api/session';
import { AuthContext } from '../../identity/auth/AuthContext';
import { testAdmin } from './teamUsers';

/**
 * Renders a screen at a URL with a fresh query client (no retries, no cache shared between tests), signed
 * in as `user` (an admin unless told; a screen's own provider, where a test gives one, takes precedence).
 * `path` is the route pattern the screen is mounted on, for screens that read URL parameters.
 */
export function renderWithQueries(
  ui: ReactNode,
  { url = '/', path = '*', user = testAdmin }: { url?: string; path?: string; user?: User | null } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = {
    status: 'ready' as const,
    user,
    isAdmin: user?.role === 'admin',
    isTeam: user?.role === 'admin' || user?.role === 'member',
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
