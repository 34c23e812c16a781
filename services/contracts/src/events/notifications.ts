import { z } from 'zod';
import { defineEvent } from './envelope.js';

/**
 * An e-mail went out, recorded in the transaction that marked its delivery sent. `reference` names what
 * it was about, e.g. `access-code:<accessCodeId>` for an invitation; null when nothing asked to know.
 */
export const emailSent = defineEvent(
  'notifications.email.sent.v1',
  z.object({
    deliveryId: z.uuid(),
    kind: z.string(),
    reference: z.string().nullable(),
    to: z.string(),
    sentAt: z.iso.datetime({ offset: true }),
  }),
);

export type EmailSent = z.infer<typeof emailSent.data>;
