import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { DetailDialog } from '../../../shared/admin/DetailDialog';
import { HistoryPanel } from '../../../audit/admin/history/HistoryPanel';
import { LeadInboxLink } from '../LeadInboxLink';
import { applicationDetails } from './applicationDetails';
import type { Application } from './applicationStatus';

export function ApplicationDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  return (
    <DetailDialog
      title={t('applications.details', { name: application.name })}
      description={t('inquiries.submittedOn', { date: formatDate(application.createdAt, 'short') })}
      notGiven={t('detail.notGiven')}
      details={applicationDetails(application)}
      onClose={onClose}
    >
      <LeadInboxLink email={application.email} />
      <HistoryPanel subjectType="application" subjectId={application.id} headingLevel="h3" />
    </DetailDialog>
  );
}
