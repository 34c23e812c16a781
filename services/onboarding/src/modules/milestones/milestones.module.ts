import { onboardingContract } from '../../contract.js';
import { milestoneOperations } from './milestones.routes.js';

/**
 * Each client's project plan: made from the project template when onboarding completes (the video step),
 * read by the client, kept up to date by the team; the template set by admins.
 */
export const milestonesModule = onboardingContract.module({
  name: 'milestones',
  setup: ({ orm, relay }) => ({ operations: milestoneOperations({ orm, relay }) }),
});
