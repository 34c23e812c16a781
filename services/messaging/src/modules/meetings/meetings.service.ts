import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AppError, execute, queryRow, queryRows, recordEvent, type Queryable } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { Meeting as MeetingView, MeetingChange } from '@agency/contracts/openapi/messaging';
import { clientNotFound, knownClient } from '../clients/clients.service.js';
import { source, type MessagingDeps } from '../messages/messages.service.js';
import { hostFor, offeredSlotStarts, type BookingHours, type BusyTime } from '../bookings/slots.js';
import { Meeting } from './meeting.entity.js';

export type { MeetingView, MeetingChange };

/** Schedule Call: 'Scheduled Call', 30 minutes, scheduled; in the team's hours, else 24 hours from now. */
export const scheduledCall = {
  title: 'Scheduled Call',
  description: 'A 30-minute call with the team.',
  hoursAhead: 24,
  durationMinutes: 30,
} as const;

const HOUR_MS = 3_600_000;

export const meetingNotFound = () => new AppError(404, 'MESSAGING_MEETING_NOT_FOUND', 'No such meeting for this client');
export const meetingCancelled = () => new AppError(409, 'MESSAGING_MEETING_CANCELLED', 'This meeting has been cancelled');
export const slotTaken = () =>
  new AppError(409, 'MESSAGING_SLOT_TAKEN', 'That time is no longer free; please choose another one');

/** A meeting as its table holds it. */
export interface MeetingRow {
  id: string;
  clientId: string;
  title: string;
  description?: string | null;
  scheduledAt: string | Date;
  durationMinutes: number;
  status: MeetingView['status'];
  createdAt: string | Date;
  videoUrl?: string | null;
  bookedBy?: MeetingView['bookedBy'];
  hostId?: string | null;
  sequence?: number;
}

export const meetingColumns = `id, client_id, title, description, scheduled_at, duration_minutes, status, created_at,
  video_url, booked_by, host_id, sequence`;

export const toMeetingView = (meeting: MeetingRow): MeetingView => ({
  id: meeting.id,
  clientId: meeting.clientId,
  title: meeting.title,
  description: meeting.description ?? null,
  scheduledAt: new Date(meeting.scheduledAt).toISOString(),
  durationMinutes: meeting.durationMinutes,
  status: meeting.status,
  createdAt: new Date(meeting.createdAt).toISOString(),
  videoUrl: meeting.videoUrl ?? null,
  bookedBy: meeting.bookedBy ?? 'team',
});

/** A meeting as an event tells it (an old scheduled event has no link and was the team's). */
export const meetingFromEvent = (
  event: messagingEvents.MeetingScheduled | messagingEvents.MeetingUpdated | messagingEvents.MeetingCancelled,
): MeetingView => ({
  id: event.meetingId,
  clientId: event.clientId,
  title: event.title,
  description: event.description,
  scheduledAt: event.scheduledAt,
  durationMinutes: event.durationMinutes,
  status: event.status,
  createdAt: event.createdAt,
  videoUrl: event.videoUrl ?? null,
  bookedBy: event.bookedBy ?? 'team',
});

/** The client's e-mail and names, as the meeting events carry them; 404 for a client not known. */
export interface MeetingClient {
  clientEmail: string;
  contactName: string;
  businessName: string;
}

export async function meetingClient(db: Queryable, clientId: string): Promise<MeetingClient> {
  const client = await queryRow<MeetingClient>(
    db,
    `SELECT email AS client_email, contact_name, business_name FROM clients WHERE id = :clientId`,
    { clientId },
  );
  if (!client) throw clientNotFound();
  return client;
}

/** The fields every meeting event carries: the meeting as it is now, and the client. */
export function meetingEventFacts(row: MeetingRow, client: MeetingClient) {
  const view = toMeetingView(row);
  return {
    meetingId: view.id,
    clientId: view.clientId,
    title: view.title,
    description: view.description,
    scheduledAt: view.scheduledAt,
    durationMinutes: view.durationMinutes,
    status: view.status,
    createdAt: view.createdAt,
    videoUrl: view.videoUrl,
    bookedBy: view.bookedBy,
    hostId: row.hostId ?? null,
    sequence: row.sequence ?? 0,
    ...client,
  };
}

