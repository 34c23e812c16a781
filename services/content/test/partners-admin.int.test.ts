import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();
// A replica whose read cache keeps answers for a minute: a change must clear it, not wait it out.
const cached = await t.another({ READ_CACHE_TTL_MS: '60000' });
afterAll(() => cached.app.close());

const logoUrl = '/api/content/media/northwind.png';

/** A call to the caching replica, as the admin unless told. */
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, caller: 'admin' | 'member' = 'admin') =>
  cached.app.inject({
    method,
    url,
    headers: { ...t.headersOf(caller), ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

const marquee = async () => (await cached.app.inject({ url: '/partners' })).json<Array<{ name: string }>>().map((p) => p.name);
const authors = async () =>
  (await cached.app.inject({ url: '/team-members' })).json<Array<{ name: string }>>().map((m) => m.name);

const events = (type: string) =>
  t.sql<{ data: Record<string, unknown>; actor: Record<string, unknown> }>(
    "SELECT envelope->'data' AS data, envelope->'actor' AS actor FROM outbox_events WHERE type = :type ORDER BY occurred_at",
    { type },
  );

beforeEach(async () => {
  await t.reset();
  await t.addMedia('northwind.png', 320, 120);
});

describe('partners, managed by admins', () => {
  it('adds, lists, changes and deletes a partner; the marquee follows at once, and each change is on the record', async () => {
    expect(await marquee()).toEqual([]);
    const created = await call('POST', '/admin/partners', { name: '  Northwind Timber ', logoUrl, active: true });
    expect(created.statusCode, created.body).toBe(201);
    const partner = created.json<{ id: string }>();
    expect(partner).toMatchObject({ name: 'Northwind Timber', logo: { url: logoUrl, width: 320, height: 120 }, active: true });
    expect(await marquee()).toEqual(['Northwind Timber']);

    await call('POST', '/admin/partners', { name: 'Harbour Bakery', logoUrl: 'https://img.example.com/h.png', active: false });
    // The team's list shows inactive ones too; searched and paged.
    const all = await call('GET', '/admin/partners?pageSize=1', undefined, 'member');
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageCount: 2, items: [{ name: 'Harbour Bakery', active: false }] });
    // A page past the last is empty, and still says how many there are.
    const past = await call('GET', '/admin/partners?pageSize=1&page=5');
    expect(past.json()).toMatchObject({ total: 2, page: 5, pageCount: 2, items: [] });
    const found = await call('GET', '/admin/partners?q=TIMBER');
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: partner.id }] });
    const none = await call('GET', '/admin/partners?q=%25');
    expect(none.json()).toMatchObject({ total: 0, items: [], pageCount: 0 });

    const updated = await call('PUT', `/admin/partners/${partner.id}`, { name: 'Northwind Timber Co.', logoUrl, active: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Northwind Timber Co.', active: false });
    expect(await marquee()).toEqual([]);

    const deleted = await call('DELETE', `/admin/partners/${partner.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/admin/partners')).json()).toMatchObject({ total: 1 });
    expect((await call('DELETE', `/admin/partners/${partner.id}`)).json()).toMatchObject({ code: 'CONTENT_PARTNER_NOT_FOUND' });

    const actor = { kind: 'team', id: t.principals.admin.sub, role: 'admin' };
    const [createdEvent] = await events('content.partner.created.v1');
    expect(createdEvent).toMatchObject({ data: { partnerId: partner.id, name: 'Northwind Timber', active: true }, actor });
    expect(await events('content.partner.updated.v1')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ name: 'Northwind Timber Co.', active: false }),
        actor: expect.objectContaining(actor),
      }),
    ]);
    expect(await events('content.partner.deleted.v1')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ partnerId: partner.id, name: 'Northwind Timber Co.' }) }),
    ]);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const created = await call('POST', '/admin/partners', { name: 'Northwind', logoUrl, active: true });
    const { id } = created.json<{ id: string }>();
    const bad = [
      { name: '   ', logoUrl, active: true },
      { name: 'x'.repeat(121), logoUrl, active: true },
      { name: 'Sneaky', logoUrl: 'javascript:alert(1)', active: true },
      { name: 'Sneaky', logoUrl: 'http://insecure.example/logo.png', active: true },
      { name: 'Sneaky', logoUrl, active: 'yes' },
      { name: 'Sneaky', logoUrl, active: true, featured: true },
      { name: 'Sneaky' },
    ];
    for (const body of bad) {
      expect((await call('POST', '/admin/partners', body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await call('PUT', `/admin/partners/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', '/admin/partners/not-an-id', { name: 'A', logoUrl, active: true })).statusCode).toBe(400);
    expect((await call('GET', '/admin/partners?pageSize=101')).statusCode).toBe(400);
    expect((await call('GET', '/admin/partners?page=0')).statusCode).toBe(400);
    expect(await t.count('partners')).toBe(1);
    expect((await call('GET', '/admin/partners')).json()).toMatchObject({ items: [{ name: 'Northwind', active: true }] });
    expect(await events('content.partner.updated.v1')).toEqual([]);
  });
});

