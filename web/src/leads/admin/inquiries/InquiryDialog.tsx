import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { DetailDialog, DetailList } from '../../../shared/admin/DetailDialog';
import { HistoryPanel } from '../../../audit/admin/history/HistoryPanel';
import { LeadInboxLink } from '../LeadInboxLink';
import { inquiryDetails, proposalDetails } from './inquiryDetails';
import type { Inquiry } from './inquiryStatus';
import styles from '../../../shared/admin/DetailDialog.module.css';

/** An inquiry's contact fields, and for a proposal every field of the request. */
export function InquiryDialog({ inquiry, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  return (
    <DetailDialog
      title={t('inquiries.details', { name: inquiry.name })}
      description={t('inquiries.submittedOn', { date: formatDate(inquiry.createdAt, 'short') })}
      notGiven={t('detail.notGiven')}
      details={inquiryDetails(inquiry)}
      onClose={onClose}
    >
      {inquiry.details && (
        <section className={styles.section} aria-labelledby="proposal-details">
          <h3 id="proposal-details">{t('inquiries.proposal')}</h3>
          <DetailList details={proposalDetails(inquiry.details)} notGiven={t('detail.notGiven')} />
        </section>
      )}
      <LeadInboxLink email={inquiry.email} />
      <HistoryPanel subjectType="inquiry" subjectId={inquiry.id} headingLevel="h3" />
    </DetailDialog>
  );
}
