import { buildService, type Service } from '@agency/kit';
import type { OnboardingConfig } from './config.js';
import { onboardingContract } from './contract.js';
import { migrations } from './migrations/0001-onboarding-clients.js';
import { AccessCode } from './modules/access-codes/access-code.entity.js';
import { accessCodesModule } from './modules/access-codes/access-codes.module.js';
import { clientsModule } from './modules/clients/clients.module.js';
import { OnboardingClient } from './modules/clients/onboarding-client.entity.js';

/** The onboarding service: access codes and the clients they invite, with their steps. */
export function buildOnboardingService(config: OnboardingConfig): Promise<Service<OnboardingConfig>> {
  return buildService({
    name: 'onboarding',
    config,
    contract: onboardingContract,
    entities: [OnboardingClient, AccessCode],
    migrations,
    modules: [clientsModule, accessCodesModule],
  });
}
