import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { accountEmailChangedDurable } from '../src/modules/records/records.events.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

const recorded = async (clientId: string, type: string) =>
  (await t.eventsFor(clientId)).filter((row) => row.type === type).map(({ envelope }) => envelope);

const detail = async (clientId: string) => (await t.get(`/admin/clients/${clientId}`)).json<Record<string, unknown>>();

const edit = (clientId: string, body: unknown, authorization = t.bearer.admin) =>
  t.patch(`/admin/clients/${clientId}`, body, authorization);

/** Marks a code of the client redeemed, as identity's registration event does: the client has an account. */
const registered = (clientId: string) =>
  t.sql('UPDATE access_codes SET redeemed_at = now() WHERE client_id = :clientId', { clientId });

describe('Edit Client (the team)', () => {
  it('changes the fields sent, stores the phone in E.164 and records each change before and after', async () => {
    const { client } = await t.addClient({ businessName: 'Aspen Cafe', contactName: 'Ada' });
    const answered = await edit(
      client.id,
      { businessName: ' Aspen Cafe & Bakery ', phone: '(403) 555-0199', projectType: 'Custom Package ($120)' },
      t.bearer.member,
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      businessName: 'Aspen Cafe & Bakery',
      contactName: 'Ada',
      phone: '+14035550199',
      projectType: 'Custom Package ($120)',
      pendingEmail: null,
      completion: null,
    });

    const [event, ...more] = await recorded(client.id, 'onboarding.client.updated.v1');
    expect(more).toEqual([]);
    expect(event?.data).toEqual({
      clientId: client.id,
      label: 'Aspen Cafe & Bakery',
      changes: {
        businessName: { before: 'Aspen Cafe', after: 'Aspen Cafe & Bakery' },
        phone: { before: '+17805550101', after: '+14035550199' },
        projectType: { before: 'Growth Package ($39)', after: 'Custom Package ($120)' },
      },
      updatedAt: expect.any(String),
    });
    expect(event?.actor).toMatchObject({ kind: 'team', id: t.principals.member.sub });

    // The same values again, or none, change and record nothing.
    expect((await edit(client.id, { businessName: 'Aspen Cafe & Bakery', phone: '403-555-0199' })).statusCode).toBe(200);
    expect((await edit(client.id, {})).statusCode).toBe(200);
    expect(await recorded(client.id, 'onboarding.client.updated.v1')).toHaveLength(1);
  });

  it.each([
    ['an unknown field', { package: 'starter' }],
    ['a blank business name', { businessName: '   ' }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a NUL', { contactName: 'A\u0000' }],
    ['an over-long label', { projectType: 'x'.repeat(65) }],
    ['a phone that is no number', { phone: '12' }],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_, body) => {
    const { client } = await t.addClient();
    const before = await detail(client.id);
    const refused = await edit(client.id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, code: expect.any(String), requestId: expect.any(String) });
    expect(await detail(client.id)).toEqual(before);
    expect(await recorded(client.id, 'onboarding.client.updated.v1')).toEqual([]);
  });

  it('is the team’s: anonymous 401, a client 403 (before validation), an unknown client 404', async () => {
    const { client } = await t.addClient();
    expect((await edit(client.id, { contactName: 'X' }, '')).statusCode).toBe(401);
    expect((await edit(client.id, { nonsense: true }, t.clientBearer(client.id))).statusCode).toBe(403);
    const missing = await edit(randomUUID(), { contactName: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ONBOARDING_CLIENT_NOT_FOUND' });
  });

  it('changes the e-mail of a client without an account at once, with its unused code', async () => {
    const { client } = await t.addClient();
    const answered = await edit(client.id, { email: 'New.Address@Shop.Example' });
    expect(answered.json()).toMatchObject({ email: 'new.address@shop.example', pendingEmail: null });
    const codes = await t.sql<{ clientEmail: string }>('SELECT client_email FROM access_codes WHERE client_id = :id', {
      id: client.id,
    });
    expect(codes).toEqual([{ clientEmail: 'new.address@shop.example' }]);
    const [requested] = await recorded(client.id, 'onboarding.client.email-change-requested.v1');
    expect(requested?.data).toMatchObject({ email: client.email, newEmail: 'new.address@shop.example', direct: true });
    const [updated] = await recorded(client.id, 'onboarding.client.updated.v1');
    expect(updated?.data.changes).toEqual({ email: { before: client.email, after: 'new.address@shop.example' } });
  });

  it('leaves the e-mail of a client with an account pending until the account confirms it', async () => {
    const { client } = await t.addClient();
    await registered(client.id);
    const answered = await edit(client.id, { email: 'confirm.me@shop.example', contactName: 'Grace' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      email: client.email,
      contactName: 'Grace',
      pendingEmail: { email: 'confirm.me@shop.example', requestedAt: expect.any(String) },
    });
    const [requested, ...more] = await recorded(client.id, 'onboarding.client.email-change-requested.v1');
    expect(more).toEqual([]);
    expect(requested?.data).toMatchObject({ email: client.email, newEmail: 'confirm.me@shop.example', direct: false });
    const [updated] = await recorded(client.id, 'onboarding.client.updated.v1');
    expect(updated?.data.changes).toEqual({ contactName: { before: 'Ada Lovelace', after: 'Grace' } });

    // Asking for the same address again asks identity nothing more.
    await edit(client.id, { email: 'confirm.me@shop.example' });
    expect(await recorded(client.id, 'onboarding.client.email-change-requested.v1')).toHaveLength(1);

    // identity reports the account confirmed it (twice: applied once).
    const event = {
      id: randomUUID(),
      type: 'identity.account.email-changed.v1',
      occurredAt: new Date(Date.UTC(2026, 10, 22, 10)).toISOString(),
      source: 'identity',
      correlationId: 'req-confirm',
      causationId: null,
      data: {
        userId: randomUUID(),
        clientId: client.id,
        before: client.email,
        after: 'confirm.me@shop.example',
        changedAt: new Date(Date.UTC(2026, 10, 22, 10)).toISOString(),
      },
    };
    for (const _ of [1, 2]) {
      await js.publish(`${t.namespace}.${event.type}`, JSON.stringify(event), { msgID: randomUUID() });
    }
    await vi.waitFor(
      async () => {
        const info = await jsm.consumers.info(`${t.namespace}_IDENTITY`, accountEmailChangedDurable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
        expect(await detail(client.id)).toMatchObject({ email: 'confirm.me@shop.example', pendingEmail: null });
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('refuses another client’s e-mail with a 409 on the field, changing nothing', async () => {
    const { client: other } = await t.addClient();
    const { client } = await t.addClient();
    const refused = await edit(client.id, { email: other.email, contactName: 'Not Stored' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ONBOARDING_EMAIL_TAKEN', details: [{ path: 'body/email' }] });
    expect(await detail(client.id)).toMatchObject({ email: client.email, contactName: 'Ada Lovelace' });
    expect(await t.eventsFor(client.id)).toHaveLength(1);
  });
});

describe('Edit Contact Details (the client)', () => {
  it('changes its own contact name and phone, recorded with the client as actor', async () => {
    const { client } = await t.addClient();
    const answered = await t.patch(
      '/client/contact',
      { contactName: 'Ada L.', phone: '+1 587 555 0123' },
      t.clientBearer(client.id),
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: client.id, contactName: 'Ada L.', phone: '+15875550123' });
    const [event] = await recorded(client.id, 'onboarding.client.updated.v1');
    expect(event?.actor).toMatchObject({ kind: 'client', id: client.id });
  });

  it('works with an access-code session too, and only ever on the token’s own record', async () => {
    const { client: a, accessCode } = await t.addClient();
    const { client: b } = await t.addClient();
    const answered = await t.patch('/client/contact', { phone: '780 555 0199' }, t.accessCodeBearer(a.id, accessCode.id));
    expect(answered.statusCode).toBe(200);
    expect(await detail(b.id)).toMatchObject({ phone: '+17805550101' });
    expect(await detail(a.id)).toMatchObject({ phone: '+17805550199' });
  });

  it('refuses other fields, bad phones, the team and the anonymous, changing nothing', async () => {
    const { client } = await t.addClient();
    const as = t.clientBearer(client.id);
    expect((await t.patch('/client/contact', { email: 'me@shop.example' }, as)).statusCode).toBe(400);
    expect((await t.patch('/client/contact', { businessName: 'Mine Now' }, as)).statusCode).toBe(400);
    const badPhone = await t.patch('/client/contact', { phone: '55' }, as);
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({ code: 'ONBOARDING_PHONE_INVALID', details: [{ path: 'body/phone' }] });
    expect((await t.patch('/client/contact', { phone: '780 555 0199' }, t.bearer.admin)).statusCode).toBe(403);
    expect((await t.patch('/client/contact', { phone: '780 555 0199' }, t.bearer.member)).statusCode).toBe(403);
    expect((await t.patch('/client/contact', { phone: '780 555 0199' }, '')).statusCode).toBe(401);
    expect(await detail(client.id)).toMatchObject({ phone: '+17805550101', contactName: 'Ada Lovelace' });
    expect(await recorded(client.id, 'onboarding.client.updated.v1')).toEqual([]);
  });
});

describe('project completed and reopened', () => {
  const complete = (clientId: string, note: string, authorization = t.bearer.admin) =>
    t.post(`/admin/clients/${clientId}/completion`, { note }, authorization);
  const reopen = (clientId: string, note: string, authorization = t.bearer.admin) =>
    t.post(`/admin/clients/${clientId}/reopening`, { note }, authorization);
  const listed = async (filter: string) =>
    (await t.get(`/admin/clients?filter=${filter}&pageSize=100`)).json<{ items: Array<{ id: string; status: string }> }>().items;

  it('moves the client between Active and Completed in the list, the summary and its own view', async () => {
    const { client } = await t.addClient({ businessName: 'Willow Yoga' });
    await t.setSteps(client.id, {
      payment_completed: true,
      contract_signed: true,
      video_watched: true,
      onboarding_complete: true,
      step_completed: 4,
    });
    expect((await listed('active')).map(({ id }) => id)).toEqual([client.id]);

    const done = await complete(client.id, ' Launched on time. ', t.bearer.member);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      projectCompleted: true,
      completion: { completedAt: expect.any(String), note: 'Launched on time.' },
    });
    expect(await listed('active')).toEqual([]);
    expect(await listed('completed')).toEqual([expect.objectContaining({ id: client.id, status: 'completed' })]);
    expect((await t.get('/admin/clients/summary')).json()).toMatchObject({ activeProjects: 0, completed: 1 });
    const own = await t.get('/client', t.clientBearer(client.id));
    expect(own.json()).toMatchObject({ projectCompleted: true, completion: { note: 'Launched on time.' } });

    // Completing twice is a 409 that keeps the first note.
    const twice = await complete(client.id, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ONBOARDING_PROJECT_ALREADY_COMPLETED' });
    expect(await detail(client.id)).toMatchObject({ completion: { note: 'Launched on time.' } });

    const reopened = await reopen(client.id, 'Adding a shop page.');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'active', projectCompleted: false, completion: null });
    expect((await listed('active')).map(({ id }) => id)).toEqual([client.id]);
    expect((await t.get('/admin/clients/summary')).json()).toMatchObject({ activeProjects: 1, completed: 0 });
    expect((await reopen(client.id, 'Again')).json()).toMatchObject({ code: 'ONBOARDING_PROJECT_NOT_COMPLETED' });

    const [completed] = await recorded(client.id, 'onboarding.project.completed.v1');
    expect(completed?.data).toEqual({
      clientId: client.id,
      label: 'Willow Yoga',
      note: 'Launched on time.',
      completedAt: expect.any(String),
    });
    expect(completed?.actor).toMatchObject({ kind: 'team', id: t.principals.member.sub });
    const [reopenedEvent, ...more] = await recorded(client.id, 'onboarding.project.reopened.v1');
    expect(more).toEqual([]);
    expect(reopenedEvent?.data).toMatchObject({ note: 'Adding a shop page.', completedAt: completed?.data.completedAt });
  });

  it('is the team’s: anonymous 401, clients 403, bad notes 400, unknown clients 404, changing nothing', async () => {
    const { client } = await t.addClient();
    expect((await complete(client.id, 'x', '')).statusCode).toBe(401);
    expect((await complete(client.id, 'x', t.clientBearer(client.id))).statusCode).toBe(403);
    expect((await reopen(client.id, 'x', t.clientBearer(client.id))).statusCode).toBe(403);
    expect((await t.post(`/admin/clients/${client.id}/completion`, {}, t.bearer.admin)).statusCode).toBe(400);
    expect((await complete(client.id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await complete(client.id, 'a\u0000b')).statusCode).toBe(400);
    expect((await complete(randomUUID(), 'x')).statusCode).toBe(404);
    expect(await detail(client.id)).toMatchObject({ projectCompleted: false, completion: null });
    expect(await recorded(client.id, 'onboarding.project.completed.v1')).toEqual([]);
  });
});
