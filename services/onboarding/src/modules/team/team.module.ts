import { onboardingContract } from '../../contract.js';
import { teammateConsumers } from './teammates.events.js';
import { teamOperations } from './team.routes.js';

/**
 * Who looks after a client: a copy of the team kept from identity's team-member events (one consumer each,
 * whose inbox makes a redelivery a no-op), the active teammates to choose from, and each client's project
 * manager and lead developer.
 */
export const teamModule = onboardingContract.module({
  name: 'team',
  setup: ({ orm, relay }) => ({ operations: teamOperations({ orm, relay }), consumers: teammateConsumers }),
});
