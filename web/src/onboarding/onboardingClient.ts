import createClient from 'openapi-fetch';
import type { paths as OnboardingPaths } from '@agency/contracts/openapi/onboarding';
import { authMiddleware, clientOptions } from '../shared/api/clients';

/**
 * The onboarding service's client, made as the others in clients.ts are; it loads with the screens
 * that call onboarding (the portal and the team's client screens).
 */
export const onboardingApi = createClient<OnboardingPaths>(clientOptions('onboarding'));

onboardingApi.use(authMiddleware);
