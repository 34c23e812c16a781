/**
 * Contract tests: real requests through the gateway to the real services (PostgreSQL and NATS),
 * each response checked against the service's OpenAPI file — its status must be documented for
 * the operation and its body must match that status's schema. Every service of the registry is
 * built (tests/support/registered-service.ts), and every operation of every contract must be
 * exercised at least once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { loadContract, type Contract } from '@agency/kit';
import { registry, upstreamUrlKey } from '@agency/contracts/registry';
import {
  databaseUrlFor,
  dropTestResources,
  generateKeys,
  serviceTestEnv,
  signTestToken,
  testNamespace,
  testNatsUrl,
} from '@agency/kit/testing';
import { buildGateway } from '../../gateway/src/app.js';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { startRegisteredService } from '../support/registered-service.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const openapiDir = fileURLToPath(new URL('../../openapi/', import.meta.url));
const serviceNames = registry.services.map((service) => service.name);

const namespace = testNamespace();
const keys = generateKeys();
const admin = { email: 'contract-admin@maplebuilders.ca', password: 'Contract-admin-pass-1' };
const contracts = Object.fromEntries(
  serviceNames.map((name) => [name, loadContract(path.join(openapiDir, `${name}.yaml`))]),
) as Record<string, Contract>;
const exercised = new Set<string>();
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validators = new Map<object, ValidateFunction>();

let gateway: FastifyInstance;
const closers: Array<() => Promise<unknown>> = [];

/** Sends a request through the gateway and checks the answer against the operation's contract. */
async function call(
  service: string,
  operationId: string,
  request: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const contract = contracts[service];
  if (!contract) throw new Error(`${service} is not in the service registry`);
  const operation = contract.operations.get(operationId);
  if (!operation) throw new Error(`${service} has no operation ${operationId}`);
  const response = await gateway.inject({
    method: (request.method ?? operation.method) as 'GET',
    url: `${registry.services.find((entry) => entry.name === service)!.publicPrefix}${request.url}`,
    ...(request.payload !== undefined && { payload: request.payload as object }),
    headers: request.headers ?? {},
  });
  const responses = operation.schema.response as Record<string, object>;
  const documented = Object.keys(
    (contract.document.paths as Record<string, Record<string, { responses: object }>>)[operation.path]![
      operation.method.toLowerCase()
    ]!.responses,
  );
  expect(documented, `${operationId} answered ${response.statusCode}, which its contract does not list`).toContain(
    String(response.statusCode),
  );
  const schema = responses[String(response.statusCode)];
  if (schema) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    const body = response.json();
    expect(validate(body), `${operationId} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  exercised.add(`${service}.${operationId}`);
  return response;
}

beforeAll(async () => {
  // Every registered service, each on its own databases and streams; identity seeds the admin used below.
  const env = {
    JWT_PRIVATE_KEY: keys.privateKey,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
  const urls: Record<string, string> = {};
  for (const name of serviceNames) {
    const service = await startRegisteredService(name, serviceTestEnv(namespace, name, keys, env));
    closers.push(service.close);
    urls[upstreamUrlKey(name)] = service.url;
  }
  gateway = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: keys.publicKey,
      WEB_DIST: '/nonexistent',
      DATABASE_URL: databaseUrlFor(namespace, registry.gateway.database),
      ...urls,
    }),
  );
  await gateway.ready();
});

afterAll(async () => {
  await gateway?.close();
  for (const close of closers) await close();
  await dropTestResources(namespace);
});

describe('contracts, through the gateway', () => {
  it('health of every service', async () => {
    for (const service of serviceNames) {
      await call(service, 'healthz', { url: '/healthz' });
      await call(service, 'readyz', { url: '/readyz' });
    }
  });

  it('every registered service provisions the streams the registry says it produces, and no other', async () => {
    const nc = await connect({ servers: testNatsUrl });
    try {
      const streams: string[] = [];
      for await (const name of (await jetstreamManager(nc)).streams.names()) {
        if (name.startsWith(`${namespace}_`)) streams.push(name.slice(namespace.length + 1));
      }
      expect(streams.sort()).toEqual(registry.services.flatMap((service) => service.produces).sort());
    } finally {
      await nc.close();
    }
  });

  it('identity: sign in, refresh, who am I, sign out', async () => {
    const refused = await call('identity', 'login', {
      url: '/auth/login',
      payload: { email: admin.email, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await call('identity', 'login', { url: '/auth/login', payload: { email: 'not-an-email' } })).statusCode).toBe(400);
    const signedIn = await call('identity', 'login', { url: '/auth/login', payload: admin });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'agency_refresh');
    expect(cookie).toBeDefined();
    const me = await call('identity', 'getCurrentUser', {
      url: '/me',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({ email: admin.email, role: 'admin' });
    expect((await call('identity', 'getCurrentUser', { url: '/me' })).statusCode).toBe(401);
    const refreshed = await call('identity', 'refreshSession', {
      url: '/auth/refresh',
      headers: { cookie: `agency_refresh=${cookie!.value}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await call('identity', 'refreshSession', { url: '/auth/refresh' })).statusCode).toBe(401);
    const next = refreshed.cookies.find((c) => c.name === 'agency_refresh')!;
    expect(
      (await call('identity', 'logout', { url: '/auth/logout', headers: { cookie: `agency_refresh=${next.value}` } })).statusCode,
    ).toBe(204);
  });

  it('leads: public submissions and the admin list', async () => {
    const token = signTestToken(keys, { sub: crypto.randomUUID(), email: 'team@example.com', role: 'admin' });
    const clientToken = signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' });
    const created = await call('leads', 'submitStrategyCall', {
      url: '/inquiries/strategy-call',
      payload: {
        situationType: 'customer-churn',
        name: 'Contract Test',
        email: 'ct@example.com',
        phone: '780 555 0123',
        preferredTime: 'evening',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('leads', 'submitStrategyCall', { url: '/inquiries/strategy-call', payload: { name: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('leads', 'submitStageInquiry', { url: '/inquiries/stage', payload: { stage: 5, email: 'top@example.com' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('leads', 'submitStageInquiry', { url: '/inquiries/stage', payload: { stage: 9, email: 'top@example.com' } }))
        .statusCode,
    ).toBe(400);

    const list = await call('leads', 'listInquiries', {
      url: '/admin/inquiries?limit=10',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().total).toBe(2);
    expect((await call('leads', 'listInquiries', { url: '/admin/inquiries' })).statusCode).toBe(401);
    expect(
      (await call('leads', 'listInquiries', { url: '/admin/inquiries', headers: { authorization: `Bearer ${clientToken}` } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('leads', 'listInquiries', {
          url: '/admin/inquiries?status=nope',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(400);

    const id = created.json().id as string;
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${id}`,
          payload: { status: 'scheduled' },
          headers: auth,
        })
      ).json().status,
    ).toBe('scheduled');
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${crypto.randomUUID()}`,
          payload: { status: 'scheduled' },
          headers: auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('leads', 'updateInquiryStatus', { url: `/admin/inquiries/${id}`, payload: { status: 'won' }, headers: auth }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('leads', 'updateInquiryStatus', { url: `/admin/inquiries/${id}`, payload: { status: 'pending' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${id}`,
          payload: { status: 'pending' },
          headers: { authorization: `Bearer ${clientToken}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('every operation of every registered contract was exercised', () => {
    const all = serviceNames.flatMap((service) => [...contracts[service]!.operations.keys()].map((id) => `${service}.${id}`));
    expect(all.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
