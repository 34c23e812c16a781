import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { paymentsApi } from '../../../api/paymentsClient';
import { rememberSelectedPackage } from '../../../auth/clientStorage';
import { t } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { packageTitle, type Package } from './packages';
import { delay, isSessionEnded, leavePortal, portalKeys, waitUntilPaid } from './portalQueries';

/** Spec 001 §9: the contract follows 1.5 s after the payment is verified; Start Free Trial stays busy 2 s. */
export const PAYMENT_DELAYS = { toContractMs: 1_500, busyMs: 2_000 } as const;

const CONTRACT_PATH = '/onboarding/contract';

type PaymentPhase = 'choose' | 'verifying' | 'proceeding';

/** A failure's toast, unless the session is over (then the tab leaves the portal instead). */
function fail(error: unknown, message: string): void {
  if (isSessionEnded(error)) leavePortal();
  else notify.error(message);
}

/**
 * The payment step's actions: Start Free Trial (Stripe Checkout in a new tab), the return from
 * Checkout (`?session_id=`, verified by the server with Stripe), Check Payment Status and the demo's
 * Skip Payment, each with the spec's messages, and the way on to the contract.
 */
export function usePayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const [phase, setPhase] = useState<PaymentPhase>(sessionId ? 'verifying' : 'choose');
  const [opening, setOpening] = useState<Package | null>(null);

  /** The toast, then the contract once the record shows the payment (it arrives by event) and 1.5 s have passed. */
  const proceed = useCallback(
    async (message: string) => {
      notify.success(message);
      setPhase('proceeding');
      await Promise.all([delay(PAYMENT_DELAYS.toContractMs), waitUntilPaid(queryClient)]);
      void navigate(CONTRACT_PATH, { replace: true });
    },
    [navigate, queryClient],
  );

  const backToPackages = useCallback(() => {
    setPhase('choose');
    setParams({}, { replace: true });
  }, [setParams]);

  // The return from Checkout is verified once (a ref, so a remount in development does not ask twice).
  const verifying = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || verifying.current === sessionId) return;
    verifying.current = sessionId;
    expectOk(paymentsApi.POST('/checkout-sessions/{sessionId}/verification', { params: { path: { sessionId } } })).then(
      ({ verified }) => {
        if (verified) return proceed(t('payment.verified'));
        notify.error(t('payment.verificationFailed'));
        backToPackages();
      },
      (error: unknown) => {
        fail(error, t('payment.verifyFailed'));
        backToPackages();
      },
    );
  }, [sessionId, proceed, backToPackages]);

  const check = useMutation({
    mutationFn: () => expectOk(paymentsApi.POST('/client/payment-check')),
    onSuccess: ({ found }) => {
      if (found) return proceed(t('payment.found'));
      notify.error(t('payment.notFound'));
    },
    onError: (error) => fail(error, t('payment.checkFailed')),
  });

  const skip = useMutation({
    mutationFn: (pkg: Package) => expectOk(onboardingApi.POST('/client/demo-payment', { body: { package: pkg } })),
    onSuccess: (client) => {
      queryClient.setQueryData(portalKeys.client, client);
      notify.success(t('payment.demo.confirmed'));
      void navigate(CONTRACT_PATH, { replace: true });
    },
    onError: (error) => fail(error, t('payment.demo.failed')),
  });

  /**
   * Opens the tab within the click (a popup blocker lets only that through), then points it at the
   * Checkout Session once payments has made one. Without a tab (blocked anyway) this tab goes.
   */
  const start = (pkg: Package) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    rememberSelectedPackage(packageTitle(pkg));
    setOpening(pkg);
    setTimeout(() => setOpening(null), PAYMENT_DELAYS.busyMs);
    expectOk(paymentsApi.POST('/checkout-sessions', { body: { package: pkg } })).then(
      ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        notify.success(t('payment.opened'));
      },
      (error: unknown) => {
        tab?.close();
        const notConfigured = error instanceof ApiError && error.status === 503;
        fail(error, t(notConfigured ? 'payment.notConfigured' : 'payment.openFailed'));
      },
    );
  };

  return { phase, opening, start, check, skip };
}
