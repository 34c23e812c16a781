import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Session } from '../../shared/api/session';
import { AuthProvider } from '../../identity/auth/AuthProvider';
import { ok } from '../../shared/test/apiResult';
import type { ClientView } from './portalSession';

function Location() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Where the router is now (path, query and hash). */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** A portal page at `url`, mounted on its route `path`, with the session store and a probe of the address. */
export async function renderPortal(url: string, path: string, page: ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <AuthProvider>
          <Suspense fallback="loading">
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </Suspense>
          <Location />
        </AuthProvider>
      </MemoryRouter>,
    );
  });
}

export const clientSession = (email = 'ada@bakery.ca'): Session => ({
  accessToken: 'client-token',
  expiresIn: 3600,
  user: { id: '5d2e1c4b-0000-4000-8000-000000000004', email, role: 'client' },
});

export const adminSession: Session = {
  accessToken: 'admin-token',
  expiresIn: 900,
  user: { id: '3b0b2c1e-0000-4000-8000-000000000001', email: 'team@maplebuilders.ca', role: 'admin' },
};

export const CLIENT_ID = '6f1c2a4e-0000-4000-8000-000000000009';

/** A client record as GET /client answers it: a new client unless `steps` says otherwise. */
export const clientRecord = (steps: Partial<ClientView> = {}) =>
  ok({
    id: CLIENT_ID,
    businessName: 'Prairie Bakery',
    contactName: 'Ada Moreau',
    email: 'ada@bakery.ca',
    phone: '',
    package: 'growth',
    projectType: 'Growth Package ($39)',
    monthlyPriceCents: null,
    billing: null,
    stepCompleted: 0,
    paymentCompleted: false,
    contractSigned: false,
    videoWatched: false,
    onboardingComplete: false,
    projectCompleted: false,
    team: { projectManager: null, leadDeveloper: null },
    completion: null,
    ...steps,
  } satisfies ClientView);
