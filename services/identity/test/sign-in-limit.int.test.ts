import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@agency/kit';
import { dropTestResources, generateKeys, serviceTestEnv, testNamespace } from '@agency/kit/testing';
import { buildIdentityService } from '../src/app.js';
import { loadIdentityConfig } from '../src/config.js';

const namespace = testNamespace();
const keys = generateKeys();
const adminEmail = 'owner@maple.example';
const adminPassword = 'Admin-Password-2026!';
const config = () =>
  loadIdentityConfig(
    serviceTestEnv(namespace, 'identity', keys, {
      JWT_PRIVATE_KEY: keys.privateKey,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SIGN_IN_ACCOUNT_RATE_LIMIT: '3',
    }),
  );

// Two replicas on one database: the count per account is theirs together.
let replicas: Array<Awaited<ReturnType<typeof buildIdentityService>>> = [];

beforeAll(async () => {
  replicas = [await buildIdentityService(config()), await buildIdentityService(config())];
});

afterAll(async () => {
  for (const replica of replicas) await replica.app.close();
  await dropTestResources(namespace);
});

const signIn = (replica: number, email: string, password: string) =>
  replicas[replica]!.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

describe('failed sign-ins per account', () => {
  it('do not include sign-ins that succeed', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(attempt % 2, adminEmail, adminPassword)).statusCode).toBe(200);
    }
  });

  it('are limited across replicas, and then even the right password waits', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(attempt % 2, adminEmail, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    for (const replica of [0, 1]) {
      const refused = await signIn(replica, adminEmail.toUpperCase(), adminPassword);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      expect(refused.cookies).toEqual([]);
    }
  });

  it('are counted per account: another account still signs in', async () => {
    expect((await signIn(0, 'nobody@maple.example', 'guess')).statusCode).toBe(401);
  });

  it('answer an unknown e-mail the same way, so the limit reveals no account', async () => {
    const unknown = 'ghost@maple.example';
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(attempt % 2, unknown, 'guess')).statusCode).toBe(401);
    const refused = await signIn(0, unknown, 'guess');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('keep no e-mail in the counter table', async () => {
    const rows = await queryRows<{ key: string }>(replicas[0]!.context.orm, 'SELECT key FROM rate_limit_windows');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toContain('@');
  });
});
