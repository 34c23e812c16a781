import { afterAll, describe, expect, it, vi } from 'vitest';
import { execute } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import { nudgeThread, scanUnread } from '../src/modules/nudges/nudges.service.js';
import { messagingTestService } from './support.js';

const t = await messagingTestService();
const orm = t.service.context.orm;

/** A second replica on the same database and streams, its own scanner idle too. */
const replica = await t.another();
afterAll(() => replica.app.close());

const minute = 60_000;
const rules = { afterMs: 30 * minute, repeatMs: 60 * minute };

interface Nudged {
  clientId: string;
  recipient: 'client' | 'team';
  unreadCount: number;
  oldestUnreadAt: string;
  upToSeq: number;
  clientEmail: string;
  contactName: string;
  businessName: string;
}

const nudges = async () =>
  (await t.eventsOf('messaging.unread.nudged.v1')).map((event) => event.envelope.data as unknown as Nudged);

const fromClient = async (clientId: string, message = 'Any news on the homepage?') =>
  (await t.send('POST', '/client/messages', t.clientToken(clientId), { message })).json<{ seq: number; createdAt: string }>();
const fromTeam = async (clientId: string, message = 'The first draft is ready.') =>
  (await t.send('POST', `/admin/clients/${clientId}/messages`, t.adminToken(), { message })).json<{
    seq: number;
    createdAt: string;
  }>();

/** Moves a message back in time, as if it had been sent `minutes` ago. */
const age = (seq: number, minutes: number) =>
  t.sql(`UPDATE messages SET created_at = now() - :minutes * interval '1 minute' WHERE seq = :seq`, { minutes, seq });
/** Moves the thread side's last nudge back in time. */
const ageNudge = (clientId: string, recipient: string, minutes: number) =>
  t.sql(
    `UPDATE nudges SET last_nudged_at = last_nudged_at - :minutes * interval '1 minute'
     WHERE client_id = :clientId AND recipient = :recipient`,
    { minutes, clientId, recipient },
  );

