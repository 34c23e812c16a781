import { randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { generateKeys } from '@agency/kit/testing';
import {
  adminEmail,
  adminPassword,
  clientEmail,
  clientPassword,
  identityTestService,
  refreshCookie,
  tokenHash,
} from './support.js';

const t = await identityTestService();
const clientId = randomUUID();
const clientUserId = await t.addUser(clientEmail, clientPassword, 'client', clientId);

describe('signing in', () => {
  it('answers a session whose access token verifies with the public key, and sets the refresh cookie', async () => {
    const response = await t.login({ email: adminEmail, password: adminPassword });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    const [admin] = await t.sql<{ id: string }>('SELECT id FROM users WHERE email = :adminEmail', { adminEmail });
    expect(session).toEqual({
      accessToken: expect.any(String),
      expiresIn: 900,
      user: { id: admin?.id, email: adminEmail, role: 'admin', name: 'Admin' },
    });

    const claims = t.verifyAccessToken(session.accessToken) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: admin?.id,
      email: adminEmail,
      name: 'Admin',
      role: 'admin',
      aud: 'agency',
      iss: 'agency-identity',
    });
    expect(claims.clientId).toBeUndefined();
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 890);
    expect(claims.exp).toBeLessThanOrEqual(now + 901);
    expect(() => createVerifier({ key: generateKeys().publicKey, algorithms: ['ES256'] })(session.accessToken)).toThrow();

    const cookie = refreshCookie(response);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/auth', maxAge: 14 * 24 * 60 * 60 });
    // The test service's PUBLIC_ORIGIN is https (and NODE_ENV is test).
    expect(cookie.secure).toBe(true);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/; Secure/);

    // Only the token's SHA-256 is stored.
    const stored = await t.sql<{ tokenHash: string; userId: string }>(
      'SELECT token_hash, user_id FROM refresh_tokens WHERE token_hash = :tokenHash',
      { tokenHash: tokenHash(cookie.value) },
    );
    expect(stored).toEqual([{ tokenHash: expect.any(String), userId: admin?.id }]);
    expect(await t.sql('SELECT id FROM refresh_tokens WHERE token_hash = :tokenHash', { tokenHash: cookie.value })).toEqual([]);
  });

  it('keeps every answer that carries a session, or answers its holder, out of caches', async () => {
    const signedIn = await t.login({ email: adminEmail, password: adminPassword });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refreshed = await t.refresh(refreshCookie(signedIn).value);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const me = await t.me(`Bearer ${refreshed.json().accessToken}`);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    // A failed sign-in hands out nothing and has no need of it; nor has the health check.
    expect((await t.login({ email: adminEmail, password: 'wrong-password-1' })).headers['cache-control']).toBeUndefined();
    expect((await t.app.inject({ url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });

  it('puts a client account’s client id in its token', async () => {
    const response = await t.login({ email: clientEmail, password: clientPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({ id: clientUserId, email: clientEmail, role: 'client' });
    expect(t.verifyAccessToken(response.json().accessToken)).toMatchObject({ sub: clientUserId, role: 'client', clientId });
  });

  it('marks the cookie Secure by the public origin’s scheme alone, not by NODE_ENV', async () => {
    const cases = [
      { PUBLIC_ORIGIN: 'https://maplebuilders.ca', NODE_ENV: 'development', secure: true },
      { PUBLIC_ORIGIN: 'http://localhost:8080', NODE_ENV: 'production', secure: false },
    ];
    for (const { secure, ...env } of cases) {
      const service = await t.another(env);
      try {
        const response = await service.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: adminEmail, password: adminPassword },
        });
        expect(Boolean(refreshCookie(response).secure), env.PUBLIC_ORIGIN).toBe(secure);
        const signedOut = await service.app.inject({ method: 'POST', url: '/auth/logout' });
        expect(/; Secure/.test(String(signedOut.headers['set-cookie'])), env.PUBLIC_ORIGIN).toBe(secure);
      } finally {
        await service.app.close();
      }
    }
  });

  it('treats the e-mail case-insensitively', async () => {
    const response = await t.login({ email: 'Owner@MAPLE.Example', password: adminPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(adminEmail);
  });

  it('answers a wrong password and an unknown e-mail identically, but for the request id', async () => {
    const wrongPassword = await t.login({ email: adminEmail, password: 'not-the-password' });
    const unknownEmail = await t.login({ email: 'nobody@maple.example', password: 'not-the-password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toEqual([]);
      expect(response.json().requestId).toBe(response.headers['x-request-id']);
    }
    const strip = (response: LightMyRequestResponse) => ({ ...response.json(), requestId: undefined });
    expect(strip(wrongPassword)).toEqual(strip(unknownEmail));
    expect(strip(wrongPassword)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'IDENTITY_INVALID_CREDENTIALS',
      message: 'Invalid credentials',
      requestId: undefined,
    });
    expect(wrongPassword.headers['content-type']).toBe(unknownEmail.headers['content-type']);
  });

  const badLogins: Array<[string, unknown]> = [
    ['a missing e-mail', { password: adminPassword }],
    ['a missing password', { email: adminEmail }],
    ['an empty body', {}],
    ['an unknown field', { email: adminEmail, password: adminPassword, role: 'admin' }],
    ['a numeric password', { email: adminEmail, password: 12345678901234 }],
    ['an e-mail that is not a string', { email: ['a@b.co'], password: adminPassword }],
    ['an empty password', { email: adminEmail, password: '' }],
    ['CR/LF in the e-mail', { email: `${adminEmail}\r\nBcc: x@y.z`, password: adminPassword }],
    ['a NUL byte', { email: adminEmail, password: `${adminPassword}\u0000` }],
    ['a 300-character password', { email: adminEmail, password: 'p'.repeat(300) }],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.com`, password: adminPassword }],
    ['an array body', [{ email: adminEmail, password: adminPassword }]],
  ];
  it.each(badLogins)('rejects %s with a 400 in the error shape and no cookie', async (_label, body) => {
    const response = await t.login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
    expect(response.json().code).toMatch(/^(VALIDATION_FAILED|INVALID_CHARACTERS)$/);
    expect(response.cookies).toEqual([]);
  });

  it('names the offending fields', async () => {
    const response = await t.login({ email: 'nope', password: 7, extra: true });
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body/email', 'body/password', 'body/extra']));
  });
});
