import { LeadListPage } from '../LeadListPage';
import { InquiryDialog } from './InquiryDialog';
import { inquiryStatuses, statusLabel } from './inquiryStatus';
import { InquiryTable } from './InquiryTable';
import { INQUIRIES_PAGE_SIZE, exportInquiries, useInquiryPage } from './useInquiries';

export function AdminInquiriesPage() {
  return (
    <LeadListPage
      id="inquiry"
      part="inquiries"
      statuses={inquiryStatuses}
      statusLabel={statusLabel}
      pageSize={INQUIRIES_PAGE_SIZE}
      usePage={useInquiryPage}
      exportList={exportInquiries}
      table={(inquiries, open) => <InquiryTable inquiries={inquiries} onOpen={open} />}
      dialog={(inquiry, close) => <InquiryDialog inquiry={inquiry} onClose={close} />}
    />
  );
}
