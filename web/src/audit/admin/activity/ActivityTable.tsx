import { t } from '../../../shared/i18n/messages';
import { formatMoment } from '../../../shared/lib/viewerTime';
import { AdminTable } from '../../../shared/admin/AdminTable';
import { changeText, whoOf, type ActivityEntry } from './activityEntry';
import { RecordDoneOn, WhatWasDone } from './ActivityText';

/** The entries of one page: when, who, what, on which record, and the change. */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <AdminTable
      label={t('activity.title')}
      columns={[
        t('activity.column.when'),
        t('activity.column.who'),
        t('activity.column.what'),
        t('activity.column.on'),
        t('activity.column.change'),
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>
            <time dateTime={entry.occurredAt}>{formatMoment(entry.occurredAt)}</time>
          </td>
          <td>{whoOf(entry)}</td>
          <td>
            <WhatWasDone entry={entry} />
          </td>
          <td>
            <RecordDoneOn entry={entry} />
          </td>
          <td>{changeText(entry)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
