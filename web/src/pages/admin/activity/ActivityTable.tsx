import { t } from '../../../i18n/messages';
import { formatMoment } from '../../../lib/viewerTime';
import { TableFrame } from '../TableFrame';
import adminTable from '../adminTable.module.css';
import { changeText, whoOf, type ActivityEntry } from './activityEntry';
import { RecordDoneOn, WhatWasDone } from './ActivityText';

/** The entries of one page: when, who, what, on which record, and the change. */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <TableFrame label={t('activity.title')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('activity.column.when')}</th>
            <th scope="col">{t('activity.column.who')}</th>
            <th scope="col">{t('activity.column.what')}</th>
            <th scope="col">{t('activity.column.on')}</th>
            <th scope="col">{t('activity.column.change')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableFrame>
  );
}
