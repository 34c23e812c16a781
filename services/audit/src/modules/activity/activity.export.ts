import { csvTime, toCsv, type CsvColumn } from '@agency/kit';
import type { ActivityEntry } from './activity.service.js';

const who = ({ actor }: ActivityEntry) => {
  if (actor.kind === 'team') return actor.name ?? '';
  return actor.kind === 'client' ? 'Client' : actor.kind === 'visitor' ? 'Visitor' : 'System';
};

/** The entries as the team reads them in a spreadsheet. */
const activityCsvColumns: CsvColumn<ActivityEntry>[] = [
  { header: 'When (UTC)', value: (entry) => csvTime(entry.occurredAt) },
  { header: 'Who', value: who },
  { header: 'Role', value: (entry) => entry.actor.role ?? '' },
  { header: 'Person Id', value: (entry) => entry.actor.id ?? '' },
  { header: 'Client Id', value: (entry) => entry.actor.clientId ?? '' },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Record', value: (entry) => entry.subject.type },
  { header: 'Record Id', value: (entry) => entry.subject.id ?? '' },
  { header: 'Record Name', value: (entry) => entry.subject.label ?? '' },
  { header: 'Before', value: (entry) => entry.before ?? '' },
  { header: 'After', value: (entry) => entry.after ?? '' },
  { header: 'Event Type', value: (entry) => entry.type },
  { header: 'Recognised', value: (entry) => (entry.known ? 'yes' : 'no (kept raw)') },
];

export const activityCsv = (entries: readonly ActivityEntry[]) => toCsv(activityCsvColumns, entries);