describe('the unread nudge', () => {
  it('asks once to e-mail the team about a client’s messages left unread past the delay, with the count and no text', async () => {
    const clientId = await t.addClient({
      businessName: 'Prairie Bakery',
      contactName: 'Ada Lovelace',
      email: 'ada@bakery.example',
    });
    const first = await fromClient(clientId);
    const second = await fromClient(clientId);
    await age(first.seq, 45);
    await age(second.seq, 5);

    expect(await scanUnread(orm, rules)).toBe(1);
    const [nudge, ...more] = await nudges();
    expect(more).toEqual([]);
    expect(messagingEvents.unreadNudged.data.parse(nudge)).toEqual(nudge);
    expect(nudge).toEqual({
      clientId,
      recipient: 'team',
      unreadCount: 2,
      oldestUnreadAt: expect.any(String),
      upToSeq: second.seq,
      clientEmail: 'ada@bakery.example',
      contactName: 'Ada Lovelace',
      businessName: 'Prairie Bakery',
    });
    expect(Date.now() - new Date(nudge!.oldestUnreadAt).getTime()).toBeGreaterThan(44 * minute);
    expect(JSON.stringify(nudge)).not.toContain('homepage');

    // Nothing new: the next scans leave it.
    expect(await scanUnread(orm, rules)).toBe(0);
    expect(await nudges()).toHaveLength(1);
  });

  it('asks to e-mail the client about the team’s messages it left unread, and never about a side’s own messages', async () => {
    const clientId = await t.addClient();
    const sent = await fromTeam(clientId);
    await age(sent.seq, 31);
    expect(await scanUnread(orm, rules)).toBe(1);
    expect(await nudges()).toEqual([
      expect.objectContaining({ clientId, recipient: 'client', unreadCount: 1, upToSeq: sent.seq }),
    ]);
  });

  it('does not e-mail a client that has not finished onboarding (its dashboard is not open to it), but tells the team', async () => {
    const clientId = await t.addClient();
    await t.sql('UPDATE clients SET onboarding_complete = false WHERE id = :clientId', { clientId });
    const fromUs = await fromTeam(clientId);
    const fromThem = await fromClient(clientId);
    await age(fromUs.seq, 45);
    await age(fromThem.seq, 45);

    expect(await scanUnread(orm, rules)).toBe(1);
    expect((await nudges()).map((nudge) => nudge.recipient)).toEqual(['team']);
    expect(await nudgeThread(orm, { clientId, recipient: 'client' }, rules)).toBe(false);

    // Once it has, the team's message left unread is owed its nudge.
    await t.sql('UPDATE clients SET onboarding_complete = true WHERE id = :clientId', { clientId });
    expect(await scanUnread(orm, rules)).toBe(1);
    expect((await nudges()).map((nudge) => nudge.recipient)).toEqual(['team', 'client']);
  });

  it('waits for the delay', async () => {
    const clientId = await t.addClient();
    const sent = await fromClient(clientId);
    await age(sent.seq, 29);
    expect(await scanUnread(orm, rules)).toBe(0);
    expect(await nudges()).toEqual([]);
  });

  it('never nudges about messages already read', async () => {
    const clientId = await t.addClient();
    const byClient = await fromClient(clientId);
    const byTeam = await fromTeam(clientId);
    await age(byClient.seq, 90);
    await age(byTeam.seq, 90);
    expect((await t.send('POST', `/admin/clients/${clientId}/messages/read`, t.adminToken())).statusCode).toBe(200);
    expect((await t.send('POST', '/client/messages/read', t.clientToken(clientId))).statusCode).toBe(200);
    expect(await scanUnread(orm, rules)).toBe(0);
    expect(await nudges()).toEqual([]);
  });

  it('does not nudge about a message read while the scan holds the thread, nor read it before the nudge is recorded', async () => {
    const clientId = await t.addClient();
    const sent = await fromClient(clientId);
    await age(sent.seq, 40);
    // The read mark comes first and holds the thread: the scan skips it, and the next finds nothing unread.
    const em = replica.context.orm.em.fork();
    await em.begin();
    let scanned: boolean | undefined;
    try {
      await execute(em, 'SELECT 1 FROM clients WHERE id = :clientId FOR SHARE', { clientId });
      scanned = await nudgeThread(orm, { clientId, recipient: 'team' }, rules);
      await execute(em, 'UPDATE messages SET read_by_team_at = now() WHERE seq = :seq', { seq: sent.seq });
    } finally {
      await em.commit();
    }
    expect(scanned).toBe(false);
    expect(await scanUnread(orm, rules)).toBe(0);
    expect(await nudges()).toEqual([]);
  });

  it('nudges at most once per thread and side within the repeat window, and again for a newer message after it', async () => {
    const clientId = await t.addClient();
    const first = await fromClient(clientId);
    await age(first.seq, 40);
    expect(await scanUnread(orm, rules)).toBe(1);

    // A newer message, itself past the delay, within the hour: no second nudge yet.
    const second = await fromClient(clientId);
    await age(second.seq, 35);
    await ageNudge(clientId, 'team', 50);
    expect(await scanUnread(orm, rules)).toBe(0);

    // The hour is over: the newer message gets its nudge, counting both.
    await ageNudge(clientId, 'team', 11);
    expect(await scanUnread(orm, rules)).toBe(1);
    expect((await nudges()).map((nudge) => [nudge.unreadCount, nudge.upToSeq])).toEqual([
      [1, first.seq],
      [2, second.seq],
    ]);

    // Past the window again with nothing newer: the same messages are not nudged about twice.
    await ageNudge(clientId, 'team', 120);
    expect(await scanUnread(orm, rules)).toBe(0);

    // The other side has its own window.
    const answer = await fromTeam(clientId);
    await age(answer.seq, 31);
    expect(await scanUnread(orm, rules)).toBe(1);
    expect((await nudges()).map((nudge) => nudge.recipient)).toEqual(['team', 'team', 'client']);
  });

  it('records one nudge per thread when replicas scan at the same time', async () => {
    const threads = await Promise.all(Array.from({ length: 8 }, () => t.addClient()));
    for (const clientId of threads) {
      await age((await fromClient(clientId)).seq, 45);
      await age((await fromTeam(clientId)).seq, 45);
    }
    const replicaOrm = replica.context.orm;
    const passes = await Promise.all([
      scanUnread(orm, rules),
      scanUnread(replicaOrm, rules),
      scanUnread(orm, rules),
      scanUnread(replicaOrm, rules),
    ]);
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(16);
    const recorded = await nudges();
    expect(recorded).toHaveLength(16);
    expect(new Set(recorded.map((nudge) => `${nudge.clientId}:${nudge.recipient}`)).size).toBe(16);

    // One thread, many attempts at once on both replicas: one nudge.
    const clientId = await t.addClient();
    await age((await fromClient(clientId)).seq, 45);
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => nudgeThread(i % 2 ? replicaOrm : orm, { clientId, recipient: 'team' }, rules)),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect((await nudges()).filter((nudge) => nudge.clientId === clientId)).toHaveLength(1);
  });

  it('runs by itself on every replica every UNREAD_NUDGE_SCAN_MS, after UNREAD_NUDGE_AFTER_MS', async () => {
    const clientId = await t.addClient();
    await fromClient(clientId);
    const quick = { UNREAD_NUDGE_AFTER_MS: '300', UNREAD_NUDGE_SCAN_MS: '50', UNREAD_NUDGE_REPEAT_MS: '3600000' };
    const replicas = await Promise.all([t.another(quick), t.another(quick)]);
    try {
      await vi.waitFor(async () => expect(await nudges()).toHaveLength(1), { timeout: 10_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await nudges()).toEqual([expect.objectContaining({ clientId, recipient: 'team', unreadCount: 1 })]);
    } finally {
      await Promise.all(replicas.map((built) => built.app.close()));
    }
  });
});
