import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { markRedeemed } from '../src/modules/access-codes/access-codes.service.js';
import { listClients } from '../src/modules/clients/clients.reads.js';
import { sendClientReminder } from '../src/modules/reminders/reminders.service.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true', STUCK_AFTER_DAYS: '3' });
const { orm, relay } = t.service.context;
const deps = { orm, relay };

const dayMs = 24 * 60 * 60 * 1000;
/** A fixed clock: the test's now, and times before it. */
const now = new Date('2026-11-26T15:00:00.000Z');
const daysBefore = (days: number, from = now) => new Date(from.getTime() - days * dayMs);

const remindersUrl = (clientId: string) => `/admin/clients/${clientId}/reminders`;

const reminderEventsOf = async (clientId: string) =>
  (await t.eventsFor(clientId)).filter(({ type }) => type === 'onboarding.reminder.sent.v1');

const remindersOf = (clientId: string) =>
  t.sql<{ step: string; days: number }>('SELECT step, days FROM client_reminders WHERE client_id = :clientId', { clientId });

const stepReachedAt = async (clientId: string) =>
  new Date(
    (
      await t.sql<{ stepReachedAt: string }>('SELECT step_reached_at FROM onboarding_clients WHERE id = :clientId', { clientId })
    )[0]!.stepReachedAt,
  );

const list = (filter: 'all' | 'stuck', at = now, stuckAfterDays = 3) =>
  listClients(orm, { filter, page: 1, pageSize: 100 }, { now: at, stuckAfterDays });

const quietLog = { warn: () => {}, info: () => {} };

describe('Send reminder, by role', () => {
  it('answers 401 without a token and 403 to a client, before reading the body or the id, and sends nothing', async () => {
    const { client } = await t.addClient();
    const anonymous = await t.post(remindersUrl(client.id), undefined, '');
    expect(anonymous.statusCode).toBe(401);
    for (const bearer of [t.bearer.client, t.clientBearer(client.id)]) {
      const refused = await t.post(remindersUrl(client.id), undefined, bearer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, code: 'AUTH_FORBIDDEN' });
    }
    expect((await t.post(remindersUrl('not-an-id'), undefined, t.bearer.client)).statusCode).toBe(403);
    expect(await remindersOf(client.id)).toEqual([]);
    expect(await reminderEventsOf(client.id)).toEqual([]);
  });

  it('lets a member and an admin remind a client, naming them as the actor, with the step and its days', async () => {
    for (const role of ['member', 'admin'] as const) {
      const { client, accessCode } = await t.addClient();
      const answer = await t.post(remindersUrl(client.id), undefined, t.bearer[role]);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toMatchObject({ clientId: client.id, step: 'registration', days: 0 });
      const [event] = await reminderEventsOf(client.id);
      expect(event!.envelope.actor).toMatchObject({ kind: 'team', id: t.principals[role].sub, role });
      expect(event!.envelope.data).toMatchObject({
        clientId: client.id,
        label: 'Prairie Bakery',
        step: 'registration',
        days: 0,
        email: client.email,
        contactName: 'Ada Lovelace',
        accessCode: { code: accessCode.code, expiresAt: accessCode.expiresAt },
      });
    }
  });

  it('answers 404 for an unknown client and 400 for an id that is none, recording nothing', async () => {
    const unknown = await t.post(remindersUrl(randomUUID()), undefined, t.bearer.member);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ONBOARDING_CLIENT_NOT_FOUND' });
    const bad = await t.post(remindersUrl('not-an-id'), undefined, t.bearer.member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, requestId: expect.any(String) });
    expect(await t.sql('SELECT id FROM client_reminders')).toEqual([]);
  });
});

