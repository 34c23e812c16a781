import type { ReactNode } from 'react';
import { formatMeetingMoment, formatMoment } from '../shared/lib/viewerTime';
import styles from './Chat.module.css';
import type { Meeting } from './thread';

interface MeetingListProps {
  meetings: readonly Meeting[];
  empty: string;
  /** Times with their weekday (the client's own calls); in the viewer's zone, named, either way. */
  local?: boolean;
  /** What can be done with each meeting (move, cancel, join). */
  actions?: (meeting: Meeting) => ReactNode;
}

/** A client's meetings, earliest first as given: each title with its date and time, else `empty`. */
export function MeetingList({ meetings, empty, local = false, actions }: MeetingListProps) {
  if (meetings.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.meetings}>
      {meetings.map((meeting) => (
        <li key={meeting.id} className={styles.meeting}>
          <strong>{meeting.title}</strong>
          <time dateTime={meeting.scheduledAt} className={styles.muted}>
            {local ? formatMeetingMoment(meeting.scheduledAt) : formatMoment(meeting.scheduledAt)}
          </time>
          {actions?.(meeting)}
        </li>
      ))}
    </ul>
  );
}
