import { t } from '../../shared/i18n/messages';
import { formatDate } from '../../shared/lib/viewerTime';
import { endingOrEnded, nextChargeParts, planText, packagePriceCents, type Package, type Subscription } from './billing';
import { BillingBadge } from './BillingBadge';
import styles from './Billing.module.css';

/** What the summary shows: a subscription payments reported, or a payment skipped in demo mode. */
export type BillingShown = { kind: 'subscription'; subscription: Subscription } | { kind: 'demo'; package: Package };

function NextCharge({ subscription }: { subscription: Subscription }) {
  const next = nextChargeParts(subscription.nextCharge);
  if (!next) return <span className={styles.muted}>{t('billing.nextCharge.none')}</span>;
  return (
    <>
      <time dateTime={subscription.nextCharge!.date} className={styles.nextDate}>
        {next.date}
      </time>
      <dl className={styles.charge}>
        <div>
          <dt>{t('billing.nextCharge.amount')}</dt>
          <dd>{next.amount}</dd>
        </div>
        <div>
          <dt>{t('billing.nextCharge.tax')}</dt>
          <dd>{next.tax}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('billing.nextCharge.total')}</dt>
          <dd>{next.total}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * A client's plan (package and monthly price before tax), its state in words, and the next charge with its
 * date, amount before tax, tax and total (no such line once the plan is cancelled or cancels at its period's
 * end); a demo client's plan is "Trialing (demo)" with nothing to charge.
 */
export function BillingSummary({ shown }: { shown: BillingShown }) {
  if (shown.kind === 'demo') {
    return (
      <dl className={styles.summary}>
        <div>
          <dt>{t('billing.plan')}</dt>
          <dd>{planText(shown.package, packagePriceCents(shown.package))}</dd>
        </div>
        <div>
          <dt>{t('billing.state')}</dt>
          <dd>
            <BillingBadge billing={{ status: 'trialing', cancelAtPeriodEnd: false, currentPeriodEnd: null, demo: true }} />
            <span className={styles.note}>{t('billing.demo')}</span>
          </dd>
        </div>
      </dl>
    );
  }
  const { subscription } = shown;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('billing.plan')}</dt>
        <dd>{planText(subscription.package, subscription.amountCents)}</dd>
      </div>
      <div>
        <dt>{t('billing.state')}</dt>
        <dd>
          <BillingBadge billing={subscription} />
        </dd>
      </div>
      {subscription.status === 'trialing' && subscription.trialEnd && (
        <div>
          <dt>{t('billing.trialEnds')}</dt>
          <dd>
            <time dateTime={subscription.trialEnd}>{formatDate(subscription.trialEnd, 'short')}</time>
          </dd>
        </div>
      )}
      {!endingOrEnded(subscription) && (
        <div className={styles.wide}>
          <dt>{t('billing.nextCharge')}</dt>
          <dd>
            <NextCharge subscription={subscription} />
          </dd>
        </div>
      )}
    </dl>
  );
}
