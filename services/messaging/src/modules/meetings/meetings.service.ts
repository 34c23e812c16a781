import { randomUUID } from 'node:crypto';
import { queryRows, recordEvent, type Queryable } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/messaging';
import { knownClient } from '../clients/clients.service.js';
import { source, type MessagingDeps } from '../messages/messages.service.js';
import { Meeting } from './meeting.entity.js';

export type MeetingView = components['schemas']['Meeting'];

/** Schedule Call, as the spec has it: 'Scheduled Call', 24 hours from now, 30 minutes, scheduled. */
export const scheduledCall = {
  title: 'Scheduled Call',
  description: 'A 30-minute call with the team.',
  hoursAhead: 24,
  durationMinutes: 30,
} as const;

const HOUR_MS = 3_600_000;

interface MeetingRow {
  id: string;
  clientId: string;
  title: string;
  description?: string | null;
  scheduledAt: string | Date;
  durationMinutes: number;
  status: MeetingView['status'];
  createdAt: string | Date;
}

export const toMeetingView = (meeting: MeetingRow): MeetingView => ({
  id: meeting.id,
  clientId: meeting.clientId,
  title: meeting.title,
  description: meeting.description ?? null,
  scheduledAt: new Date(meeting.scheduledAt).toISOString(),
  durationMinutes: meeting.durationMinutes,
  status: meeting.status,
  createdAt: new Date(meeting.createdAt).toISOString(),
});

/** A meeting as its event tells it. */
export const meetingFromEvent = (event: messagingEvents.MeetingScheduled): MeetingView => ({
  id: event.meetingId,
  clientId: event.clientId,
  title: event.title,
  description: event.description,
  scheduledAt: event.scheduledAt,
  durationMinutes: event.durationMinutes,
  status: event.status,
  createdAt: event.createdAt,
});

/** A client's meetings, earliest first. */
export async function meetingsOf(db: Queryable, clientId: string): Promise<{ meetings: MeetingView[] }> {
  await knownClient(db, clientId);
  const rows = await queryRows<MeetingRow>(
    db,
    `SELECT id, client_id, title, description, scheduled_at, duration_minutes, status, created_at
     FROM meetings WHERE client_id = :clientId ORDER BY scheduled_at, created_at LIMIT 1000`,
    { clientId },
  );
  return { meetings: rows.map(toMeetingView) };
}

/** The team's Schedule Call; publishes `messaging.meeting.scheduled.v1`. */
export async function scheduleCall(deps: MessagingDeps, clientId: string): Promise<MeetingView> {
  const meeting = await deps.orm.em.fork().transactional(async (em) => {
    await knownClient(em, clientId);
    const now = new Date();
    const created = em.create(Meeting, {
      id: randomUUID(),
      clientId,
      title: scheduledCall.title,
      description: scheduledCall.description,
      scheduledAt: new Date(now.getTime() + scheduledCall.hoursAhead * HOUR_MS),
      durationMinutes: scheduledCall.durationMinutes,
      status: 'scheduled',
      createdAt: now,
    });
    const view = toMeetingView(created);
    recordEvent(em, source, messagingEvents.meetingScheduled, {
      meetingId: view.id,
      clientId,
      title: view.title,
      description: view.description,
      scheduledAt: view.scheduledAt,
      durationMinutes: view.durationMinutes,
      status: view.status,
      createdAt: view.createdAt,
    });
    return view;
  });
  deps.relay.wake();
  return meeting;
}
