import { createHash, randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropTestResources, generateKeys, serviceTestEnv, signTestToken, testNamespace } from '@agency/kit/testing';
import { buildIdentityService } from '../src/app.js';
import { loadIdentityConfig } from '../src/config.js';
import { hashPassword } from '../src/modules/users/passwords.js';
import { seedDemoData } from '../src/modules/users/seed.js';

const namespace = testNamespace();
const keys = generateKeys();
const adminEmail = 'owner@maple.example';
const adminPassword = 'Admin-Password-2026!';
const env = (extra: Record<string, string> = {}) =>
  serviceTestEnv(namespace, 'identity', keys, {
    JWT_PRIVATE_KEY: keys.privateKey,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ...extra,
  });

let service: Awaited<ReturnType<typeof buildIdentityService>>;
const clientEmail = 'client@shop.example';
const clientPassword = 'Client-Password-2026!';
const clientId = randomUUID();
let clientUserId: string;

const verifyAccessToken = createVerifier({
  key: keys.publicKey,
  algorithms: ['ES256'],
  allowedAud: 'agency',
  allowedIss: 'agency-identity',
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  service.context.orm.em.getConnection().execute<T[]>(query, params);

const login = (payload: unknown) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
  });

const refresh = (token?: string) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/refresh',
    ...(token !== undefined && { cookies: { agency_refresh: token } }),
  });

const logout = (token?: string) =>
  service.app.inject({ method: 'POST', url: '/auth/logout', ...(token !== undefined && { cookies: { agency_refresh: token } }) });

const me = (authorization?: string) => service.app.inject({ url: '/me', ...(authorization && { headers: { authorization } }) });

function refreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'agency_refresh');
  if (!cookie) throw new Error('no agency_refresh cookie was set');
  return cookie;
}

/** True when the response tells the browser to drop the refresh cookie. */
function clearsCookie(response: LightMyRequestResponse): boolean {
  const cookie = response.cookies.find((c) => c.name === 'agency_refresh');
  return (
    cookie !== undefined &&
    cookie.value === '' &&
    cookie.path === '/api/identity/auth' &&
    (cookie.expires?.getTime() ?? Infinity) <= Date.now()
  );
}

async function signInAsAdmin() {
  const response = await login({ email: adminEmail, password: adminPassword });
  expect(response.statusCode).toBe(200);
  return { session: response.json<{ accessToken: string; user: { id: string } }>(), cookie: refreshCookie(response).value };
}

beforeAll(async () => {
  service = await buildIdentityService(loadIdentityConfig(env()));
  await service.app.ready();
  await service.events.ready();
  clientUserId = randomUUID();
  await sql("INSERT INTO users (id, email, password_hash, role, client_id) VALUES (?, ?, ?, 'client', ?)", [
    clientUserId,
    clientEmail,
    await hashPassword(clientPassword),
    clientId,
  ]);
});

afterAll(async () => {
  await service?.app.close();
  await dropTestResources(namespace);
});

describe('the demo admin seed', () => {
  it('creates exactly one admin, with a normalised e-mail and an argon2id hash', async () => {
    const rows = await sql<{ email: string; role: string; password_hash: string }>(
      "SELECT email, role, password_hash FROM users WHERE role = 'admin'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: adminEmail, role: 'admin' });
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password_hash).not.toContain(adminPassword);
  });

  it('does not duplicate the admin nor change its password on a second start', async () => {
    const [before] = await sql<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = ?', [
      adminEmail,
    ]);
    const second = await buildIdentityService(
      loadIdentityConfig(env({ ADMIN_EMAIL: adminEmail.toUpperCase(), ADMIN_PASSWORD: 'A-Different-Password-1' })),
    );
    await second.app.close();
    const after = await sql<{ id: string; password_hash: string }>("SELECT id, password_hash FROM users WHERE role = 'admin'");
    expect(after).toEqual([before]);
    expect((await login({ email: adminEmail, password: adminPassword })).statusCode).toBe(200);
    expect((await login({ email: adminEmail, password: 'A-Different-Password-1' })).statusCode).toBe(401);
  });

  it('logs the demo admin e-mail once at info, and never the password', async () => {
    const info = vi.spyOn(service.context.log, 'info');
    try {
      expect(await seedDemoData(service.context)).toBe(false);
      expect(info.mock.calls).toEqual([[{ created: false }, `demo admin: ${adminEmail}`]]);
      expect(JSON.stringify(info.mock.calls)).not.toContain(adminPassword);
    } finally {
      info.mockRestore();
    }
  });

  it('creates nothing when demo data is switched off', async () => {
    const other = randomUUID().slice(0, 8);
    const off = await buildIdentityService(
      loadIdentityConfig(env({ SEED_DEMO_DATA: 'false', ADMIN_EMAIL: `${other}@maple.example` })),
    );
    await off.app.close();
    expect(await sql('SELECT id FROM users WHERE email = ?', [`${other}@maple.example`])).toEqual([]);
  });
});

