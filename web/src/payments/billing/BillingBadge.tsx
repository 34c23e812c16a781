import { t } from '../../shared/i18n/messages';
import hidden from '../../shared/ui/visuallyHidden.module.css';
import { billingState, type BillingStateOf } from './billing';
import styles from './Billing.module.css';

/**
 * A subscription's state as a coloured badge with its words. `named` says "Billing:" to assistive
 * technology first, where the badge sits beside another status (the client list's onboarding status).
 */
export function BillingBadge({ billing, named = false }: { billing: BillingStateOf; named?: boolean }) {
  const { label, tone } = billingState(billing);
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      {named && <span className={hidden.visuallyHidden}>{`${t('billing.badge')} `}</span>}
      {label}
    </span>
  );
}
