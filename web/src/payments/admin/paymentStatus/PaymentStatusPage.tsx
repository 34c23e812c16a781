import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import text from '../../../shared/ui/text.module.css';
import { formatMonthlyPrice } from '../../../shared/lib/format';
import { formatMoment } from '../../../shared/lib/viewerTime';
import { DetailList } from '../../../shared/admin/DetailDialog';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { firstPaid, paymentStatusState, type PaymentStatusReport, type RecentClient } from './paymentStatus';
import { usePaymentStatus } from './usePaymentStatus';
import styles from './PaymentStatusPage.module.css';
import { AdminTable } from '../../../shared/admin/AdminTable';

function FoundPayment({ client }: { client: RecentClient }) {
  return (
    <section className={adminPage.card} aria-labelledby="payment-found">
      <h2 id="payment-found">{t('paymentStatus.found')}</h2>
      <p className={text.muted}>{t('paymentStatus.found.text')}</p>
      <DetailList
        notGiven={t('paymentStatus.noCode')}
        details={[
          { label: t('paymentStatus.business'), value: client.businessName },
          { label: t('paymentStatus.contact'), value: client.contactName },
          { label: t('paymentStatus.email'), value: client.email },
          { label: t('paymentStatus.package'), value: client.projectType },
          { label: t('paymentStatus.amount'), value: formatMonthlyPrice(client.monthlyPriceCents) },
          { label: t('paymentStatus.paidAt'), value: client.paymentCompletedAt ? formatMoment(client.paymentCompletedAt) : '' },
          { label: t('paymentStatus.step'), value: String(client.stepCompleted) },
          { label: t('paymentStatus.checkoutSession'), value: client.stripeCheckoutSessionId ?? '' },
          { label: t('paymentStatus.paymentIntent'), value: client.stripePaymentIntentId ?? '' },
        ]}
      />
    </section>
  );
}

function NoPayment() {
  return (
    <section className={adminPage.card} aria-labelledby="payment-not-found">
      <h2 id="payment-not-found">{t('paymentStatus.notFound')}</h2>
      <p className={text.muted}>{t('paymentStatus.notFound.text')}</p>
    </section>
  );
}

function RecentRecords({ report }: { report: PaymentStatusReport }) {
  return (
    <section className={styles.records} aria-labelledby="payment-records">
      <h2 id="payment-records">{t('paymentStatus.records')}</h2>
      {report.clients.length === 0 ? (
        <p className={adminPage.empty}>{t('paymentStatus.noRecords')}</p>
      ) : (
        <AdminTable
          labelledBy="payment-records"
          columns={[
            t('paymentStatus.column.client'),
            t('paymentStatus.column.code'),
            t('paymentStatus.column.package'),
            t('paymentStatus.column.step'),
            t('paymentStatus.column.paid'),
            t('paymentStatus.column.created'),
          ]}
        >
          {report.clients.map((client) => (
            <tr key={client.id}>
              <th scope="row">
                {client.businessName}
                <br />
                <span className={text.muted}>{client.email}</span>
              </th>
              <td className={styles.code}>{client.accessCode?.code ?? t('paymentStatus.noCode')}</td>
              <td>{client.projectType}</td>
              <td>{client.stepCompleted}</td>
              <td>
                {client.paymentCompleted
                  ? `${t('paymentStatus.paid')} (${formatMonthlyPrice(client.monthlyPriceCents)})`
                  : t('paymentStatus.unpaid')}
              </td>
              <td>
                <time dateTime={client.createdAt}>{formatMoment(client.createdAt)}</time>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/**
 * /payment-status, the team's payment diagnostic: the client records of the last 24 hours, the first
 * paid one's details, Refresh Status and a debug block with the answer as read.
 */
export function PaymentStatusPage() {
  const report = usePaymentStatus();
  const state = paymentStatusState(report.data, report.isError);
  const paid = report.data && firstPaid(report.data);

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.paymentStatus.title')} description={t('page.paymentStatus.description')} noIndex />
      <div className={adminPage.header}>
        <div>
          <h1>{t('page.paymentStatus.title')}</h1>
          <p className={text.muted}>{t('paymentStatus.lead')}</p>
        </div>
        <button type="button" className={button.primary} disabled={report.isFetching} onClick={() => void report.refetch()}>
          {report.isFetching ? t('paymentStatus.refreshing') : t('paymentStatus.refresh')}
        </button>
      </div>

      {state === 'checking' && <StatusMessage>{t('paymentStatus.checking')}</StatusMessage>}
      {state === 'error' && (
        <section className={adminPage.card} role="alert" aria-labelledby="payment-error">
          <h2 id="payment-error">{t('paymentStatus.error')}</h2>
          <p className={text.muted}>{t('paymentStatus.error.text')}</p>
        </section>
      )}
      {state === 'found' && paid && <FoundPayment client={paid} />}
      {state === 'not_found' && <NoPayment />}
      {report.data && <RecentRecords report={report.data} />}

      <details className={styles.debug}>
        <summary>{t('paymentStatus.debug')}</summary>
        <pre>{JSON.stringify({ state, fetchedAt: report.dataUpdatedAt || null, report: report.data ?? null }, null, 2)}</pre>
      </details>
    </section>
  );
}
