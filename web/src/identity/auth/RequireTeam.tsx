import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import layout from '../../shared/ui/layout.module.css';
import { restoreSession } from './sessionRequests';
import { useAuth } from './useAuth';

/**
 * Back-office screens render only for someone signed in on the team (an admin or a member). A signed-in
 * client is sent to the portal's sign-in, which takes it on to its own next step; anyone else to the team's
 * sign-in. The guard asks for the session itself, so a guarded path outside /admin (the payment diagnostic)
 * does not wait for ever. Which screens are for admins alone is the screen's own check (AdminOnly).
 */
export function RequireTeam({ children }: { children: ReactNode }) {
  const { status, isTeam, user } = useAuth();
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
  if (!isTeam) return <Navigate to="/admin/login" replace />;
  return children;
}
