import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeEach, expect, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl, testService } from '@agency/kit/testing';
import type { Envelope } from '@agency/contracts';
import type { EmailSent } from '@agency/contracts/events/notifications';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../tests/support/mail-catcher.js';
import { buildNotificationsService } from '../src/app.js';
import { loadNotificationsConfig } from '../src/config.js';
import { applicationEmailDurable } from '../src/modules/applications/applications.module.js';
import { contractSentDurable } from '../src/modules/contract-emails/contract-emails.module.js';
import type { DeliveryKind } from '../src/modules/deliveries/email-delivery.entity.js';
import { inquiryEmailDurable } from '../src/modules/inquiries/inquiries.module.js';
import { clientInvitationDurable } from '../src/modules/invitations/invitations.module.js';
import { passwordResetDurable } from '../src/modules/password-resets/password-resets.module.js';
import { teamInvitationDurable } from '../src/modules/team-invitations/team-invitations.module.js';
import { emailChangeDurable } from '../src/modules/email-changes/email-changes.module.js';
import { postPublishedDurable, postReturnedDurable } from '../src/modules/post-reviews/post-reviews.module.js';
import { milestoneDoneDurable } from '../src/modules/milestones/milestones.module.js';
import { paymentFailedDurable, subscriptionCancelledDurable, trialEndingDurable } from '../src/modules/billing/billing.module.js';
import {
  paymentFailedClientDurable,
  planSwitchedClientDurable,
  subscriptionCancelledClientDurable,
} from '../src/modules/client-billing/client-billing.module.js';
import {
  contactsEmailChangedDurable,
  contactsStepsDurable,
  contactsUpdatedDurable,
} from '../src/modules/billing/client-contacts.js';
import { unreadNudgeDurable } from '../src/modules/unread-nudges/unread-nudges.module.js';
import { signedContractDurable } from '../src/modules/signed-contract/signed-contract.module.js';
import {
  meetingCancelledDurable,
  meetingScheduledDurable,
  meetingUpdatedDurable,
} from '../src/modules/meetings/meetings.module.js';

export const notifications = { name: 'notifications', build: buildNotificationsService, loadConfig: loadNotificationsConfig };

export const teamEmail = 'team@maplebuilders.test';
/** The origin the e-mails' links name in these tests. */
export const publicOrigin = 'https://maple.example';
export const mailFrom = 'Maple Builders <no-reply@maplebuilders.test>';

/**
 * Waits for what the consumers and the sending worker do in the background, up to the bound the mail
 * catcher's waits use: on two busy cores a send can take well over Vitest's default second.
 */
export const eventually = <T>(check: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) =>
  vi.waitFor(check, { timeout: 20_000, interval: 50, ...options });

interface DeliveryRow {
  id: string;
  kind: DeliveryKind;
  status: string;
  attempts: number;
  lastError: string | null;
  messageId: string;
  toAddress: string;
  replyTo: string | null;
  recipientKey: string | null;
  reference: string | null;
  correlationId: string | null;
  sentAt: Date | null;
}

/** An event as its producer records it now: a new id, the producer named by the type's first word, the test's data. */
function recordedEvent<Data, Trace extends object = object>(type: string, data: Data, trace: Trace = {} as Trace) {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), source: type.split('.')[0], ...trace, data };
}

export function inquiryEvent(data: Record<string, unknown> = {}) {
  return recordedEvent('leads.inquiry.received.v1', {
    inquiryId: randomUUID(),
    situationType: 'declining-sales',
    name: 'Ada Lovelace',
    email: `ada.${randomUUID().slice(0, 8)}@example.com`,
    phone: '780-555-0101',
    preferredTime: 'afternoon',
    status: 'pending',
    createdAt: '2025-11-20T18:04:05.000Z',
    ...data,
  });
}

export function proposalEvent(data: Record<string, unknown> = {}, details: Record<string, unknown> = {}) {
  const email = `owner.${randomUUID().slice(0, 8)}@bakery.ca`;
  return inquiryEvent({
    situationType: 'proposal',
    name: 'Prairie Bakery',
    email,
    phone: '780-555-0123',
    preferredTime: 'soon',
    details: {
      businessName: 'Prairie Bakery',
      industry: 'retail',
      teamSize: '6-10',
      existingTech: 'A Square till and a Facebook page',
      projectScope: 'A website with online orders\nand a loyalty programme',
      timeline: 'soon',
      budget: '$5,000-$10,000',
      goals: 'Sell online before the holidays',
      challenges: '',
      ...details,
    },
    ...data,
  });
}

