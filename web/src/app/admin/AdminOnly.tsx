import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../identity/auth/useAuth';
import { t } from '../../shared/i18n/messages';
import { Seo } from '../seo/Seo';
import button from '../../shared/ui/button.module.css';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';
import adminPage from '../../shared/admin/adminPage.module.css';
import styles from './AdminOnly.module.css';

/**
 * A screen for admins alone (the route table's `adminOnly`): a member (a student) is told so and pointed back
 * to the dashboard instead. The services refuse a member's calls anyway; this only spares them a broken screen.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  if (isAdmin) return children;
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('admin.adminOnly.title')} description={t('admin.adminOnly.description')} noIndex />
      <div className={`${adminPage.card} ${styles.notice}`}>
        <h1>{t('admin.adminOnly.title')}</h1>
        <p className={text.muted}>{t('admin.adminOnly.text')}</p>
        <Link to="/admin/dashboard" className={button.primary}>
          {t('admin.adminOnly.back')}
        </Link>
      </div>
    </section>
  );
}
