import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/onboarding';
import type { OnboardingConfig } from './config.js';

/** openapi/onboarding.yaml, with the types generated from it: what the modules implement. */
export const onboardingContract = defineContract<operations, OnboardingConfig>(
  fileURLToPath(new URL('../../../openapi/onboarding.yaml', import.meta.url)),
);
