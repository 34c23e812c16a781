import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { t } from '../i18n/messages';
import layout from '../ui/layout.module.css';
import { useAuth } from './useAuth';

/** Admin screens render only for a signed-in admin; a signed-in client counts as signed out here. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  if (status === 'unknown') {
    return (
      <p className={layout.status} role="status">
        {t('site.loading')}
      </p>
    );
  }
  if (!isAdmin) return <Navigate to="/admin/login" replace />;
  return children;
}
