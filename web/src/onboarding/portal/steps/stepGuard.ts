import { nextStepPath, type ClientView } from '../portalSession';

export type PortalStep = 'payment' | 'contract' | 'video' | 'dashboard';

const stepPaths: Record<PortalStep, string> = {
  payment: '/onboarding/payment',
  contract: '/onboarding/contract',
  video: '/onboarding/video',
  dashboard: '/onboarding/dashboard',
};

/**
 * Where a client arriving on `step` belongs instead (spec 001 §4), or null to stay: the payment page
 * sends a paid client to the contract; the contract page an unpaid one to payment and a signed one to
 * the video; the video page sends back to the first step not done, or on to the dashboard once watched;
 * the dashboard waits for a complete onboarding. Without a record (none, or it could not be read) the
 * payment step is where a client starts; the other steps stay and let the server's answers decide.
 */
export function stepRedirect(step: PortalStep, client: ClientView | null | undefined): string | null {
  if (client === undefined) return null;
  let target: string;
  if (step === 'payment') target = client?.paymentCompleted ? stepPaths.contract : stepPaths.payment;
  else if (step === 'contract') {
    if (!client?.paymentCompleted) target = stepPaths.payment;
    else target = client.contractSigned ? stepPaths.video : stepPaths.contract;
  } else if (step === 'video') target = nextStepPath(client);
  else target = client?.onboardingComplete ? stepPaths.dashboard : nextStepPath(client);
  return target === stepPaths[step] ? null : target;
}
