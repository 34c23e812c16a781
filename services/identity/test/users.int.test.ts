import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { generateKeys, healthOf, signTestToken } from '@agency/kit/testing';
import { seedDemoData } from '../src/modules/users/seed.js';
import { adminEmail, adminPassword, clientEmail, clientPassword, identityTestService } from './support.js';

const t = await identityTestService();
const clientUserId = await t.addUser(clientEmail, clientPassword, 'client', randomUUID());

describe('the demo admin seed', () => {
  it('creates exactly one admin, with a normalised e-mail and an argon2id hash', async () => {
    const rows = await t.sql<{ email: string; role: string; passwordHash: string }>(
      "SELECT email, role, password_hash FROM users WHERE role = 'admin'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: adminEmail, role: 'admin' });
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.passwordHash).not.toContain(adminPassword);
  });

  it('does not duplicate the admin nor change its password on a second start', async () => {
    const [before] = await t.sql<{ id: string; passwordHash: string }>(
      'SELECT id, password_hash FROM users WHERE email = :adminEmail',
      { adminEmail },
    );
    const second = await t.another({ ADMIN_EMAIL: adminEmail.toUpperCase(), ADMIN_PASSWORD: 'A-Different-Password-1' });
    await second.app.close();
    const after = await t.sql<{ id: string; passwordHash: string }>("SELECT id, password_hash FROM users WHERE role = 'admin'");
    expect(after).toEqual([before]);
    expect((await t.login({ email: adminEmail, password: adminPassword })).statusCode).toBe(200);
    expect((await t.login({ email: adminEmail, password: 'A-Different-Password-1' })).statusCode).toBe(401);
  });

  it('logs the demo admin e-mail once at info, and never the password', async () => {
    const info = vi.spyOn(t.service.context.log, 'info');
    try {
      expect(await seedDemoData(t.service.context)).toBe(false);
      expect(info.mock.calls).toEqual([[{ created: false }, `demo admin: ${adminEmail}`]]);
      expect(JSON.stringify(info.mock.calls)).not.toContain(adminPassword);
    } finally {
      info.mockRestore();
    }
  });

  it('creates nothing when demo data is switched off', async () => {
    const other = randomUUID().slice(0, 8);
    const off = await t.another({ SEED_DEMO_DATA: 'false', ADMIN_EMAIL: `${other}@maple.example` });
    await off.app.close();
    expect(await t.sql('SELECT id FROM users WHERE email = :email', { email: `${other}@maple.example` })).toEqual([]);
  });
});

describe('the current user', () => {
  it('answers the signed-in user from the database', async () => {
    const { session } = await t.signInAsAdmin();
    const response = await t.me(`Bearer ${session.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: session.user.id, email: adminEmail, role: 'admin', name: 'Admin' });

    const client = await t.login({ email: clientEmail, password: clientPassword });
    expect((await t.me(`Bearer ${client.json().accessToken}`)).json()).toEqual({
      id: clientUserId,
      email: clientEmail,
      role: 'client',
    });
  });

  it('refuses callers without a token or with a bad, expired or forged one', async () => {
    const none = await t.me();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('AUTH_REQUIRED');
    const garbage = await t.me('Bearer not.a.token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('AUTH_INVALID_TOKEN');
    const expired = signTestToken(t.keys, { sub: clientUserId, email: clientEmail, role: 'client' }, -10);
    expect((await t.me(`Bearer ${expired}`)).statusCode).toBe(401);
    const forged = signTestToken(generateKeys(), { sub: clientUserId, email: clientEmail, role: 'client' });
    expect((await t.me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 AUTH_INVALID_TOKEN when the token is valid but the account is gone', async () => {
    for (const sub of [randomUUID(), 'not-a-uuid']) {
      const token = signTestToken(t.keys, { sub, email: 'gone@maple.example', role: 'admin' });
      const response = await t.me(`Bearer ${token}`);
      expect(response.statusCode, sub).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'AUTH_INVALID_TOKEN' });
    }
  });
});

describe('health', () => {
  it('is live and ready with the database', async () => {
    const { live, ready } = await healthOf(t.app);
    expect(live).toEqual({ status: 'ok' });
    expect(ready).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });
});
