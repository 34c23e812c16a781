import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, AckPolicy } from '@nats-io/jetstream';
import { dropTestResources, generateKeys, serviceTestEnv, signTestToken, testNamespace, testNatsUrl } from '@agency/kit/testing';
import { buildLeadsService } from '../src/app.js';
import { loadLeadsConfig } from '../src/config.js';

const namespace = testNamespace();
const keys = generateKeys();
let service: Awaited<ReturnType<typeof buildLeadsService>>;
let nc: NatsConnection;

const admin = () => `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'team@example.com', role: 'admin' })}`;
const client = () => `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' })}`;

const wizard = {
  situationType: 'declining-sales',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '780-555-0101',
  preferredTime: 'afternoon',
};

async function rowCount(): Promise<number> {
  const [row] = await service.context.orm.em
    .getConnection()
    .execute<{ n: string }[]>('SELECT count(*) AS n FROM solution_inquiries');
  return Number(row?.n);
}

async function outboxFor(inquiryId: string) {
  return service.context.orm.em
    .getConnection()
    .execute<{ id: string; type: string; envelope: { data: { inquiryId: string } } }[]>(
      "SELECT id, type, envelope FROM outbox_events WHERE envelope->'data'->>'inquiryId' = ?",
      [inquiryId],
    );
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...headers },
  });

beforeAll(async () => {
  service = await buildLeadsService(loadLeadsConfig(serviceTestEnv(namespace, 'leads', keys)));
  await service.app.ready();
  await service.events.ready();
  nc = await connect({ servers: testNatsUrl });
});

afterAll(async () => {
  await service?.app.close();
  await nc?.close();
  await dropTestResources(namespace);
});

beforeEach(async () => {
  await service.context.orm.em.getConnection().execute('TRUNCATE solution_inquiries');
});

