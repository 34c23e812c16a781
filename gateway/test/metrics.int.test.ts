import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { startUpstream, testGatewayWithOperator, type Gateway } from './support.js';

const namespace = testNamespace();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;
let operator: FastifyInstance;
let guarded: Gateway;

beforeAll(async () => {
  // A service that answers every path, its own /metrics included.
  upstream = await startUpstream((request, response) => {
    response.setHeader('content-type', 'text/plain');
    response.end(`service answered ${request.url}`);
  });
  ({ app: gateway, operator } = await testGatewayWithOperator(namespace, {
    LEADS_URL: upstream.url,
    IDENTITY_URL: 'http://127.0.0.1:9',
  }));
  guarded = await testGatewayWithOperator(namespace, { LEADS_URL: upstream.url, METRICS_TOKEN: 'scraper-token-0123456789' });
});

afterAll(async () => {
  await gateway?.close();
  await guarded?.app.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

const metricsText = async () => (await operator.inject({ url: '/metrics' })).body;

describe('gateway metrics', () => {
  it('counts and times requests by service prefix and status, not by raw URL', async () => {
    for (const id of ['a1', 'b2', 'c3']) expect((await gateway.inject({ url: `/api/leads/items/${id}` })).statusCode).toBe(200);
    const response = await operator.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('http_requests_total{method="GET",route="/api/leads",status_code="200"} 3');
    expect(response.body).toContain('http_request_duration_seconds_count{method="GET",route="/api/leads",status_code="200"} 3');
    expect(response.body).not.toContain('items/a1');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts upstream errors by service', async () => {
    expect((await gateway.inject({ method: 'POST', url: '/api/identity/auth/logout' })).statusCode).toBe(503);
    expect(await metricsText()).toContain('gateway_upstream_errors_total{upstream="identity",reason="unavailable"} 1');
  });

  it('keeps each gateway’s counts in its own registry', async () => {
    expect(await metricsText()).toContain('route="/api/leads"');
    const own = await guarded.operator.inject({ url: '/metrics', headers: { authorization: 'Bearer scraper-token-0123456789' } });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('route="/api/leads"');
  });

  it('answers a scraper without the token, when one is configured, with a 401 in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789']) {
      const response = await guarded.operator.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'METRICS_UNAUTHORIZED' });
    }
  });

  it.each(['/metrics', '/metrics/', '//metrics', '/%6Detrics', '/./metrics', '/METRICS', '/metrics?format=x'])(
    'are not on the public port: %s answers 404 in the error shape',
    async (url) => {
      const response = await gateway.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
      expect(response.body).not.toContain('process_cpu_user_seconds_total');
    },
  );

  it('are on the operator port, which serves nothing else: no page, no API, no health check', async () => {
    for (const url of ['/', '/healthz', '/api/leads/items/a1']) {
      const response = await operator.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it.each([
    '/api/leads/metrics',
    '/api/leads/metrics?format=x',
    '/api/leads/%6Detrics',
    '/api/leads/./metrics',
    '/api/leads/METRICS',
  ])('does not proxy a service’s own /metrics (%s)', async (url) => {
    const response = await gateway.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('still proxies paths that only look alike', async () => {
    const response = await gateway.inject({ url: '/api/leads/metrics-report' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('service answered /metrics-report');
  });
});
