import { LeadListPage } from '../LeadListPage';
import { ApplicationDialog } from './ApplicationDialog';
import { applicationStatuses, applicationStatusLabel } from './applicationStatus';
import { ApplicationTable } from './ApplicationTable';
import { APPLICATIONS_PAGE_SIZE, exportApplications, useApplicationPage } from './useApplications';

export function AdminApplicationsPage() {
  return (
    <LeadListPage
      id="application"
      part="applications"
      statuses={applicationStatuses}
      statusLabel={applicationStatusLabel}
      pageSize={APPLICATIONS_PAGE_SIZE}
      usePage={useApplicationPage}
      exportList={exportApplications}
      table={(applications, open) => <ApplicationTable applications={applications} onOpen={open} />}
      dialog={(application, close) => <ApplicationDialog application={application} onClose={close} />}
    />
  );
}
