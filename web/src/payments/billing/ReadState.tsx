import { t } from '../../shared/i18n/messages';
import button from '../../shared/ui/button.module.css';
import styles from './Billing.module.css';

/** A billing read on its way (a polite status line). */
export function Reading({ children }: { children: string }) {
  return (
    <p className={styles.muted} role="status">
      {children}
    </p>
  );
}

/** A billing read that failed: said as an alert, with Try again beside it. */
export function ReadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.failed}>
      <p role="alert">{message}</p>
      <button type="button" className={button.outline} disabled={retrying} onClick={onRetry}>
        {t('billing.retry')}
      </button>
    </div>
  );
}
