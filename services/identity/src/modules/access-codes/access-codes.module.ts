import { consumer } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import { identityContract } from '../../contract.js';
import { applyInvitation } from './access-codes.service.js';

/** The durable consumer that keeps identity's copy of onboarding's access codes. */
export const accessCodesDurable = 'identity--access-codes';

/**
 * Identity's projection of the access codes onboarding issues: each `onboarding.client.invited.v1` stores
 * its code and revokes the client's earlier ones, in the transaction that records the event in the inbox,
 * so a redelivery changes nothing.
 */
export const accessCodesModule = identityContract.module({
  name: 'access-codes',
  setup: () => ({
    consumers: [
      consumer({
        durable: accessCodesDurable,
        event: onboardingEvents.clientInvited,
        handle: (em, event) => applyInvitation(em, event.data),
      }),
    ],
  }),
});
