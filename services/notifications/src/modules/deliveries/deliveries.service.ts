import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { currentCorrelation, queryRow } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { EmailDelivery, messageIdFor, type DeliveryKind, type DeliveryStatus } from './email-delivery.entity.js';
import { clipped, emailAddress, type EmailText } from './email-text.js';

interface Recorded {
  eventId: string;
  kind: DeliveryKind;
  reference: string | null;
  toAddress: string;
  replyTo: string | null;
  mail: EmailText;
  status: DeliveryStatus;
  recipientKey: string | null;
  lastError: string | null;
  createdAt: Date;
}

function record(em: EntityManager, delivery: Recorded): void {
  const { mail, ...columns } = delivery;
  em.create(EmailDelivery, {
    ...columns,
    id: randomUUID(),
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: null,
    attachment: mail.attachment ?? null,
    attempts: 0,
    messageId: messageIdFor(delivery.eventId, delivery.kind),
    // The consumer runs in the event's correlation; the email.sent event keeps it.
    correlationId: currentCorrelation()?.correlationId ?? null,
    nextAttemptAt: new Date(),
    claimedAt: null,
    sentAt: null,
  });
}

/** Records an e-mail to the team, to be sent by the worker. The team's e-mails are never capped. */
export function recordTeamEmail(
  em: EntityManager,
  delivery: { eventId: string; kind: DeliveryKind; to: string; replyTo: string | null; mail: EmailText },
): void {
  const { to, ...rest } = delivery;
  record(em, {
    ...rest,
    reference: null,
    toAddress: to,
    status: 'pending',
    recipientKey: null,
    lastError: null,
    createdAt: new Date(),
  });
}

/**
 * An address as the hourly cap counts it: lower case, and without a `+tag`, which most mail
 * providers deliver to the same mailbox as the bare address.
 */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${address.slice(at + 1).toLowerCase()}`;
}

export interface CappedEmailOptions {
  eventId: string;
  kind: DeliveryKind;
  /** What the e-mail is about for the service that asked for it (see email.sent); null when nothing. */
  reference?: string | null;
  /** The recipient's address, as the event carries it. */
  to: string;
  replyTo: string;
  mail: EmailText;
  /** Capped e-mails one recipient may get in any hour (CONFIRMATION_CAP_PER_HOUR, unless the kind has its own). */
  capPerHour: number;
  log: FastifyBaseLogger;
}

/**
 * The kinds counted together against one recipient's hourly cap. Each family has its own budget, so what
 * anyone can set off from a public form (confirmations) never uses up an address's password resets or the
 * invitations the team sends it.
 */
const capFamilies: readonly (readonly DeliveryKind[])[] = [
  ['inquiry.confirmation', 'application.confirmation'],
  ['password.reset'],
  ['sign-in.throttled'],
  ['client.invitation'],
  ['team.invitation'],
  ['contract.sent'],
  ['unread.client'],
  ['meeting.scheduled', 'meeting.updated', 'meeting.cancelled'],
];
const capFamilyOf = (kind: DeliveryKind): readonly DeliveryKind[] =>
  capFamilies.find((family) => family.includes(kind)) ?? [kind];

// Two-key advisory locks live apart from the one-key ones the kit and migrations take.
const capLockSql = "SELECT pg_advisory_xact_lock(hashtext('email-confirmation-cap'), hashtext(:key))";

// In the database's clock, so replicas whose clocks differ count the same hour.
const recentSql = `
  SELECT count(*)::int AS recent, now() AS now FROM email_deliveries
  WHERE recipient_key = :key AND kind = ANY(:family::text[]) AND status <> 'suppressed'
    AND created_at > now() - interval '1 hour'`;

/**
 * Records an e-mail to an address that came from outside the team (a confirmation to whoever sent
 * something, a client's invitation, contract or unread-messages reminder, a password reset), unless that recipient already had `capPerHour`
 * e-mails of the same family (see capFamilies) in the last hour, or the address is not one e-mail address: then the row
 * is kept with status 'suppressed' and the reason in `last_error`, and the worker never sends it. A lock
 * on the recipient, held until the transaction ends, makes events for one address take their turn, so
 * concurrent events (on other consumers or replicas) cannot all slip under the cap.
 */
export async function recordCappedEmail(em: EntityManager, options: CappedEmailOptions): Promise<DeliveryStatus> {
  const { eventId, kind, replyTo, mail, capPerHour, log } = options;
  const reference = options.reference ?? null;
  const address = emailAddress(options.to);
  if (address === null) {
    const reason = 'not one e-mail address';
    record(em, {
      eventId,
      kind,
      reference,
      toAddress: clipped(options.to, 254) || '(none)',
      replyTo,
      mail,
      status: 'suppressed',
      recipientKey: null,
      lastError: reason,
      createdAt: new Date(),
    });
    log.warn({ kind, reason }, 'e-mail suppressed');
    return 'suppressed';
  }

  const key = recipientKey(address);
  await queryRow(em, capLockSql, { key });
  const recent = await queryRow<{ recent: number; now: string }>(em, recentSql, { key, family: capFamilyOf(kind) });
  const overCap = (recent?.recent ?? 0) >= capPerHour;
  const status: DeliveryStatus = overCap ? 'suppressed' : 'pending';
  const reason = `over the cap of ${capPerHour} e-mails per address and hour`;
  record(em, {
    eventId,
    kind,
    reference,
    toAddress: address,
    replyTo,
    mail,
    status,
    recipientKey: key,
    lastError: overCap ? reason : null,
    createdAt: recent ? new Date(recent.now) : new Date(),
  });
  // Written before the lock is let go at commit, and before any later count in this transaction.
  await em.flush();
  if (overCap) log.warn({ kind, reason }, 'e-mail suppressed');
  return status;
}
