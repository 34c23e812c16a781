import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { teammateDurables } from '../src/modules/team/teammates.events.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

interface Facts {
  userId: string;
  email: string;
  name: string;
  role: 'admin' | 'member';
  status: 'active' | 'deactivated';
}

/** A fixed clock for identity's reports: each one a minute after the one before, unless told otherwise. */
let minute = 0;
const at = (offset = ++minute) => new Date(Date.UTC(2026, 10, 20, 9, offset)).toISOString();

const envelope = (type: string, data: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  occurredAt: at(minute),
  source: 'identity',
  correlationId: `req-${randomUUID().slice(0, 8)}`,
  causationId: null,
  data,
});

const joined = (member: Facts, when = at()) =>
  envelope('identity.team-member.joined.v1', { invitationId: randomUUID(), member, joinedAt: when });
const deactivated = (member: Facts, when = at()) =>
  envelope('identity.team-member.deactivated.v1', { member: { ...member, status: 'deactivated' }, deactivatedAt: when });
const renamed = (member: Facts, after: string, when = at()) =>
  envelope('identity.team-member.renamed.v1', {
    member: { ...member, name: after },
    before: member.name,
    after,
    renamedAt: when,
  });
const signedIn = (member: Facts, when = at()) => envelope('identity.team-member.signed-in.v1', { member, signedInAt: when });

/** Publishes under a fresh Nats-Msg-Id, as identity's relay would, then waits until every team consumer has applied it. */
async function publish(...events: ReturnType<typeof envelope>[]) {
  for (const event of events) await js.publish(`${t.namespace}.${event.type}`, JSON.stringify(event), { msgID: randomUUID() });
  await vi.waitFor(
    async () => {
      for (const durable of teammateDurables) {
        const info = await jsm.consumers.info(`${t.namespace}_IDENTITY`, durable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
      }
    },
    { timeout: 10_000, interval: 50 },
  );
}

const mentor: Facts = {
  userId: t.principals.admin.sub,
  email: 'team@maple.example',
  name: 'Morgan Mentor',
  role: 'admin',
  status: 'active',
};
const student: Facts = {
  userId: t.principals.member.sub,
  email: 'student@maple.example',
  name: 'Sam Student',
  role: 'member',
  status: 'active',
};
const leaver = (): Facts => ({
  userId: randomUUID(),
  email: `leaver.${randomUUID().slice(0, 6)}@maple.example`,
  name: 'Lee Leaver',
  role: 'member',
  status: 'active',
});

const assign = (clientId: string, body: unknown, authorization = t.bearer.admin) =>
  t.patch(`/admin/clients/${clientId}/team`, body, authorization);
const teamOf = async (clientId: string) => (await t.get(`/admin/clients/${clientId}`)).json<{ team: unknown }>().team;
const assignedEvents = async (clientId: string) =>
  (await t.eventsFor(clientId)).filter(({ type }) => type === 'onboarding.client.team-assigned.v1');

describe('the teammates a client can be given', () => {
  it('are the active people identity reported, by name, for admins and members', async () => {
    const gone = leaver();
    await publish(joined(student), signedIn(mentor), joined(gone), deactivated(gone));

    const listed = await t.get('/admin/clients/teammates', t.bearer.member);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      items: [
        { id: mentor.userId, name: 'Morgan Mentor', role: 'admin' },
        { id: student.userId, name: 'Sam Student', role: 'member' },
      ],
    });
  });

  it('keep the latest report, whatever order the consumers apply them in', async () => {
    const person = leaver();
    // Deactivated at minute n+2, but the join (minute n+1) is applied after it.
    const first = at();
    const later = at();
    await publish(deactivated(person, later));
    await publish(joined(person, first));
    const [row] = await t.sql('SELECT status FROM teammates WHERE user_id = :id', { id: person.userId });
    expect(row).toEqual({ status: 'deactivated' });
  });
});

