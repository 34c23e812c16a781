import { onboardingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { milestoneDoneEmail, milestoneReference } from './milestone-email.js';

export const milestoneDoneDurable = 'notifications--milestone-done';

/**
 * Each `onboarding.milestone.updated.v1` that marked a milestone done (`completed`): the client is told, with
 * the team's note and a link to its dashboard (capped like any recipient). Other changes send nothing.
 */
export const milestoneEmailsModule = emailModule({
  name: 'milestone-emails',
  durable: milestoneDoneDurable,
  event: onboardingEvents.milestoneUpdated,
  record: async (mail, { data }, config) => {
    if (!data.completed) return;
    await mail.toRecipient({
      kind: 'milestone.done',
      reference: milestoneReference(data.milestoneId),
      to: data.email,
      mail: milestoneDoneEmail(data, config.PUBLIC_ORIGIN),
    });
  },
});
