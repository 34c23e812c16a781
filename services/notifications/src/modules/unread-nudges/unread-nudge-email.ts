import type { UnreadNudged } from '@agency/contracts/events/messaging';
import { brand, clippedLine, field, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

/** How much of the business name the subject line shows. */
const subjectNameLength = 80;

const width = 'Business: '.length;

/** Where the recipient reads the thread: the client's dashboard, or the team's page of the client's messages. */
export function threadLink(nudge: Pick<UnreadNudged, 'recipient' | 'clientId'>, publicOrigin: string): string {
  const path =
    nudge.recipient === 'client' ? '/onboarding/dashboard' : `/admin/clients/${encodeURIComponent(nudge.clientId)}/messages`;
  return new URL(path, publicOrigin).href;
}

/** `1 unread message` / `3 unread messages`. */
const unreadMessages = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`;

/**
 * The reminder about messages left unread: how many, since when, and the link to the thread. Never the
 * messages themselves (an inbox is not the place for them); the names reach it only as clipped single lines.
 */
export function unreadNudgeEmail(nudge: UnreadNudged, publicOrigin: string, zone: string): EmailText {
  const since = readableIn(new Date(nudge.oldestUnreadAt), zone);
  const link = threadLink(nudge, publicOrigin);
  const one = nudge.unreadCount === 1;
  if (nudge.recipient === 'client') {
    const contact = clippedLine(nudge.contactName, 120);
    return {
      subject: `You have unread messages from ${brand}`,
      text: [
        contact ? `Hello ${contact},` : 'Hello,',
        '',
        `You have ${unreadMessages(nudge.unreadCount)} from the ${brand} team, ${one ? 'sent' : 'the first sent'} ${since}.`,
        '',
        `${one ? 'Read it' : 'Read them'} and reply on your client dashboard:`,
        '',
        `  ${link}`,
        '',
        'Thank you, and talk soon!',
        '',
        brand,
        '',
      ].join('\n'),
    };
  }
  const business = clippedLine(nudge.businessName, subjectNameLength);
  return {
    subject: business ? `Unread messages from ${business}` : 'Unread messages from a client',
    text: [
      `${business || 'A client'} has left ${unreadMessages(nudge.unreadCount)} for the team, ${one ? 'sent' : 'the first sent'} ${since}.`,
      '',
      field('Business', clippedLine(nudge.businessName, 200), width),
      field('Contact', clippedLine(nudge.contactName, 120), width),
      field('E-mail', clippedLine(nudge.clientEmail, 254), width),
      '',
      `${one ? 'Read it' : 'Read them'} and answer in the client's messages:`,
      '',
      `  ${link}`,
      '',
    ].join('\n'),
  };
}
