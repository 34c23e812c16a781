import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

export type Role = 'admin' | 'client';

/** What a verified access token says about its holder. */
export interface Principal {
  sub: string; // user id
  email: string;
  role: Role;
  /** For a client: the onboarding client record it is bound to. */
  clientId?: string;
}

export const TOKEN_AUDIENCE = 'agency';
export const TOKEN_ISSUER = 'agency-identity';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Principal;
    user: Principal;
  }
}

export interface AuthOptions {
  publicKey: string;
  /** Only the identity service holds it: it is the one that signs. */
  privateKey?: string;
  accessTokenTtlSeconds?: number;
}

/** Verifies ES256 access tokens (audience and expiry checked) in every service. */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: options.privateKey ? { public: options.publicKey, private: options.privateKey } : { public: options.publicKey },
      sign: { algorithm: 'ES256', aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, expiresIn: options.accessTokenTtlSeconds ?? 900 },
      verify: { algorithms: ['ES256'], allowedAud: TOKEN_AUDIENCE, allowedIss: TOKEN_ISSUER, cache: 1000 },
    });
  },
  { name: 'agency-auth' },
);

/** A preHandler that lets through only a valid token whose role is one of `roles`. */
export function authorize(roles: Role[]) {
  return async function checkCaller(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      throw new AppError(401, 'AUTH_REQUIRED', 'Sign in to continue.');
    }
    try {
      await request.jwtVerify();
    } catch {
      throw new AppError(401, 'AUTH_INVALID_TOKEN', 'Your session has expired or is not valid. Sign in again.');
    }
    if (!roles.includes(request.user.role)) {
      throw new AppError(403, 'AUTH_FORBIDDEN', 'You are not allowed to do this.');
    }
  };
}
