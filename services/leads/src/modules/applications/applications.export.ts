import { applicationStatusLabel, availabilityLabels, studyYearLabels } from '@agency/contracts/leads/labels';
import { toCsv, csvTime, type CsvColumn } from '@agency/kit';
import type { Application } from './applications.service.js';

/** The applications as the team reads them, with the form's own words for year and term. */
const applicationCsvColumns: CsvColumn<Application>[] = [
  { header: 'Submitted (UTC)', value: (application) => csvTime(application.createdAt) },
  { header: 'Name', value: (application) => application.name },
  { header: 'Email', value: (application) => application.email },
  { header: 'Phone', value: (application) => application.phone },
  { header: 'University', value: (application) => application.university },
  { header: 'Program', value: (application) => application.program },
  { header: 'Year', value: (application) => studyYearLabels[application.year] },
  { header: 'Availability', value: (application) => availabilityLabels[application.availability] },
  { header: 'Interests', value: (application) => application.interests.join('; ') },
  { header: 'Experience', value: (application) => application.experience },
  { header: 'Motivation', value: (application) => application.motivation },
  { header: 'Status', value: (application) => applicationStatusLabel(application.status) },
];

export const applicationsCsv = (applications: readonly Application[]) => toCsv(applicationCsvColumns, applications);
