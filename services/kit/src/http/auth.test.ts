import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { generateKeys, signTestToken } from '../testing.js';
import { authPlugin, authorize, type Caller } from './auth.js';
import { registerErrorHandling } from './errors.js';
import { RevokedSessions } from './revoked-sessions.js';

const keys = generateKeys();
const client = { sub: crypto.randomUUID(), email: 'owner@shop.ca', role: 'client' as const, clientId: crypto.randomUUID() };
const accountToken = signTestToken(keys, client);
const accessCodeToken = signTestToken(keys, { ...client, scope: 'onboarding' });

async function appLetting(roles: Caller[], revokedSessions?: RevokedSessions) {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(authPlugin, { publicKey: keys.publicKey, ...(revokedSessions && { revokedSessions }) });
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

describe('a token whose session has ended', () => {
  const sid = crypto.randomUUID();
  const inSession = signTestToken(keys, { ...client, sid });
  const ending = { userId: client.sub, sessionIds: [sid], issuedBefore: null, tokensExpireBy: new Date(Date.now() + 900_000) };

  it('is refused with 401, and the same holder’s other sessions are not', async () => {
    const revoked = new RevokedSessions();
    const app = await appLetting(['client'], revoked);
    expect((await call(app, inSession)).statusCode).toBe(200);
    revoked.end(ending);
    const refused = await call(app, inSession);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'AUTH_INVALID_TOKEN',
      message: 'Your session has expired or is not valid. Sign in again.',
    });
    expect((await call(app, signTestToken(keys, { ...client, sid: crypto.randomUUID() }))).statusCode).toBe(200);
    await app.close();
  });

  it('cannot be told apart before the endings published before the start are read: 503, not a guess', async () => {
    const revoked = new RevokedSessions({ current: false });
    const app = await appLetting(['client'], revoked);
    const waiting = await call(app, inSession);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json().code).toBe('AUTH_SESSIONS_UNAVAILABLE');
    expect((await call(app, 'not-a-token')).statusCode).toBe(401);
    revoked.markCurrent();
    expect((await call(app, inSession)).statusCode).toBe(200);
    await app.close();
  });
});
