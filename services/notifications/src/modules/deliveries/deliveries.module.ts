import { notificationsContract } from '../../contract.js';
import { applicationEmailConsumer } from '../applications/applications.events.js';
import { contractSentConsumer } from '../contract-emails/contract-emails.events.js';
import { inquiryEmailConsumer } from '../inquiries/inquiries.events.js';
import { clientInvitationConsumer } from '../invitations/invitations.events.js';
import { passwordResetConsumer } from '../password-resets/password-resets.events.js';
import { unreadNudgeConsumer } from '../unread-nudges/unread-nudges.events.js';
import { DeliveryWorker } from './delivery.worker.js';
import { smtpMailer } from './mailer.js';

/**
 * E-mail delivery: consumers record the e-mails events call for, one worker sends them and records
 * each one's notifications.email.sent.v1. The worker is built once here and each consumer's commit wakes it.
 */
export const deliveriesModule = notificationsContract.module({
  name: 'deliveries',
  setup: (context) => {
    const { orm, relay, log, config } = context;
    const mailer = smtpMailer(config.SMTP_URL);
    const worker = new DeliveryWorker({
      orm,
      relay,
      log,
      send: mailer.send,
      from: config.MAIL_FROM,
      pollMs: config.MAIL_POLL_MS,
      staleSendingMs: config.STALE_SENDING_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
    });
    const wake = () => worker.wake();
    return {
      consumers: [
        inquiryEmailConsumer(context, wake),
        applicationEmailConsumer(context, wake),
        clientInvitationConsumer(context, wake),
        passwordResetConsumer(context, wake),
        contractSentConsumer(context, wake),
        unreadNudgeConsumer(context, wake),
      ],
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
