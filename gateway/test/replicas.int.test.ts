import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { freePort } from '../../scripts/lib/infra.mjs';
import { scrapeMetrics, testGateway } from './support.js';

const namespace = testNamespace();
const publicOrigin = 'https://www.maple-builders.example';

/** A stand-in replica: answers every request and every WebSocket message with its own name. */
async function startReplica(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (text: string) => (body += text));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ replica: name, body }));
    });
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.on('message', () => socket.send(name)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let a: Awaited<ReturnType<typeof startReplica>>;
let b: Awaited<ReturnType<typeof startReplica>>;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([startReplica('a'), startReplica('b')]);
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await Promise.all([a?.close(), b?.close()]);
  await dropTestResources(namespace);
});

/** A gateway listening with `LEADS_URL` set to `origins`, comma-separated. */
async function gatewayFor(...origins: string[]): Promise<string> {
  return (await listeningGateway(...origins)).url;
}

async function listeningGateway(...origins: string[]): Promise<{ url: string; app: FastifyInstance }> {
  const app = await testGateway(namespace, { LEADS_URL: origins.join(','), PUBLIC_ORIGIN: publicOrigin });
  gateways.push(app);
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), app };
}

const replicaOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { replica: string }).replica;
};

/** Which replica a WebSocket through the gateway reached ('closed' when the gateway could not reach one). */
async function socketReplica(url: string): Promise<string> {
  // From the site's own pages, as the gateway wants a socket to come.
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/leads/live`, { headers: { origin: publicOrigin } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answer = new Promise<string>((resolve) => {
    socket.once('message', (data) => resolve(data.toString()));
    socket.once('close', () => resolve('closed'));
  });
  socket.send('who');
  const replica = await answer;
  socket.close();
  return replica;
}

describe('a service with several replicas', () => {
  it('gets its requests taken in turn by each replica, bodies included', async () => {
    const gateway = await gatewayFor(a.url, b.url);
    const replicas = [];
    for (let i = 0; i < 6; i++) replicas.push(await replicaOf(await fetch(`${gateway}/api/leads/things`)));
    expect(replicas.filter((name) => name === 'a')).toHaveLength(3);
    expect(replicas.filter((name) => name === 'b')).toHaveLength(3);

    const posted = await Promise.all(
      ['one', 'two'].map((text) =>
        fetch(`${gateway}/api/leads/things`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: text }),
      ),
    );
    const answers = await Promise.all(posted.map((response) => response.json() as Promise<{ replica: string; body: string }>));
    expect(answers.map((answer) => answer.body).sort()).toEqual(['one', 'two']);
    expect(answers.map((answer) => answer.replica).sort()).toEqual(['a', 'b']);
  });

  it('spreads WebSocket upgrades over the replicas', async () => {
    const gateway = await gatewayFor(a.url, b.url);
    const replicas = [];
    for (let i = 0; i < 4; i++) replicas.push(await socketReplica(gateway));
    expect(replicas.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('still answers every request, with or without a body, while one replica refuses connections', async () => {
    const down = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    const gateway = await gatewayFor(down, a.url);
    for (let i = 0; i < 6; i++) {
      expect(await replicaOf(await fetch(`${gateway}/api/leads/things`))).toBe('a');
      const posted = await fetch(`${gateway}/api/leads/things`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n: i }),
      });
      expect(await posted.json()).toEqual({ replica: 'a', body: JSON.stringify({ n: i }) });
    }
    // A WebSocket is opened on a replica that is up.
    for (let i = 0; i < 2; i++) expect(await socketReplica(gateway)).toBe('a');
  });

  it('opens WebSockets on a replica that is up when one refuses them, with no request to tell it so', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const gateway = await gatewayFor(down, a.url);
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) outcomes.push(await socketReplica(gateway));
    // One socket meets the replica that is down (it is its turn within the first two); it then rests, and
    // every later socket reaches 'a'. Without the rest, every other socket would be closed.
    expect(outcomes.filter((outcome) => outcome === 'closed').length).toBeLessThanOrEqual(1);
    expect(outcomes.slice(2)).toEqual(['a', 'a', 'a', 'a']);
  });

  it('answers 503 in the error shape, counted for the service, when no replica can be reached', async () => {
    const gateway = await listeningGateway(`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`);
    const response = await fetch(`${gateway.url}/api/leads/things`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
    expect(await scrapeMetrics(gateway.app)).toContain('gateway_upstream_errors_total{upstream="leads",reason="unavailable"} 1');
  });
});
