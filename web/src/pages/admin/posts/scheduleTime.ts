// A schedule is chosen and read in the admin's own time zone (the browser's), the zone always named, since the
// post goes live at one instant for everyone.

const localMoment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Nov 27, 2026, 9:00 AM MST" in the browser's zone; nothing for a time it cannot read. */
export function formatScheduled(when: string): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : localMoment.format(date);
}

/** The browser's zone by name ("America/Edmonton"), shown beside the date and time input. */
export const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A `datetime-local` value ("2026-11-27T09:00", the browser's zone) as the instant the contract takes. */
export function instantOf(local: string): string | null {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
