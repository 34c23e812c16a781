import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateKeys, signTestToken } from '@agency/kit/testing';
import { openLive, messagingTestService, type LiveSocket } from './support.js';
import { checkCallersFirst } from '@agency/kit/caller-checks';
import { messagingContract } from '../src/contract.js';

const t = await messagingTestService();

type Caller = 'anonymous' | 'clientA' | 'clientB' | 'accessCodeA' | 'member' | 'admin';
const callers: Caller[] = ['anonymous', 'clientA', 'clientB', 'accessCodeA', 'member', 'admin'];

let clientA: string;
let clientB: string;
let meetingA: string;
beforeEach(async () => {
  clientA = await t.addClient({ contactName: 'Client A' });
  clientB = await t.addClient({ contactName: 'Client B' });
  meetingA = (await t.send('POST', `/admin/clients/${clientA}/meetings`, t.adminToken())).json<{ id: string }>().id;
});

function tokenOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'clientA':
      return t.clientToken(clientA);
    case 'clientB':
      return t.clientToken(clientB);
    case 'accessCodeA':
      return t.clientToken(clientA, 'onboarding');
    case 'member':
      return signTestToken(t.keys, t.principals.member);
    case 'admin':
      return t.adminToken();
  }
}

/** Every route, on client A's thread where it names one, and the callers that may succeed on it. */
const routes = (): Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; body?: object; allowed: Caller[] }> => [
  { method: 'GET', url: '/client/messages', allowed: ['clientA', 'clientB'] },
  { method: 'POST', url: '/client/messages', body: { message: 'hi' }, allowed: ['clientA', 'clientB'] },
  { method: 'POST', url: '/client/messages/read', allowed: ['clientA', 'clientB'] },
  { method: 'GET', url: '/client/meetings', allowed: ['clientA', 'clientB'] },
  { method: 'GET', url: '/client/meetings/slots', allowed: ['clientA', 'clientB'] },
  { method: 'GET', url: '/team-hours', allowed: ['clientA', 'clientB', 'member', 'admin'] },
  { method: 'GET', url: `/admin/clients/${clientA}/messages`, allowed: ['member', 'admin'] },
  { method: 'POST', url: `/admin/clients/${clientA}/messages`, body: { message: 'hi' }, allowed: ['member', 'admin'] },
  { method: 'POST', url: `/admin/clients/${clientA}/messages/read`, allowed: ['member', 'admin'] },
  { method: 'GET', url: `/admin/clients/${clientA}/meetings`, allowed: ['member', 'admin'] },
  { method: 'POST', url: `/admin/clients/${clientA}/meetings`, allowed: ['member', 'admin'] },
  { method: 'GET', url: `/admin/clients/${clientA}/meetings/slots`, allowed: ['member', 'admin'] },
  {
    method: 'PATCH',
    url: `/admin/clients/${clientA}/meetings/${meetingA}`,
    body: { videoUrl: 'https://meet.example.com/a' },
    allowed: ['member', 'admin'],
  },
];

