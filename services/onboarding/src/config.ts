import type { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

export const onboardingEnv = registeredServiceEnv('onboarding');

export type OnboardingConfig = z.infer<typeof onboardingEnv>;

export const loadOnboardingConfig = (env: NodeJS.ProcessEnv = process.env): OnboardingConfig => parseConfig(onboardingEnv, env);
