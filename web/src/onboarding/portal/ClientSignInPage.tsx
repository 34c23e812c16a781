import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../identity/auth/useAuth';
import { t } from '../../shared/i18n/messages';
import { PortalCard, PortalStatus } from './PortalCard';

// The forms carry the form library and the API clients, so they load beside the page's text.
const ClientSignIn = lazy(() => import('./ClientSignIn').then((module) => ({ default: module.ClientSignIn })));
const NextStep = lazy(() => import('./NextStep').then((module) => ({ default: module.NextStep })));

/**
 * /onboarding: sign-in by e-mail and password or by access code. A signed-in client (one arriving
 * signed in, or one that has just signed in) is taken on to its next step; a team account to the
 * back office, since the portal is for clients.
 */
export function ClientSignInPage() {
  const { status, user, isTeam } = useAuth();
  if (isTeam) return <Navigate to="/admin/dashboard" replace />;

  const loading = <PortalStatus>{t('site.loading')}</PortalStatus>;
  return (
    <PortalCard title={t('page.onboarding.title')} description={t('page.onboarding.description')} lead={t('portal.signIn.lead')}>
      <Suspense fallback={loading}>
        {status === 'unknown' ? loading : user?.role === 'client' ? <NextStep user={user} /> : <ClientSignIn />}
      </Suspense>
    </PortalCard>
  );
}
