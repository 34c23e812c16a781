import { describe, expect, it } from 'vitest';
import type { BaseServiceConfig } from '../config.js';
import { generateKeys, signTestToken } from '../testing.js';
import { createServiceApp } from './app.js';
import { ACCESS_COOKIE } from './auth.js';
import { routeGuards } from './route-guards.js';

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

describe('caching of a service’s answers', () => {
  const keys = generateKeys();
  const config = { LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: 1024, JWT_PUBLIC_KEY: keys.publicKey } as BaseServiceConfig;
  const token = signTestToken(keys, { sub: 'admin-1', email: 'team@maple.example', role: 'admin' }, 600);

  async function appWithRoutes() {
    const app = await createServiceApp('test', config);
    app.get('/public', async () => ({ ok: true }));
    app.get('/cached', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send({ ok: true }));
    app.get('/own', async (_request, reply) => reply.header('cache-control', 'private, no-store').send({ ok: true }));
    app.get('/admin', { ...routeGuards({ roles: ['admin'] }) }, async () => ({ secret: true }));
    return app;
  }

  it('keep public answers as their handler made them', async () => {
    const app = await appWithRoutes();
    try {
      expect((await app.inject({ url: '/public' })).headers['cache-control']).toBeUndefined();
      expect((await app.inject({ url: '/cached' })).headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await app.close();
    }
  });

  it('are no-store for every request carrying a token, in the header or the access cookie, whatever the handler said', async () => {
    const app = await appWithRoutes();
    try {
      for (const url of ['/public', '/cached', '/admin', '/nowhere']) {
        const byHeader = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(byHeader.headers['cache-control'], url).toBe('no-store');
        const byCookie = await app.inject({ url, cookies: { [ACCESS_COOKIE]: token } });
        expect(byCookie.headers['cache-control'], url).toBe('no-store');
      }
      const own = await app.inject({ url: '/own', headers: { authorization: `Bearer ${token}` } });
      expect(own.headers['cache-control']).toBe('private, no-store');
    } finally {
      await app.close();
    }
  });

  it('are no-store on a route that requires a role, its refusals included', async () => {
    const app = await appWithRoutes();
    try {
      const refused = await app.inject({ url: '/admin' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      const answered = await app.inject({ url: '/admin', headers: { authorization: `Bearer ${token}` } });
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