/** A unique index refused the write: the meeting's team member already has a meeting at that time. */
export const isSlotClash = (error: unknown) =>
  error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';

/** Runs `work`, answering 409 MESSAGING_SLOT_TAKEN when the host's slot index refuses it. */
export async function slotGuarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSlotClash(error)) throw slotTaken();
    throw error;
  }
}

/** A client's meetings, earliest first. */
export async function meetingsOf(db: Queryable, clientId: string): Promise<{ meetings: MeetingView[] }> {
  await knownClient(db, clientId);
  const rows = await queryRows<MeetingRow>(
    db,
    `SELECT ${meetingColumns} FROM meetings WHERE client_id = :clientId ORDER BY scheduled_at, created_at LIMIT 1000`,
    { clientId },
  );
  return { meetings: rows.map(toMeetingView) };
}

/** One meeting of the client, held for the change; 404 when it is not the client's. */
export async function heldMeeting(db: Queryable, clientId: string, meetingId: string): Promise<MeetingRow> {
  const row = await queryRow<MeetingRow>(
    db,
    `SELECT ${meetingColumns} FROM meetings WHERE id = :meetingId AND client_id = :clientId FOR UPDATE`,
    { meetingId, clientId },
  );
  if (!row) throw meetingNotFound();
  return row;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * When the team's Schedule Call proposes the call: the first slot of the team's hours (weekdays, BOOKING_DAY_START
 * to BOOKING_DAY_END in BOOKING_TIME_ZONE) at least the booking notice ahead in which the team member is free;
 * 24 hours from now when there is none. The team member moves it with Edit.
 */
export function proposedCallStart(now: Date, hours: BookingHours, hostId: string | null, busy: readonly BusyTime[]): Date {
  const starts = offeredSlotStarts(now, hours);
  const free = hostId ? starts.find((start) => hostFor(start, hours.slotMinutes, [hostId], null, busy) !== undefined) : starts[0];
  return free ?? new Date(now.getTime() + scheduledCall.hoursAhead * HOUR_MS);
}

/** The team member's meetings from `from` on that keep them busy. */
const hostMeetings = (db: Queryable, hostId: string, from: Date) =>
  queryRows<BusyTime>(
    db,
    `SELECT host_id, scheduled_at AS starts_at, duration_minutes FROM meetings
     WHERE host_id = :hostId AND status <> 'cancelled' AND scheduled_at + duration_minutes * interval '1 minute' > :from
     ORDER BY scheduled_at LIMIT 2000`,
    { hostId, from },
  ).then((rows) => rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt) })));

/**
 * The team's Schedule Call; publishes `messaging.meeting.scheduled.v1`. The call is with the team member who
 * scheduled it (`hostId`), so it keeps them busy for the client's bookings; it is proposed in the team's hours.
 */
export async function scheduleCall(
  deps: MessagingDeps,
  hours: BookingHours,
  clientId: string,
  hostId?: string,
  now = new Date(),
): Promise<MeetingView> {
  const host = hostId && uuidPattern.test(hostId) ? hostId : null;
  const meeting = await slotGuarded(() =>
    deps.orm.em.fork().transactional(async (em) => {
      const client = await meetingClient(em, clientId);
      const busy = host ? await hostMeetings(em, host, now) : [];
      const created = em.create(Meeting, {
        id: randomUUID(),
        clientId,
        title: scheduledCall.title,
        description: scheduledCall.description,
        scheduledAt: proposedCallStart(now, hours, host, busy),
        durationMinutes: scheduledCall.durationMinutes,
        status: 'scheduled',
        createdAt: now,
        videoUrl: null,
        bookedBy: 'team',
        hostId: host,
        sequence: 0,
        updatedAt: null,
      });
      await em.flush();
      recordEvent(em, source, messagingEvents.meetingScheduled, meetingEventFacts(created, client));
      return toMeetingView(created);
    }),
  );
  deps.relay.wake();
  return meeting;
}

