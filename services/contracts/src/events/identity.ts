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

/**
 * Failed sign-ins to an existing account, from every address together, passed identity's ceiling
 * (`SIGN_IN_ACCOUNT_CEILING` per `SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS`): someone is guessing its password
 * from many addresses. Recorded once per episode (a ceiling window), for the owner to be e-mailed. `resetUrl`
 * is a password-reset link made as for `identity.password-reset.requested.v1` (its token is the credential):
 * only the e-mail to the account holder may use it.
 */
export const signInThrottled = defineEvent(
  'identity.sign-in.throttled.v1',
  z.object({
    userId: z.uuid(),
    email: z.string(),
    /** The ceiling that was passed: failed sign-ins from all addresses within `windowSeconds`. */
    failedSignIns: z.number().int().positive(),
    windowSeconds: z.number().int().positive(),
    resetUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
    throttledAt: z.iso.datetime({ offset: true }),
  }),
);

export type SignInThrottled = z.infer<typeof signInThrottled.data>;
