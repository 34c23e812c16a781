import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { databaseUrlFor, testService } from '@agency/kit/testing';
import { leads } from '../../services/leads/test/support.js';
import { buildGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';

const t = await testService(leads, { afterAll });
let gateway: FastifyInstance;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
  return dir;
}

beforeAll(async () => {
  const leadsUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ app: gateway } = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: t.keys.publicKey,
      DATABASE_URL: databaseUrlFor(t.namespace, 'gateway'),
      LEADS_URL: leadsUrl,
      IDENTITY_URL: 'http://127.0.0.1:9', // nothing listens: an unavailable upstream
      WEB_DIST: fakeWebDist(),
      PUBLIC_FORM_RATE_LIMIT: '3',
      BODY_LIMIT_BYTES: '1024',
    }),
  ));
  await gateway.ready();
});

afterAll(async () => {
  await gateway?.close();
});

const stage = (email: string, headers: Record<string, string> = {}) =>
  gateway.inject({ method: 'POST', url: '/api/leads/inquiries/stage', payload: { stage: 1, email }, headers });

describe('the gateway', () => {
  it('proxies /api/<service>/… and passes the request id through both ways', async () => {
    const response = await stage('first@shop.ca', { 'x-request-id': 'req-from-browser-1' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-request-id']).toBe('req-from-browser-1');
    const list = await gateway.inject({ url: '/api/leads/admin/inquiries', headers: { authorization: t.bearer.admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ email: 'first@shop.ca', situationType: 'business-stage-1' });
  });

  it('sets security headers', async () => {
    const response = await gateway.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Served over plain http (PUBLIC_ORIGIN's default): no HSTS (security-headers.int.test.ts has the https case).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a body over the limit before it reaches a service', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/leads/inquiries/stage',
      payload: { stage: 1, email: 'big@shop.ca', pad: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an invalid access token at the edge', async () => {
    const response = await gateway.inject({
      url: '/api/leads/admin/inquiries',
      headers: { authorization: 'Bearer forged.token.here' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_INVALID_TOKEN');
  });

  it('rate-limits public forms per client address', async () => {
    // The limit is three a minute here, and the first test used one of them.
    expect((await stage('second@shop.ca')).statusCode).toBe(201);
    expect((await stage('third@shop.ca')).statusCode).toBe(201);
    const limited = await stage('fourth@shop.ca');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers 503 in the error shape when a service is down', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/api/identity/auth/logout' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('serves the SPA with history fallback, caches hashed assets, and 404s unknown API routes as JSON', async () => {
    const page = await gateway.inject({ url: '/admin/inquiries' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await gateway.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await gateway.inject({ url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await gateway.inject({ url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
