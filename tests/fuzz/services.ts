import type { BuiltService, TestableService, TestService } from '@agency/kit/testing';
import { registry } from '@agency/contracts/registry';
import { contractFileOf, registeredService } from '../support/registered-service.js';
import { contentFixtures } from './fixtures/content.js';
import { identityEnv, identityFixtures } from './fixtures/identity.js';
import { leadsFixtures } from './fixtures/leads.js';
import { messagingFixtures } from './fixtures/messaging.js';
import { onboardingEnv, onboardingFixtures } from './fixtures/onboarding.js';
import { paymentsEnv, paymentsFixtures } from './fixtures/payments.js';
import type { Caller, Examples } from './requests.js';

/** What a service's fuzzing starts from, besides its contract. */
export interface Fixtures {
  examples?: Examples;
  /** The Cookie header a signed-in caller sends, made fresh for each request. */
  cookies?: (caller: Exclude<Caller, 'anonymous'>) => Promise<string>;
}

interface FuzzSetup {
  env?: Record<string, string>;
  fixtures?: (t: TestService<BuiltService>) => Promise<Fixtures>;
}

export interface FuzzedService extends TestableService<BuiltService, unknown>, FuzzSetup {
  contract: string;
}

/**
 * Services whose operations need data to reach past their 404s and 401s (accounts, ids). Any other
 * registered service is fuzzed from its contract alone.
 */
const setups: Record<string, FuzzSetup> = {
  identity: { env: identityEnv, fixtures: identityFixtures },
  leads: { fixtures: leadsFixtures },
  content: { fixtures: contentFixtures },
  onboarding: { env: onboardingEnv, fixtures: onboardingFixtures },
  payments: { env: paymentsEnv, fixtures: paymentsFixtures },
  messaging: { fixtures: messagingFixtures },
};

/** Every registered service, with its contract: a service is fuzzed by being in the registry. */
export async function fuzzedServices(): Promise<FuzzedService[]> {
  return Promise.all(
    registry.services.map(async ({ name }) => ({
      ...(await registeredService(name)),
      contract: contractFileOf(name),
      ...setups[name],
    })),
  );
}
