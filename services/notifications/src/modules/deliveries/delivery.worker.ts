import {
  doublingDelayMs,
  execute,
  faultPoint,
  queryRow,
  recordEvent,
  WakeableLoop,
  withCorrelation,
  type Orm,
  type OutboxRelay,
} from '@agency/kit';
import { notificationsEvents } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { credentialKinds } from './email-delivery.entity.js';
import type { EmailAttachment } from './email-text.js';
import type { ReachSmtp, SendMail } from './mailer.js';

export interface DeliveryWorkerOptions {
  orm: Orm;
  /** Publishes the notifications.email.sent.v1 events the worker records; woken after each. */
  relay: OutboxRelay;
  log: FastifyBaseLogger;
  send: SendMail;
  /**
   * Reaches the SMTP server without sending, to learn that it is back after it could not be reached; without it,
   * rows held back are due again only once a send gets through.
   */
  reach?: ReachSmtp;
  from: string;
  /** How often to look for due mail when nothing has woken the worker. */
  pollMs: number;
  /** How long a claimed ('sending') row is left alone before it counts as abandoned by a crash. */
  staleSendingMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

interface ClaimedDelivery {
  id: string;
  eventId: string;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachment: EmailAttachment | null;
  attempts: number;
  messageId: string;
  reference: string | null;
  correlationId: string | null;
}

/** SMTP's own verdict that retrying cannot help: the message or its recipients were refused (5xx). */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * The SMTP server could not be reached at all (refused, reset, unknown, silent before its greeting): a fault of the
 * server's or the network's, not of the message, and over as soon as the server answers again.
 */
function isUnreachable(error: unknown): boolean {
  const { code, command } = error as { code?: string; command?: string };
  return command === 'CONN' || code === 'EDNS';
}

/**
 * The rows already tried and waiting, due again once the server answers: after it could not be reached, that is why
 * they wait (one waiting after a 4xx is tried early, once).
 */
const dueAgainSql = `UPDATE email_deliveries SET next_attempt_at = now()
  WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > now()`;

/**
 * Sends the e-mails the consumers recorded. A row is claimed with FOR UPDATE SKIP LOCKED and
 * marked 'sending' with a lease (next_attempt_at), so replicas never send the same row at the
 * same time; it is marked 'sent' after the SMTP server accepted it. A crash between the two
 * leaves it 'sending' until the lease runs out, then it is sent again with the same Message-ID:
 * SMTP delivery is at-least-once. The `notifications.email.sent.v1` event is recorded in the
 * outbox by the transaction that marks the row sent, and only by the one that changes it to
 * 'sent': once per sent delivery, however often the mail itself went out.
 */
export class DeliveryWorker {
  private readonly loop: WakeableLoop;
  /**
   * Whether rows may be waiting out a back-off set while the SMTP server could not be reached: after a refused
   * connection, and at start (an earlier run may have left some). The first contact with the server then makes
   * them due at once, so mail goes out within a round of the server coming up, not after the rows' back-off
   * (which doubles to MAIL_RETRY_MAX_MS: minutes after a few refusals, as when the server starts after us).
   */
  private heldBack = true;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.loop = new WakeableLoop(() => this.drain(), {
      pollMs: options.pollMs,
      backoffMs: () => Math.max(options.pollMs, 2000),
      onError: (error) => options.log.warn({ err: error }, 'delivery worker could not reach its database; will retry'),
    });
  }

  start(): void {
    this.loop.wake();
  }

  /** Called after a commit that recorded a delivery, so it goes out at once. */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Sends due mail one message at a time until none is due or the SMTP server fails. With none due while rows may
   * be held back, it reaches for the server (each round, MAIL_POLL_MS or a wake) to learn that it is back.
   */
  private async drain(): Promise<void> {
    while (!this.loop.isStopped) {
      const delivery = await this.claim();
      if (!delivery) {
        if (!this.heldBack || !(await this.reached())) return;
        continue;
      }
      if (!(await this.deliver(delivery))) return;
    }
  }

  /** Whether the SMTP server answers; if so, the rows it held back are due again. */
  private async reached(): Promise<boolean> {
    if (!this.options.reach) return false;
    try {
      await this.options.reach();
    } catch (error) {
      this.options.log.debug({ err: error }, 'SMTP server not reachable yet');
      return false;
    }
    await this.releaseHeldBack();
    return true;
  }

  private async releaseHeldBack(): Promise<void> {
    const { rowCount } = await execute(this.options.orm, dueAgainSql);
    this.heldBack = false;
    if (rowCount > 0) this.options.log.info({ deliveries: rowCount }, 'SMTP server reached; e-mails held back are due again');
  }

