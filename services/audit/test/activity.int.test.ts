import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@agency/contracts';
import { auditTestService, envelopeOf, mentor, student } from './support.js';

const t = await auditTestService();

const client: Actor = { kind: 'client', id: randomUUID(), userId: randomUUID() };
const clientId = (client as { id: string }).id;
const mentorId = (mentor as { id: string }).id;
const studentId = (student as { id: string }).id;

const post = (postId: string, title: string) => ({
  postId,
  slug: `p-${postId.slice(0, 8)}`,
  title,
  published: true,
  occurredBy: null,
  previousSlug: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
});

/** Twelve entries over three days: the mentor's posts, the student's drafts, a client's step, one raw event. */
const recorded: string[] = [];
const postId = randomUUID();
const events = [
  envelopeOf('content.post.created.v1', post(postId, '=HYPERLINK("http://evil.example")'), {
    actor: student,
    occurredAt: '2026-11-01T09:00:00.000Z',
  }),
  ...Array.from({ length: 8 }, (_, i) =>
    envelopeOf('content.post.updated.v1', post(postId, '=HYPERLINK("http://evil.example")'), {
      actor: student,
      occurredAt: `2026-11-02T1${i}:00:00.000Z`,
    }),
  ),
  envelopeOf('content.post.published.v1', post(postId, '=HYPERLINK("http://evil.example")'), {
    actor: mentor,
    occurredAt: '2026-11-03T09:00:00.000Z',
  }),
  envelopeOf(
    'onboarding.client.invited.v1',
    { clientId, businessName: 'Prairie Bakery' },
    { actor: mentor, occurredAt: '2026-11-03T10:00:00.000Z' },
  ),
  envelopeOf('onboarding.contract.signed.v1', { clientId }, { actor: client, occurredAt: '2026-11-03T11:00:00.000Z' }),
];
for (const envelope of events) {
  await t.publish(envelope);
  recorded.push(envelope.id);
}
for (const id of recorded) await t.recorded(id);

const get = (url: string, bearer = t.bearer.admin) => t.app.inject({ method: 'GET', url, headers: { authorization: bearer } });

interface Page {
  items: Array<{
    id: string;
    occurredAt: string;
    actor: { id: string | null; name: string | null };
    subject: { label: string | null };
  }>;
  total: number;
}

describe('GET /activity', () => {
  it('lists every entry newest first, a page at a time', async () => {
    const first = (await get('/activity?pageSize=5')).json<Page>();
    const second = (await get('/activity?pageSize=5&page=2')).json<Page>();
    const third = (await get('/activity?pageSize=5&page=3')).json<Page>();
    expect(first.total).toBe(12);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([5, 5, 2]);
    const all = [...first.items, ...second.items, ...third.items];
    expect(all.map((item) => item.id)).toEqual([...recorded].reverse());
    expect(all[0]).toMatchObject({ actor: { kind: 'client', id: (client as { userId: string }).userId, clientId } });
  });

  it('filters by person, by kind of person, by kind of record and by dates', async () => {
    const byStudent = (await get(`/activity?actorId=${studentId}`)).json<Page>();
    expect(byStudent.total).toBe(9);
    expect(byStudent.items.every((item) => item.actor.name === 'Sam Student')).toBe(true);
    expect((await get(`/activity?actorId=${mentorId}&subjectType=client`)).json<Page>().total).toBe(1);
    expect((await get('/activity?actorKind=client')).json<Page>().total).toBe(1);
    expect((await get('/activity?subjectType=post')).json<Page>().total).toBe(10);
    const day = (await get('/activity?from=2026-11-02T00:00:00.000Z&to=2026-11-03T00:00:00.000Z')).json<Page>();
    expect(day.total).toBe(8);
  });

  it('refuses a range that ends before it starts, and bad filters, with 400', async () => {
    const reversed = await get('/activity?from=2026-11-03T00:00:00.000Z&to=2026-11-02T00:00:00.000Z');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'AUDIT_BAD_DATE_RANGE' });
    for (const query of ['pageSize=1000', 'page=0', 'actorKind=robot', 'from=yesterday', 'subjectType=Post!']) {
      expect((await get(`/activity?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /activity/people', () => {
  it('lists the team by the name they acted under, then clients by their business name', async () => {
    const people = (await get('/activity/people')).json<
      Array<{ kind: string; id: string; name: string | null; role: string | null }>
    >();
    expect(people).toEqual([
      { kind: 'team', id: mentorId, name: 'Morgan Mentor', role: 'admin' },
      { kind: 'team', id: studentId, name: 'Sam Student', role: 'member' },
      { kind: 'client', id: (client as { userId: string }).userId, name: 'Prairie Bakery', role: null },
    ]);
  });
});

describe('GET /activity/export', () => {
  it('answers the filtered entries as CSV, every formula neutralised', async () => {
    const answer = await get(`/activity/export?actorId=${mentorId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^When \(UTC\),Who,Role,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2026-11-03 10:00:00,Morgan Mentor,admin');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(answer.body).not.toMatch(/,=HYPERLINK/);
  });
});

describe('GET /history/{subjectType}/{subjectId}', () => {
  it('answers one record’s entries newest first, for admins and members', async () => {
    for (const bearer of [t.bearer.admin, t.bearer.member]) {
      const history = (await get(`/history/post/${postId}`, bearer)).json<Page['items']>();
      expect(history).toHaveLength(10);
      expect(history[0]).toMatchObject({
        actor: { name: 'Morgan Mentor' },
        subject: { label: expect.stringContaining('HYPERLINK') },
      });
    }
    const clientHistory = (await get(`/history/client/${clientId}`)).json<Array<{ action: string; known: boolean }>>();
    expect(clientHistory).toEqual([
      expect.objectContaining({ action: 'contract.signed', known: false }),
      expect.objectContaining({ action: 'client.invited' }),
    ]);
  });

  it('answers an empty list for a record nothing was recorded about', async () => {
    const answer = await get(`/history/inquiry/${randomUUID()}`, t.bearer.member);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });
});
