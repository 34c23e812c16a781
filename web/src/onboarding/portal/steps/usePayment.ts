import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { paymentsApi } from '../../../payments/paymentsClient';
import { rememberSelectedPackage } from '../../../identity/auth/clientStorage';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { fetchOwnClient } from '../portalSession';
import type { Jurisdiction } from '../../../payments/billing/billing';
import { packageTitle, type Package } from './packages';
import { onboardingKeys } from '../../onboardingKeys';
import { delay, errorCodeOf, isSessionEnded, leavePortal, waitUntilPaid } from './portalQueries';
import { stepRedirect } from './stepGuard';
import { useMountedSignal } from './useMountedSignal';

/** Spec 001 §9: the contract follows 1.5 s after the payment is verified; Start Free Trial stays busy 2 s. */
export const PAYMENT_DELAYS = { toContractMs: 1_500, busyMs: 2_000 } as const;

const CONTRACT_PATH = '/onboarding/contract';

export type PaymentPhase = 'choose' | 'verifying' | 'proceeding';

/**
 * A failure: the tab leaves the portal when the session is over (whether or not the screen is still
 * there); otherwise its toast, unless the screen has gone in the meantime.
 */
function fail(error: unknown, message: string, signal: AbortSignal): void {
  if (isSessionEnded(error)) leavePortal();
  else if (!signal.aborted) notify.error(message);
}

/**
 * The payment step's actions: Start Free Trial (Stripe Checkout in a new tab), the return from
 * Checkout (`?session_id=`, verified by the server with Stripe), Check Payment Status and the demo's
 * Skip Payment, each with the spec's messages, and the way on to the contract. Nothing that finishes
 * after the screen has gone (signed out, or left) navigates, changes the address or writes the cache.
 */
export function usePayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const [phase, setPhase] = useState<PaymentPhase>(sessionId ? 'verifying' : 'choose');
  // A verified payment the record did not show within the wait: the packages say it is on its way.
  const [confirming, setConfirming] = useState(false);
  const [opening, setOpening] = useState<Package | null>(null);
  const mounted = useMountedSignal();

  /** The packages again, the session id out of the address so a reload does not verify it again. */
  const backToPackages = useCallback(() => {
    setPhase('choose');
    setParams({}, { replace: true });
  }, [setParams]);

  /**
   * The toast, then the contract once the record shows the payment (it arrives by event) and 1.5 s
   * have passed. A record still unpaid after the wait leaves the client on the packages, told that the
   * payment is being confirmed and to check its status.
   */
  const proceed = useCallback(
    async (message: string) => {
      const signal = mounted();
      if (signal.aborted) return;
      notify.success(message);
      setConfirming(false);
      setPhase('proceeding');
      const [, paid] = await Promise.all([delay(PAYMENT_DELAYS.toContractMs, signal), waitUntilPaid(queryClient, signal)]);
      if (signal.aborted) return;
      if (paid) {
        void navigate(CONTRACT_PATH, { replace: true });
        return;
      }
      setConfirming(true);
      backToPackages();
    },
    [mounted, navigate, queryClient, backToPackages],
  );

  /**
   * A return that did not verify: the payment step's guard runs again on a fresh read, so a client
   * whose payment has reached the record anyway goes on to the contract; any other, the packages.
   */
  const notVerified = useCallback(
    async (message: string) => {
      const client = await fetchOwnClient().catch(() => undefined);
      const signal = mounted();
      if (signal.aborted) return;
      const redirect = stepRedirect('payment', client);
      if (client && redirect) {
        queryClient.setQueryData(onboardingKeys.portal.client, client);
        void navigate(redirect, { replace: true });
        return;
      }
      notify.error(message);
      backToPackages();
    },
    [mounted, navigate, queryClient, backToPackages],
  );

  // The return from Checkout is verified once (a ref, so a remount in development does not ask twice).
  const verifying = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || verifying.current === sessionId) return;
    verifying.current = sessionId;
    expectOk(paymentsApi.POST('/checkout-sessions/{sessionId}/verification', { params: { path: { sessionId } } })).then(
      ({ verified }) => (verified ? proceed(t('payment.verified')) : notVerified(t('payment.verificationFailed'))),
      (error: unknown) => {
        if (isSessionEnded(error)) leavePortal();
        else return notVerified(t('payment.verifyFailed'));
      },
    );
  }, [sessionId, proceed, notVerified]);

  const check = useMutation({
    mutationFn: () => expectOk(paymentsApi.POST('/client/payment-check')),
    onSuccess: ({ found }) => {
      if (found) return proceed(t('payment.found'));
      if (!mounted().aborted) notify.error(t('payment.notFound'));
    },
    onError: (error) => fail(error, t('payment.checkFailed'), mounted()),
  });

  const skip = useMutation({
    mutationFn: (pkg: Package) => expectOk(onboardingApi.POST('/client/demo-payment', { body: { package: pkg } })),
    onSuccess: (client) => {
      if (mounted().aborted) return;
      queryClient.setQueryData(onboardingKeys.portal.client, client);
      notify.success(t('payment.demo.confirmed'));
      void navigate(CONTRACT_PATH, { replace: true });
    },
    onError: (error) => fail(error, t('payment.demo.failed'), mounted()),
  });

  /**
   * Opens the tab within the click (a popup blocker lets only that through), then points it at the
   * Checkout Session payments makes for the package, with the taxes of the client's province. Without a tab (blocked anyway) this tab goes. The
   * button stays busy for 2 s and until payments has answered, whichever is later.
   */
  const start = (pkg: Package, province: Jurisdiction) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    rememberSelectedPackage(packageTitle(pkg));
    setOpening(pkg);
    const signal = mounted();
    const request = expectOk(paymentsApi.POST('/checkout-sessions', { body: { package: pkg, province } })).then(
      ({ url }) => {
        // The screen has gone (signed out, or left): no Checkout for it.
        if (signal.aborted) return tab?.close();
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        notify.success(t('payment.opened'));
      },
      (error: unknown) => {
        tab?.close();
        // Paid already (in another tab, say): payments opens no second subscription, and the client moves on.
        if (errorCodeOf(error) === 'PAYMENTS_ALREADY_PAID') return proceed(t('payment.found'));
        const notConfigured = errorCodeOf(error) === 'PAYMENTS_NOT_CONFIGURED';
        fail(error, t(notConfigured ? 'payment.notConfigured' : 'payment.openFailed'), signal);
      },
    );
    void Promise.all([delay(PAYMENT_DELAYS.busyMs, signal), request]).then(() => {
      if (!signal.aborted) setOpening(null);
    });
  };

  return { phase, confirming, opening, start, check, skip };
}
