import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { clientEmailChangesDurable } from '../src/modules/account/account.module.js';
import { identityTestService } from './support.js';

const t = await identityTestService();

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

const teamMember = { kind: 'team', id: randomUUID(), name: 'Morgan Mentor', role: 'admin' } as const;
const at = new Date(Date.UTC(2026, 10, 22, 9)).toISOString();

/** Onboarding asks for a client's new e-mail; waits until identity's consumer has applied it (twice: once). */
async function teamAsks(clientId: string, email: string, newEmail: string, direct: boolean) {
  const envelope = {
    id: randomUUID(),
    type: 'onboarding.client.email-change-requested.v1',
    occurredAt: at,
    source: 'onboarding',
    correlationId: 'req-team-edit',
    causationId: null,
    actor: teamMember,
    data: { clientId, label: 'Prairie Bakery', email, newEmail, direct, requestedAt: at },
  };
  for (const _ of [1, 2]) {
    await js.publish(`${t.namespace}.${envelope.type}`, JSON.stringify(envelope), { msgID: randomUUID() });
  }
  await vi.waitFor(
    async () => {
      const info = await jsm.consumers.info(`${t.namespace}_ONBOARDING`, clientEmailChangesDurable);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    },
    { timeout: 10_000, interval: 25 },
  );
}

const requestsFor = async (userId: string) =>
  (await t.outboxOf('identity.account.email-change-requested.v1')).filter((row) => row.envelope.data.userId === userId);

describe('a client’s e-mail changed by the team (identity--client-email-changes)', () => {
  it('sends an account’s confirmation link to the new address, with the team member as actor, once', async () => {
    const clientId = randomUUID();
    const userId = await t.addUser(`owner.${randomUUID().slice(0, 6)}@bakery.example`, 'Client-Password-1', 'client', clientId);
    const [user] = await t.sql<{ email: string }>('SELECT email FROM users WHERE id = :userId', { userId });
    await teamAsks(clientId, user!.email, 'Orders@Bakery.Example', false);

    await vi.waitFor(async () => expect(await requestsFor(userId)).toHaveLength(1), { timeout: 5_000, interval: 25 });
    const [request] = await requestsFor(userId);
    expect(request!.envelope).toMatchObject({
      actor: { kind: 'team', id: teamMember.id },
      data: { email: user!.email, newEmail: 'orders@bakery.example' },
    });
    // The account keeps its address until the new one confirms.
    expect(await t.sql('SELECT email FROM users WHERE id = :userId', { userId })).toEqual([{ email: user!.email }]);

    // The new address confirms; identity's event names the client, so onboarding's record follows.
    const url = String(request!.envelope.data.confirmUrl);
    const token = url.slice(url.indexOf('#token=') + '#token='.length);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/account/email/confirm',
      payload: { token },
      headers: { 'content-type': 'application/json' },
    });
    expect(confirmed.statusCode).toBe(200);
    const [changed] = (await t.outboxOf('identity.account.email-changed.v1')).filter(
      (row) => row.envelope.data.userId === userId,
    );
    expect(changed!.envelope.data).toMatchObject({ clientId, before: user!.email, after: 'orders@bakery.example' });
  });

  it('moves the unused code of a client without an account, so it registers with the new address', async () => {
    const invited = await t.invite();
    await teamAsks(invited.clientId, invited.email, 'new.owner@bakery.example', true);
    await vi.waitFor(
      async () =>
        expect(await t.sql('SELECT email FROM access_codes WHERE id = :id', { id: invited.accessCode.id })).toEqual([
          { email: 'new.owner@bakery.example' },
        ]),
      { timeout: 5_000, interval: 25 },
    );
    const registered = await t.register({
      accessCode: invited.accessCode.code,
      email: 'new.owner@bakery.example',
      password: 'Client-Password-2026!',
    });
    expect(registered.statusCode).toBeLessThan(300);
  });

  it('starts nothing when another account holds the address', async () => {
    const clientId = randomUUID();
    const taken = `taken.${randomUUID().slice(0, 6)}@bakery.example`;
    await t.addUser(taken, 'Someone-Password-1', 'client', randomUUID());
    const userId = await t.addUser(`mine.${randomUUID().slice(0, 6)}@bakery.example`, 'Client-Password-1', 'client', clientId);
    await teamAsks(clientId, 'mine@bakery.example', taken, false);
    expect(await requestsFor(userId)).toEqual([]);
  });
});
