import type { EntityManager } from '@mikro-orm/core';
import { AppError, badRequest, execute, queryRow, queryRows, recordEvent, type Queryable } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { BookingSlots } from '@agency/contracts/openapi/messaging';
import type { MessagingConfig } from '../../config.js';
import { knownClient } from '../clients/clients.service.js';
import {
  heldMeeting,
  meetingCancelled,
  meetingClient,
  meetingColumns,
  meetingEventFacts,
  scheduledCall,
  slotGuarded,
  slotTaken,
  toMeetingView,
  writeMeetingCancellation,
  writeMeetingChange,
  type MeetingRow,
  type MeetingView,
} from '../meetings/meetings.service.js';
import { source, type MessagingDeps } from '../messages/messages.service.js';
import { hostFor, isOfferedSlot, offeredSlotStarts, type BookingHours, type BusyTime } from './slots.js';

export type { BookingSlots };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A booked call lasts one slot. */
export const slotMinutes = scheduledCall.durationMinutes;

export interface BookingRules extends BookingHours {
  /** A client moves or cancels its call up to this long before it starts. */
  changeNoticeMs: number;
  /** How many calls booked by the client itself it may have that have not ended yet. */
  maxUpcomingCalls: number;
}

export const bookingRulesOf = (config: MessagingConfig): BookingRules => ({
  timeZone: config.BOOKING_TIME_ZONE,
  dayStart: config.BOOKING_DAY_START,
  dayEnd: config.BOOKING_DAY_END,
  slotMinutes,
  minNoticeHours: config.BOOKING_MIN_NOTICE_HOURS,
  daysAhead: config.BOOKING_DAYS_AHEAD,
  changeNoticeMs: config.BOOKING_CHANGE_NOTICE_MS,
  maxUpcomingCalls: config.BOOKING_MAX_UPCOMING_CALLS,
});

export const slotNotOffered = () =>
  badRequest('MESSAGING_SLOT_NOT_OFFERED', 'That time is not one of the slots offered for booking', [
    { path: 'body/startsAt', message: 'is not an offered slot' },
  ]);
const noticePassed = (hours: number) =>
  new AppError(
    409,
    'MESSAGING_BOOKING_NOTICE_PASSED',
    `A booked call can be moved or cancelled up to ${hours} hours before it starts; please message the team instead`,
  );
export const callsOverlap = () =>
  new AppError(409, 'MESSAGING_BOOKING_OVERLAPS', 'You already have a call at that time; pick a time when you have none');
export const tooManyCalls = (limit: number) =>
  new AppError(
    409,
    'MESSAGING_BOOKING_LIMIT_REACHED',
    `You can have up to ${limit} upcoming calls booked at once; move or cancel one, or message the team`,
  );
const notClientBooking = () =>
  new AppError(409, 'MESSAGING_NOT_CLIENT_BOOKING', 'Only a call you booked yourself can be moved or cancelled here');

/** The active team members, by name: who can take a booked call. */
const activeTeam = async (db: Queryable) =>
  (
    await queryRows<{ userId: string }>(
      db,
      `SELECT user_id FROM team_members WHERE status = 'active' ORDER BY lower(name), user_id LIMIT 1000`,
    )
  ).map(({ userId }) => userId);

const projectManagerOf = async (db: Queryable, clientId: string) =>
  (
    await queryRow<{ projectManagerId: string | null }>(
      db,
      'SELECT project_manager_id FROM client_managers WHERE client_id = :clientId',
      {
        clientId,
      },
    )
  )?.projectManagerId ?? null;

/** The team's meetings between `from` and `to` that keep a member busy (not cancelled), but `except`. */
async function busyTimes(db: Queryable, from: Date, to: Date, except?: string): Promise<BusyTime[]> {
  const rows = await queryRows<{ hostId: string; scheduledAt: string; durationMinutes: number }>(
    db,
    `SELECT host_id, scheduled_at, duration_minutes FROM meetings
     WHERE host_id IS NOT NULL AND status <> 'cancelled' AND id <> :except
       AND scheduled_at < :to AND scheduled_at + duration_minutes * interval '1 minute' > :from`,
    { from, to, except: except ?? '00000000-0000-0000-0000-000000000000' },
  );
  return rows.map((row) => ({ hostId: row.hostId, startsAt: new Date(row.scheduledAt), durationMinutes: row.durationMinutes }));
}

