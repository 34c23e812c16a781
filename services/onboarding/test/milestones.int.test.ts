import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { backfillPlans } from '../src/migrations/0007-project-plans.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({ DEMO_MODE: 'true' });

const defaultTemplate = [
  { name: 'Kickoff', offsetDays: 0 },
  { name: 'Design', offsetDays: 14 },
  { name: 'Build', offsetDays: 35 },
  { name: 'Launch', offsetDays: 56 },
];

// The template is the service's one row, not a client's: each test starts from the default again.
beforeEach(async () => {
  await t.sql("UPDATE project_templates SET milestones = :milestones::jsonb, updated_at = '2026-11-01T00:00:00Z'", {
    milestones: JSON.stringify(defaultTemplate),
  });
});

const put = (url: string, payload: unknown, authorization: string | undefined = t.bearer.admin) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
  });

interface Milestone {
  id: string;
  name: string;
  position: number;
  plannedOn: string;
  doneOn: string | null;
  note: string;
}

interface Recorded {
  type: string;
  envelope: { data: Record<string, unknown>; actor?: Record<string, unknown> };
}

const eventsOf = (type: string) =>
  t.sql<Recorded>('SELECT type, envelope FROM outbox_events WHERE type = :type ORDER BY occurred_at, id', { type });

const planOf = async (clientId: string) =>
  (await t.get(`/admin/clients/${clientId}/milestones`)).json<{ items: Milestone[] }>().items;

/** The day `days` after the day of `at` (UTC), YYYY-MM-DD. */
const dayAfter = (at: Date, days: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days)).toISOString().slice(0, 10);

