import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../identity/auth/useAuth';
import { t } from '../../shared/i18n/messages';
import { PortalStatus } from './PortalCard';

/**
 * A portal screen only for a signed-in client (by account or by access code): anyone else goes to the
 * sign-in. The screen loads after the frame, saying so meanwhile.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const loading = <PortalStatus>{t('site.loading')}</PortalStatus>;
  if (status === 'unknown') return loading;
  if (user?.role !== 'client') return <Navigate to="/onboarding" replace />;
  return <Suspense fallback={loading}>{children}</Suspense>;
}