export function applicationEvent(data: Record<string, unknown> = {}) {
  return recordedEvent('leads.application.received.v1', {
    applicationId: randomUUID(),
    name: 'Mary Jackson',
    email: `mary.${randomUUID().slice(0, 8)}@ualberta.ca`,
    phone: '780-555-0177',
    university: 'University of Alberta',
    program: 'Computing Science',
    year: '3',
    experience: 'Ran the robotics club website.\nTutored first-year students.',
    availability: 'fall',
    interests: ['Web Development', 'Graphic Design'],
    motivation: 'I want to help local businesses grow.',
    status: 'pending',
    createdAt: '2025-11-20T18:04:05.000Z',
    ...data,
  });
}

const shortId = () => randomUUID().slice(0, 8);

/** An access code as onboarding made them before (they stay valid): `MB-` and 6 capital letters or digits. */
const accessCode = () => `MB-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** onboarding.client.invited.v1 for a new client (no earlier code), as from Add Client. */
export function invitationEvent(data: Record<string, unknown> = {}, code: Record<string, unknown> = {}) {
  return recordedEvent(
    'onboarding.client.invited.v1',
    {
      clientId: randomUUID(),
      businessName: 'Prairie Bakery',
      contactName: 'Jane Doe',
      email: `jane.${shortId()}@prairiebakery.ca`,
      package: 'growth',
      accessCode: { id: randomUUID(), code: accessCode(), expiresAt: '2026-12-20T18:04:05.000Z', ...code },
      revokedAccessCodeIds: [],
      invitedAt: '2026-11-20T18:04:05.000Z',
      ...data,
    },
    { correlationId: `req-${shortId()}`, causationId: null },
  );
}

/** onboarding.contract.sent.v1 as onboarding records it when a client sends its contract for signature. */
export function contractSentEvent(data: Record<string, unknown> = {}) {
  const text =
    'WEBSITE SERVICES AGREEMENT\n\nVersion 2026-11\n\n1. PROJECT SUMMARY\nBusiness: Prairie Bakery\nPackage: Growth Package ($39)';
  return recordedEvent(
    'onboarding.contract.sent.v1',
    {
      clientId: randomUUID(),
      contractId: randomUUID(),
      envelopeId: `envelope_${Date.now()}`,
      version: '2026-11',
      email: `jane.${shortId()}@prairiebakery.ca`,
      businessName: 'Prairie Bakery',
      contactName: 'Jane Doe',
      packageLabel: 'Growth Package ($39)',
      text,
      sha256: createHash('sha256').update(text).digest('hex'),
      sentAt: '2026-11-20T18:04:05.000Z',
      ...data,
    },
    { correlationId: `req-${shortId()}`, causationId: null },
  );
}

/** messaging.unread.nudged.v1 as messaging records it: two of the team's messages the client has not read. */
export function unreadNudgeEvent(data: Record<string, unknown> = {}) {
  return recordedEvent(
    'messaging.unread.nudged.v1',
    {
      clientId: randomUUID(),
      recipient: 'client',
      unreadCount: 2,
      oldestUnreadAt: '2026-11-20T18:04:05.000Z',
      upToSeq: 42,
      clientEmail: `jane.${shortId()}@prairiebakery.ca`,
      contactName: 'Jane Doe',
      businessName: 'Prairie Bakery',
      ...data,
    },
    { correlationId: `nudge-${shortId()}`, causationId: null },
  );
}

/** A messaging.meeting.<change>.v1 event as messaging records it: a client's booked call, moved or cancelled. */
export function meetingEvent(change: 'scheduled' | 'updated' | 'cancelled', data: Record<string, unknown> = {}) {
  const meeting = {
    meetingId: randomUUID(),
    clientId: randomUUID(),
    title: 'Scheduled Call',
    description: null,
    scheduledAt: '2026-12-01T16:30:00.000Z',
    durationMinutes: 30,
    status: change === 'cancelled' ? 'cancelled' : 'scheduled',
    createdAt: '2026-11-26T10:00:00.000Z',
    videoUrl: null,
    bookedBy: 'client',
    hostId: randomUUID(),
    sequence: change === 'scheduled' ? 0 : 1,
    clientEmail: `jane.${shortId()}@prairiebakery.ca`,
    contactName: 'Jane Doe',
    businessName: 'Prairie Bakery',
  };
  const own =
    change === 'updated'
      ? {
          before: { title: 'Scheduled Call', scheduledAt: '2026-11-30T16:30:00.000Z', durationMinutes: 30, videoUrl: null },
          updatedAt: '2026-11-26T11:00:00.000Z',
        }
      : change === 'cancelled'
        ? { cancelledAt: '2026-11-26T12:00:00.000Z' }
        : {};
  return recordedEvent(
    `messaging.meeting.${change}.v1`,
    { ...meeting, ...own, ...data },
    {
      correlationId: `meeting-${shortId()}`,
      causationId: null,
      actor: { kind: 'team', id: randomUUID(), name: 'Morgan Mentor', role: 'admin' },
    },
  );
}

/** identity.password-reset.requested.v1 with a 60-minute token, as identity records it. */
export function passwordResetEvent(data: Record<string, unknown> = {}) {
  return recordedEvent(
    'identity.password-reset.requested.v1',
    {
      userId: randomUUID(),
      email: `jane.${shortId()}@prairiebakery.ca`,
      resetUrl: `${publicOrigin}/reset-password#type=recovery&token=${randomUUID().replace(/-/g, '')}`,
      expiresAt: '2026-11-20T19:04:05.000Z',
      requestedAt: '2026-11-20T18:04:05.000Z',
      ...data,
    },
    { correlationId: `req-${shortId()}`, causationId: null },
  );
}