/** The client's meetings (booked by it or the team, not cancelled) that have not ended at `now`, but `except`. */
async function upcomingCallsOf(db: Queryable, clientId: string, now: Date, except?: string) {
  const rows = await queryRows<{ scheduledAt: string; durationMinutes: number; bookedBy: string }>(
    db,
    `SELECT scheduled_at, duration_minutes, booked_by FROM meetings
     WHERE client_id = :clientId AND status <> 'cancelled' AND id <> :except
       AND scheduled_at + duration_minutes * interval '1 minute' > :now
     ORDER BY scheduled_at LIMIT 1000`,
    { clientId, now, except: except ?? '00000000-0000-0000-0000-000000000000' },
  );
  return rows.map((row) => ({
    start: new Date(row.scheduledAt).getTime(),
    end: new Date(row.scheduledAt).getTime() + row.durationMinutes * MINUTE_MS,
    bookedByClient: row.bookedBy === 'client',
  }));
}

type UpcomingCall = Awaited<ReturnType<typeof upcomingCallsOf>>[number];

const overlapsAny = (calls: readonly UpcomingCall[], start: Date, minutes: number) =>
  calls.some((call) => call.start < start.getTime() + minutes * MINUTE_MS && call.end > start.getTime());

/**
 * Takes the client's turn: one client's bookings and moves wait for each other until their transaction ends, so
 * two at once cannot both pass the checks below. Taken before the slot's turn, in every path, so no two wait
 * on each other.
 */
const holdClient = (em: EntityManager, clientId: string) =>
  queryRow(em, "SELECT pg_advisory_xact_lock(hashtext('messaging-booking-client'), hashtext(:clientId))", { clientId });

/**
 * A client holds one call at a time and no more than `maxUpcomingCalls` it booked itself: a call at `start` may
 * not overlap another of its calls (the team's included), and a new one (no `moving`) may not pass the limit.
 */
async function checkClientCalls(
  em: EntityManager,
  rules: BookingRules,
  clientId: string,
  start: Date,
  now: Date,
  moving?: string,
) {
  await holdClient(em, clientId);
  const calls = await upcomingCallsOf(em, clientId, now, moving);
  if (overlapsAny(calls, start, rules.slotMinutes)) throw callsOverlap();
  if (!moving && calls.filter((call) => call.bookedByClient).length >= rules.maxUpcomingCalls) {
    throw tooManyCalls(rules.maxUpcomingCalls);
  }
}

/**
 * The slots the client can book at `now`: offered by the team's hours, with someone free, and not overlapping
 * a call the client already has.
 */
export async function bookingSlots(
  db: Queryable,
  rules: BookingRules,
  clientId: string,
  now = new Date(),
): Promise<BookingSlots> {
  await knownClient(db, clientId);
  const starts = offeredSlotStarts(now, rules);
  const team = await activeTeam(db);
  const manager = await projectManagerOf(db, clientId);
  const busy =
    starts.length === 0 ? [] : await busyTimes(db, starts[0]!, new Date(now.getTime() + (rules.daysAhead + 1) * DAY_MS));
  const own = starts.length === 0 ? [] : await upcomingCallsOf(db, clientId, now);
  return {
    timeZone: rules.timeZone,
    durationMinutes: rules.slotMinutes,
    daysAhead: rules.daysAhead,
    minNoticeHours: rules.minNoticeHours,
    slots: starts
      .filter((start) => !overlapsAny(own, start, rules.slotMinutes))
      .filter((start) => hostFor(start, rules.slotMinutes, team, manager, busy) !== undefined)
      .map((start) => ({
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + rules.slotMinutes * MINUTE_MS).toISOString(),
      })),
  };
}

/**
 * Takes the slot's turn: bookings of one start wait for each other until their transaction ends, so each
 * sees the others' meetings when it picks its host (the unique index is the last word).
 */
const holdSlot = (em: EntityManager, start: Date) =>
  queryRow(em, "SELECT pg_advisory_xact_lock(hashtext('messaging-booking-slot'), hashtext(:start))", {
    start: start.toISOString(),
  });

