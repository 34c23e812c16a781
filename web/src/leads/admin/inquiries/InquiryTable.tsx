import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { formatInquiryTime, formatSituation } from './format';
import { inquiryStatuses, statusLabel, type Inquiry, type InquiryStatus } from './inquiryStatus';
import { useUpdateInquiryStatus } from './useInquiries';
import { LeadContact } from '../LeadContact';
import { LeadStatusSelect } from '../LeadStatusSelect';
import { openOnRowClick } from '../../../shared/admin/rowClick';
import adminTable from '../../../shared/admin/adminTable.module.css';
import { AdminTable } from '../../../shared/admin/AdminTable';

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
    <AdminTable
      label={t('inquiries.title')}
      columns={[
        t('inquiries.column.contact'),
        t('inquiries.column.situation'),
        t('inquiries.column.preferredTime'),
        t('inquiries.column.status'),
        t('inquiries.column.submitted'),
      ]}
    >
      {inquiries.map((inquiry) => {
        const status = shownStatus(inquiry);
        return (
          <tr key={inquiry.id} className={adminTable.row} onClick={openOnRowClick(() => onOpen(inquiry))}>
            <td>
              <LeadContact name={inquiry.name} email={inquiry.email} phone={inquiry.phone} onOpen={() => onOpen(inquiry)} />
            </td>
            <td>{formatSituation(inquiry.situationType)}</td>
            <td>{formatInquiryTime(inquiry)}</td>
            <td>
              <LeadStatusSelect
                label={t('inquiries.statusFor', { name: inquiry.name })}
                status={status}
                statuses={inquiryStatuses}
                statusLabel={statusLabel}
                busy={update.isPending && update.variables.inquiryId === inquiry.id}
                onCommit={(next) => update.mutate({ inquiryId: inquiry.id, status: next })}
              />
            </td>
            <td>
              <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt, 'short')}</time>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
