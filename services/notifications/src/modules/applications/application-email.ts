import type { ApplicationReceived } from '@agency/contracts/events/leads';
import { availabilityLabels, studyYearLabels } from '@agency/contracts/leads/labels';
import {
  block,
  brand,
  answerByLines,
  clipped,
  confirmationText,
  emailAddress,
  field,
  hoursLater,
  singleLine,
  type EmailText,
  type TeamEmail,
} from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

/** The website's promise to volunteer applicants. */
const answerWithinHours = 48;

/** How much of the applicant's name the team's subject line shows. */
const subjectNameLength = 80;

const width = 'Availability: '.length;

/** A value's label from the form's list, or the value itself when the list does not know it. */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value]! : value;

const interestsInText = (interests: readonly string[]) => interests.map(singleLine).filter(Boolean).join(', ') || 'none chosen';

/** The contact and choices of an application, one per line. */
function choiceLines(application: ApplicationReceived): string[] {
  return [
    field('Name', application.name, width),
    field('E-mail', application.email, width),
    field('Phone', application.phone, width),
    field('University', application.university, width),
    field('Program', application.program, width),
    field('Year', labelOf(studyYearLabels, application.year), width),
    field('Availability', labelOf(availabilityLabels, application.availability), width),
    field('Interests', interestsInText(application.interests), width),
  ];
}

/** What the applicant wrote, each under its heading. */
const writtenLines = (application: ApplicationReceived) => [
  block('Experience', application.experience),
  '',
  block('Motivation', application.motivation),
];

/** The team's e-mail about a new volunteer application: the whole application, in plain text. */
export function applicationTeamEmail(application: ApplicationReceived, zone: string): TeamEmail {
  const submitted = new Date(application.createdAt);
  const name = clipped(application.name, subjectNameLength);
  const text = [
    'A student applied to volunteer with the team.',
    '',
    ...choiceLines(application),
    field('Submitted', readableIn(submitted, zone), width),
    '',
    ...writtenLines(application),
    '',
    ...answerByLines(
      `an answer within ${answerWithinHours} hours`,
      readableIn(hoursLater(submitted, answerWithinHours), zone),
      'applicant',
      `Application ${application.applicationId}`,
    ),
  ].join('\n');
  return {
    subject: name ? `New volunteer application: ${name}` : 'New volunteer application',
    text,
    replyTo: emailAddress(application.email),
  };
}

/** The confirmation to the applicant: thanks, when to expect an answer, and what they sent. */
export function applicationConfirmationEmail(application: ApplicationReceived): EmailText {
  const name = clipped(application.name, 120);
  const text = confirmationText(
    name ? `Hello ${name},` : 'Hello,',
    `Thank you for applying to volunteer with ${brand}. We have received your application, and our team will get back to you within ${answerWithinHours} hours.`,
    [...choiceLines(application), '', ...writtenLines(application)],
    ['If anything here is wrong, reply to this e-mail and tell us.', 'If you did not apply, you can ignore this e-mail.'],
  );
  return { subject: 'We received your volunteer application', text };
}
