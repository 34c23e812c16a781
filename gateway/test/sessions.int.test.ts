/**
 * Signing out ends the session everywhere, through the gateway, on the real identity and messaging services,
 * PostgreSQL and NATS: the session's live sockets close with 4401 and its access token is refused on REST within
 * moments (the aim is 5 seconds), not when the token expires. Prints how long each took.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { WebSocket } from 'ws';
import { databaseUrlFor, dropTestResources, generateKeys, serviceTestEnv, testNamespace } from '@agency/kit/testing';
import { startRegisteredService } from '../../tests/support/registered-service.js';
import { testGateway } from './support.js';

const namespace = testNamespace();
const keys = generateKeys();
const publicOrigin = 'https://www.maple-builders.example';
const admin = { email: 'sessions-admin@maple.example', password: 'Sessions-Admin-Pass-1' };

const running: Array<{ close(): Promise<void> }> = [];
let gateway: FastifyInstance;
let socketUrl: string;
let clientId: string;

beforeAll(async () => {
  const env = (name: string) =>
    serviceTestEnv(namespace, name, keys, {
      JWT_PRIVATE_KEY: keys.privateKey,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  const identity = await startRegisteredService('identity', env('identity'));
  running.push(identity);
  const messaging = await startRegisteredService('messaging', env('messaging'));
  running.push(messaging);
  gateway = await testGateway(namespace, {
    IDENTITY_URL: identity.url,
    MESSAGING_URL: messaging.url,
    PUBLIC_ORIGIN: publicOrigin,
    JWT_PUBLIC_KEY: keys.publicKey,
  });
  socketUrl = `${(await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/messaging/live`;
  // A client messaging knows (onboarding would have told it), for a thread the team can read.
  clientId = randomUUID();
  const database = new pg.Client({ connectionString: databaseUrlFor(namespace, 'messaging') });
  await database.connect();
  await database.query(
    `INSERT INTO clients (id, email, business_name, contact_name, onboarding_complete, updated_at)
     VALUES ($1, 'ada@prairiebakery.ca', 'Prairie Bakery', 'Ada Moreau', true, now())`,
    [clientId],
  );
  await database.end();
});

afterAll(async () => {
  await gateway?.close();
  for (const service of running.reverse()) await service.close();
  await dropTestResources(namespace);
});

/** A socket on /live through the gateway, subscribed to every thread; resolves once subscribed. */
function follow(headers: Record<string, string>, first: object[]) {
  const socket = new WebSocket(socketUrl, { headers });
  let closedAt: number | undefined;
  let code: number | undefined;
  socket.on('close', (closeCode) => {
    closedAt = performance.now();
    code = closeCode;
  });
  return new Promise<{ closed: () => { at: number; code: number } | undefined }>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => first.forEach((frame) => socket.send(JSON.stringify(frame))));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string };
      if (frame.type === 'subscribed')
        resolve({ closed: () => (closedAt === undefined ? undefined : { at: closedAt, code: code! }) });
    });
  });
}

describe('signing out, through the gateway', () => {
  it('closes the session’s sockets with 4401 and refuses its token on REST within moments', async () => {
    const signedIn = await gateway.inject({
      method: 'POST',
      url: '/api/identity/auth/login',
      payload: admin,
      headers: { origin: publicOrigin },
    });
    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = signedIn.json<{ accessToken: string }>();
    const refresh = signedIn.cookies.find((cookie) => cookie.name === 'agency_refresh')!.value;

    // A program's socket (its token in the Authorization header) and the page's (token in its first frame).
    const byHeader = await follow({ authorization: `Bearer ${accessToken}` }, [{ type: 'subscribe' }]);
    const fromPage = await follow({ origin: publicOrigin }, [{ type: 'auth', token: accessToken }, { type: 'subscribe' }]);
    const readThread = () =>
      gateway.inject({
        url: `/api/messaging/admin/clients/${clientId}/messages`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await readThread()).statusCode).toBe(200);

    const signOutAt = performance.now();
    const signedOut = await gateway.inject({
      method: 'POST',
      url: '/api/identity/auth/logout',
      cookies: { agency_refresh: refresh },
      headers: { origin: publicOrigin },
    });
    expect(signedOut.statusCode).toBe(204);
    const answeredAt = performance.now();

    let refusedAt = 0;
    await vi.waitFor(
      async () => {
        const answer = await readThread();
        expect(answer.statusCode).toBe(401);
        refusedAt = performance.now();
        expect(answer.json()).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
      },
      { timeout: 5_000, interval: 5 },
    );
    const closes = await vi.waitFor(
      () => {
        const both = [byHeader.closed(), fromPage.closed()];
        expect(both.every((closed) => closed !== undefined)).toBe(true);
        return both as Array<{ at: number; code: number }>;
      },
      { timeout: 5_000, interval: 5 },
    );
    expect(closes.map((closed) => closed.code)).toEqual([4401, 4401]);

    // A program's new socket with the ended token is refused at the upgrade, by the gateway itself.
    const again = new WebSocket(socketUrl, { headers: { authorization: `Bearer ${accessToken}` } });
    again.on('error', () => undefined);
    const refusal = await new Promise<number | undefined>((resolve) => {
      again.once('unexpected-response', (_request, response) => resolve(response.statusCode));
      again.once('open', () => resolve(undefined));
    });
    expect(refusal).toBe(401);

    const ms = (at: number) => `${(at - signOutAt).toFixed(1)} ms`;
    console.log(
      [
        'From sign-out (POST /api/identity/auth/logout through the gateway) to:',
        `  its answer (204):                         ${ms(answeredAt)}`,
        `  the socket with the Authorization header closed (4401): ${ms(closes[0]!.at)}`,
        `  the page's socket closed (4401):          ${ms(closes[1]!.at)}`,
        `  a 401 on REST through the gateway (polled every 5 ms): ${ms(refusedAt)}`,
      ].join('\n'),
    );
  });
});
