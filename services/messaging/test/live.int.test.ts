import { afterAll, describe, expect, it, vi } from 'vitest';
import { openLive, messagingTestService, type LiveSocket } from './support.js';

const t = await messagingTestService();

// A second replica on the same database and NATS stream, listening on a port of its own.
const replica = await t.another();
const replicaUrl = (await replica.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
afterAll(() => replica.app.close());

const sockets: LiveSocket[] = [];
afterAll(() => sockets.forEach((live) => live.close()));

async function live(...args: Parameters<typeof openLive>) {
  const opened = await openLive(...args);
  sockets.push(opened);
  return opened;
}

const post = (clientId: string, message: string, as: 'client' | 'team' = 'client') =>
  as === 'client'
    ? t.send('POST', '/client/messages', t.clientToken(clientId), { message })
    : t.send('POST', `/admin/clients/${clientId}/messages`, t.adminToken(), { message });

const seqOf = async (answer: ReturnType<typeof post>) => (await answer).json<{ seq: number }>().seq;

const waitForSeqs = (socket: LiveSocket, seqs: number[]) =>
  vi.waitFor(() => expect(socket.messageSeqs()).toEqual(seqs), { timeout: 10_000, interval: 20 });

describe('live messages', () => {
  it('reach the client’s own socket and the team’s, and no other client’s', async () => {
    const mine = await t.addClient();
    const theirs = await t.addClient();
    const client = await live(t.wsUrl, { token: t.clientToken(mine), subscribe: { type: 'subscribe' } });
    const other = await live(t.wsUrl, { token: t.clientToken(theirs), subscribe: { type: 'subscribe' } });
    const team = await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: mine } });
    const everything = await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe' } });
    expect(client.frames).toEqual([{ type: 'subscribed', clientId: mine, upToSeq: 0 }]);
    expect(everything.frames).toEqual([{ type: 'subscribed', clientId: null, upToSeq: 0 }]);

    const fromClient = await seqOf(post(mine, 'Hello team'));
    const fromTeam = await seqOf(post(mine, 'Hello Ada', 'team'));
    const elsewhere = await seqOf(post(theirs, 'Another thread'));
    await waitForSeqs(client, [fromClient, fromTeam]);
    await waitForSeqs(team, [fromClient, fromTeam]);
    await waitForSeqs(everything, [fromClient, fromTeam, elsewhere]);
    await waitForSeqs(other, [elsewhere]);
    expect(client.frames[2]).toMatchObject({
      type: 'message',
      message: { clientId: mine, senderType: 'team', senderName: 'jordan.lee', message: 'Hello Ada' },
    });
  });

  it('carry read marks and meetings to the thread’s sockets', async () => {
    const clientId = await t.addClient();
    const client = await live(t.wsUrl, { token: t.clientToken(clientId), subscribe: { type: 'subscribe' } });
    const team = await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId } });
    const seq = await seqOf(post(clientId, 'Seen?', 'team'));
    await t.send('POST', '/client/messages/read', t.clientToken(clientId));
    await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken());
    await vi.waitFor(() => {
      expect(team.frames.map((f) => f.type)).toEqual(['subscribed', 'message', 'read', 'meeting']);
      expect(client.frames.map((f) => f.type)).toEqual(['subscribed', 'message', 'read', 'meeting']);
    });
    expect(team.frames[2]).toMatchObject({ type: 'read', clientId, readBy: 'client', upToSeq: seq });
    const meeting = client.frames[3]!.meeting as { id: string };
    expect(client.frames[3]).toMatchObject({
      type: 'meeting',
      meeting: { clientId, title: 'Scheduled Call', durationMinutes: 30 },
    });
    // The team moves it, then cancels it: the client's socket gets the meeting as it is after each change.
    const moved = { scheduledAt: '2030-02-04T17:00:00.000Z', videoUrl: 'https://meet.example.com/moved' };
    await t.app.inject({
      method: 'PATCH',
      url: `/admin/clients/${clientId}/meetings/${meeting.id}`,
      payload: moved,
      headers: { authorization: `Bearer ${t.adminToken()}` },
    });
    await t.send('POST', `/admin/clients/${clientId}/meetings/${meeting.id}/cancel`, t.adminToken());
    await vi.waitFor(() => expect(client.frames).toHaveLength(6));
    expect(client.frames[4]).toMatchObject({ type: 'meeting', meeting: { id: meeting.id, ...moved, status: 'scheduled' } });
    expect(client.frames[5]).toMatchObject({ type: 'meeting', meeting: { id: meeting.id, status: 'cancelled' } });
  });

  it('posted through one replica reach a socket held by the other, through NATS', async () => {
    const clientId = await t.addClient();
    const onReplica = await live(replicaUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId } });
    const clientOnReplica = await live(replicaUrl, { token: t.clientToken(clientId), subscribe: { type: 'subscribe' } });
    const seqs = [await seqOf(post(clientId, 'via replica A')), await seqOf(post(clientId, 'reply via A', 'team'))];
    await waitForSeqs(onReplica, seqs);
    await waitForSeqs(clientOnReplica, seqs);
    const throughReplica = await replica.app.inject({
      method: 'POST',
      url: '/client/messages',
      headers: { authorization: `Bearer ${t.clientToken(clientId)}`, 'content-type': 'application/json' },
      payload: { message: 'via replica B' },
    });
    const onFirst = await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId, afterSeq: seqs[1] } });
    await waitForSeqs(onFirst, [throughReplica.json<{ seq: number }>().seq]);
  });
});

