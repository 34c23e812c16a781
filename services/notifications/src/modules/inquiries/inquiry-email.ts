import type { InquiryReceived } from '@agency/contracts/events/leads';
import { preferredTimeInText, situationLabel, titleCase } from '@agency/contracts/leads/labels';
import { isStageSituation, proposalSituation } from '@agency/contracts/leads/rules';
import {
  answerByLines,
  block,
  brand,
  confirmationText,
  emailAddress,
  field,
  hoursLater,
  singleLine,
  type EmailText,
  type TeamEmail,
} from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

type ProposalDetails = NonNullable<InquiryReceived['details']>;

/** The website's promise for strategy calls and proposals alike. */
const answerWithinHours = 24;

function describe(situationType: string): { subject: string; intro: string } {
  const situation = situationLabel(situationType);
  if (isStageSituation(situationType)) {
    return {
      subject: `New business stage inquiry: ${situation}`,
      intro: `Someone picked ${situation} on the business-stage map.`,
    };
  }
  if (situationType === proposalSituation) return { subject: 'New proposal request', intro: 'Someone asked for a proposal.' };
  return { subject: `New strategy call request: ${situation}`, intro: `Someone asked for a strategy call about ${situation}.` };
}

const noDetails: ProposalDetails = {
  businessName: '',
  industry: '',
  teamSize: '',
  existingTech: '',
  projectScope: '',
  timeline: '',
  budget: '',
  goals: '',
  challenges: '',
};

/** Every field of a proposal request, in the form's order; 'not given' for what was left empty. */
function proposalLines(details: ProposalDetails): string[] {
  const width = 'Existing technology: '.length;
  return [
    field('Business name', details.businessName, width),
    field('Industry', titleCase(details.industry), width),
    field('Team size', details.teamSize, width),
    block('Existing technology', details.existingTech),
    block('Project scope', details.projectScope),
    field('Timeline', titleCase(details.timeline), width),
    field('Budget', details.budget, width),
    block('Goals', details.goals),
    block('Challenges', details.challenges),
  ];
}

/** The team's e-mail about a new inquiry. Plain text only: nothing from the visitor becomes markup. */
export function inquiryTeamEmail(inquiry: InquiryReceived, zone: string): TeamEmail {
  const { subject, intro } = describe(inquiry.situationType);
  const width = 'Preferred time: '.length;
  const submitted = new Date(inquiry.createdAt);
  const proposal =
    inquiry.situationType === proposalSituation ? ['', 'The proposal:', ...proposalLines(inquiry.details ?? noDetails)] : [];
  const text = [
    intro,
    '',
    field('Situation', situationLabel(inquiry.situationType), width),
    field('Name', inquiry.name, width),
    field('E-mail', inquiry.email, width),
    field('Phone', inquiry.phone, width),
    field('Preferred time', preferredTimeInText(inquiry.preferredTime), width),
    field('Submitted', readableIn(submitted, zone), width),
    ...proposal,
    '',
    ...answerByLines(
      `a reply within ${answerWithinHours} hours`,
      readableIn(hoursLater(submitted, answerWithinHours), zone),
      'visitor',
      `Inquiry ${inquiry.inquiryId}`,
    ),
  ].join('\n');
  return { subject: singleLine(subject), text, replyTo: emailAddress(inquiry.email) };
}

/** Whether the visitor who sent this inquiry gets a confirmation: only a proposal's sender does. */
export const confirmsToSender = (inquiry: InquiryReceived) => inquiry.situationType === proposalSituation;

/** The confirmation to a proposal's sender: thanks, when to expect an answer, and what they sent. */
export function proposalConfirmationEmail(inquiry: InquiryReceived): EmailText {
  const width = 'Existing technology: '.length;
  const text = confirmationText(
    'Hello,',
    `Thank you for asking ${brand} for a proposal. We have received your request, and our team will get back to you within ${answerWithinHours} hours.`,
    [...proposalLines(inquiry.details ?? noDetails), field('E-mail', inquiry.email, width), field('Phone', inquiry.phone, width)],
    [
      'If anything here is wrong, or you have more to tell us, reply to this e-mail.',
      'If you did not ask us for a proposal, you can ignore this e-mail.',
    ],
  );
  return { subject: 'We received your proposal request', text };
}