describe('signing in', () => {
  it('answers a session whose access token verifies with the public key, and sets the refresh cookie', async () => {
    const response = await login({ email: adminEmail, password: adminPassword });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    const [admin] = await sql<{ id: string }>('SELECT id FROM users WHERE email = ?', [adminEmail]);
    expect(session).toEqual({
      accessToken: expect.any(String),
      expiresIn: 900,
      user: { id: admin?.id, email: adminEmail, role: 'admin' },
    });

    const claims = verifyAccessToken(session.accessToken) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: admin?.id, email: adminEmail, role: 'admin', aud: 'agency', iss: 'agency-identity' });
    expect(claims.clientId).toBeUndefined();
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 890);
    expect(claims.exp).toBeLessThanOrEqual(now + 901);
    expect(() => createVerifier({ key: generateKeys().publicKey, algorithms: ['ES256'] })(session.accessToken)).toThrow();

    const cookie = refreshCookie(response);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/auth', maxAge: 14 * 24 * 60 * 60 });
    expect(cookie.secure).toBeFalsy();
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Secure/);

    // Only the token's SHA-256 is stored.
    const stored = await sql<{ token_hash: string; user_id: string }>(
      'SELECT token_hash, user_id FROM refresh_tokens WHERE token_hash = ?',
      [createHash('sha256').update(cookie.value).digest('hex')],
    );
    expect(stored).toEqual([{ token_hash: expect.any(String), user_id: admin?.id }]);
    expect(await sql('SELECT id FROM refresh_tokens WHERE token_hash = ?', [cookie.value])).toEqual([]);
  });

  it('puts a client account’s client id in its token', async () => {
    const response = await login({ email: clientEmail, password: clientPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({ id: clientUserId, email: clientEmail, role: 'client' });
    expect(verifyAccessToken(response.json().accessToken)).toMatchObject({ sub: clientUserId, role: 'client', clientId });
  });

  it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
    const secure = await buildIdentityService(loadIdentityConfig(env({ COOKIE_SECURE: 'true' })));
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: adminEmail, password: adminPassword },
      });
      expect(refreshCookie(response).secure).toBe(true);
      const signedOut = await secure.app.inject({ method: 'POST', url: '/auth/logout' });
      expect(String(signedOut.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secure.app.close();
    }
  });

  it('treats the e-mail case-insensitively', async () => {
    const response = await login({ email: 'Owner@MAPLE.Example', password: adminPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(adminEmail);
  });

  it('answers a wrong password and an unknown e-mail identically, but for the request id', async () => {
    const wrongPassword = await login({ email: adminEmail, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@maple.example', password: 'not-the-password' });
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
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
    expect(response.json().code).toMatch(/^(VALIDATION_FAILED|INVALID_CHARACTERS)$/);
    expect(response.cookies).toEqual([]);
  });

  it('names the offending fields', async () => {
    const response = await login({ email: 'nope', password: 7, extra: true });
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body/email', 'body/password', 'body/extra']));
  });
});

describe('refreshing a session', () => {
  it('rotates the token: a new access token and cookie, the old cookie no longer works', async () => {
    const { session, cookie } = await signInAsAdmin();
    const rotated = await refresh(cookie);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ expiresIn: 900, user: { id: session.user.id, email: adminEmail, role: 'admin' } });
    expect(verifyAccessToken(rotated.json().accessToken)).toMatchObject({ sub: session.user.id, role: 'admin' });
    const next = refreshCookie(rotated);
    expect(next.value).not.toBe(cookie);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/auth' });

    const [old] = await sql<{ id: string; family_id: string; revoked_at: Date | null; replaced_by: string | null }>(
      'SELECT id, family_id, revoked_at, replaced_by FROM refresh_tokens WHERE token_hash = ?',
      [createHash('sha256').update(cookie).digest('hex')],
    );
    const [successor] = await sql<{ id: string; family_id: string; revoked_at: Date | null }>(
      'SELECT id, family_id, revoked_at FROM refresh_tokens WHERE token_hash = ?',
      [createHash('sha256').update(next.value).digest('hex')],
    );
    expect(old?.revoked_at).not.toBeNull();
    expect(old?.replaced_by).toBe(successor?.id);
    expect(successor).toMatchObject({ family_id: old?.family_id, revoked_at: null });

    // The new one keeps working, and keeps rotating.
    const again = await refresh(next.value);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again, so the thief’s copy dies too', async () => {
    const { cookie: original } = await signInAsAdmin();
    const first = refreshCookie(await refresh(original)).value;
    // Past the grace period that covers two tabs refreshing at once.
    await sql("UPDATE refresh_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE token_hash = ?", [
      createHash('sha256').update(original).digest('hex'),
    ]);

    const replay = await refresh(original);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      statusCode: 401,
      code: 'IDENTITY_SESSION_EXPIRED',
      requestId: replay.headers['x-request-id'],
    });
    expect(clearsCookie(replay)).toBe(true);

    const afterTheft = await refresh(first);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().code).toBe('IDENTITY_SESSION_EXPIRED');

    const [family] = await sql<{ live: string }>(
      'SELECT count(*) FILTER (WHERE revoked_at IS NULL) AS live FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ?)',
      [createHash('sha256').update(original).digest('hex')],
    );
    expect(Number(family?.live)).toBe(0);
  });

  it('gives two tabs refreshing with the same token at once a working session each', async () => {
    const { cookie } = await signInAsAdmin();
    const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => refreshCookie(r).value);
    expect(a).not.toBe(b);
    expect((await refresh(a)).statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(200);
  });

  it('does not let a rotated token back in once its session was signed out, even within the grace period', async () => {
    const { cookie } = await signInAsAdmin();
    const next = refreshCookie(await refresh(cookie)).value;
    await service.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: `agency_refresh=${next}` } });
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const { cookie: laptop } = await signInAsAdmin();
    const { cookie: phone } = await signInAsAdmin();
    await refresh(laptop);
    await sql("UPDATE refresh_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE token_hash = ?", [
      createHash('sha256').update(laptop).digest('hex'),
    ]);
    await refresh(laptop); // replay after the grace period: the laptop's family is revoked
    expect((await refresh(phone)).statusCode).toBe(200);
  });

  it('answers 401 and clears the cookie for a missing, unknown, malformed or expired token', async () => {
    const { cookie } = await signInAsAdmin();
    await sql("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = ?", [
      createHash('sha256').update(cookie).digest('hex'),
    ]);
    for (const token of [undefined, '', 'A'.repeat(43), 'not a token', cookie]) {
      const response = await refresh(token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', code: 'IDENTITY_SESSION_EXPIRED' });
      expect(clearsCookie(response), String(token)).toBe(true);
    }
  });

  it('re-reads the account, so a role change applies and a deleted account cannot refresh', async () => {
    const email = `temp-${randomUUID().slice(0, 8)}@maple.example`;
    const id = randomUUID();
    await sql("INSERT INTO users (id, email, password_hash, role) VALUES (?, ?, ?, 'client')", [
      id,
      email,
      await hashPassword('Temporary-Pass-1'),
    ]);
    const signedIn = await login({ email, password: 'Temporary-Pass-1' });
    expect(signedIn.json().user.role).toBe('client');

    await sql("UPDATE users SET role = 'admin' WHERE id = ?", [id]);
    const promoted = await refresh(refreshCookie(signedIn).value);
    expect(promoted.json().user.role).toBe('admin');
    expect(verifyAccessToken(promoted.json().accessToken)).toMatchObject({ role: 'admin' });

    await sql('DELETE FROM users WHERE id = ?', [id]);
    expect((await refresh(refreshCookie(promoted).value)).statusCode).toBe(401);
  });
});

