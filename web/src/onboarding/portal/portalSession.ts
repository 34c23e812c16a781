import type { operations } from '@agency/contracts/openapi/identity';
import type { components as onboarding } from '@agency/contracts/openapi/onboarding';
import { identityApi } from '../../shared/api/clients';
import { ApiError, expectOk } from '../../shared/api/expectOk';
import { onboardingApi } from '../onboardingClient';
import { setSession, type Session } from '../../shared/api/session';
import { forgetClient, rememberClient } from '../../identity/auth/clientStorage';
import { rememberSession } from '../../identity/auth/sessionHint';

export type ClientView = onboarding['schemas']['ClientView'];
export type RegisterRequest = operations['register']['requestBody']['content']['application/json'];

/**
 * Post-login routing (spec 001 §4): no client record or no payment, the payment step; then the
 * contract, then the video; a client that has done all three, its dashboard.
 */
export function nextStepPath(client: ClientView | null): string {
  if (!client?.paymentCompleted) return '/onboarding/payment';
  if (!client.contractSigned) return '/onboarding/contract';
  if (!client.videoWatched) return '/onboarding/video';
  return '/onboarding/dashboard';
}

/**
 * GET /client, the one reader of the signed-in client's record (the steps' queries use it too): null
 * when it has none (404); any other failure is thrown, so the steps can tell an ended session (401).
 */
export async function fetchOwnClient(): Promise<ClientView | null> {
  try {
    return await expectOk(onboardingApi.GET('/client'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Post-login routing's read: here any failure counts as no record (the spec tolerates a lookup that
 * finds nothing), because the payment step it then leads to reads the record again, and its guard
 * and screens handle an ended session or a failed read.
 */
/** Saves the signed-in client's own contact name and phone. */
export const updateOwnContact = (edit: onboarding['schemas']['ContactEdit']) =>
  expectOk(onboardingApi.PATCH('/client/contact', { body: edit }));

export const readOwnClient = (): Promise<ClientView | null> => fetchOwnClient().catch(() => null);

/** A new client's session; the previous user's cached reads go with the change of user (shared/api/queryClient.ts). */
function begin(session: Session, accessCode?: string): Session {
  forgetClient();
  rememberClient({ accessCode, email: session.user.email });
  setSession(session);
  rememberSession(true);
  return session;
}

/** Signs in for the onboarding steps with an access code; the tab keeps the code to sign in again after a reload. */
export async function signInWithAccessCode(code: string): Promise<Session> {
  const session = await expectOk(identityApi.POST('/auth/access-code', { body: { code } }));
  return begin(session, code);
}

/** Creates the client's account with its access code, signed in as it. */
export async function registerClient(request: RegisterRequest): Promise<Session> {
  const session = await expectOk(identityApi.POST('/auth/register', { body: request }));
  return begin(session, request.accessCode);
}
