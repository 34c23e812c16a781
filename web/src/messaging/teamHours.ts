import { useQuery } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/messaging';
import { messagingApi } from './messagingClient';
import { expectOk } from '../shared/api/expectOk';
import { dayKeyOf, formatClock, instantOfWallClock, zoneAbbreviation } from '../shared/lib/viewerTime';
import { messagingKeys } from './messagingKeys';

export type TeamHours = components['schemas']['TeamHours'];

/** The team's hours as messaging's configuration has them (BOOKING_*); they change only with a deployment. */
export function useTeamHours() {
  return useQuery({
    queryKey: messagingKeys.teamHours(),
    queryFn: () => expectOk(messagingApi.GET('/team-hours')),
    staleTime: Infinity,
    retry: false,
  });
}

const DAY_MS = 86_400_000;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The team's day on its next working day from `now` (in the team's zone), as two instants: shown in the viewer's
 * zone they say when the team is there for them, summer time on either side included.
 */
export function teamDay(hours: TeamHours, now = new Date()): { start: Date; end: Date } {
  const [year, month, day] = dayKeyOf(now, hours.timeZone).split('-').map(Number) as [number, number, number];
  let midnight = Date.UTC(year, month - 1, day);
  // ISO weekdays, 1 Monday to 7 Sunday; at most a week ahead.
  for (let ahead = 0; ahead < 7 && !hours.weekdays.includes(((new Date(midnight).getUTCDay() + 6) % 7) + 1); ahead += 1) {
    midnight += DAY_MS;
  }
  const at = (clock: string) => new Date(instantOfWallClock(midnight + minutesOf(clock) * 60_000, hours.timeZone));
  return { start: at(hours.dayStart), end: at(hours.dayEnd) };
}

/** The team's hours in the viewer's zone: the start, the end and the zone's abbreviation ("9:00 AM", "5:00 PM", "MST"). */
export function teamHoursIn(hours: TeamHours, zone: string, now = new Date()) {
  const { start, end } = teamDay(hours, now);
  return { start: formatClock(start, zone), end: formatClock(end, zone), zone: zoneAbbreviation(zone, start) };
}
