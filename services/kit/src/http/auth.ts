import fastifyJwt from '@fastify/jwt';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

export type Role = 'admin' | 'client';

/**
 * Who a route lets in: a role, or `onboarding-client`, a client signed in with an access code only
 * (`scope: 'onboarding'`). Such a session is let through only where a route names it, so a client route
 * needs a registered account unless it says otherwise.
 */
export type Caller = Role | 'onboarding-client';

/** The kind of caller a verified token makes its holder. */
export const callerOf = (principal: Principal): Caller =>
  principal.scope === 'onboarding' ? 'onboarding-client' : principal.role;

/** What a verified access token says about its holder. */
export interface Principal {
  sub: string; // user id (an access code's id when scope is onboarding)
  email: string;
  role: Role;
  /** For a client: the onboarding client record it is bound to. */
  clientId?: string;
  /**
   * Set only on an access-code session: `sub` is then the access code's id, and the token is good for the
   * onboarding steps alone. Anything that needs a full account refuses it (403).
   */
  scope?: 'onboarding';
}

export const TOKEN_AUDIENCE = 'agency';
export const TOKEN_ISSUER = 'agency-identity';

/** The cookie a browser may carry its access token in, for the one request it cannot add a header to: a WebSocket upgrade. */
export const ACCESS_COOKIE = 'agency_access';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Principal;
    user: Principal;
  }
}

export interface AuthOptions {
  publicKey: string;
}

/**
 * Verifies ES256 access tokens in every service: signature, audience, issuer and expiry. The claims are
 * required, not only checked when present, so a token of ours made for another audience or without one is
 * refused too.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: { public: options.publicKey },
      verify: {
        algorithms: ['ES256'],
        allowedAud: TOKEN_AUDIENCE,
        allowedIss: TOKEN_ISSUER,
        requiredClaims: ['aud', 'iss', 'exp', 'sub'],
        cache: 1000,
      },
    });
  },
  { name: 'agency-auth' },
);

/** Signs access tokens the way every service verifies them. Only the service that holds the private key uses it. */
export function accessTokenSigner(privateKey: string, ttlSeconds: number): (principal: Principal) => string {
  const sign = createSigner({
    key: privateKey,
    algorithm: 'ES256',
    aud: TOKEN_AUDIENCE,
    iss: TOKEN_ISSUER,
    expiresIn: ttlSeconds * 1000,
  });
  return (principal) => sign({ ...principal });
}

export const authRequired = () => new AppError(401, 'AUTH_REQUIRED', 'Sign in to continue.');
const invalidToken = () => new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');

/** The holder of `token`, checked for signature, audience, issuer and expiry, and for being one of `roles`. */
export function verifyCaller(app: FastifyInstance, token: string, roles: Caller[]): Principal {
  let principal: Principal;
  try {
    principal = app.jwt.verify<Principal>(token);
  } catch {
    throw invalidToken();
  }
  if (!roles.includes(callerOf(principal))) throw new AppError(403, 'AUTH_FORBIDDEN', 'You are not allowed to do this.');
  return principal;
}

/** The bearer token of a request's Authorization header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/** A hook that lets through only a valid token whose holder is one of `roles` (a route's onRequest: see routeGuards). */
export function authorize(roles: Caller[]) {
  return async function checkCaller(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (token === undefined) throw authRequired();
    request.user = verifyCaller(request.server, token, roles);
  };
}
