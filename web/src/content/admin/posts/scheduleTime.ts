import { formatMoment, fromZoneInput, zoneLabel } from '../../../shared/lib/viewerTime';

// A schedule is chosen and read in the viewer's zone (the Account page's choice, else the browser's), the zone
// always named, since the post goes live at one instant for everyone.

/** "Nov 27, 2026, 9:00 AM MST" in the viewer's zone; nothing for a time it cannot read. */
export const formatScheduled = (when: string) => formatMoment(when);

/** The viewer's zone by name and abbreviation ("America/Edmonton (MST)"), in the date and time field's label. */
export const localZone = () => zoneLabel();

/** A `datetime-local` value ("2026-11-27T09:00", the viewer's zone) as the instant the contract takes. */
export const instantOf = (local: string): string | null => fromZoneInput(local) ?? null;