/** A client the team added, taken through its onboarding in demo mode: paid, signed, video watched. */
async function onboardedClient(fields: Record<string, unknown> = {}) {
  const { client, accessCode } = await t.addClient(fields);
  const as = t.clientBearer(client.id);
  for (const [url, body] of [
    ['/client/demo-payment', { package: 'growth' }],
    ['/client/contract/sending', undefined],
    ['/client/contract/demo-signature', undefined],
    ['/client/video-watched', undefined],
  ] as const) {
    const answer = await t.post(url, body, as);
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const [row] = await t.sql<{ onboardingCompletedAt: string }>(
    'SELECT onboarding_completed_at FROM onboarding_clients WHERE id = :id',
    { id: client.id },
  );
  return { client, accessCode, as, completedAt: new Date(row!.onboardingCompletedAt) };
}

describe("a client's project plan", () => {
  it('is made from the template when onboarding completes, planned from that day, and read by the client and the team', async () => {
    const { client, as, completedAt } = await onboardedClient();
    const own = await t.get('/client/milestones', as);
    expect(own.statusCode).toBe(200);
    const { items } = own.json<{ items: Milestone[] }>();
    expect(items.map(({ name, position, plannedOn, doneOn, note }) => [name, position, plannedOn, doneOn, note])).toEqual(
      defaultTemplate.map(({ name, offsetDays }, index) => [name, index + 1, dayAfter(completedAt, offsetDays), null, '']),
    );
    expect(await planOf(client.id)).toEqual(items);
    // The video again changes nothing, and makes no second plan.
    expect((await t.post('/client/video-watched', undefined, as)).statusCode).toBe(200);
    expect(await planOf(client.id)).toEqual(items);
  });

  it('does not exist before onboarding completes', async () => {
    const { client } = await t.addClient();
    expect((await t.get('/client/milestones', t.clientBearer(client.id))).json()).toEqual({ items: [] });
    expect(await planOf(client.id)).toEqual([]);
    const missing = await t.get(`/admin/clients/${randomUUID()}/milestones`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'ONBOARDING_CLIENT_NOT_FOUND']);
  });

  it('answers each caller as its roles say, before the body is read, and a client only ever reads its own', async () => {
    const a = await onboardedClient({ businessName: 'Client A Shop' });
    const b = await onboardedClient({ businessName: 'Client B Shop' });
    const [kickoff] = await planOf(a.client.id);
    const callers = {
      anonymous: '',
      'client A': a.as,
      'client A by access code': t.accessCodeBearer(a.client.id, a.accessCode.id),
      'client B': b.as,
      member: t.bearer.member,
      admin: t.bearer.admin,
    };
    const routes: Array<{ name: string; send: (as: string) => ReturnType<typeof t.get>; expect: number[] }> = [
      { name: 'GET /client/milestones', send: (as) => t.get('/client/milestones', as), expect: [401, 200, 200, 200, 403, 403] },
      {
        name: 'GET /admin/clients/{A}/milestones',
        send: (as) => t.get(`/admin/clients/${a.client.id}/milestones`, as),
        expect: [401, 403, 403, 403, 200, 200],
      },
      {
        name: 'PATCH /admin/clients/{A}/milestones/{kickoff}',
        send: (as) => t.patch(`/admin/clients/${a.client.id}/milestones/${kickoff!.id}`, { note: `by ${randomUUID()}` }, as),
        expect: [401, 403, 403, 403, 200, 200],
      },
      {
        name: 'PATCH with a bad body',
        send: (as) => t.patch(`/admin/clients/${a.client.id}/milestones/${kickoff!.id}`, { plannedOn: 'soon' }, as),
        expect: [401, 403, 403, 403, 400, 400],
      },
      {
        name: 'GET /admin/project-template',
        send: (as) => t.get('/admin/project-template', as),
        expect: [401, 403, 403, 403, 403, 200],
      },
      {
        name: 'PUT /admin/project-template',
        send: (as) => put('/admin/project-template', { milestones: defaultTemplate }, as),
        expect: [401, 403, 403, 403, 403, 200],
      },
      {
        name: 'PUT with a bad body',
        send: (as) => put('/admin/project-template', { milestones: [] }, as),
        expect: [401, 403, 403, 403, 403, 400],
      },
    ];
    const answered: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      for (const [index, [caller, as]] of Object.entries(callers).entries()) {
        const response = await route.send(as);
        answered.push(`${route.name} as ${caller}: ${response.statusCode}`);
        expected.push(`${route.name} as ${caller}: ${route.expect[index]}`);
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({ statusCode: response.statusCode, requestId: response.headers['x-request-id'] });
        }
      }
    }
    expect(answered).toEqual(expected);
    // Each client reads its own plan, never the other's.
    const ids = async (as: string) =>
      (await t.get('/client/milestones', as)).json<{ items: Milestone[] }>().items.map((m) => m.id);
    expect(await ids(a.as)).toEqual((await planOf(a.client.id)).map((m) => m.id));
    expect(await ids(b.as)).toEqual((await planOf(b.client.id)).map((m) => m.id));
    expect(await ids(b.as)).not.toContain(kickoff!.id);
  });
});

