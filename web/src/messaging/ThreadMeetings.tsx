import type { ReactNode } from 'react';
import { t } from '../shared/i18n/messages';
import styles from './Chat.module.css';
import { MeetingList } from './MeetingList';
import { upcoming, useNow } from './meetings';
import type { Meeting } from './thread';
import type { Thread } from './useThread';

interface ThreadMeetingsProps {
  thread: Thread;
  /** Only the scheduled meetings still to come (the client's Upcoming Meetings); else every one, as the team's calendar. */
  upcomingOnly?: boolean;
  /** Times in the viewer's own zone (the client's dashboard). */
  local?: boolean;
  actions?: (meeting: Meeting) => ReactNode;
}

/** A thread's meetings, kept live: 'Loading meetings...' while they are read, a failure said, else the list or 'No meetings scheduled'. */
export function ThreadMeetings({ thread, upcomingOnly = false, local, actions }: ThreadMeetingsProps) {
  const now = useNow(upcomingOnly);
  const { pending, error, refused } = thread.reads.meetings;
  if (pending) return <p className={styles.muted}>{t('chat.meetings.loading')}</p>;
  if (error && !refused) return <p className={styles.muted}>{t('chat.meetings.failed')}</p>;
  const meetings = upcomingOnly ? upcoming(thread.meetings, now) : thread.meetings;
  return <MeetingList meetings={meetings} empty={t('chat.meetings.none')} local={local} actions={actions} />;
}
