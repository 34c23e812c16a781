import { formatMoment } from '../lib/format';
import styles from './Chat.module.css';
import type { Meeting } from './thread';

/** A client's meetings, earliest first as given: each title with its date and time, else `empty`. */
export function MeetingList({ meetings, empty }: { meetings: readonly Meeting[]; empty: string }) {
  if (meetings.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.meetings}>
      {meetings.map((meeting) => (
        <li key={meeting.id} className={styles.meeting}>
          <strong>{meeting.title}</strong>
          <time dateTime={meeting.scheduledAt} className={styles.muted}>
            {formatMoment(meeting.scheduledAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
