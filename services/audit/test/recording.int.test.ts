import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditTestService, envelopeOf, mentor, student } from './support.js';

const t = await auditTestService();

/** Every event version's sample envelope (services/contracts/src/events/samples), as its producer wrote it. */
const samplesFolder = new URL('../../contracts/src/events/samples/', import.meta.url);
const samples = readdirSync(samplesFolder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(new URL(file, samplesFolder), 'utf8')) as { type: string; data: unknown });

const postFacts = (postId: string, title: string) => ({
  postId,
  slug: `post-${postId.slice(0, 8)}`,
  title,
  published: true,
  occurredBy: null,
  previousSlug: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
});

describe('each event becomes one entry', () => {
  it.each(samples.map((sample) => [sample.type, sample] as const))(
    '%s is recorded as known, with its action and the record it is about',
    async (type, sample) => {
      const envelope = envelopeOf(type, sample.data, { actor: mentor });
      await t.publish(envelope);
      const entry = await t.recorded(envelope.id);
      const [, aggregate, event] = type.split('.');
      expect(entry).toMatchObject({
        type,
        known: true,
        action: `${aggregate}.${event}`,
        actorKind: 'team',
        actorId: (mentor as { id: string }).id,
        actorName: 'Morgan Mentor',
        actorRole: 'admin',
      });
      expect(entry.subjectType).toMatch(/^[a-z][a-z-]*$/);
      expect(entry.subjectId).not.toBeNull();
    },
  );

  it('names a post by its title and the person who published it by name and role', async () => {
    const postId = randomUUID();
    const envelope = envelopeOf('content.post.published.v1', postFacts(postId, 'Five ways to grow'), { actor: student });
    await t.publish(envelope);
    expect(await t.recorded(envelope.id)).toMatchObject({
      known: true,
      action: 'post.published',
      actorName: 'Sam Student',
      actorRole: 'member',
      subjectType: 'post',
      subjectId: postId,
      subjectLabel: 'Five ways to grow',
    });
  });

  it('keeps a role change’s before and after, on the person it changed', async () => {
    const sample = samples.find((s) => s.type === 'identity.team-member.role-changed.v1')!;
    const data = sample.data as { member: { userId: string; name: string }; before: string; after: string };
    const envelope = envelopeOf(sample.type, data, { actor: mentor });
    await t.publish(envelope);
    expect(await t.recorded(envelope.id)).toMatchObject({
      subjectType: 'team-member',
      subjectId: data.member.userId,
      subjectLabel: data.member.name,
      before: data.before,
      after: data.after,
    });
  });

  it('puts a client’s steps, contract and meetings on the client, named by its business name', async () => {
    const sample = samples.find((s) => s.type === 'messaging.meeting.scheduled.v1')!;
    const invited = samples.find((s) => s.type === 'onboarding.client.invited.v1')!;
    const clientId = randomUUID();
    const invitation = envelopeOf(invited.type, { ...(invited.data as object), clientId, businessName: 'Prairie Bakery' });
    await t.publish(invitation);
    await t.recorded(invitation.id);
    const meeting = envelopeOf(sample.type, { ...(sample.data as object), clientId }, { actor: mentor });
    await t.publish(meeting);
    expect(await t.recorded(meeting.id)).toMatchObject({
      subjectType: 'client',
      subjectId: clientId,
      subjectLabel: 'Prairie Bakery',
    });
  });

  it('records a client’s own doing as the client, and the system’s as the system', async () => {
    const clientId = randomUUID();
    const userId = randomUUID();
    const signed = envelopeOf(
      'onboarding.step.completed.v1',
      { clientId, stepCompleted: 3 },
      { actor: { kind: 'client', id: clientId, userId } },
    );
    const bySystem = envelopeOf('content.post.deleted.v1', { postId: randomUUID() });
    await t.publish(signed);
    await t.publish(bySystem);
    expect(await t.recorded(signed.id)).toMatchObject({ actorKind: 'client', actorId: userId, clientId, actorName: null });
    expect(await t.recorded(bySystem.id)).toMatchObject({ actorKind: 'system', actorId: null });
  });

  it('labels a record from the last event that named it when a later one does not', async () => {
    const postId = randomUUID();
    const named = envelopeOf('content.post.created.v1', postFacts(postId, 'First title'), {
      actor: student,
      occurredAt: '2026-11-20T10:00:00.000Z',
    });
    const renamed = envelopeOf('content.post.updated.v1', postFacts(postId, 'Better title'), {
      actor: student,
      occurredAt: '2026-11-20T11:00:00.000Z',
    });
    const unnamed = envelopeOf('content.post.deleted.v1', { postId }, { actor: mentor, occurredAt: '2026-11-20T12:00:00.000Z' });
    for (const envelope of [named, renamed]) {
      await t.publish(envelope);
      await t.recorded(envelope.id);
    }
    await t.publish(unnamed);
    expect(await t.recorded(unnamed.id)).toMatchObject({ subjectId: postId, subjectLabel: 'Better title' });
  });
});