/** Who takes the call at `start`: the client's project manager if free, else any team member free then. */
async function pickHost(
  em: EntityManager,
  rules: BookingRules,
  clientId: string,
  start: Date,
  except?: string,
  keep?: string | null,
) {
  const end = new Date(start.getTime() + rules.slotMinutes * MINUTE_MS);
  const busy = await busyTimes(em, start, end, except);
  const team = await activeTeam(em);
  // A moved call stays with its team member when they are free at the new time.
  if (keep && team.includes(keep) && hostFor(start, rules.slotMinutes, [keep], null, busy)) return keep;
  const host = hostFor(start, rules.slotMinutes, team, await projectManagerOf(em, clientId), busy);
  if (!host) throw slotTaken();
  return host;
}

/** Changes a meeting's slot in one transaction, a race for the slot lost answering as the slot taken, then wakes the relay. */
async function slotChange(deps: MessagingDeps, change: (em: EntityManager) => Promise<MeetingView>): Promise<MeetingView> {
  const meeting = await slotGuarded(() => deps.orm.em.fork().transactional(change));
  deps.relay.wake();
  return meeting;
}

/** The client books an offered slot; publishes `messaging.meeting.scheduled.v1` (bookedBy client). */
export async function bookCall(
  deps: MessagingDeps,
  rules: BookingRules,
  clientId: string,
  startsAt: string,
  now = new Date(),
): Promise<MeetingView> {
  const start = new Date(startsAt);
  return slotChange(deps, async (em) => {
    const client = await meetingClient(em, clientId);
    if (!isOfferedSlot(start, now, rules)) throw slotNotOffered();
    await checkClientCalls(em, rules, clientId, start, now);
    await holdSlot(em, start);
    const hostId = await pickHost(em, rules, clientId, start);
    const { rows } = await execute<MeetingRow>(
      em,
      `INSERT INTO meetings (id, client_id, title, description, scheduled_at, duration_minutes, status, created_at,
           video_url, booked_by, host_id, sequence)
         VALUES (gen_random_uuid(), :clientId, :title, :description, :start, :minutes, 'scheduled', :now,
           NULL, 'client', :hostId, 0)
         RETURNING ${meetingColumns}`,
      {
        clientId,
        title: scheduledCall.title,
        description: scheduledCall.description,
        start,
        minutes: rules.slotMinutes,
        now,
        hostId,
      },
    );
    const row = rows[0]!;
    recordEvent(em, source, messagingEvents.meetingScheduled, meetingEventFacts(row, client));
    return toMeetingView(row);
  });
}

/** The client's own booked call, held, still far enough ahead to change. */
async function changeableBooking(em: EntityManager, rules: BookingRules, clientId: string, meetingId: string, now: Date) {
  await meetingClient(em, clientId);
  const row = await heldMeeting(em, clientId, meetingId);
  if (row.bookedBy !== 'client') throw notClientBooking();
  if (row.status === 'cancelled') throw meetingCancelled();
  if (new Date(row.scheduledAt).getTime() - now.getTime() < rules.changeNoticeMs) {
    throw noticePassed(Math.round(rules.changeNoticeMs / 3_600_000));
  }
  return row;
}

/** The client moves its booked call to another offered slot; publishes `messaging.meeting.updated.v1`. */
export async function rescheduleBooking(
  deps: MessagingDeps,
  rules: BookingRules,
  clientId: string,
  meetingId: string,
  startsAt: string,
  now = new Date(),
): Promise<MeetingView> {
  const start = new Date(startsAt);
  return slotChange(deps, async (em) => {
    const row = await changeableBooking(em, rules, clientId, meetingId, now);
    if (!isOfferedSlot(start, now, rules)) throw slotNotOffered();
    if (start.getTime() === new Date(row.scheduledAt).getTime()) return toMeetingView(row);
    await checkClientCalls(em, rules, clientId, start, now, row.id);
    await holdSlot(em, start);
    const hostId = await pickHost(em, rules, clientId, start, row.id, row.hostId);
    return writeMeetingChange(
      em,
      row,
      { title: row.title, scheduledAt: start, durationMinutes: row.durationMinutes, videoUrl: row.videoUrl ?? null, hostId },
      now,
    );
  });
}

/** The client cancels its booked call; publishes `messaging.meeting.cancelled.v1`. */
export async function cancelBooking(
  deps: MessagingDeps,
  rules: BookingRules,
  clientId: string,
  meetingId: string,
  now = new Date(),
): Promise<MeetingView> {
  const meeting = await deps.orm.em.fork().transactional(async (em) => {
    const row = await changeableBooking(em, rules, clientId, meetingId, now);
    return writeMeetingCancellation(em, row, now);
  });
  deps.relay.wake();
  return meeting;
}
