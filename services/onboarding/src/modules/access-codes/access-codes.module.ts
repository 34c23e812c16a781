import { onboardingContract } from '../../contract.js';
import { codeRedemptionsConsumer, invitationSentConsumer } from './access-codes.events.js';
import { accessCodeOperations } from './access-codes.routes.js';

/**
 * Access codes: the team re-issues one; identity's registrations redeem them and notifications' sent
 * invitations mark them e-mailed, each through a consumer whose inbox makes a redelivery a no-op.
 */
export const accessCodesModule = onboardingContract.module({
  name: 'access-codes',
  setup: (context) => ({
    operations: accessCodeOperations({ orm: context.orm, relay: context.relay }),
    consumers: [codeRedemptionsConsumer, invitationSentConsumer],
  }),
});
