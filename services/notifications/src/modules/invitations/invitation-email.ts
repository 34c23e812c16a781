import type { ClientInvited } from '@agency/contracts/events/onboarding';
import { brand, clippedLine, field, oneLine, singleLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

/** How much of the business name the subject line shows. */
const subjectNameLength = 80;

const width = 'Access code: '.length;

/** What an invitation's delivery is about for onboarding, which shows the code as e-mailed when it is sent. */
export const invitationReference = (accessCodeId: string) => `access-code:${accessCodeId}`;

/** `<origin>/onboarding/register?code=<code>`: the register page fills the code in from the link. */
export function registrationLink(publicOrigin: string, code: string): string {
  const link = new URL('/onboarding/register', publicOrigin);
  link.searchParams.set('code', code);
  return link.href;
}

/** Said when the invitation comes with a new code that replaces earlier ones. */
function replacedCodesLine(revoked: number): string[] {
  if (revoked === 0) return [];
  const earlier =
    revoked === 1 ? 'the code we sent you before, which no longer works' : 'the codes we sent you before, which no longer work';
  return [`This code replaces ${earlier}.`, ''];
}

/**
 * The invitation to a client the team added (or gave a new code): the access code, until when it
 * works, the link to register with it, and what comes after. Plain text; the names the team typed
 * are one line each, with no bidirectional controls, and reach the subject clipped.
 */
export function clientInvitationEmail(invitation: ClientInvited, publicOrigin: string, zone: string): EmailText {
  const contact = clippedLine(invitation.contactName, 120);
  const business = oneLine(invitation.businessName);
  const expires = new Date(invitation.accessCode.expiresAt);
  const text = [
    contact ? `Hello ${contact},` : 'Hello,',
    '',
    `Welcome to ${brand}! ${business || 'Your business'} is set up with us, and the access code below lets you create your client account and get started.`,
    '',
    field('Access code', invitation.accessCode.code, width),
    field('Valid until', readableIn(expires, zone), width),
    '',
    ...replacedCodesLine(invitation.revokedAccessCodeIds.length),
    'Create your account here (the code is filled in for you):',
    '',
    `  ${registrationLink(publicOrigin, invitation.accessCode.code)}`,
    '',
    `Register with this e-mail address, ${singleLine(invitation.email)}: the code works with no other.`,
    '',
    'What happens next:',
    '  1. Create your account with the code, this e-mail address and a password of your choice.',
    '  2. Choose your website package and pay for it.',
    '  3. Sign your service contract.',
    '  4. Watch a short welcome video.',
    '  5. Your client dashboard opens, where you can message our team.',
    '',
    'If the code expires before you use it, reply to this e-mail and we will send you a new one.',
    'Any questions? Reply to this e-mail and our team will answer.',
    '',
    brand,
    '',
  ].join('\n');
  const subjectName = clippedLine(invitation.businessName, subjectNameLength);
  return { subject: subjectName ? `Your ${brand} access code for ${subjectName}` : `Your ${brand} access code`, text };
}