describe('catching up', () => {
  it('sends a reconnecting socket exactly the messages it missed, then live ones, none twice', async () => {
    const clientId = await t.addClient();
    const first = await live(t.wsUrl, { token: t.clientToken(clientId), subscribe: { type: 'subscribe', afterSeq: 0 } });
    const seen = [await seqOf(post(clientId, 'one')), await seqOf(post(clientId, 'two', 'team'))];
    await waitForSeqs(first, seen);
    first.close();
    const missed = [await seqOf(post(clientId, 'three', 'team')), await seqOf(post(clientId, 'four'))];
    const again = await live(replicaUrl, {
      token: t.clientToken(clientId),
      subscribe: { type: 'subscribe', afterSeq: seen[1] },
    });
    expect(again.messageSeqs()).toEqual(missed);
    expect(again.frames.at(-1)).toEqual({ type: 'subscribed', clientId, upToSeq: missed[1] });
    const next = await seqOf(post(clientId, 'five'));
    await waitForSeqs(again, [...missed, next]);
  });

  it('loses nothing and doubles nothing while messages arrive during the catch-up', async () => {
    const clientId = await t.addClient();
    const before = [];
    for (let i = 0; i < 30; i++) before.push(await seqOf(post(clientId, `before ${i}`)));
    const sending = Promise.all(
      Array.from({ length: 30 }, (_, i) => seqOf(post(clientId, `during ${i}`, i % 2 ? 'team' : 'client'))),
    );
    const socket = await live(replicaUrl, {
      token: t.adminToken(),
      subscribe: { type: 'subscribe', clientId, afterSeq: before[9] },
    });
    const during = await sending;
    const expected = [...before.slice(10), ...during].sort((a, b) => a - b);
    await vi.waitFor(() => expect([...socket.messageSeqs()].sort((a, b) => a - b)).toEqual(expected), {
      timeout: 10_000,
      interval: 20,
    });
    expect(new Set(socket.messageSeqs()).size).toBe(socket.messageSeqs().length);
  });
});

describe('who may follow what', () => {
  it('closes a client’s socket that asks for another client’s thread with 4403, sending nothing of it', async () => {
    const mine = await t.addClient();
    const theirs = await t.addClient();
    await post(theirs, 'private');
    const refused = await live(t.wsUrl, {
      token: t.clientToken(mine),
      subscribe: { type: 'subscribe', clientId: theirs, afterSeq: 0 },
    });
    expect(refused.closed).toBe(4403);
    expect(refused.frames).toEqual([]);
  });

  it('closes on a frame that is not a subscription (4400) and on a client unknown here (4404)', async () => {
    expect((await live(t.wsUrl, { token: t.adminToken(), subscribe: 'hello' })).closed).toBe(4400);
    expect((await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: 'x' } })).closed).toBe(4400);
    expect((await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', senderType: 'team' } })).closed).toBe(
      4400,
    );
    const unknown = '00000000-0000-4000-8000-000000000055';
    expect((await live(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: unknown } })).closed).toBe(
      4404,
    );
    expect((await live(t.wsUrl, { token: t.clientToken(unknown), subscribe: { type: 'subscribe' } })).closed).toBe(4404);
  });

  it('takes the token from the first frame when the upgrade carries none', async () => {
    const clientId = await t.addClient();
    const socket = await live(t.wsUrl, {
      firstMessageToken: t.clientToken(clientId),
      subscribe: { type: 'subscribe', afterSeq: 0 },
    });
    expect(socket.frames).toEqual([{ type: 'subscribed', clientId, upToSeq: 0 }]);
  });
});
