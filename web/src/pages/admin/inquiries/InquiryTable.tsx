import { t } from '../../../i18n/messages';
import { formatDate } from '../../../lib/viewerTime';
import { CommitSelect } from '../../../ui/CommitSelect';
import { formatInquiryTime, formatSituation } from './format';
import { inquiryStatuses, statusLabel, type Inquiry, type InquiryStatus } from './inquiryStatus';
import { useUpdateInquiryStatus } from './useInquiries';
import { openOnRowClick } from '../rowClick';
import adminTable from '../adminTable.module.css';
import styles from './InquiryTable.module.css';
import { TableFrame } from '../TableFrame';

interface InquiryTableProps {
  inquiries: Inquiry[];
  onOpen: (inquiry: Inquiry) => void;
}

export function InquiryTable({ inquiries, onOpen }: InquiryTableProps) {
  const update = useUpdateInquiryStatus();

  // While a change is in flight its row shows the chosen status instead of the stale one.
  const shownStatus = (inquiry: Inquiry): InquiryStatus =>
    update.isPending && update.variables.inquiryId === inquiry.id ? update.variables.status : inquiry.status;

  return (
    <TableFrame label={t('inquiries.title')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('inquiries.column.contact')}</th>
            <th scope="col">{t('inquiries.column.situation')}</th>
            <th scope="col">{t('inquiries.column.preferredTime')}</th>
            <th scope="col">{t('inquiries.column.status')}</th>
            <th scope="col">{t('inquiries.column.submitted')}</th>
          </tr>
        </thead>
        <tbody>
          {inquiries.map((inquiry) => {
            const status = shownStatus(inquiry);
            return (
              <tr key={inquiry.id} className={adminTable.row} onClick={openOnRowClick(() => onOpen(inquiry))}>
                <td>
                  <button type="button" className={adminTable.open} aria-haspopup="dialog" onClick={() => onOpen(inquiry)}>
                    {inquiry.name}
                  </button>
                  <a className={adminTable.contactLine} href={`mailto:${inquiry.email}`}>
                    {inquiry.email}
                  </a>
                  {inquiry.phone && (
                    <a className={adminTable.contactLine} href={`tel:${inquiry.phone}`}>
                      {inquiry.phone}
                    </a>
                  )}
                </td>
                <td>{formatSituation(inquiry.situationType)}</td>
                <td>{formatInquiryTime(inquiry)}</td>
                <td>
                  <CommitSelect
                    className={`${styles.status} ${styles[status]}`}
                    aria-label={t('inquiries.statusFor', { name: inquiry.name })}
                    value={status}
                    disabled={update.isPending && update.variables.inquiryId === inquiry.id}
                    onCommit={(next) => update.mutate({ inquiryId: inquiry.id, status: next as InquiryStatus })}
                  >
                    {inquiryStatuses.map((option) => (
                      <option key={option} value={option}>
                        {statusLabel(option)}
                      </option>
                    ))}
                  </CommitSelect>
                </td>
                <td>
                  <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt, 'short')}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
