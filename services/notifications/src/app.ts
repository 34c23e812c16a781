import { fileURLToPath } from 'node:url';
import { buildService, type Service, type ServiceContext } from '@agency/kit';
import type { NotificationsConfig } from './config.js';
import { migrations } from './migrations/0001-email-deliveries.js';
import { DeliveryWorker } from './modules/deliveries/delivery.worker.js';
import { EmailDelivery } from './modules/deliveries/email-delivery.entity.js';
import { smtpMailer } from './modules/deliveries/mailer.js';
import { inquiryEmailConsumer } from './modules/inquiries/inquiries.events.js';

export const contractFile = fileURLToPath(new URL('../../../openapi/notifications.yaml', import.meta.url));

/** The notifications service: consumes other services' events and e-mails about them. No API beyond health. */
export function buildNotificationsService(config: NotificationsConfig): Promise<Service<NotificationsConfig>> {
  // Consumers are built before workers, and each consumer's commit wakes the worker: share one.
  let worker: DeliveryWorker | undefined;
  let closeMailer: (() => void) | undefined;
  const deliveryWorker = ({ orm, log }: ServiceContext<NotificationsConfig>) => {
    if (!worker) {
      const mailer = smtpMailer(config.SMTP_URL);
      closeMailer = mailer.close;
      worker = new DeliveryWorker({
        orm,
        log,
        send: mailer.send,
        from: config.MAIL_FROM,
        pollMs: config.MAIL_POLL_MS,
        staleSendingMs: config.STALE_SENDING_MS,
        retryMaxMs: config.MAIL_RETRY_MAX_MS,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
      });
    }
    return worker;
  };

  return buildService({
    name: 'notifications',
    config,
    contractFile,
    entities: [EmailDelivery],
    migrations,
    consumers: (context) => [inquiryEmailConsumer(context, () => deliveryWorker(context).wake())],
    operations: () => ({}),
    workers: (context) => {
      const started = deliveryWorker(context);
      started.start();
      return [
        async () => {
          await started.stop();
          closeMailer?.();
        },
      ];
    },
  });
}
