import type { EmailChangeAddressTaken, EmailChangeRequested } from '@agency/contracts/events/identity';
import { brand, singleLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

/**
 * To the new address: the link that confirms the change (its token is the only secret in it), and until when
 * it works. Only the owner of the new mailbox can finish the change. Plain text. `byTeam`: the team changed a
 * client's e-mail on its record (onboarding's Edit Client) and identity asked the account to follow, so the words
 * name the team rather than the account holder.
 */
export function emailChangeConfirmationEmail(request: EmailChangeRequested, zone: string, byTeam = false): EmailText {
  // A URL parsed and written out again holds no line break or space, whatever came in.
  const link = new URL(request.confirmUrl).href;
  const text = [
    'Hello,',
    '',
    byTeam
      ? `Our team changed the e-mail of your ${brand} client account, ${singleLine(request.email)}, to this address, ${singleLine(request.newEmail)}.`
      : `The ${brand} account of ${singleLine(request.email)} asked to use this address, ${singleLine(request.newEmail)}, from now on.`,
    '',
    'To confirm the change, open this link:',
    '',
    `  ${link}`,
    '',
    `The link works once, until ${readableIn(new Date(request.expiresAt), zone)}.`,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `Confirm your new ${brand} e-mail`, text };
}

/**
 * To the current address: a heads-up that a change to another address was asked for, without the link, so
 * that an owner who did not ask knows to change their password.
 */
export function emailChangeNoticeEmail(request: Pick<EmailChangeRequested, 'email' | 'newEmail'>, byTeam = false): EmailText {
  const text = [
    'Hello,',
    '',
    byTeam
      ? `Our team changed the e-mail of your ${brand} client account from ${singleLine(request.email)} to ${singleLine(request.newEmail)}.`
      : `Someone signed in to your ${brand} account asked to change its e-mail from ${singleLine(request.email)} to ${singleLine(request.newEmail)}.`,
    '',
    'The change happens only once the new address confirms it with the link we sent there.',
    '',
    'If this was not you, sign in and change your password: that signs out every other session.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `Your ${brand} e-mail is about to change`, text };
}

/**
 * To an address another account asked to move to, when it already has an account: no link (the change cannot
 * happen), and what its owner may do. The account that asked was answered as for any address, so only the
 * address's owner learns that it is registered.
 */
export function emailChangeAddressTakenEmail(request: EmailChangeAddressTaken): EmailText {
  const text = [
    'Hello,',
    '',
    `Someone signed in to a ${brand} account asked to use this address, ${singleLine(request.newEmail)}, for it.`,
    '',
    `This address already has a ${brand} account, so nothing changes: an address belongs to one account only.`,
    '',
    'If that was you, sign in with this address instead, or use another address for the other account.',
    'If you forgot its password, use "Forgot password?" on the sign-in page.',
    '',
    'If you did not ask for this, ignore this e-mail: your account is unchanged.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `This address already has a ${brand} account`, text };
}