describe('the team updating a milestone', () => {
  it('marks it done with a note, records the change with its actor once, and not again for the same values', async () => {
    const { client, as } = await onboardedClient();
    const [kickoff, design] = await planOf(client.id);
    const url = `/admin/clients/${client.id}/milestones/${kickoff!.id}`;
    const done = await t.patch(url, { doneOn: '2026-11-26', note: '  We agreed on the pages.  ' }, t.bearer.member);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ...kickoff, doneOn: '2026-11-26', note: 'We agreed on the pages.' });
    expect((await t.get('/client/milestones', as)).json<{ items: Milestone[] }>().items).toEqual([
      done.json(),
      design,
      ...(await planOf(client.id)).slice(2),
    ]);
    const again = await t.patch(url, { doneOn: '2026-11-26', note: 'We agreed on the pages.' });
    expect(again.json()).toEqual(done.json());

    const events = await eventsOf('onboarding.milestone.updated.v1');
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope.data).toMatchObject({
      clientId: client.id,
      label: 'Prairie Bakery',
      milestoneId: kickoff!.id,
      name: 'Kickoff',
      position: 1,
      plannedOn: kickoff!.plannedOn,
      doneOn: '2026-11-26',
      note: 'We agreed on the pages.',
      before: { plannedOn: kickoff!.plannedOn, doneOn: null, note: '' },
      completed: true,
    });
    expect(events[0]!.envelope.actor).toMatchObject({ kind: 'team', role: 'member' });
  });

  it('moves the planned day and marks it not done again, without calling that completed', async () => {
    const { client } = await onboardedClient();
    const [, design] = await planOf(client.id);
    const url = `/admin/clients/${client.id}/milestones/${design!.id}`;
    expect((await t.patch(url, { doneOn: '2026-12-01' })).statusCode).toBe(200);
    const undone = await t.patch(url, { doneOn: null, plannedOn: '2026-12-24' });
    expect(undone.json()).toEqual({ ...design, plannedOn: '2026-12-24', doneOn: null });
    const events = await eventsOf('onboarding.milestone.updated.v1');
    expect(events.map((event) => [event.envelope.data.completed, event.envelope.data.doneOn])).toEqual([
      [true, '2026-12-01'],
      [false, null],
    ]);
  });

  it('refuses bad input with 400 and the error shape, and changes and records nothing; an empty change is no change', async () => {
    const { client } = await onboardedClient();
    const [kickoff] = await planOf(client.id);
    const url = `/admin/clients/${client.id}/milestones/${kickoff!.id}`;
    for (const body of [
      { plannedOn: '2026-02-30' },
      { plannedOn: '26-11-2026' },
      { plannedOn: null },
      { doneOn: 'yesterday' },
      { note: 'x'.repeat(1001) },
      { note: 7 },
      { name: 'Renamed' },
      { note: 'fine', position: 3 },
    ]) {
      const answer = await t.patch(url, body);
      expect([answer.statusCode, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
      expect(answer.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const unchanged = await t.patch(url, {});
    expect(unchanged.statusCode).toBe(200);
    expect(await planOf(client.id)).toContainEqual(kickoff);
    expect(await eventsOf('onboarding.milestone.updated.v1')).toEqual([]);
  });

  it('answers 404 for a milestone the client does not have, another client’s included', async () => {
    const a = await onboardedClient();
    const b = await onboardedClient();
    const [bKickoff] = await planOf(b.client.id);
    for (const url of [
      `/admin/clients/${a.client.id}/milestones/${bKickoff!.id}`,
      `/admin/clients/${a.client.id}/milestones/${randomUUID()}`,
    ]) {
      const answer = await t.patch(url, { note: 'Not here' });
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'ONBOARDING_MILESTONE_NOT_FOUND']);
    }
    const noClient = await t.patch(`/admin/clients/${randomUUID()}/milestones/${bKickoff!.id}`, { note: 'Not here' });
    expect([noClient.statusCode, noClient.json().code]).toEqual([404, 'ONBOARDING_CLIENT_NOT_FOUND']);
    expect(await planOf(b.client.id)).toContainEqual(bKickoff);
  });
});

