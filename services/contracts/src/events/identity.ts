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
 * Sessions of an account ended before their access tokens expired: signed out, the password reset or changed,
 * the account deactivated. Every service refuses the access tokens these sessions hold (401) and closes their
 * sockets (4401) from then on, until `tokensExpireBy`, after which none of them is valid anyway.
 * - `sessionIds`: the sessions (refresh-token families, the `sid` claim of their access tokens) that ended.
 * - `issuedBefore`: when set, every access token of the account issued before that moment is refused as well,
 *   whatever session it belongs to (all of the account's sessions end); null when only the listed ones do.
 */
export const sessionsEnded = defineEvent(
  'identity.sessions.ended.v1',
  z.object({
    userId: z.uuid(),
    reason: z.enum(['signed-out', 'refresh-reused', 'password-reset', 'password-changed', 'deactivated']),
    sessionIds: z.array(z.uuid()),
    issuedBefore: z.iso.datetime({ offset: true }).nullable(),
    endedAt: z.iso.datetime({ offset: true }),
    tokensExpireBy: z.iso.datetime({ offset: true }),
  }),
);

export type SessionsEnded = z.infer<typeof sessionsEnded.data>;

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
