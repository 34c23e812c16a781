import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { identityEvents } from '@agency/contracts';
import type { Principal } from '@agency/kit';
import { publishTestEvent, signTestToken } from '@agency/kit/testing';
import { messagingTestService, openLive, type LiveSocket } from './support.js';

// A live socket lives no longer than its access token, and no longer than its session: identity ends sessions
// (sign-out, password reset) with identity.sessions.ended.v1, published here as identity's relay would.

const t = await messagingTestService();
const replica = await t.another();
const replicaUrl = (await replica.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
afterAll(() => replica.app.close());

const sockets: LiveSocket[] = [];
afterAll(() => sockets.forEach((live) => live.close()));

async function live(baseUrl: string, token: string) {
  const opened = await openLive(baseUrl, { token, subscribe: { type: 'subscribe' } });
  sockets.push(opened);
  expect(opened.frames.at(-1)).toMatchObject({ type: 'subscribed' });
  return opened;
}

const closeOf = (live: LiveSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) => {
    if (live.closed !== undefined) return resolve({ code: live.closed, reason: '' });
    live.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

/** A client's account signed in once: its user id, and a session of its own. */
function account(clientId: string) {
  const userId = randomUUID();
  const session = (ttlSeconds = 900) => {
    const sid = randomUUID();
    const principal: Principal = { sub: userId, email: 'ada@prairiebakery.ca', role: 'client', clientId, sid };
    return { sid, token: signTestToken(t.keys, principal, ttlSeconds) };
  };
  return { userId, session };
}

const endSessions = (userId: string, sessionIds: string[], issuedBefore: Date | null = null) => {
  const now = new Date();
  return publishTestEvent(t.namespace, identityEvents.sessionsEnded, {
    userId,
    reason: issuedBefore ? 'password-reset' : 'signed-out',
    sessionIds,
    issuedBefore: issuedBefore?.toISOString() ?? null,
    endedAt: now.toISOString(),
    tokensExpireBy: new Date(now.getTime() + 900_000).toISOString(),
  });
};

const readThread = (app: typeof t.app, token: string) =>
  app.inject({ url: '/client/messages', headers: { authorization: `Bearer ${token}` } });

describe('a live socket', () => {
  it('is closed with 4401 when its access token expires, and a new token opens it again', async () => {
    const clientId = await t.addClient();
    const ada = account(clientId);
    // Two seconds at most (`exp` counts whole seconds) stand in for the fifteen minutes of a real token.
    const socket = await live(t.wsUrl, ada.session(2).token);
    expect(await closeOf(socket)).toEqual({ code: 4401, reason: 'Your session has expired. Sign in again.' });
    expect((await live(t.wsUrl, ada.session().token)).closed).toBeUndefined();
  });
});

describe('a session identity ends', () => {
  it('closes its sockets on every replica with 4401 and its token is refused on REST, within moments', async () => {
    const clientId = await t.addClient();
    const ada = account(clientId);
    const ending = ada.session();
    const staying = ada.session();
    const here = await live(t.wsUrl, ending.token);
    const there = await live(replicaUrl, ending.token);
    const other = await live(t.wsUrl, staying.token);
    expect((await readThread(t.app, ending.token)).statusCode).toBe(200);

    await endSessions(ada.userId, [ending.sid]);
    for (const socket of [here, there]) expect((await closeOf(socket)).code).toBe(4401);
    for (const app of [t.app, replica.app]) {
      await vi.waitFor(async () => expect((await readThread(app, ending.token)).statusCode).toBe(401), { timeout: 5_000 });
      expect((await readThread(app, ending.token)).json()).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
      expect((await readThread(app, staying.token)).statusCode).toBe(200);
    }
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    const reopened = await openLive(t.wsUrl, { token: ending.token, subscribe: { type: 'subscribe' } });
    expect(reopened.refused).toBe(401);
  });

  it('when every session of the account ends, refuses each of its tokens issued before, and no other account’s', async () => {
    const clientId = await t.addClient();
    const ada = account(clientId);
    const before = ada.session();
    const someoneElse = account(clientId).session();
    const socket = await live(t.wsUrl, before.token);
    // The next second: `iat` counts whole seconds, and the token was issued in this one.
    await endSessions(ada.userId, [], new Date(Date.now() + 1000));
    expect((await closeOf(socket)).code).toBe(4401);
    expect((await readThread(t.app, before.token)).statusCode).toBe(401);
    expect((await readThread(t.app, someoneElse.token)).statusCode).toBe(200);
  });

  it('is refused by a replica that starts after it ended, from its first request', async () => {
    const clientId = await t.addClient();
    const ada = account(clientId);
    const ended = ada.session();
    await endSessions(ada.userId, [ended.sid]);
    // Give the running replica time to hear it, so the stream surely holds it before the new one starts.
    await vi.waitFor(async () => expect((await readThread(t.app, ended.token)).statusCode).toBe(401), { timeout: 5_000 });

    const late = await t.another();
    try {
      expect((await readThread(late.app, ended.token)).statusCode).toBe(401);
      expect((await readThread(late.app, ada.session().token)).statusCode).toBe(200);
    } finally {
      await late.app.close();
    }
  });
});
