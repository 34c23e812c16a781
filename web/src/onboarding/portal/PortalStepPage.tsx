import { lazy } from 'react';
import { ClientOnly } from './ClientOnly';
import type { PortalStep } from './steps/stepGuard';

// The steps' screens carry TanStack Query, the API clients and the form library: they load after the frame.
const StepScreen = lazy(() => import('./steps/StepScreen').then((module) => ({ default: module.StepScreen })));

export interface PortalStepProps {
  step: PortalStep;
}

/**
 * An onboarding step (payment, contract, video, dashboard): only for a signed-in client (by account or
 * by access code); anyone else goes to the sign-in. The step's screen then sends the client on to the
 * step its record calls for (spec 001 §4).
 */
export function PortalStepPage({ step }: PortalStepProps) {
  return (
    <ClientOnly>
      <StepScreen step={step} />
    </ClientOnly>
  );
}
