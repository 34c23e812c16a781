import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { testNatsUrl } from '@agency/kit/testing';
import { reissueAccessCode } from '../src/modules/access-codes/access-codes.service.js';
import { codeRedemptionsDurable, invitationSentDurable } from '../src/modules/access-codes/access-codes.events.js';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService();
const reissue = (clientId: string, authorization = t.bearer.admin) =>
  t.post(`/admin/clients/${clientId}/access-codes`, undefined, authorization);
const codesOf = (clientId: string) =>
  t.sql<{ id: string; code: string; redeemedAt: string | null; revokedAt: string | null; emailedAt: string | null }>(
    'SELECT id, code, redeemed_at, revoked_at, emailed_at FROM access_codes WHERE client_id = :clientId ORDER BY issued_at, id',
    { clientId },
  );
/** A time as an ISO string, or null; PostgreSQL hands times over as text. */
const isoOf = (time: string | null | undefined) => (time == null ? null : new Date(time).toISOString());
const codeRow = async (id: string) => {
  const [row] = await t.sql<{ redeemedAt: string | null; emailedAt: string | null }>(
    'SELECT redeemed_at, emailed_at FROM access_codes WHERE id = :id',
    { id },
  );
  return { redeemedAt: isoOf(row?.redeemedAt), emailedAt: isoOf(row?.emailedAt) };
};
const lastActivity = async (clientId: string) =>
  isoOf(
    (await t.sql<{ at: string }>('SELECT last_activity_at AS at FROM onboarding_clients WHERE id = :clientId', { clientId }))[0]
      ?.at,
  )!;

