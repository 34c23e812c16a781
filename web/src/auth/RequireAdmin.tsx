import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { t } from '../i18n/messages';
import layout from '../ui/layout.module.css';
import { useAuth } from './useAuth';

/**
 * Admin screens render only for a signed-in admin. A signed-in client is sent to the portal's sign-in,
 * which takes it on to its own next step; anyone else to the team's sign-in.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin, user } = useAuth();
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
