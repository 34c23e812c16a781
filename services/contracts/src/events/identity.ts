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

/** A person on the team as identity knows them after the change an event reports. */
export const teamMemberFacts = z.object({
  userId: z.uuid(),
  email: z.string(),
  /** The display name they chose when they accepted their invitation (or changed since). */
  name: z.string().min(1),
  role: z.enum(['admin', 'member']),
  status: z.enum(['active', 'deactivated']),
});

export type TeamMemberFacts = z.infer<typeof teamMemberFacts>;

/**
 * An admin invited a person to the team, or sent their pending invitation again (`resent`). `acceptUrl`
 * carries the single-use token (`<PUBLIC_ORIGIN>/team/invitation#token=<token>`): only the e-mail to the
 * invited address may use it; anything that keeps events (the audit log) drops it.
 */
export const teamInvitationSent = defineEvent(
  'identity.team-invitation.sent.v1',
  z.object({
    invitationId: z.uuid(),
    email: z.string(),
    name: z.string().min(1),
    role: z.enum(['admin', 'member']),
    resent: z.boolean(),
    invitedByName: z.string().min(1),
    acceptUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
    sentAt: z.iso.datetime({ offset: true }),
  }),
);

export type TeamInvitationSent = z.infer<typeof teamInvitationSent.data>;

/** An admin revoked a pending invitation: its link no longer works. */
export const teamInvitationRevoked = defineEvent(
  'identity.team-invitation.revoked.v1',
  z.object({
    invitationId: z.uuid(),
    email: z.string(),
    role: z.enum(['admin', 'member']),
    revokedAt: z.iso.datetime({ offset: true }),
  }),
);

/** An invited person accepted: their account exists, active, with the invitation's role. */
export const teamMemberJoined = defineEvent(
  'identity.team-member.joined.v1',
  z.object({ invitationId: z.uuid(), member: teamMemberFacts, joinedAt: z.iso.datetime({ offset: true }) }),
);

/** An admin changed a person's role (`member` is the person after the change). */
export const teamMemberRoleChanged = defineEvent(
  'identity.team-member.role-changed.v1',
  z.object({
    member: teamMemberFacts,
    before: z.enum(['admin', 'member']),
    after: z.enum(['admin', 'member']),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

/** An admin deactivated a person: every session of theirs ends (see `identity.sessions.ended.v1`). */
export const teamMemberDeactivated = defineEvent(
  'identity.team-member.deactivated.v1',
  z.object({ member: teamMemberFacts, deactivatedAt: z.iso.datetime({ offset: true }) }),
);

/** An admin reactivated a deactivated person: they can sign in again. */
export const teamMemberReactivated = defineEvent(
  'identity.team-member.reactivated.v1',
  z.object({ member: teamMemberFacts, reactivatedAt: z.iso.datetime({ offset: true }) }),
);

/** A team member changed their display name (on their Account page). */
export const teamMemberRenamed = defineEvent(
  'identity.team-member.renamed.v1',
  z.object({
    member: teamMemberFacts,
    before: z.string(),
    after: z.string(),
    renamedAt: z.iso.datetime({ offset: true }),
  }),
);

/** A team member signed in (clients' sign-ins are not recorded). */
export const teamMemberSignedIn = defineEvent(
  'identity.team-member.signed-in.v1',
  z.object({ member: teamMemberFacts, signedInAt: z.iso.datetime({ offset: true }) }),
);

/**
 * Failed sign-ins from one address locked a team account's sign-in from that address for a while
 * (identity's per-account and address limit). Recorded once per lock.
 */
export const teamMemberLockedOut = defineEvent(
  'identity.team-member.locked-out.v1',
  z.object({
    member: teamMemberFacts,
    failedSignIns: z.number().int().positive(),
    lockedUntil: z.iso.datetime({ offset: true }),
    lockedAt: z.iso.datetime({ offset: true }),
  }),
);

/**
 * Someone asked to change their account's e-mail from `email` to `newEmail`. `confirmUrl` carries the
 * single-use token (`<PUBLIC_ORIGIN>/account/confirm-email#token=<token>`): only the e-mail to the new address
 * may use it (the current address is told without it); anything that keeps events (the audit log) drops it.
 */
export const emailChangeRequested = defineEvent(
  'identity.account.email-change-requested.v1',
  z.object({
    userId: z.uuid(),
    /** The address the account has now: it gets a notice, without the link. */
    email: z.string(),
    newEmail: z.string(),
    confirmUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);

export type EmailChangeRequested = z.infer<typeof emailChangeRequested.data>;

/**
 * An account asked to move to an address another account already has. The caller is answered as for a free
 * address (the answer tells nobody who is registered), and the new address is told it already has an account,
 * with no link; the current one gets the same notice as for any change.
 */
export const emailChangeAddressTaken = defineEvent(
  'identity.account.email-change-address-taken.v1',
  z.object({
    userId: z.uuid(),
    /** The address the account has now: it gets the usual notice. */
    email: z.string(),
    /** The address asked for, which another account has: it is told so. */
    newEmail: z.string(),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);

export type EmailChangeAddressTaken = z.infer<typeof emailChangeAddressTaken.data>;

/** An account's e-mail changed: the new address confirmed it. `clientId` for a client's account (optional: added later). */
export const emailChanged = defineEvent(
  'identity.account.email-changed.v1',
  z.object({
    userId: z.uuid(),
    clientId: z.uuid().optional(),
    before: z.string(),
    after: z.string(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

export type EmailChanged = z.infer<typeof emailChanged.data>;

/**
 * An account chose the time zone its times are shown and e-mailed in (on the Account page): an IANA zone, or
 * null for "the browser's" (e-mails then use the agency's zone). `clientId` for a client's account.
 */
export const timeZoneChanged = defineEvent(
  'identity.account.time-zone-changed.v1',
  z.object({
    userId: z.uuid(),
    clientId: z.uuid().optional(),
    timeZone: z.string().min(1).max(64).nullable(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

export type TimeZoneChanged = z.infer<typeof timeZoneChanged.data>;
