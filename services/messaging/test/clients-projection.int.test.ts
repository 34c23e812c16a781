import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { clientsInvitedDurable, stepsCompletedDurable } from '../src/modules/clients/clients.events.js';
import { messagingTestService, openLive } from './support.js';

const t = await messagingTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

const envelope = (type: string, data: Record<string, unknown>, id = randomUUID()) => ({
  id,
  type,
  occurredAt: new Date().toISOString(),
  source: 'onboarding',
  correlationId: `req-${randomUUID().slice(0, 8)}`,
  causationId: null,
  data,
});

const invited = (clientId: string, fields: Record<string, unknown> = {}) =>
  envelope('onboarding.client.invited.v1', {
    clientId,
    businessName: 'Prairie Bakery',
    contactName: 'Ada Lovelace',
    email: 'ada@prairie.example',
    package: 'growth',
    accessCode: { id: randomUUID(), code: 'MB-ABC123', expiresAt: '2026-12-22T10:00:00.000Z' },
    revokedAccessCodeIds: [],
    invitedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  });

const videoWatched = (clientId: string, fields: Record<string, unknown> = {}) =>
  envelope('onboarding.step.completed.v1', {
    clientId,
    step: 'video-watched',
    stepCompleted: 4,
    onboardingComplete: true,
    email: 'ada@prairie.example',
    businessName: 'Prairie Bakery Ltd',
    contactName: 'Ada King',
    completedAt: '2026-11-23T10:00:00.000Z',
    ...fields,
  });

/** Publishes under a fresh Nats-Msg-Id, so the broker never drops a repeat: the inbox must. */
const publish = (event: { type: string }) =>
  js.publish(`${t.namespace}.${event.type}`, JSON.stringify(event), { msgID: randomUUID() });

async function caughtUp() {
  await vi.waitFor(
    async () => {
      for (const durable of [clientsInvitedDurable, stepsCompletedDurable]) {
        const info = await jsm.consumers.info(`${t.namespace}_ONBOARDING`, durable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
      }
    },
    { timeout: 10_000, interval: 50 },
  );
}

const clientRow = async (id: string) =>
  (await t.sql('SELECT email, business_name, contact_name, onboarding_complete FROM clients WHERE id = :id', { id }))[0];

describe('clients from onboarding’s events', () => {
  it('open a thread for an invited client, and keep its names and completion from its steps', async () => {
    const clientId = randomUUID();
    expect((await t.send('GET', '/client/messages', t.clientToken(clientId))).statusCode).toBe(404);
    await publish(invited(clientId));
    await caughtUp();
    expect(await clientRow(clientId)).toEqual({
      email: 'ada@prairie.example',
      businessName: 'Prairie Bakery',
      contactName: 'Ada Lovelace',
      onboardingComplete: false,
    });
    const sent = await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 'Hello' });
    expect(sent.json()).toMatchObject({ senderName: 'Ada Lovelace' });
    await publish(videoWatched(clientId));
    await caughtUp();
    expect(await clientRow(clientId)).toMatchObject({ contactName: 'Ada King', onboardingComplete: true });
  });

  it('apply a redelivered event once, and an older event arriving late changes no name nor completion', async () => {
    const clientId = randomUUID();
    const step = videoWatched(clientId);
    await publish(step);
    await publish(step);
    await publish(invited(clientId, { contactName: 'Old Name' }));
    await caughtUp();
    expect(await clientRow(clientId)).toMatchObject({ contactName: 'Ada King', onboardingComplete: true });
    const inbox = await t.sql<{ n: string }>('SELECT count(*) AS n FROM inbox_events WHERE event_id = :id', { id: step.id });
    expect(Number(inbox[0]?.n)).toBe(1);
  });
});

describe('the team’s counts, live', () => {
  it('tell the sockets following every thread when a client is added or through its onboarding, and no client', async () => {
    const known = await t.addClient();
    const team = await openLive(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe' } });
    const oneThread = await openLive(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: known } });
    const client = await openLive(t.wsUrl, { token: t.clientToken(known), subscribe: { type: 'subscribe' } });
    try {
      const added = randomUUID();
      await publish(invited(added));
      await publish(videoWatched(added, { step: 'contract-signed', stepCompleted: 3, onboardingComplete: false }));
      await publish(videoWatched(known));
      const changed = () => team.frames.filter((frame) => frame.type === 'clients-changed');
      await vi.waitFor(() => expect(changed()).toHaveLength(2), { timeout: 10_000, interval: 20 });
      // A step that does not finish onboarding changes no count: only the new client and the finished one.
      expect(changed()).toEqual([
        { type: 'clients-changed', clientId: added },
        { type: 'clients-changed', clientId: known },
      ]);
      await caughtUp();
      expect(oneThread.frames.filter((frame) => frame.type === 'clients-changed')).toEqual([]);
      expect(client.frames.filter((frame) => frame.type === 'clients-changed')).toEqual([]);
    } finally {
      for (const live of [team, oneThread, client]) live.close();
    }
  });
});

