/** The team's bookable hours: a time zone, a day's start and end (HH:MM there), weekdays only. */
export interface BookingHours {
  timeZone: string;
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
  /** A slot starts at least this many hours after now. */
  minNoticeHours: number;
  /** A slot starts before now plus this many days. */
  daysAhead: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The days the team's hours hold, 1 Monday to 7 Sunday: the slots offered, and what `GET /team-hours` says. */
export const workingWeekdays: readonly number[] = [1, 2, 3, 4, 5];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as the UTC fields of a Date (its "local" time). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * The instant the wall clock in `timeZone` shows `wall` (a Date's UTC fields). Within the team's hours a
 * time is never skipped or repeated by a DST change (those happen at night), so the second guess is exact.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Every slot start the team's hours offer after `now`: weekdays (Monday to Friday in the team's zone), from
 * the day's start, every `slotMinutes`, the last ending by the day's end; at least `minNoticeHours` ahead and
 * starting within `daysAhead` days. Instants, earliest first.
 */
export function offeredSlotStarts(now: Date, hours: BookingHours): Date[] {
  const earliest = now.getTime() + hours.minNoticeHours * HOUR_MS;
  const latest = now.getTime() + hours.daysAhead * DAY_MS;
  const today = wallClock(now.getTime(), hours.timeZone);
  const todayMidnight = today - (today % DAY_MS);
  const first = minutesOf(hours.dayStart);
  const last = minutesOf(hours.dayEnd) - hours.slotMinutes;
  const starts: Date[] = [];
  for (let day = 0; day <= hours.daysAhead; day += 1) {
    const midnight = todayMidnight + day * DAY_MS;
    const weekday = new Date(midnight).getUTCDay();
    if (!workingWeekdays.includes(weekday === 0 ? 7 : weekday)) continue;
    for (let minute = first; minute <= last; minute += hours.slotMinutes) {
      const start = instantOfWallClock(midnight + minute * MINUTE_MS, hours.timeZone);
      if (start >= earliest && start < latest) starts.push(new Date(start));
    }
  }
  return starts;
}

/** Whether `startsAt` is one of the slots offered at `now`. */
export const isOfferedSlot = (startsAt: Date, now: Date, hours: BookingHours) =>
  offeredSlotStarts(now, hours).some((start) => start.getTime() === startsAt.getTime());

/** A team member's meeting, as it keeps them busy. */
export interface BusyTime {
  hostId: string;
  startsAt: Date;
  durationMinutes: number;
}

const overlaps = (busy: BusyTime, start: number, end: number) =>
  busy.startsAt.getTime() < end && busy.startsAt.getTime() + busy.durationMinutes * MINUTE_MS > start;

/**
 * Who takes a call at `start` for `slotMinutes`: the client's project manager when they are on the team and
 * free, else the first other team member free then (in the order given); undefined when nobody is.
 */
export function hostFor(
  start: Date,
  slotMinutes: number,
  team: readonly string[],
  projectManagerId: string | null,
  busy: readonly BusyTime[],
): string | undefined {
  const from = start.getTime();
  const to = from + slotMinutes * MINUTE_MS;
  const free = (member: string) => !busy.some((time) => time.hostId === member && overlaps(time, from, to));
  if (projectManagerId && team.includes(projectManagerId) && free(projectManagerId)) return projectManagerId;
  return team.find(free);
}
