import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../i18n/messages';
import { PortalStatus } from './PortalCard';
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
  const { status, user } = useAuth();
  const loading = <PortalStatus>{t('site.loading')}</PortalStatus>;
  if (status === 'unknown') return loading;
  if (user?.role !== 'client') return <Navigate to="/onboarding" replace />;
  return (
    <Suspense fallback={loading}>
      <StepScreen step={step} />
    </Suspense>
  );
}
