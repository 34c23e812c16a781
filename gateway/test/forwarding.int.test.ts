import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { scrapeMetrics, startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;
let gatewayUrl: string;

/** The last request the stand-in service received. */
let received: { method?: string; url?: string; headers: Record<string, unknown>; body: string } = { headers: {}, body: '' };

beforeAll(async () => {
  upstream = await startUpstream((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (text: string) => (body += text));
    request.on('end', () => {
      received = { method: request.method, url: request.url, headers: request.headers, body };
      if (request.url === '/slow') return; // never answers
      if (request.url === '/moved') {
        response.writeHead(303, { location: '/things/7', 'x-kept': 'yes' });
        return void response.end();
      }
      if (request.url === '/streamed') {
        response.writeHead(200, { 'content-type': 'text/plain', connection: 'x-internal', 'x-internal': 'secret' });
        response.write('first part, ');
        return void setTimeout(() => response.end('second part'), 20);
      }
      response.writeHead(418, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 418, code: 'TEAPOT' }));
    });
  });
  gateway = await testGateway(namespace, { LEADS_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '300' });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

/** A request through a real socket, so connection headers reach the gateway as a browser would send them. */
function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = httpRequest(new URL(path, gatewayUrl), { method: options.method ?? 'GET', headers: options.headers });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('forwarding to a service', () => {
  it('sends the request on with its body, the request id and the caller, without connection headers', async () => {
    const answer = await send('/api/leads/things?b=2&a=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        connection: 'keep-alive, x-hop',
        'x-hop': 'for the gateway only',
        'x-request-id': 'req-forwarding-1',
        'x-forwarded-for': '203.0.113.9',
      },
      body: '{"name":"Aurora Bakery"}',
    });
    expect(answer.status).toBe(418);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 418, code: 'TEAPOT' });
    expect(received).toMatchObject({ method: 'POST', url: '/things?b=2&a=1', body: '{"name":"Aurora Bakery"}' });
    expect(received.headers).toMatchObject({
      'content-type': 'application/json',
      'x-request-id': 'req-forwarding-1',
      // TRUST_PROXY is off: the caller's own claim is replaced by the address the gateway saw.
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      host: new URL(upstream.url).host,
    });
    expect(received.headers['x-hop']).toBeUndefined();
    expect(answer.headers['x-request-id']).toBe('req-forwarding-1');
  });

  it('streams the answer back without the service’s connection headers, with the security headers', async () => {
    const answer = await send('/api/leads/streamed');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('first part, second part');
    expect(answer.headers['x-internal']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeDefined();
  });

  it('puts the service’s prefix back on a path-only Location', async () => {
    const answer = await send('/api/leads/moved');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/api/leads/things/7');
    expect(answer.headers['x-kept']).toBe('yes');
  });

  it('answers 504 in the error shape when the service does not start answering in time', async () => {
    const answer = await send('/api/leads/slow');
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 504, code: 'UPSTREAM_UNAVAILABLE' });
    expect(await scrapeMetrics(gateway)).toContain('gateway_upstream_errors_total{upstream="leads",reason="timeout"} 1');
  });
});

describe('behind an ingress (TRUST_PROXY names it)', () => {
  it('takes the caller to be the address the ingress saw, never one the caller wrote in X-Forwarded-For', async () => {
    const behindIngress = await testGateway(namespace, { LEADS_URL: upstream.url, TRUST_PROXY: '127.0.0.1' });
    try {
      // The ingress (here the test, at 127.0.0.1) appends the address it took the request from.
      await behindIngress.inject({
        method: 'POST',
        url: '/api/leads/things',
        payload: {},
        headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' },
      });
      expect(received.headers['x-forwarded-for']).toBe('203.0.113.9');
    } finally {
      await behindIngress.close();
    }
  });
});
