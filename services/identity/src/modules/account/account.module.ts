import { consumer, fixedWindowCounter } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import { identityContract } from '../../contract.js';
import { serviceSignInLimits } from '../auth/sign-in-limits.js';
import { accountOperations } from './account.routes.js';
import { emailChangeLimits } from './email-change-limits.js';
import { applyClientEmailChange } from './client-email-changes.js';

export const clientEmailChangesDurable = 'identity--client-email-changes';

/**
 * Everyone's own account (the Account page): display name, password, sessions and e-mail, for every account
 * signed in with a password, team and clients alike; and a client's e-mail changed by the team, confirmed the same way.
 */
export const accountModule = identityContract.module({
  name: 'account',
  setup: ({ orm, relay, config, metrics, log }) => ({
    operations: accountOperations({
      orm,
      relay,
      config,
      signInLimits: serviceSignInLimits(orm, config, metrics, log),
      emailChangeLimits: emailChangeLimits(fixedWindowCounter(orm), config, log),
    }),
    consumers: [
      consumer({
        durable: clientEmailChangesDurable,
        event: onboardingEvents.clientEmailChangeRequested,
        handle: (em, event) => applyClientEmailChange(em, config.PUBLIC_ORIGIN, event.data),
      }),
    ],
  }),
});
