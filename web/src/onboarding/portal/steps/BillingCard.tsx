import { useState } from 'react';
import { BillingSummary } from '../../../payments/billing/BillingSummary';
import { ReadFailed, Reading } from '../../../payments/billing/ReadState';
import { useBilling, useBillingPortal } from '../../../payments/billing/useBilling';
import { t, type TextKey } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import type { ClientView } from '../portalSession';
import { errorCodeOf, isSessionEnded, leavePortal } from './portalQueries';
import billingStyles from '../../../payments/billing/Billing.module.css';
import styles from './Dashboard.module.css';

const ownBilling = { side: 'client' } as const;

/** Where Manage billing was asked for: the card's button, or the banner's Update card. */
type ManageFrom = 'card' | 'banner';

/** Why Manage billing could not open, in words. */
function portalFailure(error: unknown): TextKey {
  const code = errorCodeOf(error);
  if (code === 'PAYMENTS_NO_SUBSCRIPTION') return 'billing.manage.none';
  if (code === 'PAYMENTS_NOT_CONFIGURED') return 'billing.notSetUp';
  return 'billing.manage.failed';
}

/**
 * Manage billing (and the banner's Update card): opens Stripe's customer portal for the client's own
 * customer in this tab. Busy from the click until the tab has gone; a failure is said under the button;
 * an ended session signs the tab out of the portal.
 */
export function useManageBilling() {
  const portal = useBillingPortal();
  const [from, setFrom] = useState<ManageFrom>('card');
  const failed = portal.isError && !isSessionEnded(portal.error);
  return {
    open: (source: ManageFrom) => {
      setFrom(source);
      portal.mutate(undefined, {
        onError: (error) => {
          if (isSessionEnded(error)) leavePortal();
        },
      });
    },
    busy: portal.isPending || portal.isSuccess,
    /** The failure, said beside the button that was pressed. */
    failureAt: (source: ManageFrom) => (failed && from === source ? t(portalFailure(portal.error)) : null),
  };
}

export type ManageBilling = ReturnType<typeof useManageBilling>;

/** The dashboard's alert when the last charge failed: the spec's words and Update card. */
export function PaymentFailedBanner({ manage }: { manage: ManageBilling }) {
  return (
    <div className={billingStyles.banner} role="alert">
      <p>{t('billing.paymentFailed')}</p>
      <button type="button" className={button.primary} disabled={manage.busy} onClick={() => manage.open('banner')}>
        {manage.busy ? t('billing.manage.opening') : t('billing.updateCard')}
      </button>
      {manage.failureAt('banner') && <p className={billingStyles.bannerError}>{manage.failureAt('banner')}</p>}
    </div>
  );
}

function ManageBillingButton({ manage }: { manage: ManageBilling }) {
  return (
    <>
      <div className={billingStyles.actions}>
        <button type="button" className={button.outline} disabled={manage.busy} onClick={() => manage.open('card')}>
          {manage.busy ? t('billing.manage.opening') : t('billing.manage')}
        </button>
      </div>
      {manage.failureAt('card') && (
        <p className={billingStyles.error} role="alert">
          {manage.failureAt('card')}
        </p>
      )}
    </>
  );
}

/**
 * The client's Billing card: its plan, state and next charge, and Manage billing. A demo client's plan
 * is "Trialing (demo)", with nothing to manage; without Stripe keys, billing is not set up here.
 */
export function BillingCard({
  record,
  billing,
  manage,
}: {
  record: ClientView;
  billing: ReturnType<typeof useBilling>;
  manage: ManageBilling;
}) {
  let body;
  if (record.billing?.demo) body = <BillingSummary shown={{ kind: 'demo', package: record.package }} />;
  else if (billing.isPending) body = <Reading>{t('billing.loading')}</Reading>;
  else if (billing.isError) {
    body = <ReadFailed message={t('billing.loadFailed')} retrying={billing.isFetching} onRetry={() => void billing.refetch()} />;
  } else if (!billing.data.configured) body = <p className={billingStyles.muted}>{t('billing.notSetUp')}</p>;
  else if (!billing.data.subscription) body = <p className={billingStyles.muted}>{t('billing.none')}</p>;
  else {
    body = (
      <>
        <BillingSummary shown={{ kind: 'subscription', subscription: billing.data.subscription }} />
        <ManageBillingButton manage={manage} />
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="dashboard-billing">
      <h2 id="dashboard-billing">{t('billing.heading')}</h2>
      {body}
    </section>
  );
}

/** The client's own subscription, for the card and the banner. */
export const useOwnBilling = () => useBilling(ownBilling);