describe('one reminder a client a day', () => {
  it('refuses a second reminder the same UTC day with 409 ONBOARDING_REMINDER_ALREADY_SENT, and takes one the next day', async () => {
    const { client } = await t.addClient();
    await sendClientReminder(deps, client.id, now);
    const again = sendClientReminder(deps, client.id, new Date('2026-11-26T23:59:59.000Z'));
    await expect(again).rejects.toMatchObject({ statusCode: 409, code: 'ONBOARDING_REMINDER_ALREADY_SENT' });
    expect(await reminderEventsOf(client.id)).toHaveLength(1);
    await sendClientReminder(deps, client.id, new Date('2026-11-27T00:00:01.000Z'));
    expect(await reminderEventsOf(client.id)).toHaveLength(2);
  });

  it('answers the route’s second click the same day with the 409 in the error shape, sending nothing more', async () => {
    const { client } = await t.addClient();
    // The database's day, not the clock's: the first reminder is put on today's row, so the click below is the second.
    await t.sql(
      `INSERT INTO client_reminders (id, client_id, step, days, sent_on, sent_at)
       VALUES (:id, :clientId, 'registration', 0, (now() AT TIME ZONE 'UTC')::date, now())`,
      { id: randomUUID(), clientId: client.id },
    );
    const second = await t.post(remindersUrl(client.id), undefined, t.bearer.member);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'ONBOARDING_REMINDER_ALREADY_SENT' });
    expect(await reminderEventsOf(client.id)).toEqual([]);
  });

  it('sends one when two clicks race, the other refused', async () => {
    const { client } = await t.addClient();
    const outcomes = await Promise.allSettled([
      sendClientReminder(deps, client.id, now),
      sendClientReminder(deps, client.id, new Date(now.getTime() + 5)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, code: 'ONBOARDING_REMINDER_ALREADY_SENT' });
    expect(await reminderEventsOf(client.id)).toHaveLength(1);
    expect(await remindersOf(client.id)).toHaveLength(1);
  });

  it('holds the day in the database even without the service’s lock', async () => {
    const { client } = await t.addClient();
    const row = { clientId: client.id, sentOn: '2026-11-26' };
    const insert = `INSERT INTO client_reminders (id, client_id, step, days, sent_on, sent_at)
                    VALUES (:id, :clientId, 'registration', 0, :sentOn, now())`;
    await t.sql(insert, { ...row, id: randomUUID() });
    await expect(t.sql(insert, { ...row, id: randomUUID() })).rejects.toThrow(/client_reminders_once_a_day/);
  });
});

