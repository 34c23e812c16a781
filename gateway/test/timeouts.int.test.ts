import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { loadGatewayConfig } from '../src/config.js';
import { scrapeMetrics, startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;
let port: number;
const received: string[] = [];

// Short bounds, so the test waits a second or two rather than the production defaults' 10 and 30 s.
const headersTimeoutMs = 600;
const requestTimeoutMs = 1_200;
/** Node checks the connections' deadlines once a second at most (connectionsCheckingInterval). */
const checkIntervalMs = 1_000;

beforeAll(async () => {
  // A service that reads the whole body before it answers, as every JSON route does.
  upstream = await startUpstream((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => response.end('{}'));
  });
  gateway = await testGateway(namespace, {
    LEADS_URL: upstream.url,
    HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
    REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

/** Sends `text` on a fresh connection and says what came back and how long until the gateway closed it. */
function stall(text: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, closedAfterMs: Math.round(performance.now() - started) }));
    // A safety net far past any bound under test: a connection never closed fails here, not by hanging the run.
    setTimeout(() => reject(new Error(`still open after 20 s, having answered: ${answer}`)), 20_000).unref();
    socket.write(text);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('a request that stalls', () => {
  it('is answered 408 in the error shape and its connection closed when its body stops arriving', async () => {
    const head =
      'POST /api/leads/things HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await stall(`${head}{"name":"a`); // 10 of the 1000 bytes
    console.log(
      `a body stalled after 10 of 1000 bytes: 408 and closed after ${closedAfterMs} ms (REQUEST_TIMEOUT_MS ${requestTimeoutMs})`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 408, error: 'Request Timeout', code: 'REQUEST_TIMEOUT' });
    expect(bodyOf(answer).requestId).toEqual(expect.any(String));
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs + checkIntervalMs + 1_000);
    // The service saw the request start; the gateway did not count the client's stall as the service's failure.
    expect(received).toContain('POST /things');
    expect(await scrapeMetrics(gateway)).not.toMatch(/^gateway_upstream_errors_total\{/m);
  });

  it('is answered 408 when its headers stop arriving', async () => {
    const { answer, closedAfterMs } = await stall('GET /api/leads/things HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    console.log(`headers stalled: 408 and closed after ${closedAfterMs} ms (HEADERS_TIMEOUT_MS ${headersTimeoutMs})`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    expect(closedAfterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(headersTimeoutMs + checkIntervalMs + 1_000);
  });

  it('leaves a request whose body arrives in time alone', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(20) });
    const { answer } = await stall(
      `POST /api/leads/things HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the timeouts', () => {
  it('default to 10 s for the headers and 60 s for the whole request, and the headers’ may not exceed the request’s', () => {
    const key = { JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----' };
    expect(loadGatewayConfig(key)).toMatchObject({ HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 60_000 });
    expect(() => loadGatewayConfig({ ...key, HEADERS_TIMEOUT_MS: '70000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('are the gateway server’s', () => {
    expect(gateway.server.headersTimeout).toBe(headersTimeoutMs);
    expect(gateway.server.requestTimeout).toBe(requestTimeoutMs);
  });
});