describe('issuing a client a new code', () => {
  it('revokes its unredeemed codes, makes the new one current, and records a new invitation naming the revoked', async () => {
    const { client, accessCode: first } = await t.addClient();
    const before = await lastActivity(client.id);
    const response = await reissue(client.id);
    expect(response.statusCode).toBe(201);
    const second = response.json();
    expect(second.code).toMatch(/^MB-[A-HJKMNP-Z2-9]{6}$/);
    expect(second.code).not.toBe(first.code);
    expect(Date.parse(second.expiresAt) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);

    const codes = await codesOf(client.id);
    expect(codes.map((code) => [code.id, code.revokedAt !== null])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const [row] = await t.sql('SELECT access_code_id FROM onboarding_clients WHERE id = :id', { id: client.id });
    expect(row).toEqual({ accessCodeId: second.id });
    expect(Date.parse(await lastActivity(client.id))).toBeGreaterThan(Date.parse(before));

    const invitations = await t.invitationsFor(client.id);
    expect(invitations).toHaveLength(2);
    expect(invitations[1]!.envelope.data).toMatchObject({
      clientId: client.id,
      email: client.email,
      accessCode: { id: second.id, code: second.code, expiresAt: second.expiresAt },
      revokedAccessCodeIds: [first.id],
    });

    const third = (await reissue(client.id)).json();
    expect((await t.invitationsFor(client.id))[2]!.envelope.data.revokedAccessCodeIds).toEqual([second.id]);
    const detail = (await t.get(`/admin/clients/${client.id}`)).json();
    expect(detail.accessCodes.map((code: { id: string; state: string }) => [code.id, code.state])).toEqual([
      [third.id, 'active'],
      [second.id, 'revoked'],
      [first.id, 'revoked'],
    ]);
  });

  it('answers 409 ONBOARDING_ALREADY_REGISTERED once the client has registered, and changes nothing', async () => {
    const { client, accessCode } = await t.addClient();
    await t.sql('UPDATE access_codes SET redeemed_at = now() WHERE id = :id', { id: accessCode.id });
    const response = await reissue(client.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ONBOARDING_ALREADY_REGISTERED',
      message: 'This client has already registered; it needs no new access code.',
    });
    expect(await codesOf(client.id)).toHaveLength(1);
    expect((await codesOf(client.id))[0]!.revokedAt).toBeNull();
    expect(await t.invitationsFor(client.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown client and 400 for a malformed id, storing nothing', async () => {
    const unknown = await reissue(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ONBOARDING_CLIENT_NOT_FOUND');
    expect((await reissue('MB-ABC123')).statusCode).toBe(400);
    expect([await t.count('access_codes'), await t.count('outbox_events')]).toEqual([0, 0]);
  });

  it('leaves exactly one active code when re-issues race', async () => {
    const { client } = await t.addClient();
    const answers = await Promise.all(Array.from({ length: 5 }, () => reissue(client.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const codes = await codesOf(client.id);
    expect(codes).toHaveLength(6);
    expect(codes.filter((code) => code.revokedAt === null)).toHaveLength(1);
    const revokedInEvents = (await t.invitationsFor(client.id)).flatMap((event) => event.envelope.data.revokedAccessCodeIds);
    expect(revokedInEvents.sort()).toEqual(
      codes
        .filter((code) => code.revokedAt !== null)
        .map((code) => code.id)
        .sort(),
    );
  });

  it('keeps nothing of a re-issue whose every draw collides', async () => {
    const { client } = await t.addClient();
    const { accessCode: other } = await t.addClient();
    const deps = { orm: t.service.context.orm, relay: t.service.context.relay, newCode: () => other.code };
    await expect(reissueAccessCode(deps, client.id)).rejects.toThrow();
    expect((await codesOf(client.id)).map((code) => code.revokedAt)).toEqual([null]);
    expect(await t.invitationsFor(client.id)).toHaveLength(1);
  });
});

const nc = await connect({ servers: testNatsUrl });
const js = jetstream(nc);
const jsm = await jetstreamManager(nc);
afterAll(() => nc.close());

describe('what other services report about codes', () => {
  const envelope = (type: string, source: string, data: Record<string, unknown>) => ({
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    source,
    data,
  });
  const registration = (clientId: string, accessCodeId: string, registeredAt = new Date().toISOString()) =>
    envelope('identity.client-account.registered.v1', 'identity', {
      userId: randomUUID(),
      clientId,
      accessCodeId,
      email: 'client@shop.example',
      registeredAt,
    });
  const sent = (reference: string | null, sentAt = new Date().toISOString(), kind = 'client.invitation') =>
    envelope('notifications.email.sent.v1', 'notifications', {
      deliveryId: randomUUID(),
      kind,
      reference,
      to: 'client@shop.example',
      sentAt,
    });
  /** Publishes under a fresh Nats-Msg-Id, so the broker never drops a repeat: the inbox must. */
  const publish = (event: { type: string } | string, type?: string) =>
    js.publish(
      `${t.namespace}.${typeof event === 'string' ? type : event.type}`,
      typeof event === 'string' ? event : JSON.stringify(event),
      {
        msgID: randomUUID(),
      },
    );
  async function caughtUp(stream: string, durable: string) {
    await vi.waitFor(
      async () => {
        const info = await jsm.consumers.info(`${t.namespace}_${stream}`, durable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  it('marks a code redeemed when identity registers an account with it, once, whatever is redelivered', async () => {
    const { client, accessCode } = await t.addClient();
    const registeredAt = new Date(Date.now() + 60_000).toISOString();
    const event = registration(client.id, accessCode.id, registeredAt);
    await publish(event);
    await vi.waitFor(async () => expect((await codeRow(accessCode.id)).redeemedAt).not.toBeNull(), { timeout: 10_000 });
    expect((await codeRow(accessCode.id)).redeemedAt).toBe(registeredAt);
    expect(await lastActivity(client.id)).toBe(registeredAt);

    // The same event again (a redelivery), and a later registration naming the same code: neither moves it.
    await publish(event);
    await publish(registration(client.id, accessCode.id, new Date(Date.now() + 120_000).toISOString()));
    await caughtUp('IDENTITY', codeRedemptionsDurable);
    expect((await codeRow(accessCode.id)).redeemedAt).toBe(registeredAt);
    const [inbox] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM inbox_events WHERE event_id = :eventId', {
      eventId: event.id,
    });
    expect(inbox?.n).toBe(1);

    const detail = (await t.get(`/admin/clients/${client.id}`)).json();
    expect(detail.accessCodes[0]).toMatchObject({ state: 'redeemed', redeemedAt: registeredAt });
    expect((await reissue(client.id)).statusCode).toBe(409);
  });

  it('marks an invitation’s code e-mailed when notifications sends it, and ignores other e-mails', async () => {
    const { client, accessCode } = await t.addClient();
    const sentAt = new Date(Date.now() - 5_000).toISOString();
    const event = sent(`access-code:${accessCode.id}`, sentAt);
    await publish(sent(null, new Date().toISOString(), 'inquiry.team'));
    await publish(sent(`application:${accessCode.id}`));
    await publish(sent(`access-code:${randomUUID()}`));
    await publish(event);
    await vi.waitFor(async () => expect((await codeRow(accessCode.id)).emailedAt).not.toBeNull(), { timeout: 10_000 });
    expect((await codeRow(accessCode.id)).emailedAt).toBe(sentAt);

    await publish(event);
    await publish(sent(`access-code:${accessCode.id}`, new Date().toISOString()));
    await caughtUp('NOTIFICATIONS', invitationSentDurable);
    expect((await codeRow(accessCode.id)).emailedAt).toBe(sentAt);
    expect((await t.get(`/admin/clients/${client.id}`)).json().accessCodes[0]).toMatchObject({
      emailedAt: sentAt,
      state: 'active',
    });
  });

  it('dead-letters events that fail their schema and keeps applying the ones that follow', async () => {
    const { client, accessCode } = await t.addClient();
    const bad = registration(client.id, 'not-a-uuid');
    await publish(bad);
    await publish('this is not JSON', 'identity.client-account.registered.v1');
    await publish(registration(client.id, accessCode.id));
    await vi.waitFor(async () => expect((await codeRow(accessCode.id)).redeemedAt).not.toBeNull(), { timeout: 10_000 });
    await caughtUp('IDENTITY', codeRedemptionsDurable);
    const letters = await t.sql<{ eventId: string | null; reason: string }>(
      'SELECT event_id, reason FROM dead_letters WHERE consumer = :codeRedemptionsDurable ORDER BY dead_at',
      { codeRedemptionsDurable },
    );
    expect(letters.map((letter) => letter.reason)).toEqual(['schema', 'schema']);
    expect(letters[0]?.eventId).toBe(bad.id);
  });

  it('ignores a registration with a code it never issued', async () => {
    const { client, accessCode } = await t.addClient();
    const stranger = registration(client.id, randomUUID());
    await publish(stranger);
    await caughtUp('IDENTITY', codeRedemptionsDurable);
    expect((await codeRow(accessCode.id)).redeemedAt).toBeNull();
    const [inbox] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM inbox_events WHERE event_id = :eventId', {
      eventId: stranger.id,
    });
    expect(inbox?.n).toBe(1);
  });
});
