import { t } from '../../shared/i18n/messages';
import { formatCents } from '../../shared/lib/format';
import { formatDate } from '../../shared/lib/viewerTime';
import hidden from '../../shared/ui/visuallyHidden.module.css';
import { invoiceName, invoiceStatus, type Invoice, type InvoiceList } from './billing';
import { ReadFailed, Reading } from './ReadState';
import type { useInvoices } from './useBilling';
import styles from './Billing.module.css';

function TaxLines({ invoice }: { invoice: Invoice }) {
  if (invoice.taxLines.length === 0) return <span className={styles.muted}>{t('invoices.noTax')}</span>;
  return (
    <ul className={styles.taxLines}>
      {invoice.taxLines.map((line, index) => (
        <li key={`${line.label}-${index}`}>
          {t('invoices.taxLine', { label: line.label, amount: formatCents(line.amountCents) })}
        </li>
      ))}
    </ul>
  );
}

/** View invoice and PDF, each naming its invoice to assistive technology, both in a new tab. */
function InvoiceLinks({ invoice }: { invoice: Invoice }) {
  const name = invoiceName(invoice);
  return (
    <div className={styles.links}>
      {invoice.hostedInvoiceUrl && (
        <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer">
          {t('invoices.view')} <span className={hidden.visuallyHidden}>{`${name} ${t('invoices.newTab')}`}</span>
        </a>
      )}
      {invoice.invoicePdf && (
        <a href={invoice.invoicePdf} target="_blank" rel="noopener noreferrer">
          {t('invoices.pdf')}{' '}
          <span className={hidden.visuallyHidden}>{`${t('invoices.of', { name })} ${t('invoices.newTab')}`}</span>
        </a>
      )}
    </div>
  );
}

/**
 * The invoices, newest first: date, number, amount before tax, each tax with its amount, total, status and
 * the hosted invoice page and PDF; under them the tax paid and the agency's GST/HST number. On a narrow
 * screen the table scrolls sideways inside its own labelled frame, which the keyboard can scroll too.
 */
export function InvoiceTable({ list }: { list: InvoiceList }) {
  return (
    <>
      {list.invoices.length === 0 ? (
        <p className={styles.muted}>{t('invoices.empty')}</p>
      ) : (
        <div className={styles.frame} role="group" aria-label={t('invoices.table')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('invoices.column.number')}</th>
                <th scope="col">{t('invoices.column.date')}</th>
                <th scope="col">{t('invoices.column.subtotal')}</th>
                <th scope="col">{t('invoices.column.taxes')}</th>
                <th scope="col">{t('invoices.column.total')}</th>
                <th scope="col">{t('invoices.column.status')}</th>
                <th scope="col">{t('invoices.column.links')}</th>
              </tr>
            </thead>
            <tbody>
              {list.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.number ?? t('invoices.noNumber')}</th>
                  <td>
                    <time dateTime={invoice.createdAt}>{formatDate(invoice.createdAt, 'short')}</time>
                  </td>
                  <td>{formatCents(invoice.subtotalCents)}</td>
                  <td>
                    <TaxLines invoice={invoice} />
                  </td>
                  <td className={styles.amount}>{formatCents(invoice.totalCents)}</td>
                  <td>{invoiceStatus(invoice)}</td>
                  <td>
                    <InvoiceLinks invoice={invoice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.invoices.length > 0 && (
        <p className={styles.taxPaid}>{t('invoices.taxPaid', { amount: formatCents(list.taxPaidCents) })}</p>
      )}
      {list.gstHstNumber && <p className={styles.muted}>{t('invoices.gstHst', { number: list.gstHstNumber })}</p>}
    </>
  );
}

/** The invoices read for one side, in each of its states: loading, failed (with Try again), empty, listed. */
export function InvoicesView({ invoices }: { invoices: ReturnType<typeof useInvoices> }) {
  if (invoices.isPending) return <Reading>{t('invoices.loading')}</Reading>;
  if (invoices.isError) {
    return (
      <ReadFailed message={t('invoices.loadFailed')} retrying={invoices.isFetching} onRetry={() => void invoices.refetch()} />
    );
  }
  return <InvoiceTable list={invoices.data} />;
}
