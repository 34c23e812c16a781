import type { operations } from '@agency/contracts/openapi/identity';
import type { components as onboarding } from '@agency/contracts/openapi/onboarding';
import { identityApi } from '../../api/clients';
import { expectOk } from '../../api/expectOk';
import { onboardingApi } from '../../api/onboardingClient';
import { setSession, type Session } from '../../api/session';
import { forgetClient, rememberClient } from '../../auth/clientStorage';
import { rememberSession } from '../../auth/sessionHint';

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
 * The signed-in client's own record, or null when it has none. A failed read counts as none (the
 * spec tolerates a lookup that finds nothing): the payment step is where such a client starts.
 */
export async function readOwnClient(): Promise<ClientView | null> {
  try {
    return await expectOk(onboardingApi.GET('/client'));
  } catch {
    return null;
  }
}

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
