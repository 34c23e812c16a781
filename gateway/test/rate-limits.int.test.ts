import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dropTestResources, testNamespace } from '@agency/kit/testing';
import { startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let replicas: FastifyInstance[] = [];
let storeDown: FastifyInstance;
const received: string[] = [];

beforeAll(async () => {
  // Stands in for identity and leads: refuses every sign-in, accepts every form.
  upstream = await startUpstream((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    const signIn = request.url === '/auth/login';
    response.writeHead(signIn ? 401 : 201, { 'content-type': 'application/json' });
    response.end(JSON.stringify(signIn ? { code: 'IDENTITY_INVALID_CREDENTIALS' } : { id: 'x' }));
  });
  const env = {
    IDENTITY_URL: upstream.url,
    LEADS_URL: upstream.url,
    SIGN_IN_RATE_LIMIT: '10',
    PUBLIC_FORM_RATE_LIMIT: '3',
    APPLICATION_RATE_LIMIT: '2',
  };
  replicas = [await testGateway(namespace, env), await testGateway(namespace, env)];
  // Nothing listens on port 9: the shared store is unreachable.
  storeDown = await testGateway(namespace, { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/agency_gateway' });
});

afterAll(async () => {
  for (const replica of [...replicas, storeDown]) await replica?.close();
  await upstream?.close();
  await dropTestResources(namespace);
});

const signIn = (gateway: FastifyInstance, email = 'someone@shop.ca') =>
  gateway.inject({ method: 'POST', url: '/api/identity/auth/login', payload: { email, password: 'guess' } });

describe('rate limits shared by gateway replicas', () => {
  it('count sign-in attempts from one address across both replicas: the 11th is refused', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await signIn(replicas[attempt % 2]!, `user${attempt}@shop.ca`);
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(9 - attempt));
    }
    const refused = await signIn(replicas[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(replicas[1]!)).statusCode).toBe(429);
    expect(received.filter((line) => line === 'POST /auth/login')).toHaveLength(10);
  });

  it('see through a path written differently from the rule', async () => {
    const response = await replicas[1]!.inject({ method: 'POST', url: '/api/identity/auth/./%6Cogin', payload: {} });
    expect(response.statusCode).toBe(429);
  });

  it('count public forms separately from sign-in', async () => {
    const post = (gateway: FastifyInstance) =>
      gateway.inject({ method: 'POST', url: '/api/leads/inquiries/stage', payload: { stage: 1 } });
    expect((await post(replicas[0]!)).statusCode).toBe(201);
    expect((await post(replicas[1]!)).statusCode).toBe(201);
    expect((await post(replicas[0]!)).statusCode).toBe(201);
    expect((await post(replicas[1]!)).statusCode).toBe(429);
  });

  it('count volunteer applications under their own rule', async () => {
    const apply = (gateway: FastifyInstance) =>
      gateway.inject({ method: 'POST', url: '/api/leads/applications', payload: {}, remoteAddress: '10.0.0.9' });
    expect((await apply(replicas[0]!)).statusCode).toBe(201);
    const second = await apply(replicas[1]!);
    expect(second.statusCode).toBe(201);
    expect(second.headers['x-ratelimit-limit']).toBe('2');
    expect((await apply(replicas[0]!)).statusCode).toBe(429);
    const form = await replicas[1]!.inject({
      method: 'POST',
      url: '/api/leads/inquiries/stage',
      payload: { stage: 1 },
      remoteAddress: '10.0.0.9',
    });
    expect(form.statusCode).toBe(201);
    expect(form.headers['x-ratelimit-limit']).toBe('3');
  });

  it('fail closed on sign-in when the store is unreachable: a 503 in the error shape, nothing proxied', async () => {
    const before = received.length;
    const response = await signIn(storeDown);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'RATE_LIMIT_UNAVAILABLE' });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
    expect(received.length).toBe(before);
  });

  it('let public forms through when the store is unreachable', async () => {
    const response = await storeDown.inject({ method: 'POST', url: '/api/leads/inquiries/stage', payload: { stage: 1 } });
    expect(response.statusCode).toBe(201);
    const applied = await storeDown.inject({ method: 'POST', url: '/api/leads/applications', payload: {} });
    expect(applied.statusCode).toBe(201);
  });
});

describe('the shared count under concurrent attempts', () => {
  it('loses no hit: of 20 simultaneous sign-ins from one address across both replicas, exactly 10 pass', async () => {
    const attempts = Array.from({ length: 20 }, (_, index) =>
      replicas[index % 2]!.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { email: `parallel${index}@shop.ca`, password: 'guess' },
        remoteAddress: '10.0.0.7',
      }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
