import { t } from '../../../shared/i18n/messages';
import styles from './Partners.module.css';

/** 'Loading partners...': shown while the section's code loads and while the partners do. */
export function PartnersLoading() {
  return (
    <p className={styles.status} role="status">
      {t('partners.loading')}
    </p>
  );
}