describe('the route × caller matrix over REST', () => {
  it('answers 2xx only to the callers a route names, 401 to the anonymous and 403 to the rest', async () => {
    const unexpected: string[] = [];
    for (const route of routes()) {
      for (const caller of callers) {
        const answer = await t.send(route.method, route.url, tokenOf(caller), route.body);
        const ok = answer.statusCode >= 200 && answer.statusCode < 300;
        const expected = route.allowed.includes(caller) ? [200, 201] : caller === 'anonymous' ? [401] : [403];
        if (!expected.includes(answer.statusCode) || (ok && !route.allowed.includes(caller))) {
          unexpected.push(`${caller} ${route.method} ${route.url} → ${answer.statusCode}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('shows each client only its own thread and meetings', async () => {
    await t.send('POST', `/admin/clients/${clientA}/messages`, t.adminToken(), { message: 'for A only' });
    const threadB = await t.send('GET', '/client/messages', tokenOf('clientB'));
    expect(threadB.json()).toEqual({ clientId: clientB, messages: [] });
    expect((await t.send('GET', '/client/meetings', tokenOf('clientB'))).json()).toEqual({ meetings: [] });
    const readB = await t.send('POST', '/client/messages/read', tokenOf('clientB'));
    expect(readB.json()).toMatchObject({ clientId: clientB, count: 0 });
    const threadA = await t.send('GET', `/admin/clients/${clientA}/messages`, t.adminToken());
    expect(threadA.json<{ messages: Array<{ readByClientAt: string | null }> }>().messages[0]!.readByClientAt).toBeNull();
  });

  it('refuses an admin token signed with another key, or expired', async () => {
    const forged = signTestToken(generateKeys(), { sub: randomUUID(), email: 'x@maple.example', role: 'admin' });
    const expired = signTestToken(t.keys, { sub: randomUUID(), email: 'x@maple.example', role: 'admin' }, -60);
    expect((await t.send('GET', `/admin/clients/${clientA}/messages`, forged)).statusCode).toBe(401);
    expect((await t.send('GET', `/admin/clients/${clientA}/messages`, expired)).statusCode).toBe(401);
  });
});

describe('the caller matrix over the WebSocket', () => {
  const sockets: LiveSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  it('opens a socket only for a client with an account or the team, and sends each only what it may see', async () => {
    const subscriptions: Record<Caller, Record<string, unknown>> = {
      anonymous: { type: 'subscribe', clientId: clientA, afterSeq: 0 },
      clientA: { type: 'subscribe', afterSeq: 0 },
      clientB: { type: 'subscribe', afterSeq: 0 },
      accessCodeA: { type: 'subscribe', afterSeq: 0 },
      // A member follows every thread, as the team's client list does.
      member: { type: 'subscribe', afterSeq: 0 },
      admin: { type: 'subscribe', clientId: clientA, afterSeq: 0 },
    };
    const opened = {} as Record<Caller, LiveSocket>;
    for (const caller of callers) {
      const token = tokenOf(caller);
      opened[caller] = await openLive(t.wsUrl, { ...(token && { token }), subscribe: subscriptions[caller] });
      sockets.push(opened[caller]);
    }
    // No token at the upgrade waits for one in the first frame: a subscription instead closes the socket.
    expect([opened.anonymous.closed, opened.anonymous.frames]).toEqual([4401, []]);
    expect(opened.accessCodeA.refused).toBe(403);
    // The same callers with the token in the first frame instead: closed before any frame.
    const anonymousByFrame = await openLive(t.wsUrl, { firstMessageToken: 'not-a-token', subscribe: subscriptions.anonymous });
    const accessCodeByFrame = await openLive(t.wsUrl, {
      firstMessageToken: tokenOf('accessCodeA')!,
      subscribe: subscriptions.accessCodeA,
    });
    expect([anonymousByFrame.closed, anonymousByFrame.frames]).toEqual([4401, []]);
    expect([accessCodeByFrame.closed, accessCodeByFrame.frames]).toEqual([4403, []]);

    const sent = await t.send('POST', `/admin/clients/${clientA}/messages`, t.adminToken(), { message: 'A only' });
    const seq = sent.json<{ seq: number }>().seq;
    await vi.waitFor(() => {
      expect(opened.clientA.messageSeqs()).toEqual([seq]);
      expect(opened.member.messageSeqs()).toEqual([seq]);
      expect(opened.admin.messageSeqs()).toEqual([seq]);
    });
    // Client B's socket, subscribed before the message, gets nothing of A's thread; the member's gets B's too.
    const fromB = (await t.send('POST', '/client/messages', tokenOf('clientB'), { message: 'B' })).json<{ seq: number }>().seq;
    await vi.waitFor(() => expect(opened.clientB.messageSeqs()).toHaveLength(1));
    await vi.waitFor(() => expect(opened.member.messageSeqs()).toEqual([seq, fromB]));
    expect(opened.clientB.frames.filter((frame) => JSON.stringify(frame).includes(clientA))).toEqual([]);
  });
});

describe('who calls, checked before what was sent', () => {
  it('refuses nobody with 401 and every caller the roles leave out with 403, whatever the request carries', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, messagingContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});
