import { onboardingContract } from '../../contract.js';
import { contractOperations } from './contracts.routes.js';

/**
 * The contract step: the versioned agreement filled in for the client, sent (e-mailed by notifications from
 * its event), signed in the portal with a record of who, when, from where and what exactly, and downloaded
 * as a PDF with a certificate page that checks the stored text against the digest signed.
 */
export const contractsModule = onboardingContract.module({
  name: 'contracts',
  setup: ({ orm, relay, config }) => ({ operations: contractOperations({ orm, relay, demoMode: config.DEMO_MODE }) }),
});
