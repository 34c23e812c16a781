import createClient, { type Middleware } from 'openapi-fetch';
import type { paths as ContentPaths } from '@agency/contracts/openapi/content';
import type { paths as IdentityPaths } from '@agency/contracts/openapi/identity';
import type { paths as LeadsPaths } from '@agency/contracts/openapi/leads';
import registry from '@agency/contracts/registry.json';
import { forgetClient, storedAccessCode } from '../../identity/auth/clientStorage';
import { fetchOnServer, SERVER_API_BASE } from './serverFetch';
import { getAccessToken, setSession, type Session } from './session';

/** Where the gateway serves a registered service (its `publicPrefix` in the service registry). */
export function publicPrefix(name: string): string {
  const entry = registry.services.find((service) => service.name === name);
  if (!entry) throw new Error(`${name} is not in the service registry`);
  return entry.publicPrefix;
}

/** In the browser the gateway's paths; in a server render the same paths, sent by the server's fetch. */
export const clientOptions = (name: string) =>
  import.meta.env.SSR
    ? { baseUrl: `${SERVER_API_BASE}${publicPrefix(name)}`, fetch: fetchOnServer }
    : { baseUrl: publicPrefix(name), credentials: 'include' as const };

export const identityApi = createClient<IdentityPaths>(clientOptions('identity'));

export const leadsApi = createClient<LeadsPaths>(clientOptions('leads'));

export const contentApi = createClient<ContentPaths>(clientOptions('content'));

let refreshInFlight: Promise<Session | null> | null = null;

/**
 * An access-code session has no refresh cookie: it is signed in again with the code the tab keeps
 * (after a reload, or when its token has expired). A code that no longer works is forgotten, with the
 * rest of what the tab kept about that client.
 */
async function resumeWithAccessCode(): Promise<Session | null> {
  const code = storedAccessCode();
  if (!code) return null;
  const { data, response } = await identityApi.POST('/auth/access-code', { body: { code } });
  if (response.status === 401) forgetClient();
  return data ?? null;
}

/**
 * Trades the refresh cookie for a new session, or else signs in again with the tab's access code.
 * Concurrent callers share one request: the refresh token rotates on every use, so a second
 * parallel refresh would present an already-spent token.
 */
export function refreshSession(): Promise<Session | null> {
  refreshInFlight ??= identityApi
    .POST('/auth/refresh')
    .then(({ data }) => data ?? resumeWithAccessCode())
    .catch(() => null)
    .then((session) => {
      setSession(session);
      return session;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * Signs out: the refresh token is revoked and its cookie cleared (an access-code session has none, and
 * is simply dropped), and the tab forgets the portal's client (spec 001 §3).
 */
export async function endSession(): Promise<void> {
  const { response } = await identityApi.POST('/auth/logout');
  if (!response.ok) throw new Error(`Sign-out failed with status ${response.status}`);
  forgetClient();
  setSession(null);
}

// Requests are kept (unsent copies) so a 401 can be retried once after a refresh.
const retryCopies = new WeakMap<Request, Request>();

const isAuthEndpoint = (schemaPath: string) => schemaPath.startsWith('/auth/');

export const authMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    // Sign-in, refresh and sign-out run on the cookie alone.
    if (isAuthEndpoint(schemaPath)) return request;
    const token = getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    retryCopies.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response, schemaPath, options }) {
    const copy = retryCopies.get(request);
    retryCopies.delete(request);
    if (response.status !== 401 || !copy || isAuthEndpoint(schemaPath)) return response;

    const session = await refreshSession();
    if (!session) return response;
    copy.headers.set('Authorization', `Bearer ${session.accessToken}`);
    return options.fetch(copy);
  },
};

identityApi.use(authMiddleware);
leadsApi.use(authMiddleware);
contentApi.use(authMiddleware);
