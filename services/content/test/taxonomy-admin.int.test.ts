import { beforeEach, describe, expect, it } from 'vitest';
import { contentTestService, postInput } from './support.js';

const t = await contentTestService();

let author: string;

beforeEach(async () => {
  await t.reset();
  author = await t.addMember('Ada Lovelace');
});

/** A published post, filed under `categoryId` with `tags`; answers its id. */
async function addPost(slug: string, { categoryId = null as string | null, tags = [] as string[] } = {}) {
  const response = await t.call('POST', '/admin/posts', postInput(author, { slug, published: true, categoryId, tags }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const events = async (type: string) => (await t.outbox()).filter((event) => event.type === type).map((event) => event.data);
const tagIdOf = async (slug: string) => (await t.sql<{ id: string }>('SELECT id FROM tags WHERE slug = :slug', { slug }))[0]!.id;
const publicSlugs = async (query: string) =>
  (await t.call('GET', `/posts?${query}`, undefined, 'anonymous'))
    .json<{ items: { slug: string }[] }>()
    .items.map((post) => post.slug)
    .sort();

describe('categories in the back office', () => {
  it('lists categories by name with their post counts, searched and paged', async () => {
    const seo = await t.addCategory('SEO', 'seo');
    await t.addCategory('Local search', 'local-search');
    await t.addCategory('Design', 'design');
    await addPost('one', { categoryId: seo });
    await addPost('two', { categoryId: seo });

    const all = await t.call('GET', '/admin/categories', undefined, 'member');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      items: [
        { id: expect.any(String), name: 'Design', slug: 'design', postCount: 0 },
        { id: expect.any(String), name: 'Local search', slug: 'local-search', postCount: 0 },
        { id: seo, name: 'SEO', slug: 'seo', postCount: 2 },
      ],
      total: 3,
      page: 1,
      pageSize: 20,
    });
    const searched = await t.call('GET', '/admin/categories?q=SEARCH');
    expect(searched.json().items.map((item: { name: string }) => item.name)).toEqual(['Local search']);
    const second = await t.call('GET', '/admin/categories?page=2&pageSize=2');
    expect(second.json()).toMatchObject({ items: [{ name: 'SEO' }], total: 3, page: 2, pageSize: 2 });
    const past = await t.call('GET', '/admin/categories?page=9&pageSize=2');
    expect(past.json()).toMatchObject({ items: [], total: 3 });
    expect((await t.call('GET', '/admin/categories?q=100%25')).json().total).toBe(0);
    expect((await t.call('GET', '/admin/categories?pageSize=101')).statusCode).toBe(400);
  });

  it('renames a category, its slug following, the old slug still filtering the blog, with the event', async () => {
    const id = await t.addCategory('Local search', 'local-search');
    await addPost('maps', { categoryId: id });
    expect(await publicSlugs('category=local-search')).toEqual(['maps']);

    const renamed = await t.call('PUT', `/admin/categories/${id}`, { name: 'Local SEO' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'Local SEO', slug: 'local-seo' });
    expect((await t.call('GET', '/posts/maps', undefined, 'anonymous')).json().category).toEqual({
      id,
      name: 'Local SEO',
      slug: 'local-seo',
    });
    expect(await publicSlugs('category=local-seo')).toEqual(['maps']);
    expect(await publicSlugs('category=local-search')).toEqual(['maps']);
    expect(await events('content.category.renamed.v1')).toEqual([
      {
        categoryId: id,
        before: 'Local search',
        after: 'Local SEO',
        previousSlug: 'local-search',
        name: 'Local SEO',
        slug: 'local-seo',
      },
    ]);

    // A new category that takes the old slug has it for itself.
    const created = await t.call('POST', '/admin/categories', { name: 'Local search' });
    expect(created.statusCode).toBe(201);
    expect(await publicSlugs('category=local-search')).toEqual([]);
  });

  it('refuses a name another category has (409 CONTENT_CATEGORY_TAKEN), a name without letters and an unknown id, changing nothing', async () => {
    const id = await t.addCategory('Local search', 'local-search');
    await t.addCategory('SEO', 'seo');
    const taken = await t.call('PUT', `/admin/categories/${id}`, { name: 'seo' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONTENT_CATEGORY_TAKEN');
    expect((await t.call('PUT', `/admin/categories/${id}`, { name: '!!' })).statusCode).toBe(400);
    expect((await t.call('PUT', `/admin/categories/${id}`, { name: '' })).statusCode).toBe(400);
    const unknown = await t.call('PUT', '/admin/categories/00000000-0000-4000-8000-000000000000', { name: 'Other' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONTENT_CATEGORY_NOT_FOUND');
    expect(await t.sql('SELECT name, slug FROM categories ORDER BY slug')).toEqual([
      { name: 'Local search', slug: 'local-search' },
      { name: 'SEO', slug: 'seo' },
    ]);
    expect(await events('content.category.renamed.v1')).toEqual([]);
  });

  it('refuses to delete a category posts use, saying how many, and changes nothing', async () => {
    const id = await t.addCategory('SEO', 'seo');
    await addPost('one', { categoryId: id });
    await addPost('two', { categoryId: id });
    const refused = await t.call('DELETE', `/admin/categories/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTENT_CATEGORY_IN_USE', message: expect.stringContaining('2 posts use') });
    expect(await t.count('categories')).toBe(1);
    expect(await publicSlugs('category=seo')).toEqual(['one', 'two']);
    expect(await events('content.category.deleted.v1')).toEqual([]);
  });

  it('moves the posts to another category and deletes, in one step, with the event', async () => {
    const id = await t.addCategory('Local search', 'local-search');
    const into = await t.addCategory('SEO', 'seo');
    await addPost('one', { categoryId: id });
    await addPost('two', { categoryId: id });
    await addPost('three', { categoryId: into });

    expect((await t.call('DELETE', `/admin/categories/${id}?moveTo=${id}`)).json().code).toBe('CONTENT_CATEGORY_MOVE_INVALID');
    expect((await t.call('DELETE', `/admin/categories/${id}?moveTo=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect(await t.count('categories')).toBe(2);

    const deleted = await t.call('DELETE', `/admin/categories/${id}?moveTo=${into}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.count('categories')).toBe(1);
    expect(await publicSlugs('category=seo')).toEqual(['one', 'three', 'two']);
    // Links to the old filter find the moved posts.
    expect(await publicSlugs('category=local-search')).toEqual(['one', 'three', 'two']);
    expect(await events('content.category.deleted.v1')).toEqual([
      {
        categoryId: id,
        name: 'Local search',
        slug: 'local-search',
        movedPosts: 2,
        movedTo: { categoryId: into, name: 'SEO', slug: 'seo' },
      },
    ]);
  });

  it('deletes an unused category', async () => {
    const id = await t.addCategory('Empty', 'empty');
    expect((await t.call('DELETE', `/admin/categories/${id}`)).statusCode).toBe(204);
    expect(await t.count('categories')).toBe(0);
    expect(await events('content.category.deleted.v1')).toEqual([
      { categoryId: id, name: 'Empty', slug: 'empty', movedPosts: 0, movedTo: null },
    ]);
    expect((await t.call('DELETE', `/admin/categories/${id}`)).statusCode).toBe(404);
  });
});

describe('tags in the back office', () => {
  it('lists tags with their post counts, searched and paged', async () => {
    await addPost('one', { tags: ['SEO', 'Maps'] });
    await addPost('two', { tags: ['SEO'] });
    const all = await t.call('GET', '/admin/tags', undefined, 'member');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      items: [
        { name: 'Maps', slug: 'maps', postCount: 1 },
        { name: 'SEO', slug: 'seo', postCount: 2 },
      ],
      total: 2,
    });
    expect((await t.call('GET', '/admin/tags?q=ma')).json().items).toHaveLength(1);
    expect((await t.call('GET', '/admin/tags?page=2&pageSize=1')).json()).toMatchObject({ items: [{ name: 'SEO' }], total: 2 });
  });

  it('renames a tag, its slug following, with the event; a taken name is 409 CONTENT_TAG_TAKEN', async () => {
    await addPost('one', { tags: ['Javascript', 'SEO'] });
    const id = await tagIdOf('javascript');
    const renamed = await t.call('PUT', `/admin/tags/${id}`, { name: 'JS tips' });
    expect(renamed.json()).toEqual({ id, name: 'JS tips', slug: 'js-tips' });
    expect(await publicSlugs('tag=js-tips')).toEqual(['one']);
    expect(await events('content.tag.renamed.v1')).toEqual([
      { tagId: id, before: 'Javascript', after: 'JS tips', previousSlug: 'javascript', name: 'JS tips', slug: 'js-tips' },
    ]);
    const taken = await t.call('PUT', `/admin/tags/${id}`, { name: 'seo' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONTENT_TAG_TAKEN');
    expect((await t.sql('SELECT slug FROM tags ORDER BY slug')).map((row) => row.slug)).toEqual(['js-tips', 'seo']);
  });

  it('keeps an old tag slug filtering the blog after renames and a merge, until a tag takes it again', async () => {
    await addPost('one', { tags: ['Javascript'] });
    await addPost('two', { tags: ['Web'] });
    const id = await tagIdOf('javascript');
    await t.call('PUT', `/admin/tags/${id}`, { name: 'JS' });
    await t.call('PUT', `/admin/tags/${id}`, { name: 'JS tips' });
    expect(await publicSlugs('tag=javascript')).toEqual(['one']);
    expect(await publicSlugs('tag=js')).toEqual(['one']);
    expect(await publicSlugs('tag=js-tips')).toEqual(['one']);

    // Merged into Web: every slug the tag ever had leads to Web.
    const web = await tagIdOf('web');
    expect((await t.call('POST', `/admin/tags/${id}/merge`, { into: web })).statusCode).toBe(200);
    for (const slug of ['javascript', 'js', 'js-tips', 'web']) expect(await publicSlugs(`tag=${slug}`)).toEqual(['one', 'two']);

    // A new tag named like an old one has its slug for itself.
    await addPost('three', { tags: ['JS'] });
    expect(await publicSlugs('tag=js')).toEqual(['three']);
    expect(await publicSlugs('tag=javascript')).toEqual(['one', 'two']);
  });

  it('merges a tag into another: its posts keep a tag (once each), it is gone, with the event', async () => {
    await addPost('one', { tags: ['JS'] });
    await addPost('two', { tags: ['JS', 'JavaScript'] });
    await addPost('three', { tags: ['JavaScript'] });
    const js = await tagIdOf('js');
    const into = await tagIdOf('javascript');

    expect((await t.call('POST', `/admin/tags/${js}/merge`, { into: js })).json().code).toBe('CONTENT_TAG_MERGE_INVALID');
    expect((await t.call('POST', `/admin/tags/${js}/merge`, { into: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect(await t.count('tags')).toBe(2);

    const merged = await t.call('POST', `/admin/tags/${js}/merge`, { into });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toEqual({ id: into, name: 'JavaScript', slug: 'javascript' });
    expect(await publicSlugs('tag=javascript')).toEqual(['one', 'three', 'two']);
    // The merged-away tag's link leads to the tag it became part of.
    expect(await publicSlugs('tag=js')).toEqual(['one', 'three', 'two']);
    expect(await t.count('tags')).toBe(1);
    expect(await t.count('post_tags')).toBe(3);
    expect(await events('content.tag.merged.v1')).toEqual([
      { tagId: js, name: 'JS', slug: 'js', into: { tagId: into, name: 'JavaScript', slug: 'javascript' }, movedPosts: 2 },
    ]);
  });

  it('a pending revision names the tag its post will carry after a merge or a rename', async () => {
    const postId = await addPost('one', { tags: ['JS'] });
    await t.sql(
      `INSERT INTO post_revisions (post_id, fields, status, created_by_user_id, created_by_email, created_by_name, submitted_at)
       VALUES (:postId, :fields::jsonb, 'in_review', gen_random_uuid(), 'sam@students.example', 'Sam Student', now())`,
      { postId, fields: JSON.stringify(postInput(author, { slug: 'one', tags: ['JS', 'Maps', 'JavaScript'] })) },
    );
    await addPost('two', { tags: ['JavaScript', 'Maps'] });
    await t.call('POST', `/admin/tags/${await tagIdOf('js')}/merge`, { into: await tagIdOf('javascript') });
    await t.call('PUT', `/admin/tags/${await tagIdOf('maps')}`, { name: 'Google Maps' });
    const [revision] = await t.sql<{ tags: string[] }>("SELECT fields->'tags' AS tags FROM post_revisions");
    expect(revision!.tags).toEqual(['JavaScript', 'Google Maps']);
  });

  it('deletes an unused tag and refuses a used one, saying how many posts use it', async () => {
    await addPost('one', { tags: ['SEO'] });
    const used = await tagIdOf('seo');
    const unused = await t.addTag('Stale');
    const refused = await t.call('DELETE', `/admin/tags/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTENT_TAG_IN_USE', message: expect.stringContaining('1 post uses') });
    expect((await t.call('DELETE', `/admin/tags/${unused}`)).statusCode).toBe(204);
    expect((await t.sql('SELECT slug FROM tags')).map((row) => row.slug)).toEqual(['seo']);
    expect(await events('content.tag.deleted.v1')).toEqual([{ tagId: unused, name: 'Stale', slug: 'stale' }]);
  });
});

describe('the public reads follow at once', () => {
  it('a rename shows on the cached post straight away', async () => {
    const id = await t.addCategory('SEO', 'seo');
    await addPost('one', { categoryId: id, tags: ['Maps'] });
    // Read once, so the post is in the read cache.
    expect((await t.call('GET', '/posts/one', undefined, 'anonymous')).json().tags[0].name).toBe('Maps');
    await t.call('PUT', `/admin/categories/${id}`, { name: 'Search' });
    await t.call('PUT', `/admin/tags/${await tagIdOf('maps')}`, { name: 'Google Maps' });
    const post = (await t.call('GET', '/posts/one', undefined, 'anonymous')).json();
    expect(post.category.name).toBe('Search');
    expect(post.tags[0].name).toBe('Google Maps');
  });
});
