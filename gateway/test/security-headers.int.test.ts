import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { PAGE_ROUTES_FILE } from '../src/page-routes.js';
import { startUpstream, testGateway } from './support.js';

/**
 * The Content-Security-Policy for a site at `origin` showing images from `imageHosts`: every source is our own
 * origin or a named host, never a whole scheme (`https:`, `data:`, `ws:`) or `*`.
 */
const policyFor = (socketOrigin: string, imageHosts: string[] = []) =>
  "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';" +
  `img-src ${["'self'", ...imageHosts].join(' ')};object-src 'none';script-src 'self';script-src-attr 'none';` +
  `style-src 'self' 'unsafe-inline';connect-src 'self' ${socketOrigin};frame-src 'none'`;

/**
 * Every security header the gateway adds, with its exact value, for the test gateway's http://localhost:8080:
 * a change to any of them is a decision, not a side effect. No HSTS over plain http.
 */
const securityHeaders = {
  'content-security-policy': policyFor('ws://localhost:8080'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': undefined,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The same for a site served over https with two image hosts: HSTS, and the socket's wss: origin. */
const httpsSecurityHeaders = {
  ...securityHeaders,
  'content-security-policy': policyFor('wss://maplebuilders.ca', ['https://images.maplebuilders.ca', 'https://cdn.example.com']),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const namespace = testNamespace();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;
let httpsGateway: FastifyInstance;

beforeAll(async () => {
  // A service that answers JSON, and on /own sets its own framing policy and CSP.
  upstream = await startUpstream((request, response) => {
    if (request.url === '/own') {
      response.setHeader('x-frame-options', 'DENY');
      response.setHeader('content-security-policy', "default-src 'none'");
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: request.url }));
  });
  const webDist = mkdtempSync(path.join(tmpdir(), 'agency-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, PAGE_ROUTES_FILE), JSON.stringify(['/', '/about']));
  gateway = await testGateway(namespace, { LEADS_URL: upstream.url, WEB_DIST: webDist });
  httpsGateway = await testGateway(namespace, {
    LEADS_URL: upstream.url,
    WEB_DIST: webDist,
    PUBLIC_ORIGIN: 'https://maplebuilders.ca',
    IMAGE_HOSTS: 'https://images.maplebuilders.ca, https://cdn.example.com/',
  });
});

afterAll(async () => {
  await gateway?.close();
  await httpsGateway?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, headers[name]]));

describe('security headers', () => {
  it.each([
    ['a proxied API answer', '/api/leads/items?page=2', 200, 'application/json'],
    ['a page', '/about', 200, 'text/html'],
    ['an unknown page', '/nowhere', 404, 'text/html'],
    ['a file of the build', '/assets/app-1234.js', 200, 'javascript'],
    ['an unknown API route', '/api/nowhere', 404, 'application/json'],
    ['the health check', '/healthz', 200, 'application/json'],
  ])('are all on %s, with their exact values, beside a request id', async (_what, url, status, type) => {
    const response = await gateway.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain(type);
    expect(securityHeadersOf(response.headers)).toEqual(securityHeaders);
    expect(response.headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are on the gateway’s own error answers', async () => {
    const forged = await gateway.inject({ url: '/api/leads/items', headers: { authorization: 'Bearer forged.token.here' } });
    expect(forged.statusCode).toBe(401);
    const tooLarge = await gateway.inject({
      method: 'POST',
      url: '/api/leads/items',
      headers: { 'content-length': '100000000' },
    });
    expect(tooLarge.statusCode).toBe(413);
    // A service's own metrics do not exist through the gateway; that 404 is the gateway's too.
    const serviceMetrics = await gateway.inject({ url: '/api/leads/metrics' });
    expect(serviceMetrics.statusCode).toBe(404);
    for (const response of [forged, tooLarge, serviceMetrics]) {
      expect(securityHeadersOf(response.headers)).toEqual(securityHeaders);
    }
  });

  it('give way to a service’s own header of the same name, and keep the caller’s request id', async () => {
    const response = await gateway.inject({ url: '/api/leads/own', headers: { 'x-request-id': 'req-from-browser-7' } });
    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response.headers)).toEqual({
      ...securityHeaders,
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'",
    });
    expect(response.headers['x-request-id']).toBe('req-from-browser-7');
  });
});

describe('security headers of a site served over https', () => {
  it.each([
    ['a page', '/about', 200],
    ['a proxied API answer', '/api/leads/items', 200],
    ['an unknown API route', '/api/nowhere', 404],
  ])('add HSTS, and a policy naming the configured image hosts and the wss: origin, on %s', async (_what, url, status) => {
    const response = await httpsGateway.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(securityHeadersOf(response.headers)).toEqual(httpsSecurityHeaders);
  });

  it('allow no whole scheme and no wildcard in any directive', () => {
    for (const policy of [securityHeaders, httpsSecurityHeaders].map((headers) => headers['content-security-policy'])) {
      const sources = policy.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
      for (const source of sources) expect(source).not.toMatch(/^(?:[a-z][a-z0-9+.-]*:|\*|https?:\/\/\*)$/i);
    }
  });
});
