import { onboardingContract } from '../../contract.js';
import { clientOperations } from './clients.routes.js';

/** Onboarding clients: the team adds them and follows them in a list; a client reads its own record. */
export const clientsModule = onboardingContract.module({
  name: 'clients',
  setup: ({ orm, relay, config }) => ({
    operations: clientOperations({ orm, relay, stuckAfterDays: config.STUCK_AFTER_DAYS }),
  }),
});
