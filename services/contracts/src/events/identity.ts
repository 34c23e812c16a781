import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** A client created its account with an access code; the code is redeemed in the same transaction. */
export const clientAccountRegistered = defineEvent(
  'identity.client-account.registered.v1',
  z.object({
    userId: z.uuid(),
    clientId: z.uuid(),
    accessCodeId: z.uuid(),
    email: z.string(),
    registeredAt: z.iso.datetime({ offset: true }),
  }),
);

export type ClientAccountRegistered = z.infer<typeof clientAccountRegistered.data>;

/**
 * Someone asked for a password reset for an existing account. `resetUrl` carries the token itself
 * (`<PUBLIC_ORIGIN>/reset-password#type=recovery&token=<token>`): only the e-mail to the account holder may use it.
 */
export const passwordResetRequested = defineEvent(
  'identity.password-reset.requested.v1',
  z.object({
    userId: z.uuid(),
    email: z.string(),
    resetUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);

export type PasswordResetRequested = z.infer<typeof passwordResetRequested.data>;
