import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { subjectPath, subjectText, whatOf, type ActivityEntry } from './activityEntry';
import styles from './Activity.module.css';

/** What was done; an event kept raw is marked so. */
export function WhatWasDone({ entry }: { entry: ActivityEntry }) {
  const { text, raw } = whatOf(entry);
  return (
    <>
      {text}
      {raw && <span className={styles.raw}>{t('activity.rawBadge')}</span>}
    </>
  );
}

/** The record it was on, linked to its page where it has one. */
export function RecordDoneOn({ entry }: { entry: ActivityEntry }) {
  const path = subjectPath(entry);
  const text = subjectText(entry);
  return path ? <Link to={path}>{text}</Link> : <>{text}</>;
}
