import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { paymentsApi } from '../../../payments/paymentsClient';
import { paymentsKeys } from '../../../payments/paymentsKeys';
import { setSession } from '../../../shared/api/session';
import { forgetClient } from '../../../identity/auth/clientStorage';
import { rememberSession } from '../../../identity/auth/sessionHint';
import { fetchOwnClient, type ClientView } from '../portalSession';

/** A refused session: the access code behind it was revoked, redeemed or has expired (or the session ended). */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The server's stable code of a refused request. */
export const errorCodeOf = (error: unknown) =>
  error instanceof ApiError ? (error.body as { code?: string } | undefined)?.code : undefined;

/**
 * Signs the tab out of the portal when the server no longer takes its session: what the tab kept about
 * the client goes (its cached reads with the session, shared/api/queryClient.ts), and the step page, finding
 * no client, sends it to the sign-in.
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

/**
 * The caller's record, read again on every mount whatever the cache holds: the step guard decides on
 * a read made after it mounted (StepScreen.tsx), never on what an earlier page cached.
 */
export function useOwnClient() {
  const query = useQuery({
    queryKey: onboardingKeys.portal.client,
    queryFn: fetchOwnClient,
    retry: false,
    refetchOnMount: 'always',
  });
  useLeaveWhenSessionEnds(query.error);
  return query;
}

/** The caller's record as the dashboard shows it: read once, then kept fresh by the cache's own rules. */
export function usePortalClient() {
  return useQuery({ queryKey: onboardingKeys.portal.client, queryFn: fetchOwnClient, retry: false });
}

/** Demo mode and the welcome video. A failed read counts as no demo and no video (loading errors stay quiet). */
export function usePortalSettings() {
  return useQuery({
    queryKey: onboardingKeys.portal.settings,
    queryFn: () => expectOk(onboardingApi.GET('/portal-settings')),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Whether card checkout is set up here (assumed so until the answer says otherwise), whether Stripe Tax
 * computes the taxes, and each province's taxes for the payment page.
 */
export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentsKeys.settings,
    queryFn: () => expectOk(paymentsApi.GET('/settings')),
    staleTime: Infinity,
    retry: false,
  });
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller then checks `signal.aborted`). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}

export interface Poll {
  intervalMs: number;
  attempts: number;
}

/**
 * Reads the record until `done` says it shows what the caller is waiting for, at most `attempts`
 * times; the record that did goes into the cache. False when it never did, or `signal` aborted.
 */
export async function waitForClient(
  queryClient: QueryClient,
  done: (client: ClientView) => boolean,
  poll: Poll,
  signal: AbortSignal,
): Promise<boolean> {
  for (let attempt = 0; attempt < poll.attempts && !signal.aborted; attempt++) {
    if (attempt > 0) await delay(poll.intervalMs, signal);
    if (signal.aborted) break;
    const client = await fetchOwnClient().catch(() => null);
    if (signal.aborted) break;
    if (client && done(client)) {
      queryClient.setQueryData(onboardingKeys.portal.client, client);
      return true;
    }
  }
  return false;
}

/** How often and how long the payment step reads the record while a verified payment reaches it (about 30 s). */
export const PAID_POLL: Poll = { intervalMs: 1_000, attempts: 30 };

/**
 * Waits until the client's record shows the payment: payments announces it and onboarding applies it
 * a moment later. False after about 30 s without it (or once `signal` aborts).
 */
export const waitUntilPaid = (queryClient: QueryClient, signal: AbortSignal) =>
  waitForClient(queryClient, (client) => client.paymentCompleted, PAID_POLL, signal);
