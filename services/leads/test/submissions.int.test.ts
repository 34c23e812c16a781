import { describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, AckPolicy } from '@nats-io/jetstream';
import { healthOf, testNatsUrl, withRawLoneSurrogate } from '@agency/kit/testing';
import { leadsTestService, wizard } from './support.js';

const t = await leadsTestService();
const { post, rowCount } = t;

const outboxFor = (inquiryId: string) =>
  t.sql<{ id: string; type: string; envelope: { data: { inquiryId: string } } }>(
    "SELECT id, type, envelope FROM outbox_events WHERE envelope->'data'->>'inquiryId' = :inquiryId",
    { inquiryId },
  );

describe('submitting inquiries', () => {
  it('stores a wizard request as pending, with its event in the outbox, and publishes it to JetStream', async () => {
    const response = await post('/inquiries/strategy-call', wizard);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ status: 'pending' });

    expect(await t.inquiryRow(receipt.id)).toEqual({
      situationType: 'declining-sales',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+17805550101',
      preferredTime: 'afternoon',
      status: 'pending',
    });

    const [event] = await outboxFor(receipt.id);
    expect(event?.type).toBe('leads.inquiry.received.v1');

    // The relay publishes it with the event id as Nats-Msg-Id.
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const stream = `${t.namespace}_LEADS`;
      await jsm.consumers.add(stream, { durable_name: 'test--probe', ack_policy: AckPolicy.Explicit });
      const probe = await jetstream(nc).consumers.get(stream, 'test--probe');
      const message = await probe.next({ expires: 5000 });
      expect(message?.subject).toBe(`${t.namespace}.leads.inquiry.received.v1`);
      expect(message?.headers?.get('Nats-Msg-Id')).toBe(event?.id);
      expect(message?.json<{ data: { inquiryId: string; email: string } }>().data).toMatchObject({
        inquiryId: receipt.id,
        email: 'ada@example.com',
      });
      message?.ack();
      await jsm.consumers.delete(stream, 'test--probe');
    } finally {
      await nc.close();
    }
  });

  it('stores a stage e-mail as business-stage-N with the e-mail as name, no phone and any time', async () => {
    const response = await post('/inquiries/stage', { stage: 3, email: 'owner@shop.ca' });
    expect(response.statusCode).toBe(201);
    expect(await t.inquiryRow(response.json().id)).toEqual({
      situationType: 'business-stage-3',
      name: 'owner@shop.ca',
      email: 'owner@shop.ca',
      phone: '',
      preferredTime: 'any',
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

  it('refuses text that is not valid Unicode, a lone surrogate escaped or as raw bytes, with 400 and stores nothing', async () => {
    const raw = (payload: Buffer) =>
      t.app.inject({ method: 'POST', url: '/inquiries/strategy-call', payload, headers: { 'content-type': 'application/json' } });
    const answers = [
      await post('/inquiries/strategy-call', { ...wizard, name: 'x\ud800' }),
      await post('/inquiries/strategy-call', { ...wizard, phone: '\udc00780-555-0101' }),
      await raw(withRawLoneSurrogate({ ...wizard, name: 'Ada 💥' })),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_CHARACTERS',
        requestId: answer.headers['x-request-id'],
      });
    }
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ['1', '1'],
    ['too few digits', '780-555'],
    ['an area code no one has', '999-555-0101'],
  ])('refuses a phone number that is not one (%s) with a 400 naming the phone field, storing nothing', async (_label, phone) => {
    const response = await post('/inquiries/strategy-call', { ...wizard, phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'LEADS_PHONE_INVALID',
      details: [{ path: 'body/phone', message: expect.stringContaining('is not a valid phone number') }],
    });
    expect(await rowCount()).toBe(0);
  });

  it('stores a number with its own country code as that country’s, in E.164', async () => {
    const response = await post('/inquiries/strategy-call', { ...wizard, phone: '+44 20 7946 0958' });
    expect(response.statusCode).toBe(201);
    expect(await t.inquiryRow(response.json().id)).toMatchObject({ phone: '+442079460958' });
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
    const sendRaw = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/inquiries/stage', payload, headers: { 'content-type': contentType } });
    const malformed = await sendRaw('{"stage": 1,', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    const text = await sendRaw('stage=1', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rowCount()).toBe(0);
  });
});

describe('health', () => {
  it('is live and ready with the database and NATS', async () => {
    expect(await healthOf(t.app)).toEqual({
      live: { status: 'ok' },
      ready: { status: 'ok', checks: { database: 'ok', nats: 'ok' } },
    });
  });
});

// Last in the file: the first test reads the stream from its start.
describe('who sent an inquiry', () => {
  it('records an inquiry as a visitor’s, even one sent with a session: the form asks for none', async () => {
    for (const headers of [{}, { authorization: t.bearer.admin }] as Record<string, string>[]) {
      const response = await post('/inquiries/strategy-call', wizard, headers);
      expect(response.statusCode).toBe(201);
      const [event] = await t.outboxFor('inquiryId', response.json().id);
      expect(event?.envelope.actor).toEqual({ kind: 'visitor' });
    }
  });
});