  private claim(): Promise<ClaimedDelivery | undefined> {
    return queryRow<ClaimedDelivery>(
      this.options.orm,
      `UPDATE email_deliveries
         SET status = 'sending', attempts = attempts + 1, claimed_at = now(),
             next_attempt_at = now() + :leaseMs * interval '1 millisecond'
       WHERE id = (
         SELECT id FROM email_deliveries
         WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
         ORDER BY next_attempt_at, created_at
         LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, event_id, kind, to_address, reply_to, subject, text_body, html_body, attachment, attempts, message_id,
                 reference, correlation_id`,
      { leaseMs: this.options.staleSendingMs },
    );
  }

  /** Returns false when the SMTP server failed, so the worker backs off instead of trying the next row. */
  private async deliver(delivery: ClaimedDelivery): Promise<boolean> {
    const { log, send, from } = this.options;
    try {
      await send({
        from,
        to: delivery.toAddress,
        replyTo: delivery.replyTo ?? undefined,
        subject: delivery.subject,
        text: delivery.textBody,
        html: delivery.htmlBody ?? undefined,
        attachments: delivery.attachment ? [delivery.attachment] : undefined,
        messageId: delivery.messageId,
      });
    } catch (error) {
      if (isUnreachable(error)) this.heldBack = true;
      const permanent = isPermanent(error) || delivery.attempts >= this.options.maxAttempts;
      const delay = doublingDelayMs(delivery.attempts, 1000, this.options.retryMaxMs);
      // Only while the row is still this claim's: a worker whose lease ran out while it waited on SMTP
      // must not undo what the worker that took the row over did (mark it sent, above all).
      const { rowCount } = await execute(
        this.options.orm,
        `UPDATE email_deliveries
           SET status = :status, last_error = :error, claimed_at = NULL, next_attempt_at = now() + :delayMs * interval '1 millisecond'
         WHERE id = :id AND status = 'sending' AND attempts = :attempts`,
        {
          status: permanent ? 'failed' : 'pending',
          error: String(error).slice(0, 500),
          delayMs: delay,
          id: delivery.id,
          attempts: delivery.attempts,
        },
      );
      const outcome =
        rowCount === 0
          ? 'e-mail not sent; another worker had taken the row over'
          : permanent
            ? 'e-mail could not be delivered; marked failed'
            : 'e-mail not sent; will retry';
      log.warn(
        {
          err: error,
          deliveryId: delivery.id,
          eventId: delivery.eventId,
          attempts: delivery.attempts,
          retryInMs: permanent || rowCount === 0 ? undefined : delay,
        },
        outcome,
      );
      return false;
    }
    faultPoint('mail:after-send');
    const marked = await this.markSent(delivery);
    if (marked) {
      faultPoint('outbox:after-commit');
      this.options.relay.wake();
    }
    log.info(
      { deliveryId: delivery.id, eventId: delivery.eventId, kind: delivery.kind, messageId: delivery.messageId },
      marked ? 'e-mail sent' : 'e-mail sent again; it was already marked sent',
    );
    if (this.heldBack) await this.releaseHeldBack();
    return true;
  }

  /**
   * Marks the row sent and records its `notifications.email.sent.v1` in one transaction, unless the
   * row is already sent (another worker took it over when this one's lease ran out, and got there
   * first): then nothing is recorded, so the event goes out once per delivery. The event shares the
   * correlation of the event that asked for the e-mail and names it as its cause. The text of an e-mail that
   * carried a credential is blanked as it is marked: once sent, it is never needed again.
   */
  private markSent(delivery: ClaimedDelivery): Promise<boolean> {
    const correlation = { correlationId: delivery.correlationId ?? delivery.eventId, causationId: delivery.eventId };
    return withCorrelation(correlation, () =>
      this.options.orm.em.fork().transactional(async (em) => {
        const sent = await queryRow<{ sentAt: string }>(
          em,
          `UPDATE email_deliveries SET status = 'sent', sent_at = now(), last_error = NULL, claimed_at = NULL,
                  text_body = CASE WHEN kind = ANY(:credentialKinds::text[]) THEN '' ELSE text_body END,
                  html_body = CASE WHEN kind = ANY(:credentialKinds::text[]) THEN NULL ELSE html_body END
             WHERE id = :id AND status IN ('sending', 'pending', 'failed') RETURNING sent_at`,
          { credentialKinds, id: delivery.id },
        );
        if (!sent) return false;
        recordEvent(em, 'notifications', notificationsEvents.emailSent, {
          deliveryId: delivery.id,
          kind: delivery.kind,
          reference: delivery.reference,
          to: delivery.toAddress,
          sentAt: new Date(sent.sentAt).toISOString(),
        });
        return true;
      }),
    );
  }
}
