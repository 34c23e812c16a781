import type { ServiceModule } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/notifications';
import type { NotificationsConfig } from '../../config.js';
import { notificationsContract } from '../../contract.js';
import { DeliveryWorker } from './delivery.worker.js';
import { smtpMailer } from './mailer.js';

/** The module that sends the e-mails, and how the e-mail kinds' modules tell it there are new ones. */
export interface EmailDeliveries {
  module: ServiceModule<operations, NotificationsConfig>;
  /** Wakes the worker (after a commit that recorded e-mails); nothing before the service is set up. */
  wake: () => void;
}

/**
 * E-mail delivery: one worker sends the e-mails the kinds' consumers record and records each one's
 * notifications.email.sent.v1. It is built once, when the service sets the module up; each e-mail kind's
 * consumer wakes it after its commit.
 */
export function deliveriesModule(): EmailDeliveries {
  let worker: DeliveryWorker | undefined;
  const module = notificationsContract.module({
    name: 'deliveries',
    setup: ({ orm, relay, log, config }) => {
      const mailer = smtpMailer(config.SMTP_URL);
      const sender = new DeliveryWorker({
        orm,
        relay,
        log,
        send: mailer.send,
        reach: mailer.reach,
        from: config.MAIL_FROM,
        pollMs: config.MAIL_POLL_MS,
        staleSendingMs: config.STALE_SENDING_MS,
        retryMaxMs: config.MAIL_RETRY_MAX_MS,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
      });
      worker = sender;
      return {
        workers: [
          {
            start: () => sender.start(),
            stop: async () => {
              await sender.stop();
              mailer.close();
            },
          },
        ],
      };
    },
  });
  return { module, wake: () => worker?.wake() };
}
