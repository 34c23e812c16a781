import { describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { accessCodePattern } from '@agency/contracts/onboarding/rules';
import { healthOf, testNatsUrl, withRawLoneSurrogate } from '@agency/kit/testing';
import { createClient } from '../src/modules/clients/clients.service.js';
import { newClient, onboardingTestService } from './support.js';

const t = await onboardingTestService();
const { post, count } = t;
const deps = { orm: t.service.context.orm, relay: t.service.context.relay };
const day = 24 * 60 * 60 * 1000;

describe('Add Client', () => {
  it('records the invitation as the doing of the team member who added the client, by id and name', async () => {
    const { client } = await t.addClient();
    const [invitation] = await t.invitationsFor(client.id);
    expect(invitation?.envelope.actor).toEqual({
      kind: 'team',
      id: t.principals.admin.sub,
      name: 'Morgan Mentor',
      role: 'admin',
    });
  });

  it('takes a client from a member (a student) as from an admin, recorded as the member’s doing', async () => {
    const response = await post('/admin/clients', { ...newClient, email: 'member.added@prairie.example' }, t.bearer.member);
    expect(response.statusCode, response.body).toBe(201);
    const [invitation] = await t.invitationsFor(response.json().client.id);
    expect(invitation?.envelope.actor).toEqual({
      kind: 'team',
      id: t.principals.member.sub,
      name: 'Sam Student',
      role: 'member',
    });
  });

  it('stores the client, an access code tied to its e-mail for 30 days, and the invitation event, in one go', async () => {
    const before = Date.now();
    const response = await post('/admin/clients', { ...newClient, email: 'Ada@Prairie.Example' });
    expect(response.statusCode).toBe(201);
    const { client, accessCode } = response.json();

    expect(accessCode.code).toMatch(/^MB-[A-HJKMNP-Z2-9]{6}$/);
    const expiresIn = Date.parse(accessCode.expiresAt) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * day - 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * day + 5000);

    expect(client).toMatchObject({
      businessName: 'Prairie Bakery',
      contactName: 'Ada Lovelace',
      email: 'ada@prairie.example',
      phone: '+17805550101',
      package: 'growth',
      status: 'payment-pending',
      stepCompleted: 0,
      paymentCompleted: false,
      contractSigned: false,
      videoWatched: false,
      onboardingComplete: false,
      projectCompleted: false,
      paymentCompletedAt: null,
      contractSentAt: null,
      contractSignedAt: null,
      videoWatchedAt: null,
      onboardingCompletedAt: null,
    });
    expect(client.lastActivityAt).toBe(client.createdAt);
    expect(client.accessCodes).toEqual([
      {
        id: accessCode.id,
        code: accessCode.code,
        expiresAt: accessCode.expiresAt,
        issuedAt: client.createdAt,
        emailedAt: null,
        redeemedAt: null,
        revokedAt: null,
        state: 'active',
      },
    ]);

    const [row] = await t.sql('SELECT access_code_id, email, package, project_type FROM onboarding_clients WHERE id = :id', {
      id: client.id,
    });
    expect(row).toEqual({
      accessCodeId: accessCode.id,
      email: 'ada@prairie.example',
      package: 'growth',
      projectType: 'Growth Package ($39)',
    });
    const [code] = await t.sql('SELECT client_id, code, client_email, redeemed_at, revoked_at FROM access_codes');
    expect(code).toEqual({
      clientId: client.id,
      code: accessCode.code,
      clientEmail: 'ada@prairie.example',
      redeemedAt: null,
      revokedAt: null,
    });

    const [event, ...more] = await t.invitationsFor(client.id);
    expect(more).toHaveLength(0);
    expect(event?.type).toBe('onboarding.client.invited.v1');
    expect(event?.envelope.data).toEqual({
      clientId: client.id,
      businessName: 'Prairie Bakery',
      contactName: 'Ada Lovelace',
      email: 'ada@prairie.example',
      package: 'growth',
      accessCode: { id: accessCode.id, code: accessCode.code, expiresAt: accessCode.expiresAt },
      revokedAccessCodeIds: [],
      invitedAt: client.createdAt,
    });
  });

  it('publishes the invitation to the ONBOARDING stream with the event id as Nats-Msg-Id', async () => {
    const { client } = await t.addClient();
    const [event] = await t.invitationsFor(client.id);
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const stream = `${t.namespace}_ONBOARDING`;
      await jsm.consumers.add(stream, {
        durable_name: 'test--invitations',
        ack_policy: AckPolicy.Explicit,
        filter_subject: `${t.namespace}.onboarding.client.invited.v1`,
      });
      const probe = await jetstream(nc).consumers.get(stream, 'test--invitations');
      let message = await probe.next({ expires: 5000 });
      while (message && message.headers?.get('Nats-Msg-Id') !== event?.id) {
        message.ack();
        message = await probe.next({ expires: 5000 });
      }
      expect(message?.subject).toBe(`${t.namespace}.onboarding.client.invited.v1`);
      expect(message?.json<{ data: { clientId: string } }>().data.clientId).toBe(client.id);
      message?.ack();
      await jsm.consumers.delete(stream, 'test--invitations');
    } finally {
      await nc.close();
    }
  });

  it('defaults the package to Growth and the contact name and phone to empty', async () => {
    const response = await post('/admin/clients', { businessName: 'Lone Pine', email: 'owner@lonepine.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().client).toMatchObject({ package: 'growth', contactName: '', phone: '' });
  });

  it.each(['starter', 'growth', 'professional'])('takes the %s package', async (pkg) => {
    const { client } = await t.addClient({ package: pkg });
    const [row] = await t.sql<{ package: string; projectType: string }>(
      'SELECT package, project_type FROM onboarding_clients WHERE id = :id',
      { id: client.id },
    );
    expect(row?.package).toBe(pkg);
    expect(row?.projectType).toBe(
      { starter: 'Starter Package ($19)', growth: 'Growth Package ($39)', professional: 'Professional Package ($79)' }[pkg],
    );
  });

  it('trims what the team typed', async () => {
    const response = await post('/admin/clients', {
      businessName: '  Prairie Bakery ',
      contactName: ' Ada ',
      email: 'ada@prairie.example',
      phone: ' 780 555 0101 ',
    });
    expect(response.json().client).toMatchObject({ businessName: 'Prairie Bakery', contactName: 'Ada', phone: '+17805550101' });
  });

  it('refuses a second client with the same e-mail in any case, storing nothing more', async () => {
    await t.addClient({ email: 'twice@shop.example' });
    const again = await post('/admin/clients', { ...newClient, email: 'TWICE@shop.example' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ONBOARDING_EMAIL_TAKEN', message: 'A client with this email already exists.' });
    expect([await count('onboarding_clients'), await count('access_codes'), await count('outbox_events')]).toEqual([1, 1, 1]);
  });

  it('gives one client to two Add Clients racing with one e-mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/admin/clients', { ...newClient, email: 'race@shop.example' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect([await count('onboarding_clients'), await count('access_codes'), await count('outbox_events')]).toEqual([1, 1, 1]);
  });

  const badClients: Array<[string, unknown]> = [
    ['no business name', { ...newClient, businessName: undefined }],
    ['a blank business name', { ...newClient, businessName: '   ' }],
    ['an empty business name', { ...newClient, businessName: '' }],
    ['no e-mail', { ...newClient, email: undefined }],
    ['an empty e-mail', { ...newClient, email: '' }],
    ['an e-mail without a domain', { ...newClient, email: 'ada@' }],
    ['an e-mail without an at sign', { ...newClient, email: 'ada.prairie.example' }],
    ['CR/LF in the e-mail', { ...newClient, email: 'ada@prairie.example\r\nBcc: all@example.com' }],
    ['an over-long e-mail', { ...newClient, email: `${'a'.repeat(250)}@example.com` }],
    ['an over-long business name', { ...newClient, businessName: 'B'.repeat(161) }],
    ['an over-long contact name', { ...newClient, contactName: 'C'.repeat(121) }],
    ['an over-long phone', { ...newClient, phone: '7'.repeat(41) }],
    ['a phone without a digit', { ...newClient, phone: 'call me' }],
    ['the phone "1"', { ...newClient, phone: '1' }],
    ['a phone with too few digits', { ...newClient, phone: '780-555' }],
    ['a NUL in the business name', { ...newClient, businessName: 'Prairie\u0000Bakery' }],
    ['a NUL in the contact name', { ...newClient, contactName: 'Ada\u0000' }],
    ['an unknown package', { ...newClient, package: 'platinum' }],
    ['a package label instead of its value', { ...newClient, package: 'Growth' }],
    ['a wrong-typed field', { ...newClient, phone: 7805550101 }],
    ['a mass-assigned step', { ...newClient, paymentCompleted: true }],
    ['a mass-assigned access code', { ...newClient, accessCode: 'MB-AAAAAA' }],
    ['a mass-assigned id', { ...newClient, id: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10' }],
    ['an array body', [newClient]],
  ];
  it.each(badClients)('refuses %s with a 400 in the error shape and stores nothing', async (_label, body) => {
    const response = await post('/admin/clients', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
    expect(response.json().code).toMatch(/^(VALIDATION_FAILED|INVALID_CHARACTERS|ONBOARDING_PHONE_INVALID)$/);
    expect([await count('onboarding_clients'), await count('access_codes'), await count('outbox_events')]).toEqual([0, 0, 0]);
  });

  it('refuses text that is not valid Unicode, a lone surrogate escaped or as raw bytes, with 400 and stores nothing', async () => {
    const raw = (payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/clients',
        payload,
        headers: { 'content-type': 'application/json', authorization: t.bearer.admin },
      });
    const answers = [
      await post('/admin/clients', { ...newClient, businessName: 'Prairie\ud800Bakery' }),
      await post('/admin/clients', { ...newClient, contactName: 'Ada\udfff' }),
      await raw(withRawLoneSurrogate({ ...newClient, businessName: 'Prairie 💥' })),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_CHARACTERS',
        requestId: answer.headers['x-request-id'],
      });
    }
    expect([await count('onboarding_clients'), await count('access_codes'), await count('outbox_events')]).toEqual([0, 0, 0]);
  });

  it('names the offending fields', async () => {
    const response = await post('/admin/clients', { businessName: '', email: 'nope', status: 'active' });
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body/businessName', 'body/email', 'body/status']));
  });

  it('answers 400 for malformed JSON and 415 for another media type', async () => {
    const raw = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/clients',
        payload,
        headers: { 'content-type': contentType, authorization: t.bearer.admin },
      });
    expect((await raw('{"businessName":', 'application/json')).json().code).toBe('MALFORMED_JSON');
    expect((await raw('businessName=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect(await count('onboarding_clients')).toBe(0);
  });
});

describe('access codes as issued', () => {
  it('are MB- and 7 capital letters or digits without look-alikes, and 1,000 clients get 1,000 different codes', async () => {
    const codes: string[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const created = await Promise.all(Array.from({ length: 50 }, () => t.addClient()));
      codes.push(...created.map(({ accessCode }) => accessCode.code));
    }
    expect(codes).toHaveLength(1000);
    for (const code of codes) expect(code).toMatch(accessCodePattern);
    for (const code of codes) expect(code).toMatch(/^MB-[A-HJKMNP-Z2-9]{6}$/);
    expect(new Set(codes).size).toBe(1000);
    const [stored] = await t.sql<{ n: string; distinct: string }>(
      'SELECT count(*) AS n, count(DISTINCT code) AS distinct FROM access_codes',
    );
    expect(stored).toEqual({ n: '1000', distinct: '1000' });
  }, 120_000);

  it('are drawn again when a drawn code is taken, and nothing of the failed attempt stays', async () => {
    const { accessCode: taken } = await t.addClient();
    const draws = [taken.code, taken.code, 'MB-FRESH1'];
    const created = await createClient({ ...deps, newCode: () => draws.shift()! }, { ...newClient, package: 'starter' }, 3);
    expect(created.accessCode.code).toBe('MB-FRESH1');
    expect(draws).toHaveLength(0);
    expect([await count('onboarding_clients'), await count('access_codes'), await count('outbox_events')]).toEqual([2, 2, 2]);
  });

  it('record no event when the insert fails: a client whose every draw collides leaves nothing behind', async () => {
    const { accessCode: taken } = await t.addClient();
    await expect(createClient({ ...deps, newCode: () => taken.code }, { ...newClient, package: 'growth' }, 3)).rejects.toThrow();
    expect([await count('onboarding_clients'), await count('access_codes'), await count('outbox_events')]).toEqual([1, 1, 1]);
    const [other] = await t.sql('SELECT count(*)::int AS n FROM onboarding_clients WHERE email = :email', {
      email: newClient.email,
    });
    expect(other).toEqual({ n: 0 });
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