describe('assigning who looks after a client', () => {
  it('stores both, answers the team, records one event with before and after, and none for the same again', async () => {
    await publish(joined(student), signedIn(mentor));
    const { client } = await t.addClient({ businessName: 'Aspen Cafe' });

    const answered = await assign(client.id, { projectManagerId: mentor.userId, leadDeveloperId: null });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ projectManager: { id: mentor.userId, name: 'Morgan Mentor' }, leadDeveloper: null });

    const byMember = await assign(
      client.id,
      { projectManagerId: mentor.userId, leadDeveloperId: student.userId },
      t.bearer.member,
    );
    expect(byMember.statusCode).toBe(200);
    const team = {
      projectManager: { id: mentor.userId, name: 'Morgan Mentor' },
      leadDeveloper: { id: student.userId, name: 'Sam Student' },
    };
    expect(await teamOf(client.id)).toEqual(team);

    const again = await assign(client.id, { projectManagerId: mentor.userId, leadDeveloperId: student.userId });
    expect(again.json()).toEqual(team);

    const events = await assignedEvents(client.id);
    expect(events.map(({ envelope }) => envelope.data)).toEqual([
      {
        clientId: client.id,
        label: 'Aspen Cafe',
        projectManager: { id: mentor.userId, name: 'Morgan Mentor' },
        leadDeveloper: null,
        before: { projectManager: null, leadDeveloper: null },
        assignedAt: expect.any(String),
      },
      {
        clientId: client.id,
        label: 'Aspen Cafe',
        ...team,
        before: { projectManager: { id: mentor.userId, name: 'Morgan Mentor' }, leadDeveloper: null },
        assignedAt: expect.any(String),
      },
    ]);
    expect(events[0]?.envelope.actor).toMatchObject({ kind: 'team', id: mentor.userId, role: 'admin' });
    expect(events[1]?.envelope.actor).toMatchObject({ kind: 'team', id: student.userId, role: 'member' });
  });

  it('refuses a teammate it does not know, or one deactivated, naming the field, and changes nothing', async () => {
    const gone = leaver();
    await publish(joined(student), joined(gone), deactivated(gone));
    const { client } = await t.addClient();
    await assign(client.id, { projectManagerId: student.userId, leadDeveloperId: null });
    const eventsBefore = (await assignedEvents(client.id)).length;

    for (const body of [
      { projectManagerId: student.userId, leadDeveloperId: randomUUID() },
      { projectManagerId: gone.userId, leadDeveloperId: null },
    ]) {
      const refused = await assign(client.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'ONBOARDING_TEAMMATE_UNKNOWN',
        details: [{ path: body.leadDeveloperId ? 'body/leadDeveloperId' : 'body/projectManagerId' }],
      });
    }
    expect(await teamOf(client.id)).toEqual({ projectManager: { id: student.userId, name: 'Sam Student' }, leadDeveloper: null });
    expect(await assignedEvents(client.id)).toHaveLength(eventsBefore);

    expect((await assign(client.id, { projectManagerId: 'not-an-id', leadDeveloperId: null })).statusCode).toBe(400);
    expect((await assign(client.id, { projectManagerId: null })).statusCode).toBe(400);
    expect((await assign(randomUUID(), { projectManagerId: null, leadDeveloperId: null })).json()).toMatchObject({
      statusCode: 404,
      code: 'ONBOARDING_CLIENT_NOT_FOUND',
    });
  });

  it('keeps a teammate deactivated since they were assigned until someone else is chosen', async () => {
    const person = leaver();
    await publish(joined(person), joined(student));
    const { client } = await t.addClient();
    await assign(client.id, { projectManagerId: person.userId, leadDeveloperId: null });
    await publish(deactivated(person));

    const kept = await assign(client.id, { projectManagerId: person.userId, leadDeveloperId: student.userId });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      projectManager: { id: person.userId, name: 'Lee Leaver' },
      leadDeveloper: { id: student.userId, name: 'Sam Student' },
    });
    expect((await assign(client.id, { projectManagerId: null, leadDeveloperId: person.userId })).statusCode).toBe(400);
  });

  it('follows a rename onto every client the teammate looks after, and the client reads the names', async () => {
    await publish(joined(student), signedIn(mentor));
    const { client } = await t.addClient();
    await assign(client.id, { projectManagerId: mentor.userId, leadDeveloperId: student.userId });

    await publish(renamed(student, 'Sam Student-Lee'));
    expect(await teamOf(client.id)).toEqual({
      projectManager: { id: mentor.userId, name: 'Morgan Mentor' },
      leadDeveloper: { id: student.userId, name: 'Sam Student-Lee' },
    });
    const own = (await t.get('/client', t.clientBearer(client.id))).json<{ team: unknown }>();
    expect(own.team).toEqual({ projectManager: { name: 'Morgan Mentor' }, leadDeveloper: { name: 'Sam Student-Lee' } });

    // An older report arriving late changes nothing.
    await publish(signedIn(student, at(0)));
    expect((await t.get('/client', t.clientBearer(client.id))).json<{ team: unknown }>().team).toEqual(own.team);
  });

  it('shows a client nobody when nobody is assigned', async () => {
    const { client } = await t.addClient();
    expect((await t.get('/client', t.clientBearer(client.id))).json()).toMatchObject({
      team: { projectManager: null, leadDeveloper: null },
    });
  });
});

describe('my clients', () => {
  it('lists only the clients the caller looks after, either way, with the other filters', async () => {
    await publish(joined(student), signedIn(mentor));
    const managed = (await t.addClient({ businessName: 'Managed Co' })).client;
    const developed = (await t.addClient({ businessName: 'Developed Co' })).client;
    const others = (await t.addClient({ businessName: 'Others Co' })).client;
    await assign(managed.id, { projectManagerId: mentor.userId, leadDeveloperId: student.userId });
    await assign(developed.id, { projectManagerId: null, leadDeveloperId: mentor.userId });
    await assign(others.id, { projectManagerId: student.userId, leadDeveloperId: null });

    const names = async (query: string) =>
      (await t.get(`/admin/clients${query}`)).json<{ items: { businessName: string }[] }>().items.map((c) => c.businessName);
    expect(await names('?mine=true')).toEqual(['Developed Co', 'Managed Co']);
    expect(await names('?mine=true&q=managed')).toEqual(['Managed Co']);
    expect(await names('?mine=false')).toEqual(['Others Co', 'Developed Co', 'Managed Co']);
    expect((await t.get('/admin/clients?mine=yes')).statusCode).toBe(400);
  });
});
