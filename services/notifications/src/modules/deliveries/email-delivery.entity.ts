import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * One e-mail this service owes someone, written in the same transaction as the inbox row of the
 * event that asked for it; the delivery worker sends it later. Its log is the service's only data.
 */
export const EmailDelivery = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_deliveries',
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid().unique(),
    kind: p.string(),
    toAddress: p.string(),
    replyTo: p.string().nullable(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    status: p.string().$type<DeliveryStatus>(),
    attempts: p.integer(),
    lastError: p.text().nullable(),
    /** Derived from the event id, so a resend after a crash is recognisably the same mail. */
    messageId: p.string(),
    nextAttemptAt: p.datetime().columnType('timestamptz'),
    claimedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type EmailDelivery = InferEntity<typeof EmailDelivery>;

export const messageIdFor = (eventId: string) => `<${eventId}@agency.notifications>`;
