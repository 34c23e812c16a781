import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../i18n/messages';
import { lazyPage } from '../../lib/lazyPage';
import { PortalStatus } from './PortalCard';

// The account's screen carries TanStack Query, the forms and its words: it loads after the frame.
const ClientAccount = lazyPage(() => import('../account/ClientAccount'), 'ClientAccount', ['account']);

/** /onboarding/account: a signed-in client's own account; anyone else goes to the sign-in. */
export function ClientAccountPage() {
  const { status, user } = useAuth();
  const loading = <PortalStatus>{t('site.loading')}</PortalStatus>;
  if (status === 'unknown') return loading;
  if (user?.role !== 'client') return <Navigate to="/onboarding" replace />;
  return (
    <Suspense fallback={loading}>
      <ClientAccount />
    </Suspense>
  );
}
