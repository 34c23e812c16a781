import { useEffect, useState } from 'react';
import type { Meeting } from './thread';

/** Upcoming Meetings: the scheduled ones whose time has not passed, earliest first. */
export function upcoming(meetings: readonly Meeting[], now: number): readonly Meeting[] {
  return meetings
    .filter((meeting) => meeting.status === 'scheduled' && Date.parse(meeting.scheduledAt) >= now)
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
}

/** The time now, moving on each minute while `ticking`: a meeting drops out of Upcoming Meetings once its time has passed. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
