import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { paymentsApi } from '../../../api/paymentsClient';
import { setSession } from '../../../api/session';
import { forgetClient } from '../../../auth/clientStorage';
import { rememberSession } from '../../../auth/sessionHint';
import type { ClientView } from '../portalSession';

export const portalKeys = {
  client: ['portal', 'client'],
  contract: ['portal', 'contract'],
  portalSettings: ['portal', 'settings'],
  paymentSettings: ['payments', 'settings'],
} as const;

/** A refused session: the access code behind it was revoked, redeemed or has expired (or the session ended). */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The server's stable code of a refused request. */
export const errorCodeOf = (error: unknown) =>
  error instanceof ApiError ? (error.body as { code?: string } | undefined)?.code : undefined;

/**
 * Signs the tab out of the portal when the server no longer takes its session: what the tab kept about
 * the client goes, and the step page, finding no client, sends it to the sign-in.
 */
export function leavePortal(): void {
  forgetClient();
  rememberSession(false);
  setSession(null);
}

/** Leaves the portal when `error` says the session is over. */
export function useLeaveWhenSessionEnds(error: unknown): void {
  useEffect(() => {
    if (isSessionEnded(error)) leavePortal();
  }, [error]);
}

/** The caller's record; null when it has none yet. */
export async function fetchOwnClient(): Promise<ClientView | null> {
  try {
    return await expectOk(onboardingApi.GET('/client'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOwnClient() {
  const query = useQuery({ queryKey: portalKeys.client, queryFn: fetchOwnClient, retry: false });
  useLeaveWhenSessionEnds(query.error);
  return query;
}

/** Demo mode and the welcome video. A failed read counts as no demo and no video (loading errors stay quiet). */
export function usePortalSettings() {
  return useQuery({
    queryKey: portalKeys.portalSettings,
    queryFn: () => expectOk(onboardingApi.GET('/portal-settings')),
    staleTime: Infinity,
    retry: false,
  });
}

/** Whether card checkout is set up here; assumed so until the answer says otherwise. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: portalKeys.paymentSettings,
    queryFn: () => expectOk(paymentsApi.GET('/settings')),
    staleTime: Infinity,
    retry: false,
  });
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How often and how long the payment step reads the record again while a verified payment reaches it. */
export const PAID_POLL = { intervalMs: 1_000, attempts: 10 } as const;

/**
 * Waits until the client's record shows the payment: payments announces it and onboarding applies it
 * a moment later. Gives up quietly after a few seconds; the contract page checks again on arrival.
 */
export async function waitUntilPaid(queryClient: QueryClient): Promise<void> {
  for (let attempt = 0; attempt < PAID_POLL.attempts; attempt++) {
    const client = await fetchOwnClient().catch(() => null);
    if (client?.paymentCompleted) {
      queryClient.setQueryData(portalKeys.client, client);
      return;
    }
    await delay(PAID_POLL.intervalMs);
  }
}
