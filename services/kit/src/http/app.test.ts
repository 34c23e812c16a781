import { describe, expect, it } from 'vitest';
import type { BaseServiceConfig } from '../config.js';
import { generateKeys } from '../testing.js';
import { createServiceApp } from './app.js';

describe('a service app', () => {
  it('answers the router’s own refusals in the error shape, with the request id', async () => {
    const config = { LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: 1024, JWT_PUBLIC_KEY: generateKeys().publicKey } as BaseServiceConfig;
    const app = await createServiceApp('test', config);
    app.get('/things/:name', async () => ({ ok: true }));
    try {
      const long = await app.inject({ url: `/things/${'x'.repeat(201)}` });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toMatchObject({ statusCode: 414, error: 'URI Too Long', code: 'PATH_TOO_LONG' });
      expect(long.json().requestId).toBe(long.headers['x-request-id']);
      const malformed = await app.inject({ url: '/things/%E0%A4%A' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'BAD_URL', requestId: malformed.headers['x-request-id'] });
      expect((await app.inject({ url: `/things/${'x'.repeat(200)}` })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
