import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { testGateway } from './support.js';

const namespace = testNamespace();

// A stand-in service that echoes WebSocket messages, with the path and cookie it was reached with.
let upstream: Server;
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  upstream = createServer((_request, response) => response.end('ok'));
  const sockets = new WebSocketServer({ server: upstream });
  sockets.on('connection', (socket, request) => {
    socket.on('message', (data) =>
      socket.send(JSON.stringify({ path: request.url, cookie: request.headers.cookie ?? null, echo: data.toString() })),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const serviceUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await testGateway(namespace, { LEADS_URL: serviceUrl });
  gatewayUrl = (await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  await dropTestResources(namespace);
});

describe('WebSockets through the gateway', () => {
  it('reach the service under its prefix, with the browser’s cookie, both ways', async () => {
    const socket = new WebSocket(`${gatewayUrl}/api/leads/live?room=1`, { headers: { cookie: 'agency_access=abc' } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
    socket.send('hello');
    expect(JSON.parse(await reply)).toEqual({ path: '/live?room=1', cookie: 'agency_access=abc', echo: 'hello' });
    socket.close();
  });
});
