import { z } from 'zod';
import { defineEvent } from './envelope.js';

/**
 * The SMTP server accepted one of the e-mails notifications owed (a delivery), recorded in the same
 * transaction that marks the delivery sent: once per sent delivery, never for one that failed or was
 * held back. `kind` says what the e-mail was (e.g. `client.invitation`, `password.reset`); `reference`
 * names what it was about for the service that asked for it (`access-code:<accessCodeId>` for an
 * invitation), or is null.
 */
export const emailSent = defineEvent(
  'notifications.email.sent.v1',
  z.object({
    deliveryId: z.uuid(),
    kind: z.string().min(1),
    reference: z.string().min(1).nullable(),
    to: z.string(),
    sentAt: z.iso.datetime({ offset: true }),
  }),
);

export type EmailSent = z.infer<typeof emailSent.data>;