describe('signing out', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { cookie } = await signInAsAdmin();
    const response = await logout(cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(clearsCookie(response)).toBe(true);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('ends the whole session even when given an older token of it', async () => {
    const { cookie: original } = await signInAsAdmin();
    const current = refreshCookie(await refresh(original)).value;
    expect((await logout(original)).statusCode).toBe(204);
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('answers 204 and clears the cookie without a cookie, or with one that is not ours', async () => {
    for (const token of [undefined, 'garbage', 'B'.repeat(43)]) {
      const response = await logout(token);
      expect(response.statusCode).toBe(204);
      expect(clearsCookie(response)).toBe(true);
    }
  });
});

describe('the current user', () => {
  it('answers the signed-in user from the database', async () => {
    const { session } = await signInAsAdmin();
    const response = await me(`Bearer ${session.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: session.user.id, email: adminEmail, role: 'admin' });

    const client = await login({ email: clientEmail, password: clientPassword });
    expect((await me(`Bearer ${client.json().accessToken}`)).json()).toEqual({
      id: clientUserId,
      email: clientEmail,
      role: 'client',
    });
  });

  it('refuses callers without a token or with a bad, expired or forged one', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('AUTH_REQUIRED');
    const garbage = await me('Bearer not.a.token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('AUTH_INVALID_TOKEN');
    const expired = signTestToken(keys, { sub: clientUserId, email: clientEmail, role: 'client' }, -10);
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
    const forged = signTestToken(generateKeys(), { sub: clientUserId, email: clientEmail, role: 'client' });
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 AUTH_INVALID_TOKEN when the token is valid but the account is gone', async () => {
    for (const sub of [randomUUID(), 'not-a-uuid']) {
      const token = signTestToken(keys, { sub, email: 'gone@maple.example', role: 'admin' });
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode, sub).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'AUTH_INVALID_TOKEN' });
    }
  });
});

describe('health', () => {
  it('is live and ready with the database', async () => {
    expect((await service.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await service.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });
});