/** What a change writes: the meeting's new time, host, title, length and link. */
interface NewState {
  title: string;
  scheduledAt: Date;
  durationMinutes: number;
  videoUrl: string | null;
  hostId: string | null;
}

/** Writes a change of a held meeting (one more SEQUENCE) and records `messaging.meeting.updated.v1`. */
export async function writeMeetingChange(em: EntityManager, row: MeetingRow, next: NewState, now: Date) {
  const client = await meetingClient(em, row.clientId);
  const { rows } = await execute<MeetingRow>(
    em,
    `UPDATE meetings SET title = :title, scheduled_at = :scheduledAt, duration_minutes = :durationMinutes,
       video_url = :videoUrl, host_id = :hostId, sequence = sequence + 1, updated_at = :now
     WHERE id = :id RETURNING ${meetingColumns}`,
    { ...next, id: row.id, now },
  );
  const updated = rows[0]!;
  recordEvent(em, source, messagingEvents.meetingUpdated, {
    ...meetingEventFacts(updated, client),
    before: {
      title: row.title,
      scheduledAt: new Date(row.scheduledAt).toISOString(),
      durationMinutes: row.durationMinutes,
      videoUrl: row.videoUrl ?? null,
    },
    updatedAt: now.toISOString(),
  });
  return toMeetingView(updated);
}

/** Cancels a held meeting (one more SEQUENCE; kept in history) and records `messaging.meeting.cancelled.v1`. */
export async function writeMeetingCancellation(em: EntityManager, row: MeetingRow, now: Date) {
  const client = await meetingClient(em, row.clientId);
  const { rows } = await execute<MeetingRow>(
    em,
    `UPDATE meetings SET status = 'cancelled', sequence = sequence + 1, updated_at = :now
     WHERE id = :id RETURNING ${meetingColumns}`,
    { id: row.id, now },
  );
  const cancelled = rows[0]!;
  recordEvent(em, source, messagingEvents.meetingCancelled, {
    ...meetingEventFacts(cancelled, client),
    cancelledAt: now.toISOString(),
  });
  return toMeetingView(cancelled);
}

/**
 * The team changes a meeting's title, time, length or link (fields left out stay); a cancelled one cannot
 * change. A change that changes nothing publishes nothing.
 */
export async function updateMeeting(
  deps: MessagingDeps,
  clientId: string,
  meetingId: string,
  change: MeetingChange,
  now = new Date(),
): Promise<MeetingView> {
  const { view, changed } = await slotGuarded(() =>
    deps.orm.em.fork().transactional(async (em) => {
      await meetingClient(em, clientId);
      const row = await heldMeeting(em, clientId, meetingId);
      if (row.status === 'cancelled') throw meetingCancelled();
      const next: NewState = {
        title: change.title?.trim() ?? row.title,
        scheduledAt: change.scheduledAt ? new Date(change.scheduledAt) : new Date(row.scheduledAt),
        durationMinutes: change.durationMinutes ?? row.durationMinutes,
        videoUrl: change.videoUrl === undefined ? (row.videoUrl ?? null) : change.videoUrl,
        hostId: row.hostId ?? null,
      };
      const same =
        next.title === row.title &&
        next.scheduledAt.getTime() === new Date(row.scheduledAt).getTime() &&
        next.durationMinutes === row.durationMinutes &&
        next.videoUrl === (row.videoUrl ?? null);
      if (same) return { view: toMeetingView(row), changed: false };
      return { view: await writeMeetingChange(em, row, next, now), changed: true };
    }),
  );
  if (changed) deps.relay.wake();
  return view;
}

/** The team cancels a meeting; it stays in the client's history as cancelled. */
export async function cancelMeeting(
  deps: MessagingDeps,
  clientId: string,
  meetingId: string,
  now = new Date(),
): Promise<MeetingView> {
  const view = await deps.orm.em.fork().transactional(async (em) => {
    await meetingClient(em, clientId);
    const row = await heldMeeting(em, clientId, meetingId);
    if (row.status === 'cancelled') throw meetingCancelled();
    return writeMeetingCancellation(em, row, now);
  });
  deps.relay.wake();
  return view;
}
