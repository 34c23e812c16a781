import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { messagingTestService } from './support.js';

const t = await messagingTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
afterAll(() => nc.close());

const envelope = (type: string, source: string, data: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  source,
  correlationId: `req-${randomUUID().slice(0, 8)}`,
  causationId: null,
  data,
});

/** Publishes under a fresh Nats-Msg-Id, so the broker never drops a repeat: the inbox must. */
const publish = (event: { type: string }) =>
  js.publish(`${t.namespace}.${event.type}`, JSON.stringify(event), { msgID: randomUUID() });

const member = (userId: string, status: 'active' | 'deactivated', name = 'Riley Planner') => ({
  userId,
  email: 'riley@maple.example',
  name,
  role: 'member',
  status,
});

const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

describe('the team and each client’s project manager, from identity’s and onboarding’s events', () => {
  it('keep the active members (the later report wins) and the project manager, who takes the client’s calls first', async () => {
    const riley = randomUUID();
    const joined = envelope('identity.team-member.joined.v1', 'identity', {
      invitationId: randomUUID(),
      member: member(riley, 'active'),
      joinedAt: '2026-11-20T10:00:00.000Z',
    });
    await publish(joined);
    await publish(joined);
    await waitFor(async () =>
      expect(await t.sql('SELECT name, status FROM team_members')).toEqual([{ name: 'Riley Planner', status: 'active' }]),
    );

    const clientId = await t.addClient();
    const other = await t.addTeamMember({ name: 'Aaron First' });
    await publish(
      envelope('onboarding.client.team-assigned.v1', 'onboarding', {
        clientId,
        label: 'Prairie Bakery',
        projectManager: { id: riley, name: 'Riley Planner' },
        leadDeveloper: null,
        before: { projectManager: null, leadDeveloper: null },
        assignedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    await waitFor(async () =>
      expect(await t.sql('SELECT project_manager_id FROM client_managers WHERE client_id = :clientId', { clientId })).toEqual([
        { projectManagerId: riley },
      ]),
    );
    const { slots } = (await t.send('GET', '/client/meetings/slots', t.clientToken(clientId))).json<{
      slots: { startsAt: string }[];
    }>();
    const booked = await t.send('POST', '/client/meetings/bookings', t.clientToken(clientId), { startsAt: slots[0]!.startsAt });
    const [row] = await t.sql<{ hostId: string }>('SELECT host_id FROM meetings WHERE id = :id', {
      id: booked.json<{ id: string }>().id,
    });
    expect(row?.hostId).toBe(riley);

    // Deactivated later, an older rename arriving after changes nothing: the calls go to the others.
    await publish(
      envelope('identity.team-member.deactivated.v1', 'identity', {
        member: member(riley, 'deactivated'),
        deactivatedAt: '2026-11-22T10:00:00.000Z',
      }),
    );
    await publish(
      envelope('identity.team-member.renamed.v1', 'identity', {
        member: member(riley, 'active', 'Riley Old'),
        before: 'Riley',
        after: 'Riley Old',
        renamedAt: '2026-11-21T12:00:00.000Z',
      }),
    );
    await waitFor(async () =>
      expect(await t.sql('SELECT name, status FROM team_members WHERE user_id = :riley', { riley })).toEqual([
        { name: 'Riley Planner', status: 'deactivated' },
      ]),
    );
    const next = await t.send('POST', '/client/meetings/bookings', t.clientToken(clientId), { startsAt: slots[1]!.startsAt });
    const [moved] = await t.sql<{ hostId: string }>('SELECT host_id FROM meetings WHERE id = :id', {
      id: next.json<{ id: string }>().id,
    });
    expect(moved?.hostId).toBe(other);
  });
});