describe('the team adding and removing milestones', () => {
  const del = (url: string, authorization: string | undefined = t.bearer.admin) =>
    t.app.inject({ method: 'DELETE', url, headers: authorization ? { authorization } : {} });

  it('adds one at the end and removes one, the rest moving up, each recorded with its actor', async () => {
    const { client, as } = await onboardedClient();
    const url = `/admin/clients/${client.id}/milestones`;
    const added = await t.post(url, { name: ' Photo shoot ', plannedOn: '2026-12-10', note: 'Bring the menu.' }, t.bearer.member);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Photo shoot',
      position: 5,
      plannedOn: '2026-12-10',
      doneOn: null,
      note: 'Bring the menu.',
    });
    const [, design] = await planOf(client.id);
    expect((await del(`${url}/${design!.id}`, t.bearer.member)).statusCode).toBe(204);
    const plan = (await t.get('/client/milestones', as)).json<{ items: Milestone[] }>().items;
    expect(plan.map(({ name, position }) => [name, position])).toEqual([
      ['Kickoff', 1],
      ['Build', 2],
      ['Launch', 3],
      ['Photo shoot', 4],
    ]);
    const [addedEvent] = await eventsOf('onboarding.milestone.added.v1');
    expect(addedEvent!.envelope.data).toMatchObject({ clientId: client.id, name: 'Photo shoot', position: 5 });
    expect(addedEvent!.envelope.actor).toMatchObject({ kind: 'team', role: 'member' });
    const [removed] = await eventsOf('onboarding.milestone.removed.v1');
    expect(removed!.envelope.data).toMatchObject({ clientId: client.id, milestoneId: design!.id, name: 'Design' });
  });

  it('refuses what cannot be, with the error shape, and changes nothing', async () => {
    const { client } = await onboardedClient();
    const url = `/admin/clients/${client.id}/milestones`;
    for (const body of [
      {},
      { name: '', plannedOn: '2026-12-10' },
      { name: 'X', plannedOn: 'soon' },
      { name: 'X', plannedOn: '2026-12-10', doneOn: null },
    ]) {
      expect((await t.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const notYet = await t.addClient();
    const early = await t.post(`/admin/clients/${notYet.client.id}/milestones`, { name: 'X', plannedOn: '2026-12-10' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'ONBOARDING_PLAN_NOT_MADE']);
    expect((await t.post(`/admin/clients/${randomUUID()}/milestones`, { name: 'X', plannedOn: '2026-12-10' })).statusCode).toBe(
      404,
    );
    const other = await onboardedClient();
    const [othersKickoff] = await planOf(other.client.id);
    const stranger = await del(`${url}/${othersKickoff!.id}`);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'ONBOARDING_MILESTONE_NOT_FOUND']);
    for (const as of ['', t.clientBearer(client.id)]) {
      expect((await del(`${url}/${othersKickoff!.id}`, as)).statusCode).toBe(as ? 403 : 401);
      expect((await t.post(url, { name: 'X', plannedOn: '2026-12-10' }, as)).statusCode).toBe(as ? 403 : 401);
    }
    // Down to one, which stays.
    const plan = await planOf(client.id);
    for (const milestone of plan.slice(1)) expect((await del(`${url}/${milestone.id}`)).statusCode).toBe(204);
    const last = await del(`${url}/${plan[0]!.id}`);
    expect([last.statusCode, last.json().code]).toEqual([409, 'ONBOARDING_PLAN_LAST_MILESTONE']);
    expect(await planOf(client.id)).toEqual([plan[0]]);
    expect(await planOf(other.client.id)).toHaveLength(4);
    // Up to 24, and no more.
    for (let index = 1; index < 24; index++) {
      expect((await t.post(url, { name: `Step ${index}`, plannedOn: '2026-12-10' })).statusCode).toBe(201);
    }
    const full = await t.post(url, { name: 'One too many', plannedOn: '2026-12-10' });
    expect([full.statusCode, full.json().code]).toEqual([409, 'ONBOARDING_PLAN_FULL']);
    expect(await planOf(client.id)).toHaveLength(24);
  });
});

