import type { MilestoneUpdated } from '@agency/contracts/events/onboarding';
import { block, brand, clippedLine, months, type EmailText } from '../deliveries/email-text.js';

/** What a milestone's e-mail is about for onboarding: the milestone. */
export const milestoneReference = (milestoneId: string) => `milestone:${milestoneId}`;

/** `<origin>/onboarding/dashboard`: the client's dashboard, where the plan is. */
export const dashboardLink = (publicOrigin: string) => new URL('/onboarding/dashboard', publicOrigin).href;

/** `2026-11-26` -> `November 26, 2026`: a day, the same wherever the client reads it. */
export function readableDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${months[month! - 1]} ${date}, ${year}`;
}

/**
 * The team marked a milestone of the client's project done: which one and when, the team's note (when there is
 * one) under its label, and the link to the dashboard where the whole plan is.
 */
export function milestoneDoneEmail(milestone: MilestoneUpdated, publicOrigin: string): EmailText {
  const contact = clippedLine(milestone.contactName, 120);
  const name = clippedLine(milestone.name, 80);
  const note = milestone.note.trim();
  const text = [
    contact ? `Hello ${contact},` : 'Hello,',
    '',
    `Good news: "${name}" is done${milestone.doneOn ? ` (${readableDay(milestone.doneOn)})` : ''}.`,
    '',
    ...(note ? [block('A note from our team', note), ''] : []),
    'See your whole project plan and what comes next on your dashboard:',
    '',
    `  ${dashboardLink(publicOrigin)}`,
    '',
    'Questions? Reply to this e-mail or write to us from your dashboard.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `${brand}: ${name} is done`, text };
}
