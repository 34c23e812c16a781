import { notificationsContract } from '../../contract.js';
import { applicationEmailConsumer } from '../applications/applications.events.js';
import { inquiryEmailConsumer } from '../inquiries/inquiries.events.js';
import { DeliveryWorker } from './delivery.worker.js';
import { smtpMailer } from './mailer.js';

/**
 * E-mail delivery: consumers record the e-mails events call for, one worker sends them. The worker
 * is built once here and each consumer's commit wakes it.
 */
export const deliveriesModule = notificationsContract.module({
  name: 'deliveries',
  setup: (context) => {
    const { orm, log, config } = context;
    const mailer = smtpMailer(config.SMTP_URL);
    const worker = new DeliveryWorker({
      orm,
      log,
      send: mailer.send,
      from: config.MAIL_FROM,
      pollMs: config.MAIL_POLL_MS,
      staleSendingMs: config.STALE_SENDING_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
    });
    return {
      consumers: [inquiryEmailConsumer(context, () => worker.wake()), applicationEmailConsumer(context, () => worker.wake())],
      workers: [
        {
          start: () => worker.start(),
          stop: async () => {
            await worker.stop();
            mailer.close();
          },
        },
      ],
    };
  },
});
