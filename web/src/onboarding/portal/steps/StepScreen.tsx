import { useState, type ComponentType } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '../../../shared/api/QueryProvider';
import { t } from '../../../shared/i18n/messages';
import { lazyPage } from '../../../shared/lib/lazyPage';
import { PortalStatus } from '../PortalCard';
import { ContractStep } from './ContractStep';
import { PaymentStep } from './PaymentStep';
import { useOwnClient } from './portalQueries';
import { stepRedirect, type PortalStep } from './stepGuard';
import { VideoStep } from './VideoStep';

// The dashboard carries the messaging client, the live thread and the billing screens: it loads only for the
// client who reaches it.
const DashboardStep = lazyPage(() => import('./DashboardStep'), 'DashboardStep', ['chat', 'billing']);

const screens: Record<PortalStep, ComponentType> = {
  payment: PaymentStep,
  contract: ContractStep,
  video: VideoStep,
  dashboard: DashboardStep,
};

/**
 * Reads the client's record on arrival and sends the client where it belongs (stepGuard.ts). It
 * decides on that read alone, made after it mounted, never on a record an earlier page cached (which
 * may be out of date). Afterwards the step moves the client on by itself (after its messages and
 * delays), so a record that changes under it does not cut its last screen short. A payment step
 * returning from Checkout (`?session_id=`) verifies first, whatever the record says.
 */
function GuardedStep({ step }: { step: PortalStep }) {
  const client = useOwnClient();
  const [params] = useSearchParams();
  const returning = step === 'payment' && params.has('session_id');
  const [entry, setEntry] = useState<{ redirect: string | null } | undefined>(undefined);

  const settled = client.isFetchedAfterMount && !client.isFetching;
  if (settled && entry === undefined) {
    // The dashboard tells a missing or unreadable record itself before it sends the client back (spec 001 §8).
    const unknown = client.isError || (step === 'dashboard' && !client.data);
    setEntry({ redirect: returning ? null : stepRedirect(step, unknown ? undefined : client.data) });
  }
  if (entry === undefined) return <PortalStatus>{t('site.loading')}</PortalStatus>;
  if (entry.redirect) return <Navigate to={entry.redirect} replace />;
  const Screen = screens[step];
  return <Screen />;
}

export function StepScreen({ step }: { step: PortalStep }) {
  return (
    <QueryProvider>
      <GuardedStep key={step} step={step} />
    </QueryProvider>
  );
}