/** identity.team-invitation.sent.v1 for a new member, with a 7-day link, as identity records it. */
export function teamInvitationEvent(data: Record<string, unknown> = {}) {
  return recordedEvent(
    'identity.team-invitation.sent.v1',
    {
      invitationId: randomUUID(),
      email: `sam.${shortId()}@students.example`,
      name: 'Sam Student',
      role: 'member',
      resent: false,
      invitedByName: 'Morgan Mentor',
      acceptUrl: `${publicOrigin}/team/invitation#token=${randomUUID().replace(/-/g, '')}`,
      expiresAt: '2026-11-27T18:04:05.000Z',
      sentAt: '2026-11-20T18:04:05.000Z',
      ...data,
    },
    {
      correlationId: `req-${shortId()}`,
      causationId: null,
      actor: { kind: 'team', id: randomUUID(), name: 'Morgan Mentor', role: 'admin' },
    },
  );
}

/** identity.sign-in.throttled.v1 with a 60-minute reset link, as identity records it. */
export function signInThrottledEvent(data: Record<string, unknown> = {}) {
  return recordedEvent(
    'identity.sign-in.throttled.v1',
    {
      userId: randomUUID(),
      email: `jane.${shortId()}@prairiebakery.ca`,
      failedSignIns: 100,
      windowSeconds: 3600,
      resetUrl: `${publicOrigin}/reset-password#type=recovery&token=${randomUUID().replace(/-/g, '')}`,
      expiresAt: '2026-11-20T19:04:05.000Z',
      throttledAt: '2026-11-20T18:04:05.000Z',
      ...data,
    },
    { correlationId: `req-${shortId()}`, causationId: null },
  );
}

/** The mentor and the student of the review e-mails' events. */
export const mentor = { kind: 'team', id: randomUUID(), name: 'Morgan Mentor', role: 'admin' } as const;
export const student = { kind: 'team', id: randomUUID(), name: 'Sam Student', role: 'member' } as const;

function postEvent<Data extends Record<string, unknown>>(type: string, actor: object, data: Data) {
  return recordedEvent(
    type,
    {
      postId: randomUUID(),
      slug: 'five-ways-to-win-the-map',
      title: 'Five ways to win the map',
      occurredBy: actor === mentor ? mentor.id : student.id,
      ...data,
    },
    { correlationId: `req-${shortId()}`, causationId: null, actor },
  );
}

/** A mentor sent a student's post back with a comment. */
export const postReturnedEvent = (data: Record<string, unknown> = {}) =>
  postEvent('content.post.returned.v1', mentor, {
    published: false,
    revision: false,
    authorUserId: student.id,
    authorEmail: `sam.${shortId()}@maplebuilders.ca`,
    comment: 'Lovely start.\nAdd a closing paragraph with one thing a shop owner can do today.',
    ...data,
  });