const milestoneUpdated = (clientId: string) =>
  envelope('onboarding.milestone.updated.v1', {
    clientId,
    label: 'Prairie Bakery',
    email: 'ada@prairie.example',
    contactName: 'Ada Lovelace',
    milestoneId: randomUUID(),
    name: 'Kickoff',
    position: 1,
    plannedOn: '2026-11-23',
    doneOn: '2026-11-26',
    note: '',
    before: { plannedOn: '2026-11-23', doneOn: null, note: '' },
    completed: true,
    updatedAt: '2026-11-26T17:10:00.000Z',
  });

describe('a project plan, live', () => {
  it('tells the sockets of the client’s thread, and no other client’s, that a milestone changed', async () => {
    const mine = await t.addClient();
    const other = await t.addClient();
    const client = await openLive(t.wsUrl, { token: t.clientToken(mine), subscribe: { type: 'subscribe' } });
    const otherClient = await openLive(t.wsUrl, { token: t.clientToken(other), subscribe: { type: 'subscribe' } });
    const team = await openLive(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: mine } });
    try {
      await publish(milestoneUpdated(mine));
      const project = (live: typeof client) => live.frames.filter((frame) => frame.type === 'project');
      await vi.waitFor(() => expect(project(client)).toEqual([{ type: 'project', clientId: mine }]), {
        timeout: 10_000,
        interval: 20,
      });
      await vi.waitFor(() => expect(project(team)).toEqual([{ type: 'project', clientId: mine }]), {
        timeout: 10_000,
        interval: 20,
      });
      // A later frame to the other client proves the first one had its chance to arrive there.
      await publish(milestoneUpdated(other));
      await vi.waitFor(() => expect(project(otherClient)).toEqual([{ type: 'project', clientId: other }]), {
        timeout: 10_000,
        interval: 20,
      });
      expect(project(client)).toHaveLength(1);
      // A milestone removed says so too.
      await publish(
        envelope('onboarding.milestone.removed.v1', {
          clientId: mine,
          label: 'Prairie Bakery',
          milestoneId: randomUUID(),
          name: 'Photo shoot',
          removedAt: '2026-11-26T17:40:00.000Z',
        }),
      );
      await vi.waitFor(() => expect(project(client)).toHaveLength(2), { timeout: 10_000, interval: 20 });
    } finally {
      for (const live of [client, otherClient, team]) live.close();
    }
  });
});

const teamAssigned = (clientId: string) =>
  envelope('onboarding.client.team-assigned.v1', {
    clientId,
    label: 'Prairie Bakery',
    projectManager: { id: randomUUID(), name: 'Morgan Lee' },
    leadDeveloper: null,
    before: { projectManager: null, leadDeveloper: null },
    assignedAt: '2026-11-26T17:50:00.000Z',
  });

describe('a client’s team, live', () => {
  it('tells the sockets of the client’s thread, and no other client’s, that its team changed', async () => {
    const mine = await t.addClient();
    const other = await t.addClient();
    const client = await openLive(t.wsUrl, { token: t.clientToken(mine), subscribe: { type: 'subscribe' } });
    const otherClient = await openLive(t.wsUrl, { token: t.clientToken(other), subscribe: { type: 'subscribe' } });
    const team = await openLive(t.wsUrl, { token: t.adminToken(), subscribe: { type: 'subscribe', clientId: mine } });
    try {
      await publish(teamAssigned(mine));
      const changes = (live: typeof client) => live.frames.filter((frame) => frame.type === 'team');
      await vi.waitFor(() => expect(changes(client)).toEqual([{ type: 'team', clientId: mine }]), {
        timeout: 10_000,
        interval: 20,
      });
      await vi.waitFor(() => expect(changes(team)).toEqual([{ type: 'team', clientId: mine }]), {
        timeout: 10_000,
        interval: 20,
      });
      // A later frame to the other client proves the first one had its chance to arrive there.
      await publish(teamAssigned(other));
      await vi.waitFor(() => expect(changes(otherClient)).toEqual([{ type: 'team', clientId: other }]), {
        timeout: 10_000,
        interval: 20,
      });
      expect(changes(client)).toHaveLength(1);
    } finally {
      for (const live of [client, otherClient, team]) live.close();
    }
  });
});
