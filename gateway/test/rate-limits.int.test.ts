import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registry } from '@agency/contracts/registry';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import { loadGatewayConfig } from '../src/config.js';
import { windowKey } from '../src/rate-limits/limits.js';
import { startUpstream, testGateway } from './support.js';

const namespace = testNamespace();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let replicas: FastifyInstance[] = [];
let storeDown: FastifyInstance;
const received: string[] = [];

beforeAll(async () => {
  // Stands in for identity and leads: refuses every sign-in and every access code, accepts every form.
  upstream = await startUpstream((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    const refused = request.url === '/auth/login' || request.url === '/auth/access-code' || request.url === '/auth/register';
    response.writeHead(refused ? (request.url === '/auth/register' ? 400 : 401) : 201, { 'content-type': 'application/json' });
    response.end(JSON.stringify(refused ? { code: 'REFUSED' } : { id: 'x' }));
  });
  const env = {
    IDENTITY_URL: upstream.url,
    LEADS_URL: upstream.url,
    CONTENT_URL: upstream.url,
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
    // The sign-in window is 5 minutes.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await signIn(replicas[1]!)).statusCode).toBe(429);
    expect(received.filter((line) => line === 'POST /auth/login')).toHaveLength(10);
  });

  it('see through a path written differently from the rule', async () => {
    const response = await replicas[1]!.inject({ method: 'POST', url: '/api/identity/auth/./%6Cogin', payload: {} });
    expect(response.statusCode).toBe(429);
  });

  it('count public forms separately from sign-in, in each replica', async () => {
    const post = (gateway: FastifyInstance) =>
      gateway.inject({ method: 'POST', url: '/api/leads/inquiries/stage', payload: { stage: 1 } });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await post(replicas[0]!);
      expect(response.statusCode).toBe(201);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(2 - attempt));
    }
    const refused = await post(replicas[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The limit is per replica: the other keeps its own count.
    expect((await post(replicas[1]!)).statusCode).toBe(201);
  });

  it('count volunteer applications under their own rule', async () => {
    const apply = (gateway: FastifyInstance) =>
      gateway.inject({ method: 'POST', url: '/api/leads/applications', payload: {}, remoteAddress: '10.0.0.9' });
    expect((await apply(replicas[0]!)).statusCode).toBe(201);
    const second = await apply(replicas[0]!);
    expect(second.statusCode).toBe(201);
    expect(second.headers['x-ratelimit-limit']).toBe('2');
    expect((await apply(replicas[0]!)).statusCode).toBe(429);
    const form = await replicas[0]!.inject({
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

  it('count public forms without the store: they go on being counted while it is unreachable', async () => {
    const post = () => storeDown.inject({ method: 'POST', url: '/api/leads/inquiries/stage', payload: { stage: 1 } });
    for (let attempt = 0; attempt < 3; attempt++) expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
    const applied = await storeDown.inject({ method: 'POST', url: '/api/leads/applications', payload: {} });
    expect(applied.statusCode).toBe(201);
    expect(applied.headers['x-ratelimit-limit']).toBe('2');
  });

  it('keep no row in the shared store for a rule counted per replica, and one for a shared rule', async () => {
    const address = '10.0.0.11';
    await replicas[0]!.inject({
      method: 'POST',
      url: '/api/leads/inquiries/stage',
      payload: { stage: 1 },
      remoteAddress: address,
    });
    await replicas[0]!.inject({ url: '/api/content/search?q=web', remoteAddress: address });
    await replicas[0]!.inject({ method: 'POST', url: '/api/identity/auth/login', payload: {}, remoteAddress: address });
    const stored = async (rule: string, windowSeconds: number) => {
      const client = new pg.Client({ connectionString: databaseUrlFor(namespace, registry.gateway.database) });
      await client.connect();
      try {
        const key = createHash('sha256').update(windowKey({ rule, windowSeconds }, address)).digest('base64url');
        const { rows } = await client.query('SELECT hits FROM rate_limit_windows WHERE key = $1', [key]);
        return rows as { hits: number }[];
      } finally {
        await client.end();
      }
    };
    expect(await stored('public-form', 60)).toEqual([]);
    expect(await stored('site-search', 60)).toEqual([]);
    expect(await stored('sign-in', 300)).toEqual([{ hits: 1 }]);
  });
});

const guess = (gateway: FastifyInstance, path: 'access-code' | 'register', remoteAddress: string) =>
  gateway.inject({
    method: 'POST',
    url: `/api/identity/auth/${path}`,
    payload: path === 'access-code' ? { code: 'MB-GUESS1' } : { accessCode: 'MB-GUESS1', email: 'a@b.ca', password: 'password1' },
    remoteAddress,
  });

describe('access-code guesses', () => {
  it('are throttled per address: 10 a minute across sign-in by code and registration, on both replicas', async () => {
    const address = '10.0.1.1';
    const before = received.length;
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await guess(replicas[attempt % 2]!, attempt % 3 === 0 ? 'register' : 'access-code', address);
      expect(response.statusCode).toBe(attempt % 3 === 0 ? 400 : 401);
      expect(response.headers['x-ratelimit-limit']).toBe('10');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(9 - attempt));
    }
    const refused = [await guess(replicas[0]!, 'access-code', address), await guess(replicas[1]!, 'register', address)];
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(received.length - before).toBe(10);
    // Another address still gets its own ten.
    expect((await guess(replicas[0]!, 'access-code', '10.0.1.2')).statusCode).toBe(401);
  });

  it('let at most 10 through of 200 a minute from one address, whatever the pace', async () => {
    const address = '10.0.1.3';
    const before = received.length;
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => guess(replicas[index % 2]!, index % 2 ? 'register' : 'access-code', address)),
      );
      statuses.push(...responses.map((response) => response.statusCode));
    }
    const passed = statuses.filter((status) => status !== 429).length;
    console.log(
      `access-code guesses from one address: ${passed} of ${statuses.length} reached identity, ${statuses.length - passed} got 429`,
    );
    expect(passed).toBe(10);
    expect(received.length - before).toBe(10);
  });

  it('are refused with a 503 when the store is unreachable, and nothing reaches identity', async () => {
    const before = received.length;
    for (const path of ['access-code', 'register'] as const) {
      const response = await guess(storeDown, path, '10.0.1.4');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, code: 'RATE_LIMIT_UNAVAILABLE' });
    }
    expect(received.length).toBe(before);
  });
});

