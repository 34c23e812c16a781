import type { InquiryReceived } from '@agency/contracts/events/leads';
import { preferredTimeInText, situationLabel } from '@agency/contracts/leads/labels';
import { isStageSituation } from '@agency/contracts/leads/rules';

export interface TeamEmail {
  subject: string;
  text: string;
  replyTo: string;
}

/** Headers must stay one line whatever a visitor typed: CR, LF and other controls become spaces. */
export const singleLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** `2025-11-20T18:04:05.123Z` -> `2025-11-20 18:04 UTC`. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function describe(situationType: string): { subject: string; intro: string } {
  const situation = situationLabel(situationType);
  if (isStageSituation(situationType)) {
    return {
      subject: `New business stage inquiry: ${situation}`,
      intro: `Someone picked ${situation} on the business-stage map.`,
    };
  }
  if (situationType === 'proposal') return { subject: 'New proposal request', intro: 'Someone asked for a proposal.' };
  return { subject: `New strategy call request: ${situation}`, intro: `Someone asked for a strategy call about ${situation}.` };
}

/** The team's e-mail about a new inquiry. Plain text only: nothing from the visitor becomes markup. */
export function inquiryTeamEmail(inquiry: InquiryReceived): TeamEmail {
  const { subject, intro } = describe(inquiry.situationType);
  const submitted = new Date(inquiry.createdAt);
  const replyBy = new Date(submitted.getTime() + 24 * 60 * 60 * 1000);
  const text = [
    intro,
    '',
    `Situation:      ${situationLabel(inquiry.situationType)}`,
    `Name:           ${inquiry.name}`,
    `E-mail:         ${inquiry.email}`,
    `Phone:          ${inquiry.phone.trim() || 'not given'}`,
    `Preferred time: ${preferredTimeInText(inquiry.preferredTime)}`,
    `Submitted:      ${utc(submitted)}`,
    '',
    `The website promises a reply within 24 hours, so please get back to them by ${utc(replyBy)}.`,
    'Replying to this e-mail answers the visitor directly.',
    '',
    `Inquiry ${inquiry.inquiryId}`,
    '',
  ].join('\n');
  return { subject: singleLine(subject), text, replyTo: singleLine(inquiry.email) };
}
