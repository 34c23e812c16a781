import { availabilityLabel, studyYearLabel } from '../../labels';
import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import type { Detail } from '../../../shared/admin/DetailDialog';
import { applicationStatusLabel, type Application } from './applicationStatus';

/** Every field of an application, as the team reads it. */
export function applicationDetails(application: Application): Detail[] {
  return [
    { label: t('application.name'), value: application.name },
    { label: t('field.email'), value: application.email },
    { label: t('field.phone'), value: application.phone },
    { label: t('application.university'), value: application.university },
    { label: t('application.program'), value: application.program },
    { label: t('application.year'), value: studyYearLabel(application.year) },
    { label: t('application.availability'), value: availabilityLabel(application.availability) },
    { label: t('applications.status'), value: applicationStatusLabel(application.status) },
    {
      label: t('application.interests'),
      value: application.interests.length > 0 ? application.interests.join(', ') : t('applications.interests.none'),
      long: true,
    },
    { label: t('application.experience'), value: application.experience, long: true },
    { label: t('application.motivation'), value: application.motivation, long: true },
    { label: t('applications.submitted'), value: formatDate(application.createdAt, 'short') },
  ];
}