describe('what a reminder is about', () => {
  it('is the step the client waits at and the days since it reached it: registration, then payment once registered', async () => {
    const { client, accessCode } = await t.addClient();
    expect((await stepReachedAt(client.id)).getTime()).toBeLessThanOrEqual(Date.now());
    const registeredAt = daysBefore(5);
    await orm.em
      .fork()
      .transactional((em) =>
        markRedeemed(em, { accessCodeId: accessCode.id, registeredAt: registeredAt.toISOString() }, quietLog),
      );
    expect(await stepReachedAt(client.id)).toEqual(registeredAt);
    expect(await sendClientReminder(deps, client.id, now)).toMatchObject({ step: 'payment', days: 5 });
    const [event] = await reminderEventsOf(client.id);
    expect(event!.envelope.data).toMatchObject({
      step: 'payment',
      days: 5,
      waitingSince: registeredAt.toISOString(),
      accessCode: null,
    });
  });

  it('moves with the steps the client takes: paying and watching the video', async () => {
    const { client } = await t.addClient();
    await t.setSteps(client.id, { step_reached_at: daysBefore(9, new Date()) });
    const as = t.clientBearer(client.id);
    const before = Date.now();
    expect((await t.post('/client/demo-payment', { package: 'growth' }, as)).statusCode).toBe(200);
    expect((await stepReachedAt(client.id)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    await t.setSteps(client.id, { contract_signed: true, contract_signed_at: daysBefore(4), step_reached_at: daysBefore(4) });
    expect(await sendClientReminder(deps, client.id, now)).toMatchObject({ step: 'video', days: 4 });
    expect((await t.post('/client/video-watched', undefined, as)).statusCode).toBe(200);
    await expect(sendClientReminder(deps, client.id, new Date(now.getTime() + dayMs))).rejects.toMatchObject({
      statusCode: 409,
      code: 'ONBOARDING_NOTHING_TO_REMIND',
    });
  });

  it('refuses to remind a client to register with a code that no longer works', async () => {
    const { client } = await t.addClient();
    await t.sql('UPDATE access_codes SET expires_at = :at WHERE client_id = :clientId', {
      at: daysBefore(1),
      clientId: client.id,
    });
    await expect(sendClientReminder(deps, client.id, now)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ONBOARDING_ACCESS_CODE_INACTIVE_FOR_REMINDER',
    });
    expect(await reminderEventsOf(client.id)).toEqual([]);
  });
});

describe('the client list’s waiting mark and filter', () => {
  it('marks the clients waiting more than N days with the step and the days, filters to them, and shows the last reminder', async () => {
    const fresh = (await t.addClient({ businessName: 'Fresh' })).client;
    const waitingLong = (await t.addClient({ businessName: 'Waiting long' })).client;
    const exactlyThree = (await t.addClient({ businessName: 'Three days' })).client;
    const paidLong = (await t.addClient({ businessName: 'Paid long ago' })).client;
    const done = (await t.addClient({ businessName: 'Done' })).client;
    await t.setSteps(fresh.id, { step_reached_at: daysBefore(1) });
    await t.setSteps(waitingLong.id, { step_reached_at: daysBefore(5.5) });
    await t.setSteps(exactlyThree.id, { step_reached_at: daysBefore(3) });
    await t.setSteps(paidLong.id, { payment_completed: true, step_completed: 1, step_reached_at: daysBefore(8) });
    await t.setSteps(done.id, {
      payment_completed: true,
      contract_signed: true,
      video_watched: true,
      onboarding_complete: true,
      step_completed: 4,
      step_reached_at: daysBefore(30),
    });
    await sendClientReminder(deps, waitingLong.id, daysBefore(1));

    const all = await list('all');
    const row = (id: string) => all.items.find((item) => item.id === id)!;
    expect(row(fresh.id).waiting).toEqual({ step: 'registration', since: daysBefore(1).toISOString(), days: 1, stuck: false });
    expect(row(waitingLong.id)).toMatchObject({
      waiting: { step: 'registration', days: 5, stuck: true },
      lastReminderAt: daysBefore(1).toISOString(),
    });
    expect(row(exactlyThree.id).waiting).toMatchObject({ days: 3, stuck: false });
    expect(row(paidLong.id).waiting).toMatchObject({ step: 'contract', days: 8, stuck: true });
    expect(row(done.id)).toMatchObject({ waiting: null, lastReminderAt: null });

    const stuck = await list('stuck');
    expect(stuck.items.map((item) => item.businessName).sort()).toEqual(['Paid long ago', 'Waiting long']);
    expect(stuck.total).toBe(2);
    expect(stuck.items.every((item) => item.waiting?.stuck)).toBe(true);
    // The filter and the mark agree on every row, whatever the number of days.
    for (const days of [1, 5, 9]) {
      const marked = (await list('all', now, days)).items.filter((item) => item.waiting?.stuck).map((item) => item.id);
      expect((await list('stuck', now, days)).items.map((item) => item.id).sort()).toEqual(marked.sort());
    }
  });

  it('offers the filter through the route, for the team only, with the client’s mark', async () => {
    const { client } = await t.addClient({ businessName: 'Long wait' });
    await t.setSteps(client.id, { step_reached_at: daysBefore(10, new Date()) });
    await t.addClient({ businessName: 'Just added' });
    const answer = await t.get('/admin/clients?filter=stuck', t.bearer.member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      total: 1,
      items: [{ id: client.id, waiting: { step: 'registration', days: 10, stuck: true }, lastReminderAt: null }],
    });
    expect((await t.get('/admin/clients?filter=stuck', t.bearer.client)).statusCode).toBe(403);
    expect((await t.get('/admin/clients?filter=stuck', '')).statusCode).toBe(401);
    expect((await t.get('/admin/clients?filter=waiting', t.bearer.member)).statusCode).toBe(400);
    const detail = await t.get(`/admin/clients/${client.id}`, t.bearer.member);
    expect(detail.json()).toMatchObject({ waiting: { step: 'registration', days: 10, stuck: true } });
  });
});
