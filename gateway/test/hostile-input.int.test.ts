import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateKeys, testService } from '@agency/kit/testing';
import { content, documentLinkSecret } from '../../services/content/test/support.js';
import { leads, wizard } from '../../services/leads/test/support.js';
import { testGateway } from './support.js';

// Bodies that used to reach a service's stack or its database as a 500, sent through the gateway to real
// services listening on sockets: every answer is a 4xx in the error shape, and the next request is served.
const keys = generateKeys();
const l = await testService(leads, { afterAll, keys });
const c = await testService(content, {
  afterAll,
  keys,
  env: { DOCUMENT_LINK_SECRET: documentLinkSecret, PUBLIC_ORIGIN: 'https://maple.example' },
});
let gateway: FastifyInstance;

beforeAll(async () => {
  gateway = await testGateway(l.namespace, {
    JWT_PUBLIC_KEY: keys.publicKey,
    LEADS_URL: await l.app.listen({ port: 0, host: '127.0.0.1' }),
    CONTENT_URL: await c.app.listen({ port: 0, host: '127.0.0.1' }),
    PUBLIC_FORM_RATE_LIMIT: '1000',
  });
});

afterAll(async () => {
  await gateway?.close();
});

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const json = { 'content-type': 'application/json' };

const inquiries = async () => (await l.sql<{ n: number }>('SELECT count(*)::int AS n FROM solution_inquiries'))[0]!.n;

function expectRefusal(answer: LightMyRequestResponse, status: number, code: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json()).toMatchObject({ statusCode: status, code, requestId: answer.headers['x-request-id'] });
}

describe('hostile input through the gateway', () => {
  it('answers a JSON body nested 4,000 deep with 400 on a public form, and stores nothing', async () => {
    const payload = `{"name":${deep(4000)}}`;
    expectRefusal(
      await gateway.inject({ method: 'POST', url: '/api/leads/inquiries/strategy-call', headers: json, payload }),
      400,
      'JSON_TOO_DEEP',
    );
    expect(await inquiries()).toBe(0);
  });

  it('answers a lone surrogate in a text field with 400, and stores nothing', async () => {
    const payload = JSON.stringify({ ...wizard, name: 'Ada\ud800' });
    expectRefusal(
      await gateway.inject({ method: 'POST', url: '/api/leads/inquiries/strategy-call', headers: json, payload }),
      400,
      'INVALID_CHARACTERS',
    );
    expect(await inquiries()).toBe(0);
  });

  it('answers a multipart upload without a boundary, or never closed, with 400', async () => {
    const part = '------b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx';
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=----b']) {
      const answer = await gateway.inject({
        method: 'POST',
        url: '/api/content/admin/media',
        headers: { 'content-type': contentType, authorization: c.bearer.admin },
        payload: part,
      });
      expectRefusal(answer, 400, 'UPLOAD_MALFORMED');
    }
  });

  it('refuses nobody and a wrong role before reading a broken body, and serves the next request', async () => {
    const url = '/api/leads/admin/inquiries/6f1c3e2b-0a6f-4a55-9d7a-5d3c1a448f0e';
    for (const payload of [deep(4000), '{"status":', '{"status":"\\ud800"}']) {
      expectRefusal(await gateway.inject({ method: 'PATCH', url, headers: json, payload }), 401, 'AUTH_REQUIRED');
      const asClient = await gateway.inject({
        method: 'PATCH',
        url,
        headers: { ...json, authorization: l.bearer.client },
        payload,
      });
      expectRefusal(asClient, 403, 'AUTH_FORBIDDEN');
    }
    expectRefusal(await gateway.inject({ url: '/api/leads/admin/leads' }), 401, 'AUTH_REQUIRED');
    expectRefusal(
      await gateway.inject({ url: '/api/leads/admin/leads', headers: { authorization: l.bearer.client } }),
      403,
      'AUTH_FORBIDDEN',
    );
    const list = await gateway.inject({ url: '/api/leads/admin/inquiries', headers: { authorization: l.bearer.admin } });
    expect(list.statusCode).toBe(200);
  });

  it('never answers 5xx for such bodies on its own paths, which it does not proxy', async () => {
    for (const url of ['/', '/healthz', '/api/nowhere', '/admin/inquiries']) {
      for (const payload of [deep(20_000), '{"a":"\\ud800"}', '{"a":']) {
        const answer = await gateway.inject({ method: 'POST', url, headers: json, payload });
        expect(answer.statusCode, `${url} ${payload.slice(0, 10)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${url} ${payload.slice(0, 10)}`).toBeLessThan(500);
      }
    }
  });
});
