import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { components } from '@agency/contracts/openapi/messaging';

/** A meeting with a client, such as the call the team schedules from the client's messages. */
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
    status: p.string().$type<components['schemas']['MeetingStatus']>(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type Meeting = InferEntity<typeof Meeting>;
