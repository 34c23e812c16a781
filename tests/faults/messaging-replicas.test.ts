/**
 * Messaging as two replicas behind the real gateway, on the real PostgreSQL and NATS: a message sent through
 * either replica reaches the sockets held by both, because fan-out goes through NATS, not process memory. The
 * client comes from onboarding's Add Client, through its event. With one replica stopped, its sockets drop,
 * reconnect through the gateway to the other and catch up from the last message they saw.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signTestToken } from '@agency/kit/testing';
import { eventually, faultTestContext, startGateway } from './harness.js';

const world = faultTestContext();

interface Live {
  socket: WebSocket;
  seqs: number[];
  closed: Promise<number>;
}

/** A socket on /live through `gateway`, following the thread from `afterSeq`, once subscribed. */
async function follow(gateway: string, first: object[]): Promise<Live> {
  // From the gateway's own origin, as the page's socket is (the gateway refuses another).
  const socket = new WebSocket(`${gateway.replace('http', 'ws')}/api/messaging/live`, { headers: { origin: gateway } });
  const seqs: number[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => first.forEach((frame) => socket.send(JSON.stringify(frame))));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; message?: { seq: number } };
      if (frame.type === 'message') seqs.push(frame.message!.seq);
      if (frame.type === 'subscribed') resolve();
    });
    void closed.then((code) => reject(new Error(`closed with ${code} before subscribing`)));
  });
  return { socket, seqs, closed };
}

describe('messaging over two replicas through the gateway', () => {
  it('carries each message to the sockets of both replicas, and a dropped socket catches up on the other', async () => {
    const [onboarding, a, b] = await Promise.all([world.start('onboarding'), world.start('messaging'), world.start('messaging')]);
    const gateway = await startGateway({
      namespace: world.namespace,
      keys: world.keys,
      upstreams: { onboarding: onboarding.url, messaging: `${a.url},${b.url}` },
    });

    const teamToken = signTestToken(world.keys, { sub: randomUUID(), email: 'morgan.lee@maplebuilders.ca', role: 'admin' });
    const team = { authorization: `Bearer ${teamToken}`, 'content-type': 'application/json' };
    const created = await fetch(`${gateway.url}/api/onboarding/admin/clients`, {
      method: 'POST',
      headers: team,
      body: JSON.stringify({
        businessName: 'Replica Bakery',
        contactName: 'Rae',
        email: 'rae@replica.example',
        package: 'growth',
      }),
    });
    expect(created.status).toBe(201);
    const clientId = ((await created.json()) as { client: { id: string } }).client.id;
    const clientToken = signTestToken(world.keys, { sub: randomUUID(), email: 'rae@replica.example', role: 'client', clientId });
    const client = { authorization: `Bearer ${clientToken}`, 'content-type': 'application/json' };
    // Both replicas read the one database the client's event was recorded in.
    await eventually(async () => {
      for (const replica of [a, b]) {
        expect((await fetch(`${replica.url}/admin/clients/${clientId}/messages`, { headers: team })).status).toBe(200);
      }
    });

    // The gateway takes the replicas in turn for upgrades: of two sockets opened one after the other, one is on each.
    const clientFrames = [
      { type: 'auth', token: clientToken },
      { type: 'subscribe', afterSeq: 0 },
    ];
    const teamFrames = [
      { type: 'auth', token: teamToken },
      { type: 'subscribe', clientId, afterSeq: 0 },
    ];
    const sockets = {
      client1: await follow(gateway.url, clientFrames),
      client2: await follow(gateway.url, clientFrames),
      team1: await follow(gateway.url, teamFrames),
      team2: await follow(gateway.url, teamFrames),
    };
    const everyone = Object.values(sockets);

    const post = async (url: string, headers: Record<string, string>, message: string) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ message }) });
      expect(response.status).toBe(201);
      return ((await response.json()) as { seq: number }).seq;
    };
    const seqs: number[] = [];
    const deliveredToAll = async (seq: number) => {
      seqs.push(seq);
      await eventually(() => everyone.forEach((live) => expect(live.seqs).toEqual(seqs)), 10_000, 20);
    };
    // Pinned to each replica: the team's message through A, the client's through B, each reaching all four sockets.
    await deliveredToAll(await post(`${a.url}/admin/clients/${clientId}/messages`, team, 'Sent through replica A'));
    await deliveredToAll(await post(`${b.url}/client/messages`, client, 'Sent through replica B'));
    // Through the gateway, which sends consecutive requests to each replica in turn.
    for (let i = 1; i <= 2; i++) {
      await deliveredToAll(await post(`${gateway.url}/api/messaging/admin/clients/${clientId}/messages`, team, `Team ${i}`));
      await deliveredToAll(await post(`${gateway.url}/api/messaging/client/messages`, client, `Client ${i}`));
    }

    // Replica B stops: exactly the sockets it held drop (one of each pair: they were spread over both).
    const onB = new Set<Live>();
    for (const live of everyone) void live.closed.then(() => onB.add(live));
    await expect(b.stop()).resolves.toEqual({ code: 0, signal: null });
    await eventually(() => expect(onB.size).toBe(2), 10_000, 20);
    expect([sockets.client1, sockets.client2].filter((live) => onB.has(live))).toHaveLength(1);
    expect([sockets.team1, sockets.team2].filter((live) => onB.has(live))).toHaveLength(1);

    // Messages keep coming through the gateway (replica A alone) while the dropped sockets are away…
    await post(`${gateway.url}/api/messaging/admin/clients/${clientId}/messages`, team, 'While you were away');
    await post(`${gateway.url}/api/messaging/client/messages`, client, 'Me too');
    const all = (
      (await (await fetch(`${a.url}/admin/clients/${clientId}/messages`, { headers: team })).json()) as {
        messages: Array<{ seq: number }>;
      }
    ).messages.map((message) => message.seq);
    expect(all).toHaveLength(8);
    // …and each catches up from the last seq it saw, on the replica still up: nothing missing, nothing twice.
    for (const dropped of onB) {
      const isClient = dropped === sockets.client1 || dropped === sockets.client2;
      const last = dropped.seqs.at(-1)!;
      const again = await follow(gateway.url, [
        { type: 'auth', token: isClient ? clientToken : teamToken },
        { type: 'subscribe', ...(isClient ? {} : { clientId }), afterSeq: last },
      ]);
      expect([...dropped.seqs, ...again.seqs]).toEqual(all);
      again.socket.close();
    }
    for (const live of everyone) live.socket.close();
  });
});
