import { messagingContract } from '../../contract.js';
import { clientInvitedConsumer, stepCompletedConsumer } from './clients.events.js';

/**
 * The clients whose threads this service keeps, learnt from onboarding's events (each applied once through
 * the inbox), never from onboarding's database.
 */
export const clientsModule = messagingContract.module({
  name: 'clients',
  setup: () => ({ consumers: [clientInvitedConsumer, stepCompletedConsumer] }),
});
