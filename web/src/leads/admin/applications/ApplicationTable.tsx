import { availabilityLabel, studyYearLabel } from '../../labels';
import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { applicationStatuses, applicationStatusLabel, type Application, type ApplicationStatus } from './applicationStatus';
import { useUpdateApplicationStatus } from './useApplications';
import { LeadContact } from '../LeadContact';
import { LeadStatusSelect } from '../LeadStatusSelect';
import { openOnRowClick } from '../../../shared/admin/rowClick';
import adminTable from '../../../shared/admin/adminTable.module.css';
import { AdminTable } from '../../../shared/admin/AdminTable';

interface ApplicationTableProps {
  applications: Application[];
  onOpen: (application: Application) => void;
}

export function ApplicationTable({ applications, onOpen }: ApplicationTableProps) {
  const update = useUpdateApplicationStatus();

  // While a change is in flight its row shows the chosen status instead of the stale one.
  const shownStatus = (application: Application): ApplicationStatus =>
    update.isPending && update.variables.applicationId === application.id ? update.variables.status : application.status;

  return (
    <AdminTable
      label={t('applications.title')}
      columns={[
        t('applications.column.applicant'),
        t('applications.column.university'),
        t('applications.column.year'),
        t('applications.column.availability'),
        t('applications.column.status'),
        t('applications.column.submitted'),
      ]}
    >
      {applications.map((application) => {
        const status = shownStatus(application);
        return (
          <tr key={application.id} className={adminTable.row} onClick={openOnRowClick(() => onOpen(application))}>
            <td>
              <LeadContact
                name={application.name}
                email={application.email}
                phone={application.phone}
                onOpen={() => onOpen(application)}
              />
            </td>
            <td>
              <div>{application.university}</div>
              <div className={adminTable.muted}>{application.program}</div>
            </td>
            <td>{studyYearLabel(application.year)}</td>
            <td>{availabilityLabel(application.availability)}</td>
            <td>
              <LeadStatusSelect
                label={t('applications.statusFor', { name: application.name })}
                status={status}
                statuses={applicationStatuses}
                statusLabel={applicationStatusLabel}
                busy={update.isPending && update.variables.applicationId === application.id}
                onCommit={(next) => update.mutate({ applicationId: application.id, status: next })}
              />
            </td>
            <td>
              <time dateTime={application.createdAt}>{formatDate(application.createdAt, 'short')}</time>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
