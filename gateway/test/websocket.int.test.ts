import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, generateKeys, signTestToken, testNamespace } from '@agency/kit/testing';
import { testGateway } from './support.js';

const namespace = testNamespace();
const keys = generateKeys();
const token = signTestToken(keys, { sub: '3b0b2c1e-0000-4000-8000-000000000001', email: 'sam@maple.example', role: 'admin' });

const publicOrigin = 'https://www.maple-builders.example';

// A stand-in service that echoes WebSocket messages, with the path, cookie and Authorization header it was reached with.
let upstream: Server;
let upgrades = 0;
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  upstream = createServer((_request, response) => response.end('ok'));
  // `?refuse=<status>` has the service refuse the upgrade with that status, as a service refuses a caller.
  const sockets = new WebSocketServer({
    server: upstream,
    verifyClient: ({ req }, done) => {
      const refuse = new URL(req.url ?? '/', 'http://service').searchParams.get('refuse');
      if (refuse) done(false, Number(refuse), 'Refused');
      else done(true);
    },
  });
  sockets.on('connection', (socket, request) => {
    upgrades += 1;
    socket.on('message', (data) =>
      socket.send(
        JSON.stringify({
          path: request.url,
          cookie: request.headers.cookie ?? null,
          authorization: request.headers.authorization ?? null,
          echo: data.toString(),
        }),
      ),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const serviceUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await testGateway(namespace, { LEADS_URL: serviceUrl, PUBLIC_ORIGIN: publicOrigin, JWT_PUBLIC_KEY: keys.publicKey });
  gatewayUrl = (await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  await dropTestResources(namespace);
});

/** Opens a socket through the gateway: its first answer, or the status that refused the upgrade. */
function open(headers: Record<string, string>) {
  const socket = new WebSocket(`${gatewayUrl}/api/leads/live?room=1`, { headers });
  socket.on('error', () => undefined);
  return new Promise<{ reply?: Record<string, unknown>; refused?: { status: number; body: string } }>((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ refused: { status: response.statusCode ?? 0, body } }));
    });
    socket.once('open', () => {
      socket.once('message', (data) => {
        resolve({ reply: JSON.parse(data.toString()) as Record<string, unknown> });
        socket.close();
      });
      socket.send('hello');
    });
  });
}

describe('WebSockets through the gateway', () => {
  it('reach the service under its prefix, with the browser’s cookie, both ways', async () => {
    const { reply } = await open({ cookie: 'agency_access=abc', origin: publicOrigin });
    expect(reply).toEqual({ path: '/live?room=1', cookie: 'agency_access=abc', authorization: null, echo: 'hello' });
  });

  it('carry the Authorization header to the service, as its contract documents', async () => {
    const { reply } = await open({ authorization: `Bearer ${token}` });
    expect(reply).toMatchObject({ authorization: `Bearer ${token}`, echo: 'hello' });
    const fromThePage = await open({ authorization: `Bearer ${token}`, origin: publicOrigin });
    expect(fromThePage.reply).toMatchObject({ authorization: `Bearer ${token}` });
  });

  it('are refused with 403 before any upgrade from another origin, whatever they carry', async () => {
    const before = upgrades;
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example', cookie: 'agency_access=abc' },
      { origin: 'https://evil.example', authorization: `Bearer ${token}` },
      { origin: 'http://www.maple-builders.example' },
      { origin: 'null', cookie: 'agency_access=abc' },
    ];
    for (const headers of attempts) {
      const { refused } = await open(headers);
      expect(refused?.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(refused!.body)).toMatchObject({ statusCode: 403, code: 'GATEWAY_ORIGIN_REFUSED' });
    }
    expect(upgrades).toBe(before);
  });

  it('without an Origin (not a browser), are let through only with a Bearer token', async () => {
    const before = upgrades;
    expect((await open({ cookie: 'agency_access=abc' })).refused?.status).toBe(403);
    expect((await open({})).refused?.status).toBe(403);
    expect(upgrades).toBe(before);
    expect((await open({ authorization: `Bearer ${token}` })).reply).toBeDefined();
  });

  it('closes the socket with 4000 + the status when the service refuses the upgrade, never with 1011', async () => {
    const before = upgrades;
    for (const status of [401, 403, 404]) {
      const socket = new WebSocket(`${gatewayUrl}/api/leads/live?refuse=${status}`, {
        headers: { origin: publicOrigin, cookie: 'agency_access=abc' },
      });
      socket.on('error', () => undefined);
      const closed = await new Promise<number>((resolve) => socket.once('close', resolve));
      expect(closed, String(status)).toBe(4000 + status);
    }
    // A 5xx is the service failing, not a refusal of the caller.
    const failing = new WebSocket(`${gatewayUrl}/api/leads/live?refuse=500`, { headers: { origin: publicOrigin } });
    failing.on('error', () => undefined);
    expect(await new Promise<number>((resolve) => failing.once('close', resolve))).toBe(1011);
    expect(upgrades).toBe(before);
  });
});
