import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { t } from '../i18n/messages';
import layout from '../ui/layout.module.css';
import { restoreSession } from './sessionRequests';
import { useAuth } from './useAuth';

/**
 * Admin screens render only for a signed-in admin. A signed-in client is sent to the portal's sign-in,
 * which takes it on to its own next step; anyone else to the team's sign-in. The guard asks for the
 * session itself, so a guarded path outside /admin (the payment diagnostic) does not wait for ever.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin, user } = useAuth();
  useEffect(() => {
    if (status === 'unknown') void restoreSession();
  }, [status]);
  if (status === 'unknown') {
    return (
      <p className={layout.status} role="status">
        {t('site.loading')}
      </p>
    );
  }
  if (user?.role === 'client') return <Navigate to="/onboarding" replace />;
  if (!isAdmin) return <Navigate to="/admin/login" replace />;
  return children;
}
