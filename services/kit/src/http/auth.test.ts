import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { generateKeys, signTestToken } from '../testing.js';
import { authPlugin, authorize, type Caller } from './auth.js';
import { registerErrorHandling } from './errors.js';

const keys = generateKeys();
const client = { sub: crypto.randomUUID(), email: 'owner@shop.ca', role: 'client' as const, clientId: crypto.randomUUID() };
const accountToken = signTestToken(keys, client);
const accessCodeToken = signTestToken(keys, { ...client, scope: 'onboarding' });

async function appLetting(roles: Caller[]) {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(authPlugin, { publicKey: keys.publicKey });
  app.get('/thing', { preHandler: authorize(roles) }, async (request) => ({ sub: request.user.sub }));
  await app.ready();
  return app;
}

const call = (app: Awaited<ReturnType<typeof appLetting>>, token: string) =>
  app.inject({ url: '/thing', headers: { authorization: `Bearer ${token}` } });

describe('who a route lets in', () => {
  it('refuses an access-code session on a client route that does not name it', async () => {
    const app = await appLetting(['client']);
    expect((await call(app, accountToken)).statusCode).toBe(200);
    const refused = await call(app, accessCodeToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('AUTH_FORBIDDEN');
    await app.close();
  });

  it('lets an access-code session in where the route names onboarding-client', async () => {
    const app = await appLetting(['client', 'onboarding-client']);
    expect((await call(app, accessCodeToken)).statusCode).toBe(200);
    expect((await call(app, accountToken)).statusCode).toBe(200);
    await app.close();
  });

  it('does not let an account in on a route for access-code sessions only', async () => {
    const app = await appLetting(['onboarding-client']);
    expect((await call(app, accountToken)).statusCode).toBe(403);
    await app.close();
  });
});
