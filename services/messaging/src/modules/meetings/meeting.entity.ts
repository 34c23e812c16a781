import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Meeting as MeetingView, MeetingStatus } from '@agency/contracts/openapi/messaging';

/** A meeting with a client: the call the team schedules from the client's messages, or one the client booked. */
export const Meeting = defineEntity({
  name: 'Meeting',
  tableName: 'meetings',
  properties: {
    id: p.uuid().primary(),
    clientId: p.uuid(),
    title: p.string(),
    description: p.text().nullable(),
    scheduledAt: p.datetime().columnType('timestamptz'),
    durationMinutes: p.integer(),
    status: p.string().$type<MeetingStatus>(),
    createdAt: p.datetime().columnType('timestamptz'),
    videoUrl: p.text().nullable(),
    bookedBy: p.string().$type<MeetingView['bookedBy']>(),
    /** The team member it is with; null for the team as a whole. */
    hostId: p.uuid().nullable(),
    /** The calendar's SEQUENCE: 0 when made, one more at each change. */
    sequence: p.integer(),
    updatedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type Meeting = InferEntity<typeof Meeting>;
