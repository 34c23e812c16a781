import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EmailAttachment } from './email-text.js';

/** 'suppressed': an e-mail kept for the record but never sent (over its recipient's hourly cap, or no one address). */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed', 'suppressed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** What an e-mail is: the event's area, then who or what it is for. An event owes at most one e-mail of each kind. */
export const deliveryKinds = [
  'inquiry.team',
  'inquiry.confirmation',
  'application.team',
  'application.confirmation',
  'client.invitation',
  'password.reset',
  'sign-in.throttled',
  'contract.sent',
  'unread.client',
  'unread.team',
  'team.invitation',
  'email-change.confirm',
  'email-change.notice',
  'email-change.address-taken',
  'post.returned',
  'post.published',
  'meeting.scheduled',
  'meeting.updated',
  'meeting.cancelled',
  // The same, to the call's teammate (or the team's inbox) when the client booked, moved or cancelled it.
  'meeting.scheduled.team',
  'meeting.updated.team',
  'meeting.cancelled.team',
  'client.reminder',
  'milestone.done',
  'invoice.payment-failed',
  'subscription.cancelled',
  'trial.ending',
  'invoice.payment-failed.client',
  'subscription.cancelled.client',
  'subscription.switched',
  'contract.signed',
] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/**
 * The kinds whose text carries a credential: the invitation's access code, the reset link's token (in a reset
 * e-mail and in a sign-in warning), the team invitation link's token. Their stored text is blanked once the e-mail is sent, so the log does not
 * keep a way into an account.
 */
export const credentialKinds: readonly DeliveryKind[] = [
  'client.invitation',
  // A reminder to register carries the client's access code.
  'client.reminder',
  'password.reset',
  'sign-in.throttled',
  'team.invitation',
  'email-change.confirm',
];

/**
 * One e-mail this service owes someone, written in the same transaction as the inbox row of the
 * event that asked for it; the delivery worker sends it later. Its log is the service's only data.
 */
export const EmailDelivery = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_deliveries',
  uniques: [{ name: 'email_deliveries_event_kind', properties: ['eventId', 'kind'] }],
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid(),
    kind: p.string().$type<DeliveryKind>(),
    toAddress: p.string(),
    replyTo: p.string().nullable(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    /** A file sent with the e-mail (a meeting's `.ics`): `{ filename, contentType, content }`. */
    attachment: p.json<EmailAttachment>().nullable(),
    status: p.string().$type<DeliveryStatus>(),
    attempts: p.integer(),
    lastError: p.text().nullable(),
    /** Derived from the event id and kind, so a resend after a crash is recognisably the same mail. */
    messageId: p.string(),
    /** The recipient as the hourly cap counts it (see recipientKey); null for e-mails that are never capped. */
    recipientKey: p.string().nullable(),
    /** What the e-mail is about for the service that asked for it, e.g. `access-code:<id>`; sent on in email.sent. */
    reference: p.string().nullable(),
    /** The correlation id of the event that asked for the e-mail, which its email.sent event keeps. */
    correlationId: p.string().nullable(),
    nextAttemptAt: p.datetime().columnType('timestamptz'),
    claimedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type EmailDelivery = InferEntity<typeof EmailDelivery>;

/** The Message-ID of an event's e-mail of one kind: the same on every attempt, different for each kind. */
export const messageIdFor = (eventId: string, kind: DeliveryKind) => `<${eventId}.${kind}@agency.notifications>`;
