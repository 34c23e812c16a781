import type { EntityManager } from '@mikro-orm/core';
import { consumer } from '@agency/kit';
import type { Envelope, EventDefinition } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsConfig } from '../../config.js';
import { notificationsContract } from '../../contract.js';
import { recordCappedEmail, recordTeamEmail } from './deliveries.service.js';
import type { EmailDeliveries } from './deliveries.module.js';
import type { DeliveryKind, DeliveryStatus } from './email-delivery.entity.js';
import type { EmailText } from './email-text.js';

/** How a kind records the e-mails one event calls for: the event's id, the team's address and the cap are filled in. */
export interface EventMail {
  /** An e-mail to the team (TEAM_EMAIL, or `to`: one member's own address), never capped. */
  toTeam(email: { kind: DeliveryKind; replyTo: string | null; mail: EmailText; to?: string }): void;
  /** An e-mail to an address from outside the team, within its hourly cap; the team is its Reply-To. */
  toRecipient(email: {
    kind: DeliveryKind;
    reference?: string;
    to: string;
    mail: EmailText;
    /** The kind's own hourly cap, instead of CONFIRMATION_CAP_PER_HOUR. */
    capPerHour?: number;
  }): Promise<DeliveryStatus>;
}

/** One kind of e-mail: the event that calls for it, and what it records. */
export interface EmailKind<Data> {
  /** The module's name. */
  name: string;
  /** Its durable consumer, `notifications--<purpose>`. */
  durable: string;
  event: EventDefinition<Data>;
  /** `em` is the transaction of the event's inbox row, for a kind that reads what the service keeps (a client's address). */
  record: (mail: EventMail, event: Envelope<Data>, config: NotificationsConfig, em: EntityManager) => void | Promise<void>;
}

function eventMail(em: EntityManager, eventId: string, config: NotificationsConfig, log: FastifyBaseLogger): EventMail {
  return {
    toTeam: ({ kind, replyTo, mail, to }) => recordTeamEmail(em, { eventId, kind, to: to ?? config.TEAM_EMAIL, replyTo, mail }),
    toRecipient: ({ capPerHour, ...email }) =>
      recordCappedEmail(em, {
        ...email,
        eventId,
        replyTo: config.TEAM_EMAIL,
        capPerHour: capPerHour ?? config.CONFIRMATION_CAP_PER_HOUR,
        log,
      }),
  };
}

/**
 * A kind of e-mail as a module of its own: a consumer of its event that records the e-mails in the
 * transaction of the event's inbox row, so a redelivered event adds nothing, then wakes the delivery
 * worker. Sending is the worker's job.
 */
export function emailModule<Data>(kind: EmailKind<Data>) {
  return (deliveries: EmailDeliveries) =>
    notificationsContract.module({
      name: kind.name,
      setup: ({ config }) => ({
        consumers: [
          consumer({
            durable: kind.durable,
            event: kind.event,
            afterCommit: deliveries.wake,
            handle: async (em, event, log) => kind.record(eventMail(em, event.id, config, log), event, config, em),
          }),
        ],
      }),
    });
}