describe('secrets', () => {
  it('are dropped from what is kept: links with tokens, passwords, access codes', async () => {
    const reset = samples.find((s) => s.type === 'identity.password-reset.requested.v1')!;
    const invited = samples.find((s) => s.type === 'onboarding.client.invited.v1')!;
    const invitation = samples.find((s) => s.type === 'identity.team-invitation.sent.v1')!;
    const envelopes = [reset, invited, invitation].map((sample) => envelopeOf(sample.type, sample.data, { actor: mentor }));
    for (const envelope of envelopes) await t.publish(envelope);
    const kept = await Promise.all(envelopes.map((envelope) => t.recorded(envelope.id)));
    const text = JSON.stringify(kept.map((entry) => entry.data));
    expect(text).not.toMatch(/"(resetUrl|acceptUrl|accessCode)"|MB-[A-Z0-9]{6}|token=/);
    expect(kept[0]!.data).toHaveProperty('email');
    expect(kept[1]!.data).toMatchObject({ businessName: expect.any(String) });
  });

  it('are dropped from an event kept raw too', async () => {
    const envelope = envelopeOf(
      'identity.widget.frobbed.v1',
      {
        widgetId: 'w-1',
        confirmUrl: 'https://x.example/#token=abc',
        apiSecret: 's',
        password: 'p',
        nested: { magicToken: 't', name: 'Kept' },
      },
      { actor: mentor },
    );
    await t.publish(envelope);
    const entry = await t.recorded(envelope.id);
    expect(entry.data).toEqual({ widgetId: 'w-1', nested: { name: 'Kept' } });
  });
});

describe('what the record does not know', () => {
  it('keeps an event of a type no contract defines, raw, with what can be read from it', async () => {
    const envelope = envelopeOf('leads.quote.drafted.v1', { quoteId: 'q-42', title: 'Website rebuild' }, { actor: student });
    await t.publish(envelope);
    expect(await t.recorded(envelope.id)).toMatchObject({
      known: false,
      action: 'quote.drafted',
      actorName: 'Sam Student',
      subjectType: 'quote',
      subjectId: 'q-42',
      subjectLabel: 'Website rebuild',
      data: { quoteId: 'q-42', title: 'Website rebuild' },
    });
  });

  it('keeps an event whose data fails its schema, raw, and dead-letters nothing', async () => {
    const bad = envelopeOf('content.post.published.v1', { postId: 'not-a-uuid', title: 42 }, { actor: mentor });
    const notAnObject = envelopeOf('content.post.published.v1', 'just text', { actor: mentor });
    await t.publish(bad);
    await t.publish(notAnObject);
    expect(await t.recorded(bad.id)).toMatchObject({
      known: false,
      subjectType: 'post',
      data: { postId: 'not-a-uuid', title: 42 },
    });
    expect(await t.recorded(notAnObject.id)).toMatchObject({ known: false, data: { value: 'just text' } });
    expect(await t.sql('SELECT event_id FROM dead_letters WHERE event_id IN (:a, :b)', { a: bad.id, b: notAnObject.id })).toEqual(
      [],
    );
  });
});

describe('redelivery', () => {
  it('records an event delivered three times once', async () => {
    const envelope = envelopeOf('content.post.unpublished.v1', postFacts(randomUUID(), 'Once'), { actor: mentor });
    await t.publish(envelope);
    await t.recorded(envelope.id);
    await t.publish(envelope);
    await t.publish(envelope);
    await t.caughtUp();
    expect(await t.sql('SELECT id FROM audit_entries WHERE id = :id', { id: envelope.id })).toHaveLength(1);
    expect(await t.sql('SELECT event_id FROM inbox_events WHERE event_id = :id', { id: envelope.id })).toHaveLength(1);
  });

  it('records it once even after its inbox row is gone (the entry is keyed by the event)', async () => {
    const envelope = envelopeOf('content.post.unpublished.v1', postFacts(randomUUID(), 'Pruned inbox'), { actor: mentor });
    await t.publish(envelope);
    await t.recorded(envelope.id);
    await t.sql('DELETE FROM inbox_events WHERE event_id = :id', { id: envelope.id });
    await t.publish(envelope);
    await t.caughtUp();
    await t.recorded(envelope.id);
    expect(await t.sql('SELECT id FROM audit_entries WHERE id = :id', { id: envelope.id })).toHaveLength(1);
  });
});

describe('the record is append-only', () => {
  it('refuses to change or delete an entry', async () => {
    const envelope = envelopeOf('content.post.deleted.v1', { postId: randomUUID() }, { actor: mentor });
    await t.publish(envelope);
    await t.recorded(envelope.id);
    await expect(
      t.sql("UPDATE audit_entries SET actor_name = 'Someone else' WHERE id = :id", { id: envelope.id }),
    ).rejects.toThrow(/append-only/);
    await expect(t.sql('DELETE FROM audit_entries WHERE id = :id', { id: envelope.id })).rejects.toThrow(/append-only/);
    expect(await t.entry(envelope.id)).toMatchObject({ actorName: 'Morgan Mentor' });
  });
});
