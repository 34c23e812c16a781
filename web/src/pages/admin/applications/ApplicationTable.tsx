import { availabilityLabel, studyYearLabel } from '../../../leads/labels';
import { t } from '../../../i18n/messages';
import { formatDate } from '../../../lib/viewerTime';
import { CommitSelect } from '../../../ui/CommitSelect';
import { applicationStatuses, applicationStatusLabel, type Application, type ApplicationStatus } from './applicationStatus';
import { useUpdateApplicationStatus } from './useApplications';
import { openOnRowClick } from '../rowClick';
import adminTable from '../adminTable.module.css';
import styles from './ApplicationTable.module.css';
import { TableFrame } from '../TableFrame';

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
    <TableFrame label={t('applications.title')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('applications.column.applicant')}</th>
            <th scope="col">{t('applications.column.university')}</th>
            <th scope="col">{t('applications.column.year')}</th>
            <th scope="col">{t('applications.column.availability')}</th>
            <th scope="col">{t('applications.column.status')}</th>
            <th scope="col">{t('applications.column.submitted')}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => {
            const status = shownStatus(application);
            return (
              <tr key={application.id} className={adminTable.row} onClick={openOnRowClick(() => onOpen(application))}>
                <td>
                  <button type="button" className={adminTable.open} aria-haspopup="dialog" onClick={() => onOpen(application)}>
                    {application.name}
                  </button>
                  <a className={adminTable.contactLine} href={`mailto:${application.email}`}>
                    {application.email}
                  </a>
                  <a className={adminTable.contactLine} href={`tel:${application.phone}`}>
                    {application.phone}
                  </a>
                </td>
                <td>
                  <div>{application.university}</div>
                  <div className={styles.muted}>{application.program}</div>
                </td>
                <td>{studyYearLabel(application.year)}</td>
                <td>{availabilityLabel(application.availability)}</td>
                <td>
                  <CommitSelect
                    className={`${styles.status} ${styles[status]}`}
                    aria-label={t('applications.statusFor', { name: application.name })}
                    value={status}
                    disabled={update.isPending && update.variables.applicationId === application.id}
                    onCommit={(next) => update.mutate({ applicationId: application.id, status: next as ApplicationStatus })}
                  >
                    {applicationStatuses.map((option) => (
                      <option key={option} value={option}>
                        {applicationStatusLabel(option)}
                      </option>
                    ))}
                  </CommitSelect>
                </td>
                <td>
                  <time dateTime={application.createdAt}>{formatDate(application.createdAt, 'short')}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
