import { t } from '../../shared/i18n/messages';
import styles from './SkipLink.module.css';

/** Hidden until focused: lets keyboard users jump past the header to the page. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      {t('site.skipToContent')}
    </a>
  );
}
