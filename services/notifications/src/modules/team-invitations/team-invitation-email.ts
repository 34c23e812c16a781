import type { TeamInvitationSent } from '@agency/contracts/events/identity';
import { brand, clippedLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

const roleWords = { admin: 'an admin (mentor)', member: 'a member (student)' } as const;

/**
 * The invitation to join the team: who invited them and as what, the single-use link (its token is the only
 * secret in it) and until when it works. Plain text; the names an admin typed are one line each.
 */
export function teamInvitationEmail(invitation: TeamInvitationSent, zone: string): EmailText {
  // A URL parsed and written out again holds no line break or space, whatever came in.
  const link = new URL(invitation.acceptUrl).href;
  const name = clippedLine(invitation.name, 80);
  const inviter = clippedLine(invitation.invitedByName, 80) || `The ${brand} team`;
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `${inviter} invited you to join the ${brand} team as ${roleWords[invitation.role]}.`,
    ...(invitation.resent ? ['', 'This is a new link: any link we sent you before no longer works.'] : []),
    '',
    'To accept, open this link, choose your display name and a password:',
    '',
    `  ${link}`,
    '',
    `The link works once, until ${readableIn(new Date(invitation.expiresAt), zone)}.`,
    '',
    'If you did not expect this invitation, ignore this e-mail: nothing happens unless the link is used.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `You are invited to join the ${brand} team`, text };
}
