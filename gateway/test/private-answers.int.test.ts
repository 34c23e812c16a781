import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, generateKeys, signTestToken, testNamespace } from '@agency/kit/testing';
import { startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
const keys = generateKeys();
const token = signTestToken(keys, { sub: 'admin-1', email: 'team@maple.example', role: 'admin' }, 600);
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  // A service that marks every answer cacheable, as public content is.
  upstream = await startUpstream((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
    response.end('{"posts":[]}');
  });
  gateway = await testGateway(namespace, { CONTENT_URL: upstream.url, JWT_PUBLIC_KEY: keys.publicKey });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

describe('caching at the gateway', () => {
  it('keeps the caching a service chose for an anonymous request', async () => {
    const response = await gateway.inject({ url: '/api/content/posts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('makes every answer to a request carrying a token no-store, in the header or the access cookie', async () => {
    const byHeader = await gateway.inject({ url: '/api/content/posts', headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.headers['cache-control']).toBe('no-store');
    const byCookie = await gateway.inject({ url: '/api/content/posts', cookies: { other: 'x', agency_access: token } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['cache-control']).toBe('no-store');
  });

  it('makes its own refusal of a bad token no-store too', async () => {
    const refused = await gateway.inject({ url: '/api/content/posts', headers: { authorization: 'Bearer forged.token.here' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