describe('password-reset requests', () => {
  it('are limited to 5 a minute per address, confirmations included, and refused when the store is down', async () => {
    const address = '10.0.2.1';
    const request = (gateway: FastifyInstance, path: string) =>
      gateway.inject({ method: 'POST', url: `/api/identity/auth/${path}`, payload: { email: 'a@b.ca' }, remoteAddress: address });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request(replicas[attempt % 2]!, attempt === 4 ? 'password-reset/confirm' : 'password-reset');
      expect(response.statusCode).toBe(201);
      expect(response.headers['x-ratelimit-limit']).toBe('5');
    }
    const refused = await request(replicas[0]!, 'password-reset');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await request(storeDown, 'password-reset')).statusCode).toBe(503);
  });
});

describe('the rules', () => {
  it('are the registry’s, each with its window, and the override changes only the limit', () => {
    const config = loadGatewayConfig({ JWT_PUBLIC_KEY: 'BEGIN PUBLIC KEY', ACCESS_CODE_RATE_LIMIT: '4' });
    const byName = Object.fromEntries(config.rateLimits.map((rule) => [rule.rule, rule]));
    expect(byName['sign-in']).toEqual({
      rule: 'sign-in',
      method: 'POST',
      pathPrefixes: ['/api/identity/auth/login'],
      limit: 30,
      windowSeconds: 300,
      counted: 'shared',
    });
    expect(byName['access-code']).toEqual({
      rule: 'access-code',
      method: 'POST',
      pathPrefixes: ['/api/identity/auth/access-code', '/api/identity/auth/register'],
      limit: 4,
      windowSeconds: 60,
      counted: 'shared',
    });
    expect(byName['password-reset']).toMatchObject({ limit: 5, windowSeconds: 60, counted: 'shared' });
    expect(byName['public-form']).toMatchObject({ limit: 30, windowSeconds: 60, counted: 'per-replica' });
    expect(byName['site-search']).toMatchObject({ limit: 120, windowSeconds: 60, counted: 'per-replica' });
  });

  it('key a window by rule, window length and address', () => {
    const rule = { rule: 'access-code', windowSeconds: 60 };
    expect(windowKey(rule, '10.0.0.1')).toBe('access-code/60s 10.0.0.1');
    expect(windowKey(rule, '10.0.0.1')).not.toBe(windowKey({ ...rule, windowSeconds: 300 }, '10.0.0.1'));
    expect(windowKey(rule, '10.0.0.1')).not.toBe(windowKey({ ...rule, rule: 'sign-in' }, '10.0.0.1'));
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

describe('the client address a request is counted under', () => {
  let seen: Awaited<ReturnType<typeof startUpstream>>;
  const forwardedFor: string[] = [];
  const gateways: FastifyInstance[] = [];
  beforeAll(async () => {
    // Stands in for leads, noting the client address the gateway passes on.
    seen = await startUpstream((request, response) => {
      forwardedFor.push(String(request.headers['x-forwarded-for']));
      request.resume();
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await seen?.close();
  });
  const gatewayWith = async (env: Record<string, string>) => {
    const gateway = await testGateway(namespace, { LEADS_URL: seen.url, PUBLIC_FORM_RATE_LIMIT: '3', ...env });
    gateways.push(gateway);
    return gateway;
  };
  const post = (gateway: FastifyInstance, remoteAddress: string, xForwardedFor?: string) =>
    gateway.inject({
      method: 'POST',
      url: '/api/leads/inquiries/stage',
      payload: { stage: 1 },
      remoteAddress,
      headers: xForwardedFor === undefined ? {} : { 'x-forwarded-for': xForwardedFor },
    });

  it('is the connection’s own by default: a client-written X-Forwarded-For changes nothing', async () => {
    const gateway = await gatewayWith({});
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await post(gateway, '198.51.100.4', `203.0.113.${attempt}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(forwardedFor.slice(-3)).toEqual(['198.51.100.4', '198.51.100.4', '198.51.100.4']);
  });

  it('behind trusted proxies, is the first address from the right they do not vouch for, whatever the client wrote before it', async () => {
    // The ingress (10.0.0.5, in a private range) appends the address it saw; the client wrote the rest.
    const gateway = await gatewayWith({ TRUST_PROXY: 'uniquelocal' });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await post(gateway, '10.0.0.5', `203.0.113.${attempt}, 10.9.9.${attempt}, 198.51.100.7`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(forwardedFor.slice(-3)).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.7']);
    // Another client behind the same ingress has its own count.
    expect((await post(gateway, '10.0.0.5', '198.51.100.8')).statusCode).toBe(201);
    // A client reaching the gateway directly is not a trusted proxy: its X-Forwarded-For is ignored.
    expect((await post(gateway, '198.51.100.9', '198.51.100.7')).statusCode).toBe(201);
    expect(forwardedFor.at(-1)).toBe('198.51.100.9');
  });
});
