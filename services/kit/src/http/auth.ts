import fastifyJwt from '@fastify/jwt';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { RevokedSessions } from './revoked-sessions.js';

/** `admin`: a mentor, everything; `member`: a student on the team (no team management, payments or deletes); `client`. */
export type Role = 'admin' | 'member' | 'client';

/** The roles of the team (the back office), as opposed to clients. */
export const teamRoles = ['admin', 'member'] as const satisfies readonly Role[];

export const isTeamRole = (role: Role): role is 'admin' | 'member' => role === 'admin' || role === 'member';

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
  /** A team member's display name, when they chose one (the e-mail's local part stands in otherwise). */
  name?: string;
  role: Role;
  /** For a client: the onboarding client record it is bound to. */
  clientId?: string;
  /**
   * Set only on an access-code session: `sub` is then the access code's id, and the token is good for the
   * onboarding steps alone. Anything that needs a full account refuses it (403).
   */
  scope?: 'onboarding';
  /**
   * The session the token was issued in (its refresh-token family), so that ending the session ends the token
   * everywhere. An access-code session has none.
   */
  sid?: string;
  /** Set on a verified token: when it was issued and when it expires, in seconds since the epoch. */
  iat?: number;
  exp?: number;
}

export const TOKEN_AUDIENCE = 'agency';
export const TOKEN_ISSUER = 'agency-identity';
/**
 * The longest an access token may live (an access-code session's 60 minutes; an account's is 15). Services keep
 * an ended session for this long at most, and read back this far in identity's stream when they start.
 */
export const ACCESS_TOKEN_MAX_TTL_SECONDS = 3600;

/** The cookie a browser may carry its access token in, for the one request it cannot add a header to: a WebSocket upgrade. */
export const ACCESS_COOKIE = 'agency_access';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Principal;
    user: Principal;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions identity has ended whose tokens have not expired yet: `verifyCaller` refuses their tokens. */
    revokedSessions: RevokedSessions;
  }
}

export interface AuthOptions {
  publicKey: string;
  /**
   * The service's list of ended sessions, fed from identity's events (buildService does it); without one, a list
   * nothing feeds, which refuses no token.
   */
  revokedSessions?: RevokedSessions;
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
    app.decorate('revokedSessions', options.revokedSessions ?? new RevokedSessions());
  },
  { name: 'agency-auth' },
);

/** Signs access tokens the way every service verifies them. Only the service that holds the private key uses it. */
export function accessTokenSigner(privateKey: string, ttlSeconds: number): (principal: Principal) => string {
  if (ttlSeconds > ACCESS_TOKEN_MAX_TTL_SECONDS) {
    throw new Error(`access tokens live at most ${ACCESS_TOKEN_MAX_TTL_SECONDS} s (services forget ended sessions after that)`);
  }
  const sign = createSigner({
    key: privateKey,
    algorithm: 'ES256',
    aud: TOKEN_AUDIENCE,
    iss: TOKEN_ISSUER,
    expiresIn: ttlSeconds * 1000,
  });
  // A principal read from a verified token carries its times: the new token gets its own.
  return ({ iat: _issued, exp: _expires, ...claims }) => sign(claims);
}

export const authRequired = () => new AppError(401, 'AUTH_REQUIRED', 'Sign in to continue.');
const invalidToken = () => new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');
const sessionsUnknown = () =>
  new AppError(503, 'AUTH_SESSIONS_UNAVAILABLE', 'Signing in is not available right now. Try again shortly.');

/**
 * The holder of `token`, checked for signature, audience, issuer and expiry, for its session not having ended
 * (signed out, password reset, account deactivated), and for being one of `roles`. Until the service has read
 * which sessions ended before it started, it can tell no ended session's token from another: it answers 503.
 */
export function verifyCaller(app: FastifyInstance, token: string, roles: Caller[]): Principal {
  let principal: Principal;
  try {
    principal = app.jwt.verify<Principal>(token);
  } catch {
    throw invalidToken();
  }
  const revoked = app.revokedSessions;
  if (!revoked.isCurrent) throw sessionsUnknown();
  if (revoked.isRevoked(principal)) throw invalidToken();
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