/** A mentor published a student's post. */
export const postPublishedEvent = (data: Record<string, unknown> = {}, actor: object = mentor) =>
  postEvent('content.post.published.v1', actor, {
    published: true,
    publishedAt: '2026-11-20T18:04:05.000Z',
    authorUserId: student.id,
    authorEmail: `sam.${shortId()}@maplebuilders.ca`,
    ...data,
  });

/**
 * The notifications service on fresh databases and streams, sending to a mail catcher of its own
 * (emptied before each test), a publisher on the streams it consumes, and a reader of the stream it produces.
 */
export async function notificationsTestService(env: Record<string, string> = {}) {
  let catcher: MailCatcher = await startMailCatcher();
  const smtpPort = catcher.smtpPort;
  const t = await testService(notifications, {
    afterAll,
    env: {
      SMTP_URL: catcher.smtpUrl,
      TEAM_EMAIL: teamEmail,
      MAIL_FROM: mailFrom,
      MAIL_RETRY_MAX_MS: '1000',
      MAIL_POLL_MS: '200',
      PUBLIC_ORIGIN: publicOrigin,
      ...env,
    },
  });
  const nc = await connect({ servers: testNatsUrl });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const consumers = [
    { stream: `${t.namespace}_LEADS`, durable: inquiryEmailDurable },
    { stream: `${t.namespace}_LEADS`, durable: applicationEmailDurable },
    { stream: `${t.namespace}_ONBOARDING`, durable: clientInvitationDurable },
    { stream: `${t.namespace}_IDENTITY`, durable: passwordResetDurable },
    { stream: `${t.namespace}_IDENTITY`, durable: teamInvitationDurable },
    { stream: `${t.namespace}_ONBOARDING`, durable: contractSentDurable },
    { stream: `${t.namespace}_MESSAGING`, durable: unreadNudgeDurable },
    { stream: `${t.namespace}_MESSAGING`, durable: meetingScheduledDurable },
    { stream: `${t.namespace}_MESSAGING`, durable: meetingUpdatedDurable },
    { stream: `${t.namespace}_MESSAGING`, durable: meetingCancelledDurable },
    { stream: `${t.namespace}_IDENTITY`, durable: emailChangeDurable },
    { stream: `${t.namespace}_CONTENT`, durable: postReturnedDurable },
    { stream: `${t.namespace}_CONTENT`, durable: postPublishedDurable },
    { stream: `${t.namespace}_ONBOARDING`, durable: milestoneDoneDurable },
    { stream: `${t.namespace}_PAYMENTS`, durable: paymentFailedDurable },
    { stream: `${t.namespace}_PAYMENTS`, durable: subscriptionCancelledDurable },
    { stream: `${t.namespace}_PAYMENTS`, durable: trialEndingDurable },
    { stream: `${t.namespace}_PAYMENTS`, durable: paymentFailedClientDurable },
    { stream: `${t.namespace}_PAYMENTS`, durable: subscriptionCancelledClientDurable },
    { stream: `${t.namespace}_PAYMENTS`, durable: planSwitchedClientDurable },
    { stream: `${t.namespace}_ONBOARDING`, durable: signedContractDurable },
    { stream: `${t.namespace}_ONBOARDING`, durable: contactsStepsDurable },
    { stream: `${t.namespace}_ONBOARDING`, durable: contactsUpdatedDurable },
    { stream: `${t.namespace}_IDENTITY`, durable: contactsEmailChangedDurable },
  ];
  const sentStream = `${t.namespace}_NOTIFICATIONS`;
  afterAll(async () => {
    await nc.close();
    await catcher.close();
  });
  beforeEach(() => catcher.clear());

  const mail = {
    /** The catcher that is listening now (a test may stop it and start another on the same port). */
    get catcher() {
      return catcher;
    },
    stop: () => catcher.close(),
    restart: async () => {
      catcher = await startMailCatcher({ smtpPort });
    },
    /** The Message-ID of an event's e-mail of one kind (the team's e-mail about an inquiry unless told). */
    messageIdOf: (eventId: string, kind: DeliveryKind = 'inquiry.team') => `<${eventId}.${kind}@agency.notifications>`,
    for: (eventId: string, kind?: DeliveryKind): CaughtMail[] =>
      catcher.messages().filter((m) => m.messageId === mail.messageIdOf(eventId, kind)),
    /** Every e-mail of this event that has arrived. */
    allFor: (eventId: string): CaughtMail[] => catcher.messages().filter((m) => m.messageId.startsWith(`<${eventId}.`)),
    waitFor: (eventId: string, kind?: DeliveryKind, timeoutMs = 20_000) =>
      catcher.waitFor((m) => m.messageId === mail.messageIdOf(eventId, kind), timeoutMs),
  };

  /**
   * Publishes an event on its subject (an inquiry's when the payload names no type), under a fresh
   * Nats-Msg-Id unless told otherwise, so the broker never dedupes a repeat.
   */
  const publish = (payload: unknown, msgID = randomUUID()) => {
    const type = (payload as { type?: unknown } | null)?.type;
    const subject = `${t.namespace}.${typeof type === 'string' ? type : 'leads.inquiry.received.v1'}`;
    return js.publish(subject, typeof payload === 'string' ? payload : JSON.stringify(payload), { msgID });
  };

  /** Waits until every consumer has taken and settled everything on its stream. */
  async function consumerCaughtUp(): Promise<void> {
    await vi.waitFor(
      async () => {
        for (const { stream, durable } of consumers) {
          const info = await jsm.consumers.info(stream, durable);
          expect(info.num_pending + info.num_ack_pending).toBe(0);
        }
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  /**
   * Delivers an event that was handled already twice more, waits until every consumer has settled it, and
   * expects that to have added nothing: `emails` deliveries and e-mails, and one inbox row of each `durable`.
   */
  async function expectRedeliveryAddsNothing(
    event: { id: string },
    durable: string | readonly string[],
    emails: number,
  ): Promise<void> {
    await publish(event);
    await publish(event);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveriesFor(event.id)).toHaveLength(emails);
    expect(mail.allFor(event.id)).toHaveLength(emails);
    const inbox = await t.sql<{ consumer: string }>(
      'SELECT consumer FROM inbox_events WHERE event_id = :eventId ORDER BY consumer',
      { eventId: event.id },
    );
    expect(inbox).toEqual(
      [durable]
        .flat()
        .sort()
        .map((consumer) => ({ consumer })),
    );
  }

  const deliveriesFor = (eventId: string) =>
    t.sql<DeliveryRow>(
      `SELECT id, kind, status, attempts, last_error, message_id, to_address, reply_to, recipient_key, reference,
              correlation_id, sent_at
       FROM email_deliveries WHERE event_id = :eventId ORDER BY kind`,
      { eventId },
    );

  /** A client's account chose `timeZone` on its Account page (identity's event), applied here before it returns. */
  async function clientChoseZone(clientId: string, timeZone: string): Promise<void> {
    const userId = randomUUID();
    await publish({
      id: randomUUID(),
      type: 'identity.account.time-zone-changed.v1',
      occurredAt: '2026-11-20T10:00:00.000Z',
      source: 'identity',
      correlationId: `req-${userId.slice(0, 8)}`,
      causationId: null,
      actor: { kind: 'client', id: clientId, userId },
      data: { userId, clientId, timeZone, changedAt: '2026-11-20T10:00:00.000Z' },
    });
    await eventually(async () =>
      expect(await t.sql('SELECT time_zone FROM account_time_zones WHERE user_id = :userId', { userId })).toEqual([{ timeZone }]),
    );
  }

  /** The text and HTML a delivery row keeps of its e-mail. */
  const storedBodyOf = async (eventId: string, kind: DeliveryKind) =>
    (
      await t.sql<{ textBody: string; htmlBody: string | null }>(
        'SELECT text_body, html_body FROM email_deliveries WHERE event_id = :eventId AND kind = :kind',
        { eventId, kind },
      )
    )[0];

  /** Every notifications.email.sent.v1 on the service's NOTIFICATIONS stream so far, oldest first. */
  async function sentEvents(): Promise<Array<Envelope<EmailSent>>> {
    const { state } = await jsm.streams.info(sentStream);
    const events: Array<Envelope<EmailSent>> = [];
    if (state.messages === 0) return events;
    for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
      const message = await jsm.streams.getMessage(sentStream, { seq });
      if (message) events.push(message.json<Envelope<EmailSent>>());
    }
    return events;
  }

  /** The email.sent events of one delivery: exactly one once it is sent, none for one never sent. */
  const sentEventsOf = async (deliveryId: string) => (await sentEvents()).filter((event) => event.data.deliveryId === deliveryId);

  return {
    ...t,
    mail,
    publish,
    consumerCaughtUp,
    expectRedeliveryAddsNothing,
    deliveriesFor,
    storedBodyOf,
    sentEvents,
    sentEventsOf,
    clientChoseZone,
  };
}
