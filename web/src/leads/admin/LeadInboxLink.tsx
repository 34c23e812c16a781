import { Link } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import styles from '../../shared/admin/DetailDialog.module.css';

export const leadInboxPath = (email: string) => `/admin/leads?${new URLSearchParams({ email }).toString()}`;

/** From a record to everything its e-mail address has sent. */
export function LeadInboxLink({ email }: { email: string }) {
  return (
    <Link className={styles.inboxLink} to={leadInboxPath(email)}>
      {t('leads.open', { email })}
    </Link>
  );
}
