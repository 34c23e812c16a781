import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { usePendingApplicationCount } from './useApplications';
import styles from '../../../app/admin/AdminDashboardPage.module.css';

/** The dashboard's live count of applications waiting for the team, leading to the applications. */
export function PendingApplicationsCard() {
  const { data: count } = usePendingApplicationCount();
  return (
    <Link to="/admin/applications" className={styles.stat}>
      <span className={styles.statLabel}>{t('admin.dashboard.pendingApplications')}</span>{' '}
      {/* A dash until the count has been read (or when it could not be). */}
      <span className={styles.statValue}>{count ?? '–'}</span>
    </Link>
  );
}
