import { useId } from 'react';
import { t } from '../../../shared/i18n/messages';
import { formatMoment } from '../../../shared/lib/viewerTime';
import { changeText, whoOf } from '../activity/activityEntry';
import { WhatWasDone } from '../activity/ActivityText';
import { useHistory } from './useHistory';
import styles from './HistoryPanel.module.css';

interface HistoryPanelProps {
  /** The kind of record, as the record of who did what names it: client, inquiry, application, post. */
  subjectType: string;
  subjectId: string;
  /** The heading's level where it sits: h2 on a page, h3 inside a dialog whose sections use h3. */
  headingLevel?: 'h2' | 'h3';
}

/** Who did what to one record, newest first: the history of a client, an inquiry, an application or a post. */
export function HistoryPanel({ subjectType, subjectId, headingLevel: Heading = 'h2' }: HistoryPanelProps) {
  const headingId = useId();
  const { data, isPending, isError } = useHistory(subjectType, subjectId);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('history.title')}</Heading>
      {isPending && (
        <p className={styles.status} role="status">
          {t('history.loading')}
        </p>
      )}
      {isError && <p className={styles.status}>{t('history.loadFailed')}</p>}
      {data && data.length === 0 && <p className={styles.status}>{t('history.empty')}</p>}
      {data && data.length > 0 && (
        <ol className={styles.entries}>
          {data.map((entry) => {
            const change = changeText(entry);
            return (
              <li key={entry.id} className={styles.entry}>
                <span>
                  <WhatWasDone entry={entry} />
                  {change && ` · ${change}`}
                </span>
                <span className={styles.meta}>
                  {whoOf(entry)} · <time dateTime={entry.occurredAt}>{formatMoment(entry.occurredAt)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
