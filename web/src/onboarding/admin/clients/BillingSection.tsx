import { BillingSummary } from '../../../payments/billing/BillingSummary';
import { InvoicesView } from '../../../payments/billing/InvoiceTable';
import { ReadFailed, Reading } from '../../../payments/billing/ReadState';
import { useBilling, useInvoices } from '../../../payments/billing/useBilling';
import { useLiveBilling } from '../../../payments/billing/useLiveBilling';
import { t } from '../../../shared/i18n/messages';
import billingStyles from '../../../payments/billing/Billing.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import type { ClientDetail } from './clientLabels';
import styles from './AdminClientPage.module.css';

function BillingCard({ client }: { client: ClientDetail }) {
  const billing = useBilling({ side: 'team', clientId: client.id });
  let body;
  if (billing.isPending) body = <Reading>{t('billing.loading')}</Reading>;
  else if (billing.isError) {
    body = <ReadFailed message={t('billing.loadFailed')} retrying={billing.isFetching} onRetry={() => void billing.refetch()} />;
  } else if (billing.data.subscription) {
    body = <BillingSummary shown={{ kind: 'subscription', subscription: billing.data.subscription }} />;
  } else if (client.billing?.demo) body = <BillingSummary shown={{ kind: 'demo', package: client.package }} />;
  else if (!billing.data.configured) body = <p className={billingStyles.muted}>{t('billing.notSetUp')}</p>;
  else body = <p className={billingStyles.muted}>{t('billing.none')}</p>;
  return (
    <section className={adminPage.card} aria-labelledby="client-billing">
      <h2 id="client-billing">{t('billing.heading')}</h2>
      {body}
    </section>
  );
}

function InvoicesCard({ clientId }: { clientId: string }) {
  const invoices = useInvoices({ side: 'team', clientId });
  return (
    <section className={adminPage.card} aria-labelledby="client-invoices">
      <h2 id="client-invoices">{t('invoices.heading')}</h2>
      <InvoicesView invoices={invoices} />
    </section>
  );
}

/**
 * The client's billing for the team: its plan, state and next charge as payments last heard from Stripe,
 * and its invoices with their taxes, kept live (payments' news reaches the page over messaging's socket).
 * The team reads them; the client manages them in Stripe's portal.
 */
export function BillingSection({ client }: { client: ClientDetail }) {
  useLiveBilling(client.id);
  return (
    <div className={styles.billing}>
      <BillingCard client={client} />
      <InvoicesCard clientId={client.id} />
    </div>
  );
}