describe('submitting inquiries', () => {
  it('stores a wizard request as pending, with its event in the outbox, and publishes it to JetStream', async () => {
    const response = await post('/inquiries/strategy-call', wizard);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ status: 'pending' });

    const [row] = await service.context.orm.em
      .getConnection()
      .execute('SELECT situation_type, name, email, phone, preferred_time, status FROM solution_inquiries WHERE id = ?', [
        receipt.id,
      ]);
    expect(row).toEqual({
      situation_type: 'declining-sales',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '780-555-0101',
      preferred_time: 'afternoon',
      status: 'pending',
    });

    const [event] = await outboxFor(receipt.id);
    expect(event?.type).toBe('leads.inquiry.received.v1');

    // The relay publishes it with the event id as Nats-Msg-Id.
    const jsm = await jetstreamManager(nc);
    const stream = `${namespace}_LEADS`;
    await jsm.consumers.add(stream, { durable_name: 'test--probe', ack_policy: AckPolicy.Explicit });
    const probe = await jetstream(nc).consumers.get(stream, 'test--probe');
    const message = await probe.next({ expires: 5000 });
    expect(message?.subject).toBe(`${namespace}.leads.inquiry.received.v1`);
    expect(message?.headers?.get('Nats-Msg-Id')).toBe(event?.id);
    expect(message?.json<{ data: { inquiryId: string; email: string } }>().data).toMatchObject({
      inquiryId: receipt.id,
      email: 'ada@example.com',
    });
    message?.ack();
    await jsm.consumers.delete(stream, 'test--probe');
  });

  it('stores a stage e-mail as business-stage-N with the e-mail as name, no phone and any time', async () => {
    const response = await post('/inquiries/stage', { stage: 3, email: 'owner@shop.ca' });
    expect(response.statusCode).toBe(201);
    const [row] = await service.context.orm.em
      .getConnection()
      .execute('SELECT situation_type, name, email, phone, preferred_time, status FROM solution_inquiries WHERE id = ?', [
        response.json().id,
      ]);
    expect(row).toEqual({
      situation_type: 'business-stage-3',
      name: 'owner@shop.ca',
      email: 'owner@shop.ca',
      phone: '',
      preferred_time: 'any',
      status: 'pending',
    });
    expect(await outboxFor(response.json().id)).toHaveLength(1);
  });

  const badWizards: Array<[string, unknown]> = [
    ['a missing name', { ...wizard, name: undefined }],
    ['a blank name', { ...wizard, name: '   ' }],
    ['a missing phone', { ...wizard, phone: undefined }],
    ['an unknown challenge', { ...wizard, situationType: 'world-domination' }],
    ['an unknown preferred time', { ...wizard, preferredTime: 'midnight' }],
    ['a wrong-typed field', { ...wizard, phone: 7805550101 }],
    ['an e-mail without a domain', { ...wizard, email: 'ada@' }],
    ['CR/LF in the e-mail', { ...wizard, email: 'ada@example.com\r\nBcc: all@example.com' }],
    ['a NUL byte', { ...wizard, name: 'Ada\u0000' }],
    ['an over-long name', { ...wizard, name: 'A'.repeat(121) }],
    ['an over-long e-mail', { ...wizard, email: `${'a'.repeat(250)}@example.com` }],
    ['a mass-assigned status', { ...wizard, status: 'completed' }],
    ['a mass-assigned id', { ...wizard, id: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10' }],
    ['an array body', [wizard]],
  ];
  it.each(badWizards)('rejects %s with a 400 in the error shape and stores nothing', async (_label, body) => {
    const response = await post('/inquiries/strategy-call', body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
    expect(error.code).toMatch(/^(VALIDATION_FAILED|INVALID_CHARACTERS)$/);
    expect(await rowCount()).toBe(0);
  });

  it('names the offending fields', async () => {
    const response = await post('/inquiries/strategy-call', { ...wizard, email: 'nope', status: 'x' });
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body/email', 'body/status']));
  });

  it.each([[0], [6], ['2'], [2.5]])('rejects stage %j', async (stage) => {
    const response = await post('/inquiries/stage', { stage, email: 'a@b.co' });
    expect(response.statusCode).toBe(400);
    expect(await rowCount()).toBe(0);
  });

  it('answers 413 for a body over the limit, 400 for malformed JSON and 415 for another media type', async () => {
    const big = await post('/inquiries/strategy-call', { ...wizard, name: 'x'.repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    const malformed = await service.app.inject({
      method: 'POST',
      url: '/inquiries/stage',
      payload: '{"stage": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    const text = await service.app.inject({
      method: 'POST',
      url: '/inquiries/stage',
      payload: 'stage=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rowCount()).toBe(0);
  });
});

describe('the admin inquiry list', () => {
  async function seed() {
    const stored: string[] = [];
    for (const [i, name] of ['Ben Baker', 'Cleo Carter', 'Dana Diaz'].entries()) {
      const response = await post('/inquiries/strategy-call', {
        ...wizard,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@shop${i}.ca`,
      });
      stored.push(response.json().id);
    }
    return stored;
  }

  it('refuses callers without a token, with a bad or expired token, and clients', async () => {
    expect((await service.app.inject({ url: '/admin/inquiries' })).statusCode).toBe(401);
    const garbage = await service.app.inject({ url: '/admin/inquiries', headers: { authorization: 'Bearer not.a.token' } });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('AUTH_INVALID_TOKEN');
    const expired = signTestToken(keys, { sub: crypto.randomUUID(), email: 'a@b.co', role: 'admin' }, -10);
    expect(
      (await service.app.inject({ url: '/admin/inquiries', headers: { authorization: `Bearer ${expired}` } })).statusCode,
    ).toBe(401);
    const forged = signTestToken(generateKeys(), { sub: crypto.randomUUID(), email: 'a@b.co', role: 'admin' });
    expect(
      (await service.app.inject({ url: '/admin/inquiries', headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);
    const asClient = await service.app.inject({ url: '/admin/inquiries', headers: { authorization: client() } });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().code).toBe('AUTH_FORBIDDEN');
  });

  it('lists newest first, filters by status and searches name or e-mail case-insensitively', async () => {
    const [ben, cleo] = await seed();
    const all = await service.app.inject({ url: '/admin/inquiries', headers: { authorization: admin() } });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().items.map((i: { name: string }) => i.name)).toEqual(['Dana Diaz', 'Cleo Carter', 'Ben Baker']);

    const patched = await service.app.inject({
      method: 'PATCH',
      url: `/admin/inquiries/${cleo}`,
      payload: { status: 'contacted' },
      headers: { authorization: admin() },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: cleo, status: 'contacted', name: 'Cleo Carter' });

    const contacted = await service.app.inject({ url: '/admin/inquiries?status=contacted', headers: { authorization: admin() } });
    expect(contacted.json().items.map((i: { id: string }) => i.id)).toEqual([cleo]);
    const byName = await service.app.inject({ url: '/admin/inquiries?q=BAKER', headers: { authorization: admin() } });
    expect(byName.json().items.map((i: { id: string }) => i.id)).toEqual([ben]);
    const byEmail = await service.app.inject({ url: '/admin/inquiries?q=shop1.ca', headers: { authorization: admin() } });
    expect(byEmail.json().items.map((i: { id: string }) => i.id)).toEqual([cleo]);
    const wildcard = await service.app.inject({ url: '/admin/inquiries?q=%25', headers: { authorization: admin() } });
    expect(wildcard.json().total).toBe(0);
    const paged = await service.app.inject({ url: '/admin/inquiries?limit=2&offset=2', headers: { authorization: admin() } });
    expect(paged.json()).toMatchObject({ total: 3, items: [{ id: ben }] });
  });

  it('lets any status follow any other, and rejects what the contract does not allow', async () => {
    const [ben] = await seed();
    const headers = { authorization: admin(), 'content-type': 'application/json' };
    for (const status of ['completed', 'pending', 'cancelled', 'scheduled']) {
      const response = await service.app.inject({
        method: 'PATCH',
        url: `/admin/inquiries/${ben}`,
        payload: { status },
        headers,
      });
      expect(response.json().status).toBe(status);
    }
    const unknown = await service.app.inject({
      method: 'PATCH',
      url: `/admin/inquiries/${crypto.randomUUID()}`,
      payload: { status: 'pending' },
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LEADS_INQUIRY_NOT_FOUND');
    const badId = await service.app.inject({
      method: 'PATCH',
      url: '/admin/inquiries/42',
      payload: { status: 'pending' },
      headers,
    });
    expect(badId.statusCode).toBe(400);
    const badStatus = await service.app.inject({
      method: 'PATCH',
      url: `/admin/inquiries/${ben}`,
      payload: { status: 'won' },
      headers,
    });
    expect(badStatus.statusCode).toBe(400);
    const extra = await service.app.inject({
      method: 'PATCH',
      url: `/admin/inquiries/${ben}`,
      payload: { status: 'pending', name: 'Mallory' },
      headers,
    });
    expect(extra.statusCode).toBe(400);
    const clientCall = await service.app.inject({
      method: 'PATCH',
      url: `/admin/inquiries/${ben}`,
      payload: { status: 'pending' },
      headers: { ...headers, authorization: client() },
    });
    expect(clientCall.statusCode).toBe(403);
    const [row] = await service.context.orm.em
      .getConnection()
      .execute('SELECT name, status FROM solution_inquiries WHERE id = ?', [ben]);
    expect(row).toEqual({ name: 'Ben Baker', status: 'scheduled' });
  });

  it('rejects bad query parameters and NUL bytes in the URL', async () => {
    for (const query of ['status=won', 'limit=0', 'limit=abc', 'offset=-1', 'unknown=1', 'q=%00']) {
      const response = await service.app.inject({ url: `/admin/inquiries?${query}`, headers: { authorization: admin() } });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('health', () => {
  it('is live and ready with the database and NATS', async () => {
    expect((await service.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await service.app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', nats: 'ok' },
    });
  });
});