describe('team members, managed by admins', () => {
  it('adds, changes and deletes a team member; the authors list and posts’ bylines follow at once', async () => {
    const created = await call('POST', '/admin/team-members', {
      name: 'Priya Patel',
      role: 'Developer',
      avatarUrl: null,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toMatchObject({ name: 'Priya Patel', role: 'Developer', avatar: null, active: true, postCount: 0 });
    expect(await authors()).toEqual(['Priya Patel']);

    const post = await call('POST', '/admin/posts', postInput(id, { slug: 'by-priya', published: true }));
    expect(post.statusCode, post.body).toBe(201);
    const byline = async () =>
      (await cached.app.inject({ url: '/posts/by-priya' })).json<{ author: { name: string } }>().author.name;
    expect(await byline()).toBe('Priya Patel');

    const renamed = await call('PUT', `/admin/team-members/${id}`, {
      name: 'Priya Shah',
      role: 'Lead developer',
      avatarUrl: logoUrl,
      active: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Priya Shah', avatar: { url: logoUrl, width: 320 }, postCount: 1 });
    expect(await byline()).toBe('Priya Shah');

    // The author of a post is not deleted: the answer says what depends on them, and nothing changes.
    const refused = await call('DELETE', `/admin/team-members/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTENT_TEAM_MEMBER_IN_USE', message: expect.stringContaining('1 post') });
    expect(await t.count('team_members')).toBe(1);
    expect(await events('content.team-member.deleted.v1')).toEqual([]);

    // Deactivated instead: no longer offered as an author.
    await call('PUT', `/admin/team-members/${id}`, {
      name: 'Priya Shah',
      role: 'Lead developer',
      avatarUrl: logoUrl,
      active: false,
    });
    expect(await authors()).toEqual([]);
    expect((await call('GET', '/admin/team-members?page=2', undefined, 'member')).json()).toMatchObject({ total: 1, items: [] });
    expect((await call('GET', '/admin/team-members?q=shah', undefined, 'member')).json()).toMatchObject({
      total: 1,
      items: [{ id, active: false, postCount: 1 }],
    });

    const spare = (
      await call('POST', '/admin/team-members', { name: 'Leo Park', role: 'Designer', avatarUrl: null, active: true })
    ).json<{
      id: string;
    }>();
    expect((await call('DELETE', `/admin/team-members/${spare.id}`)).statusCode).toBe(204);
    expect(await authors()).toEqual([]);

    const actor = { kind: 'team', id: t.principals.admin.sub, role: 'admin' };
    expect(await events('content.team-member.created.v1')).toHaveLength(2);
    expect((await events('content.team-member.updated.v1')).map((e) => e.data.active)).toEqual([true, false]);
    const [gone] = await events('content.team-member.deleted.v1');
    expect(gone).toMatchObject({ data: { teamMemberId: spare.id, name: 'Leo Park' }, actor });
  });

  it('refuses bad input with a 400 and a member’s change with a 403, changing nothing', async () => {
    const { id } = (
      await call('POST', '/admin/team-members', { name: 'Priya', role: 'Developer', avatarUrl: null, active: true })
    ).json<{
      id: string;
    }>();
    const bad = [
      { name: 'Priya', role: '', avatarUrl: null, active: true },
      { name: 'Priya', role: 'Dev', avatarUrl: '/etc/passwd', active: true },
      { name: 'Priya', role: 'Dev', active: true },
    ];
    for (const body of bad) {
      expect((await call('POST', '/admin/team-members', body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await call('PUT', `/admin/team-members/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const byMember = await call(
      'PUT',
      `/admin/team-members/${id}`,
      { name: 'Hacked', role: 'Dev', avatarUrl: null, active: true },
      'member',
    );
    expect(byMember.statusCode).toBe(403);
    expect(await t.count('team_members')).toBe(1);
    expect((await call('GET', '/admin/team-members')).json()).toMatchObject({ items: [{ name: 'Priya', role: 'Developer' }] });
  });
});
