import type { ReminderSent } from '@agency/contracts/events/onboarding';
import { registrationLink } from '../invitations/invitation-email.js';
import { brand, clippedLine, field, oneLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

const width = 'Access code: '.length;

/** What is left to do at each step after registering, as the reminder says it. */
const stepToDo: Readonly<Record<Exclude<ReminderSent['step'], 'registration'>, string>> = {
  payment: 'choose your website package and pay for it',
  contract: 'sign your service contract',
  video: 'watch the short welcome video',
};

/** Where a registered client signs in to pick up its onboarding. */
export const portalSignInLink = (publicOrigin: string) => new URL('/onboarding', publicOrigin).href;

const closing = ['Any questions? Reply to this e-mail and our team will answer.', '', brand, ''];

/**
 * The team's reminder of the step a client waits at: to register, its current code and the link that fills
 * it in; afterwards, what is left at its step and the portal's sign-in. Plain text; the names the team typed
 * are one line each.
 */
export function reminderEmail(reminder: ReminderSent, publicOrigin: string, zone: string): EmailText {
  const contact = clippedLine(reminder.contactName, 120);
  const business = oneLine(reminder.label);
  const greeting = [contact ? `Hello ${contact},` : 'Hello,', ''];
  if (reminder.step === 'registration' && reminder.accessCode) {
    const { code, expiresAt } = reminder.accessCode;
    return {
      subject: `Your ${brand} access code is waiting for you`,
      text: [
        ...greeting,
        `${business || 'Your business'} is set up with ${brand}, and your client account is the one step left before we start: it takes a minute with the access code below.`,
        '',
        field('Access code', code, width),
        field('Valid until', readableIn(new Date(expiresAt), zone), width),
        '',
        'Create your account here (the code is filled in for you):',
        '',
        `  ${registrationLink(publicOrigin, code)}`,
        '',
        ...closing,
      ].join('\n'),
    };
  }
  const toDo = reminder.step === 'registration' ? 'create your client account' : stepToDo[reminder.step];
  return {
    subject: `A reminder of your next step with ${brand}`,
    text: [
      ...greeting,
      `Your onboarding with ${brand} is waiting for you at one step: ${toDo}.`,
      '',
      'Sign in to your client portal to pick up where you left off:',
      '',
      `  ${portalSignInLink(publicOrigin)}`,
      '',
      ...closing,
    ].join('\n'),
  };
}
