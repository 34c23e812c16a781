import { createHash, randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import { testService } from '@agency/kit/testing';
import { buildIdentityService } from '../src/app.js';
import { loadIdentityConfig } from '../src/config.js';
import { hashPassword } from '../src/modules/users/passwords.js';

export const identity = { name: 'identity', build: buildIdentityService, loadConfig: loadIdentityConfig };

export const adminEmail = 'owner@maple.example';
export const adminPassword = 'Admin-Password-2026!';
export const clientEmail = 'client@shop.example';
export const clientPassword = 'Client-Password-2026!';

/**
 * The identity service on fresh databases, seeded with its demo admin, and the calls its tests make:
 * sign in, refresh, sign out, and ask who is signed in.
 */
export async function identityTestService() {
  const t = await testService(identity, { afterAll, env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } });
  const { app } = t;

  const login = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: payload as object,
      headers: { 'content-type': 'application/json' },
    });
  const withCookie = (token?: string) => (token !== undefined ? { cookies: { agency_refresh: token } } : {});
  const refresh = (token?: string) => app.inject({ method: 'POST', url: '/auth/refresh', ...withCookie(token) });
  const logout = (token?: string) => app.inject({ method: 'POST', url: '/auth/logout', ...withCookie(token) });
  const me = (authorization?: string) => app.inject({ url: '/me', ...(authorization && { headers: { authorization } }) });

  async function signInAsAdmin() {
    const response = await login({ email: adminEmail, password: adminPassword });
    expect(response.statusCode).toBe(200);
    return {
      session: response.json<{ accessToken: string; user: { id: string } }>(),
      cookie: refreshCookie(response).value,
    };
  }

  /** Stores an account with a real password hash and answers its id. */
  async function addUser(email: string, password: string, role: 'admin' | 'client', clientId: string | null = null) {
    const id = randomUUID();
    await t.sql('INSERT INTO users (id, email, password_hash, role, client_id) VALUES (?, ?, ?, ?, ?)', [
      id,
      email,
      await hashPassword(password),
      role,
      clientId,
    ]);
    return id;
  }

  const verifyAccessToken = createVerifier({
    key: t.keys.publicKey,
    algorithms: ['ES256'],
    allowedAud: 'agency',
    allowedIss: 'agency-identity',
  });

  return { ...t, login, refresh, logout, me, signInAsAdmin, addUser, verifyAccessToken };
}

export function refreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'agency_refresh');
  if (!cookie) throw new Error('no agency_refresh cookie was set');
  return cookie;
}

/** True when the response tells the browser to drop the refresh cookie. */
export function clearsCookie(response: LightMyRequestResponse): boolean {
  const cookie = response.cookies.find((c) => c.name === 'agency_refresh');
  return (
    cookie !== undefined &&
    cookie.value === '' &&
    cookie.path === '/api/identity/auth' &&
    (cookie.expires?.getTime() ?? Infinity) <= Date.now()
  );
}

/** How a refresh token is stored: its SHA-256, never its value. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
