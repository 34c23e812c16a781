import { Link } from 'react-router-dom';
import { BillingBadge } from '../../../payments/billing/BillingBadge';
import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { clientStatusLabel, packageLabel, type ClientSummary } from './clientLabels';
import { StatusBadge } from './StatusBadge';
import styles from './ClientTable.module.css';
import { AdminTable } from '../../../shared/admin/AdminTable';
import { WaitingMark } from './WaitingMark';

const icons = {
  messages: 'M4 5h16v11H8l-4 4z',
  view: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  email: 'M3 6h18v12H3zm0 0 9 7 9-7',
  call: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
};

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={icons[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Columns Client, Package (with the subscription's state under it), Status, Last Activity, Messages (unread
 * from the client) and Actions (spec 001 §2).
 */
export function ClientTable({ clients }: { clients: readonly ClientSummary[] }) {
  return (
    <AdminTable
      label={t('clients.table')}
      columns={[
        t('clients.column.client'),
        t('clients.column.package'),
        t('clients.column.status'),
        t('clients.column.lastActivity'),
        t('clients.column.messages'),
        t('clients.column.actions'),
      ]}
    >
      {clients.map((client) => {
        const name = client.businessName;
        return (
          <tr key={client.id}>
            <td>
              <Link to={`/admin/clients/${client.id}`} className={styles.name}>
                {name}
              </Link>
              {client.contactName && <span className={styles.line}>{client.contactName}</span>}
              <span className={styles.line}>{client.email}</span>
            </td>
            <td>
              {packageLabel(client.package)}
              {client.billing && (
                <span className={styles.billing}>
                  <BillingBadge billing={client.billing} named />
                </span>
              )}
            </td>
            <td>
              <StatusBadge tone={client.status} label={clientStatusLabel(client.status)} />
              <WaitingMark client={client} />
            </td>
            <td>
              <time dateTime={client.lastActivityAt}>{formatDate(client.lastActivityAt, 'short')}</time>
            </td>
            <td>
              {client.unreadMessages > 0 ? (
                <span className={styles.unread}>{t('clients.unread', { count: client.unreadMessages })}</span>
              ) : (
                <span className={styles.line}>{client.unreadMessages}</span>
              )}
            </td>
            <td>
              <div className={styles.actions}>
                <Link
                  to={`/admin/clients/${client.id}/messages`}
                  className={styles.action}
                  aria-label={t('clients.action.messages', { name })}
                  title={t('clients.action.messages', { name })}
                >
                  <Icon name="messages" />
                </Link>
                <Link
                  to={`/admin/clients/${client.id}`}
                  className={styles.action}
                  aria-label={t('clients.action.view', { name })}
                  title={t('clients.action.view', { name })}
                >
                  <Icon name="view" />
                </Link>
                <a
                  href={`mailto:${client.email}`}
                  className={styles.action}
                  aria-label={t('clients.action.email', { name })}
                  title={t('clients.action.email', { name })}
                >
                  <Icon name="email" />
                </a>
                {client.phone && (
                  <a
                    href={`tel:${client.phone}`}
                    className={styles.action}
                    aria-label={t('clients.action.call', { name })}
                    title={t('clients.action.call', { name })}
                  >
                    <Icon name="call" />
                  </a>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