describe('the project template', () => {
  it('starts as Kickoff, Design, Build and Launch', async () => {
    const answer = await t.get('/admin/project-template');
    expect(answer.json()).toEqual({ milestones: defaultTemplate, updatedAt: '2026-11-01T00:00:00.000Z' });
  });

  it('is replaced by an admin, with the change recorded once, and plans new clients from then on', async () => {
    const before = await onboardedClient();
    const beforePlan = await planOf(before.client.id);
    const milestones = [
      { name: ' Discovery ', offsetDays: 0 },
      { name: 'Design', offsetDays: 10 },
      { name: 'Launch', offsetDays: 30 },
    ];
    const answer = await put('/admin/project-template', { milestones });
    expect(answer.statusCode, answer.body).toBe(200);
    const trimmed = [{ name: 'Discovery', offsetDays: 0 }, ...milestones.slice(1)];
    expect(answer.json()).toEqual({ milestones: trimmed, updatedAt: expect.any(String) });
    expect((await t.get('/admin/project-template')).json()).toEqual(answer.json());
    expect((await put('/admin/project-template', { milestones: trimmed })).json()).toEqual(answer.json());
    const events = await eventsOf('onboarding.project-template.updated.v1');
    expect(events.map((event) => event.envelope.data)).toEqual([
      { projectTemplateId: expect.any(String), milestones: trimmed, before: defaultTemplate, updatedAt: expect.any(String) },
    ]);
    expect(events[0]!.envelope.actor).toMatchObject({ kind: 'team', role: 'admin' });

    const after = await onboardedClient();
    expect((await planOf(after.client.id)).map(({ name, plannedOn }) => [name, plannedOn])).toEqual(
      trimmed.map(({ name, offsetDays }) => [name, dayAfter(after.completedAt, offsetDays)]),
    );
    expect(await planOf(before.client.id)).toEqual(beforePlan);
  });

  it('refuses a template out of bounds or with a name twice, with 400, and keeps the one it has', async () => {
    const one = { name: 'Kickoff', offsetDays: 0 };
    for (const milestones of [
      [],
      Array.from({ length: 13 }, (_, index) => ({ name: `Step ${index}`, offsetDays: index })),
      [{ name: '', offsetDays: 0 }],
      [{ name: '   ', offsetDays: 0 }],
      [{ name: 'x'.repeat(81), offsetDays: 0 }],
      [{ name: 'Kickoff', offsetDays: -1 }],
      [{ name: 'Kickoff', offsetDays: 1.5 }],
      [{ name: 'Kickoff' }],
      [one, { name: 'kickoff ', offsetDays: 3 }],
    ]) {
      const answer = await put('/admin/project-template', { milestones });
      expect(answer.statusCode, JSON.stringify(milestones)).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    }
    const duplicate = await put('/admin/project-template', { milestones: [one, { name: 'kickoff ', offsetDays: 3 }] });
    expect(duplicate.json()).toMatchObject({
      code: 'ONBOARDING_TEMPLATE_DUPLICATE_NAME',
      details: [{ path: 'body/milestones/1/name' }],
    });
    expect((await t.get('/admin/project-template')).json().milestones).toEqual(defaultTemplate);
    expect(await eventsOf('onboarding.project-template.updated.v1')).toEqual([]);
    // Twelve is allowed.
    const twelve = Array.from({ length: 12 }, (_, index) => ({ name: `Step ${index + 1}`, offsetDays: index * 7 }));
    expect((await put('/admin/project-template', { milestones: twelve })).statusCode).toBe(200);
  });
});

describe('the plans of clients who completed onboarding before plans existed (migration 0007)', () => {
  it('are made from the default template, planned from the day onboarding completed, once', async () => {
    const before = await t.addClient();
    const notYet = await t.addClient();
    await t.setSteps(before.client.id, {
      payment_completed: true,
      contract_signed: true,
      video_watched: true,
      onboarding_complete: true,
      onboarding_completed_at: '2026-03-30T23:30:00-06:00',
      step_completed: 4,
    });
    const planned = await onboardedClient();
    const kept = await planOf(planned.client.id);
    await t.sql(backfillPlans);
    await t.sql(backfillPlans);
    expect(
      (await planOf(before.client.id)).map(({ name, position, plannedOn, doneOn }) => [name, position, plannedOn, doneOn]),
    ).toEqual([
      ['Kickoff', 1, '2026-03-31', null],
      ['Design', 2, '2026-04-14', null],
      ['Build', 3, '2026-05-05', null],
      ['Launch', 4, '2026-05-26', null],
    ]);
    expect(await planOf(notYet.client.id)).toEqual([]);
    expect(await planOf(planned.client.id)).toEqual(kept);
  });
});
