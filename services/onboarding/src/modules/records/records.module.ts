import { onboardingContract } from '../../contract.js';
import { accountEmailChangedConsumer } from './records.events.js';
import { recordOperations } from './records.routes.js';

/**
 * The client's record after it is added: the team edits it (Edit Client) and marks the project completed or
 * reopens it, the client edits its own contact details, and a new e-mail follows the account's rules.
 */
export const recordsModule = onboardingContract.module({
  name: 'records',
  setup: ({ orm, relay, config }) => ({
    operations: recordOperations({ orm, relay, stuckAfterDays: config.STUCK_AFTER_DAYS }),
    consumers: [accountEmailChangedConsumer],
  }),
});
