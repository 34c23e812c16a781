// Content's contract through the gateway: the public site's reads and the team's posts.
import { expect, it } from 'vitest';
import { multipartFile, signTestToken } from '@agency/kit/testing';
import { describeContract } from './harness.js';

describeContract('content', {}, (platform) => {
  const { call, keys } = platform;

  it('content: the public site’s reads, documents and images, and the team’s posts', async () => {
    const team = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' })}`,
    };
    const client = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' })}`,
    };
    const student = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 's@example.com', role: 'member' })}`,
    };
    const content = (operationId: string, request: Parameters<typeof call>[2]) => call('content', operationId, request);
    const served = (url: string) => url.replace('/api/content', '');

    // The demo content of a new install.
    const posts = (await content('listPublishedPosts', { url: '/posts?limit=3&tag=edmonton' })).json();
    expect(posts.total).toBeGreaterThan(0);
    expect((await content('listPublishedPosts', { url: '/posts?limit=0' })).statusCode).toBe(400);
    expect((await content('getPublishedPost', { url: `/posts/${posts.items[0].slug}` })).statusCode).toBe(200);
    expect((await content('getPublishedPost', { url: '/posts/no-such-post' })).statusCode).toBe(404);
    expect((await content('getPublishedPost', { url: '/posts/Not%20A%20Slug' })).statusCode).toBe(400);
    const [category] = (await content('listCategories', { url: '/categories' })).json();
    expect((await content('listTags', { url: '/tags' })).statusCode).toBe(200);
    const [partner] = (await content('listPartners', { url: '/partners' })).json();
    const [author] = (await content('listTeamMembers', { url: '/team-members' })).json();
    expect((await content('getService', { url: '/services/web-development' })).json().caseStudies).toHaveLength(1);
    expect((await content('getService', { url: '/services/no-such-service' })).statusCode).toBe(404);
    expect((await content('getService', { url: '/services/Bad_Slug' })).statusCode).toBe(400);
    expect((await content('searchSite', { url: '/search?q=website' })).statusCode).toBe(200);
    expect((await content('searchSite', { url: '/search?q=a' })).statusCode).toBe(400);
    expect((await content('getSiteMap', { url: '/site-map' })).statusCode).toBe(200);
    expect((await content('getSitemapXml', { url: '/sitemap.xml' })).headers['content-type']).toMatch(/^application\/xml/);
    expect((await content('getRobotsTxt', { url: '/robots.txt' })).headers['content-type']).toMatch(/^text\/plain/);
    for (const file of ['/sitemap.xml', '/robots.txt'])
      expect((await platform.gateway.inject({ url: file })).statusCode).toBe(200);
    expect((await content('getMedia', { url: served(partner.logo.url) })).headers['content-type']).toBe('image/svg+xml');
    expect((await content('getMedia', { url: '/media/no-such-image.png' })).statusCode).toBe(404);
    expect((await content('getMedia', { url: '/media/UPPER.png' })).statusCode).toBe(400);

    const link = (await content('getDocumentLink', { url: '/documents/mission-paper/link' })).json();
    expect((await content('getDocumentLink', { url: '/documents/other/link' })).statusCode).toBe(400);
    expect((await content('getDocument', { url: served(link.url) })).headers['content-type']).toBe('application/pdf');
    const tampered = served(link.url).replace(/signature=./, (start: string) =>
      start.endsWith('A') ? 'signature=B' : 'signature=A',
    );
    expect((await content('getDocument', { url: tampered })).statusCode).toBe(403);
    expect((await content('getDocument', { url: '/documents/mission-paper?expires=1' })).statusCode).toBe(400);

    // The team's side.
    expect((await content('listAllPosts', { url: '/admin/posts?limit=5', headers: team })).json().items).toHaveLength(5);
    expect((await content('listAllPosts', { url: '/admin/posts' })).statusCode).toBe(401);
    expect((await content('listAllPosts', { url: '/admin/posts', headers: client })).statusCode).toBe(403);
    expect((await content('listAllPosts', { url: '/admin/posts?page=0', headers: team })).statusCode).toBe(400);
    const input = {
      title: 'Contract test post',
      slug: 'contract-test-post',
      authorId: author.id,
      coverImage: partner.logo.url,
      excerpt: 'An excerpt.',
      content: '# Hello',
      published: false,
      featured: false,
      categoryId: category.id,
      tags: ['Contract'],
    };
    const post = (await content('createPost', { url: '/admin/posts', payload: input, headers: team })).json();
    expect((await content('createPost', { url: '/admin/posts', payload: input, headers: team })).statusCode).toBe(409);
    expect((await content('createPost', { url: '/admin/posts', payload: { title: 'x' }, headers: team })).statusCode).toBe(400);
    expect((await content('createPost', { url: '/admin/posts', payload: input })).statusCode).toBe(401);
    expect((await content('createPost', { url: '/admin/posts', payload: input, headers: client })).statusCode).toBe(403);
    const postUrl = `/admin/posts/${post.id}`;
    const missing = `/admin/posts/${crypto.randomUUID()}`;
    expect((await content('getPost', { url: postUrl, headers: team })).json().slug).toBe('contract-test-post');
    expect((await content('getPost', { url: missing, headers: team })).statusCode).toBe(404);
    expect((await content('getPost', { url: '/admin/posts/42', headers: team })).statusCode).toBe(400);
    expect((await content('getPost', { url: postUrl })).statusCode).toBe(401);
    expect((await content('getPost', { url: postUrl, headers: client })).statusCode).toBe(403);
    const edited = { ...input, title: 'Edited', seoTitle: 'SEO', seoDescription: null };
    expect((await content('updatePost', { url: postUrl, payload: edited, headers: team })).json().title).toBe('Edited');
    expect((await content('updatePost', { url: missing, payload: edited, headers: team })).statusCode).toBe(404);
    const taken = { ...edited, slug: posts.items[0].slug };
    expect((await content('updatePost', { url: postUrl, payload: taken, headers: team })).statusCode).toBe(409);
    expect((await content('updatePost', { url: postUrl, payload: {}, headers: team })).statusCode).toBe(400);
    expect((await content('updatePost', { url: postUrl, payload: edited })).statusCode).toBe(401);
    expect((await content('updatePost', { url: postUrl, payload: edited, headers: client })).statusCode).toBe(403);
    // The post's history: two saves so far; the first is brought back (a slug now taken is 409).
    const versions = (await content('listPostVersions', { url: `${postUrl}/versions`, headers: team })).json();
    expect(versions.items.map((version: { kind: string }) => version.kind)).toEqual(['updated', 'created']);
    const firstUrl = `${postUrl}/versions/${versions.items[1].id}`;
    expect((await content('listPostVersions', { url: `${postUrl}/versions?limit=0`, headers: team })).statusCode).toBe(400);
    expect((await content('listPostVersions', { url: `${missing}/versions`, headers: team })).statusCode).toBe(404);
    expect((await content('listPostVersions', { url: `${postUrl}/versions` })).statusCode).toBe(401);
    expect((await content('listPostVersions', { url: `${postUrl}/versions`, headers: client })).statusCode).toBe(403);
    expect((await content('getPostVersion', { url: firstUrl, headers: team })).json().fields.title).toBe(input.title);
    expect(
      (await content('getPostVersion', { url: `${postUrl}/versions/${crypto.randomUUID()}`, headers: team })).statusCode,
    ).toBe(404);
    expect((await content('getPostVersion', { url: `${postUrl}/versions/1`, headers: team })).statusCode).toBe(400);
    expect((await content('getPostVersion', { url: firstUrl })).statusCode).toBe(401);
    expect((await content('getPostVersion', { url: firstUrl, headers: client })).statusCode).toBe(403);
    expect((await content('restorePostVersion', { url: `${firstUrl}/restore`, headers: team })).json().title).toBe(input.title);
    expect((await content('restorePostVersion', { url: `${firstUrl}/restore`, headers: student })).statusCode).toBe(403);
    expect(
      (await content('restorePostVersion', { url: `${missing}/versions/${versions.items[1].id}/restore`, headers: team }))
        .statusCode,
    ).toBe(404);
    expect((await content('restorePostVersion', { url: `${firstUrl}/restore` })).statusCode).toBe(401);
    expect((await content('restorePostVersion', { url: `${firstUrl}/restore`, headers: client })).statusCode).toBe(403);
    // A preview link of the draft: opened without an account, never cached, then revoked.
    const linksUrl = `${postUrl}/preview-links`;
    const made = (await content('createPreviewLink', { url: linksUrl, payload: { days: 3 }, headers: team })).json();
    expect((await content('createPreviewLink', { url: linksUrl, payload: { days: 31 }, headers: team })).statusCode).toBe(400);
    expect((await content('createPreviewLink', { url: `${missing}/preview-links`, payload: {}, headers: team })).statusCode).toBe(
      404,
    );
    expect((await content('createPreviewLink', { url: linksUrl, payload: {} })).statusCode).toBe(401);
    expect((await content('createPreviewLink', { url: linksUrl, payload: {}, headers: client })).statusCode).toBe(403);
    expect((await content('listPreviewLinks', { url: linksUrl, headers: team })).json().items).toEqual([made.link]);
    expect((await content('listPreviewLinks', { url: `${missing}/preview-links`, headers: team })).statusCode).toBe(404);
    expect((await content('listPreviewLinks', { url: linksUrl })).statusCode).toBe(401);
    expect((await content('listPreviewLinks', { url: linksUrl, headers: client })).statusCode).toBe(403);
    const shown = await content('getPostPreview', { url: `/preview/${made.token}` });
    expect([shown.json().post.id, shown.headers['cache-control'], shown.headers['x-robots-tag']]).toEqual([
      post.id,
      'private, no-store',
      'noindex',
    ]);
    expect((await content('getPostPreview', { url: '/preview/not-a-token' })).statusCode).toBe(400);
    const linkUrl = `${linksUrl}/${made.link.id}`;
    expect((await content('revokePreviewLink', { url: linkUrl })).statusCode).toBe(401);
    expect((await content('revokePreviewLink', { url: linkUrl, headers: client })).statusCode).toBe(403);
    expect((await content('revokePreviewLink', { url: `${linksUrl}/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(
      404,
    );
    expect((await content('revokePreviewLink', { url: linkUrl, headers: team })).statusCode).toBe(204);
    expect((await content('getPostPreview', { url: `/preview/${made.token}` })).statusCode).toBe(404);
    // The review: a student submits their draft, an admin sends it back, then publishes it.
    const draft = (
      await content('createPost', { url: '/admin/posts', payload: { ...input, slug: 'student-draft' }, headers: student })
    ).json();
    const draftUrl = `/admin/posts/${draft.id}`;
    const review = (step: string, url: string, headers?: Record<string, string>, payload?: unknown) =>
      content(`${step}Post`, { url: `${url}/${step}`, ...(headers && { headers }), ...(payload !== undefined && { payload }) });
    expect((await review('submit', draftUrl, student)).json().status).toBe('in_review');
    expect((await review('submit', draftUrl, student)).statusCode).toBe(409);
    expect((await review('submit', missing, team)).statusCode).toBe(404);
    expect((await review('submit', draftUrl)).statusCode).toBe(401);
    expect((await review('submit', draftUrl, client)).statusCode).toBe(403);
    const comment = { comment: 'Add a closing paragraph.' };
    expect((await review('return', draftUrl, student, comment)).statusCode).toBe(403);
    expect((await review('return', draftUrl, team, { comment: '' })).statusCode).toBe(400);
    expect((await review('return', draftUrl, team, comment)).json().review.comment).toBe(comment.comment);
    expect((await review('return', draftUrl, team, comment)).statusCode).toBe(409);
    expect((await review('return', missing, team, comment)).statusCode).toBe(404);
    expect((await review('return', draftUrl, undefined, comment)).statusCode).toBe(401);
    expect((await review('publish', draftUrl, student)).statusCode).toBe(403);
    expect((await review('publish', draftUrl)).statusCode).toBe(401);
    expect((await review('publish', missing, team)).statusCode).toBe(404);
    expect((await review('publish', draftUrl, team)).json().status).toBe('published');
    expect((await content('deletePost', { url: draftUrl, headers: student })).statusCode).toBe(403);
    expect((await content('deletePost', { url: draftUrl, headers: team })).statusCode).toBe(204);
    const publish = (url: string, payload: unknown, headers?: Record<string, string>) =>
      content('setPostPublished', { url: `${url}/published`, payload, ...(headers && { headers }) });
    expect((await publish(postUrl, { published: true }, team)).json().published).toBe(true);
    expect((await publish(missing, { published: true }, team)).statusCode).toBe(404);
    expect((await publish(postUrl, { published: 'yes' }, team)).statusCode).toBe(400);
    expect((await publish(postUrl, { published: true })).statusCode).toBe(401);
    expect((await publish(postUrl, { published: true }, client)).statusCode).toBe(403);
    expect((await content('deletePost', { url: postUrl, headers: client })).statusCode).toBe(403);
    expect((await content('deletePost', { url: postUrl })).statusCode).toBe(401);
    expect((await content('deletePost', { url: postUrl, headers: team })).statusCode).toBe(204);
    expect((await content('deletePost', { url: postUrl, headers: team })).statusCode).toBe(404);
    expect((await content('deletePost', { url: '/admin/posts/42', headers: team })).statusCode).toBe(400);

    const category2 = { name: 'Contract Testing' };
    expect((await content('createCategory', { url: '/admin/categories', payload: category2, headers: team })).statusCode).toBe(
      201,
    );
    expect((await content('createCategory', { url: '/admin/categories', payload: category2, headers: team })).statusCode).toBe(
      409,
    );
    expect((await content('createCategory', { url: '/admin/categories', payload: {}, headers: team })).statusCode).toBe(400);
    expect((await content('createCategory', { url: '/admin/categories', payload: category2 })).statusCode).toBe(401);
    expect((await content('createCategory', { url: '/admin/categories', payload: category2, headers: client })).statusCode).toBe(
      403,
    );

    const upload = (file: ReturnType<typeof multipartFile>, headers: Record<string, string> = team) =>
      content('uploadImage', { url: '/admin/media', payload: file.payload, headers: { ...headers, ...file.headers } });
    // An 8 × 6 PNG that decodes (uploads are checked by what they decode as).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQztmAFTEMpAQA3xU9UcOCGmMAAAAASUVORK5CYII=',
      'base64',
    );
    const image = (await upload(multipartFile('file', 'a.png', 'image/png', png))).json();
    expect(image).toMatchObject({ width: 8, height: 6, srcset: `${image.url}?w=8 8w` });
    expect((await content('getMedia', { url: served(image.url) })).headers['content-type']).toBe('image/png');
    expect((await content('getMedia', { url: `${served(image.url)}?w=8` })).headers['content-type']).toBe('image/webp');
    expect((await content('getMedia', { url: `${served(image.url)}?w=480` })).statusCode).toBe(404);
    expect((await upload(multipartFile('file', 'a.gif', 'image/gif', Buffer.from('GIF89a')))).statusCode).toBe(415);
    expect((await upload(multipartFile('file', 'a.png', 'image/png', png.subarray(0, 40)))).statusCode).toBe(400);
    expect(
      (await upload(multipartFile('file', 'a.png', 'image/png', Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]))))
        .statusCode,
    ).toBe(413);
    expect((await upload(multipartFile('other', 'a.png', 'image/png', png))).statusCode).toBe(400);
    expect((await upload(multipartFile('file', 'a.png', 'image/png', png), {})).statusCode).toBe(401);
    expect((await upload(multipartFile('file', 'a.png', 'image/png', png), client)).statusCode).toBe(403);

    // The media library: the team sees every image with its uses; an admin deletes one nothing shows.
    const library = await content('listMedia', { url: '/admin/media?pageSize=5', headers: team });
    expect(library.statusCode).toBe(200);
    expect(library.json<{ items: Array<{ url: string }> }>().items.map((item) => item.url)).toContain(image.url);
    expect((await content('listMedia', { url: '/admin/media?type=image/gif', headers: team })).statusCode).toBe(400);
    expect((await content('listMedia', { url: '/admin/media' })).statusCode).toBe(401);
    expect((await content('listMedia', { url: '/admin/media', headers: client })).statusCode).toBe(403);
    const imageUrl = `/admin/media/${image.url.split('/').at(-1)}`;
    expect((await content('deleteMedia', { url: imageUrl, headers: student })).statusCode).toBe(403);
    expect((await content('deleteMedia', { url: imageUrl, headers: team })).statusCode).toBe(204);
    expect((await content('deleteMedia', { url: imageUrl, headers: team })).statusCode).toBe(404);
    expect((await content('deleteMedia', { url: '/admin/media/UPPER.png', headers: team })).statusCode).toBe(400);
    const used = `/admin/media/${partner.logo.url.split('/').at(-1)}`;
    expect((await content('deleteMedia', { url: used, headers: team })).statusCode).toBe(409);
  });

  it('content: the back office’s partners, site team, categories, tags and scheduled posts', async () => {
    const token = (role: 'admin' | 'member' | 'client') =>
      `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: `${role}@example.com`, role })}`;
    const admin = { authorization: token('admin') };
    const member = { authorization: token('member') };
    const content = (operationId: string, request: Parameters<typeof call>[2]) => call('content', operationId, request);
    const status = async (operationId: string, request: Parameters<typeof call>[2]) =>
      (await content(operationId, request)).statusCode;
    const missing = crypto.randomUUID();
    const logoUrl = 'https://images.example.com/logo.png';

    // Partners: members read, admins manage.
    const partnerInput = { name: 'Contract Timber', logoUrl, active: true };
    expect(await status('listAdminPartners', { url: '/admin/partners?q=timber', headers: member })).toBe(200);
    expect(await status('createPartner', { url: '/admin/partners', payload: partnerInput, headers: member })).toBe(403);
    const partner = (await content('createPartner', { url: '/admin/partners', payload: partnerInput, headers: admin })).json();
    expect(await status('createPartner', { url: '/admin/partners', payload: { name: '' }, headers: admin })).toBe(400);
    const partnerUrl = `/admin/partners/${partner.id}`;
    const renamedPartner = { ...partnerInput, name: 'Contract Timber Co.', active: false };
    expect((await content('updatePartner', { url: partnerUrl, payload: renamedPartner, headers: admin })).json().name).toBe(
      'Contract Timber Co.',
    );
    expect(await status('updatePartner', { url: `/admin/partners/${missing}`, payload: renamedPartner, headers: admin })).toBe(
      404,
    );
    expect(await status('deletePartner', { url: partnerUrl })).toBe(401);
    expect(await status('deletePartner', { url: partnerUrl, headers: admin })).toBe(204);
    expect(await status('deletePartner', { url: partnerUrl, headers: admin })).toBe(404);

    // The site's team members.
    const memberInput = { name: 'Contract Person', role: 'Designer', avatarUrl: null, active: true };
    expect(await status('listAdminTeamMembers', { url: '/admin/team-members', headers: member })).toBe(200);
    const person = (
      await content('createTeamMember', { url: '/admin/team-members', payload: memberInput, headers: admin })
    ).json();
    const personUrl = `/admin/team-members/${person.id}`;
    expect(await status('createTeamMember', { url: '/admin/team-members', payload: memberInput, headers: member })).toBe(403);
    expect(
      (await content('updateTeamMember', { url: personUrl, payload: { ...memberInput, role: 'Lead' }, headers: admin })).json()
        .role,
    ).toBe('Lead');
    expect(
      await status('updateTeamMember', { url: `/admin/team-members/${missing}`, payload: memberInput, headers: admin }),
    ).toBe(404);

    // A post by that person, with a category and tags, to schedule, then to rename and merge around.
    const category = (
      await content('createCategory', { url: '/admin/categories', payload: { name: 'Contract Notes' }, headers: admin })
    ).json();
    const post = (
      await content('createPost', {
        url: '/admin/posts',
        payload: {
          title: 'Scheduled by contract',
          slug: 'scheduled-by-contract',
          authorId: person.id,
          coverImage: logoUrl,
          excerpt: 'Later.',
          content: 'Soon.',
          published: false,
          featured: false,
          categoryId: category.id,
          tags: ['Contract One', 'Contract Two'],
        },
        headers: admin,
      })
    ).json();
    expect(await status('deleteTeamMember', { url: personUrl, headers: admin })).toBe(409);
    const scheduleUrl = `/admin/posts/${post.id}/schedule`;
    const later = new Date(Date.now() + 24 * 3600_000).toISOString();
    expect(
      (await content('schedulePost', { url: scheduleUrl, payload: { scheduledFor: later }, headers: admin })).statusCode,
    ).toBe(200);
    expect(await status('schedulePost', { url: scheduleUrl, payload: { scheduledFor: later }, headers: member })).toBe(403);
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect(await status('schedulePost', { url: scheduleUrl, payload: { scheduledFor: past }, headers: admin })).toBe(400);
    expect(await status('schedulePost', { url: scheduleUrl, payload: { scheduledFor: null }, headers: admin })).toBe(200);

    // Categories and tags, with how many posts use each.
    expect(await status('listCategoryUsage', { url: '/admin/categories?q=contract', headers: member })).toBe(200);
    const categoryUrl = `/admin/categories/${category.id}`;
    expect(
      (await content('renameCategory', { url: categoryUrl, payload: { name: 'Contract Journal' }, headers: admin })).json().slug,
    ).toBe('contract-journal');
    expect(await status('renameCategory', { url: categoryUrl, payload: { name: 'X' }, headers: member })).toBe(403);
    expect(await status('deleteCategory', { url: categoryUrl, headers: admin })).toBe(409);
    const tags = (await content('listTagUsage', { url: '/admin/tags?q=contract', headers: admin })).json().items as Array<{
      id: string;
      name: string;
    }>;
    const one = tags.find((tag) => tag.name === 'Contract One')!;
    const two = tags.find((tag) => tag.name === 'Contract Two')!;
    expect(await status('renameTag', { url: `/admin/tags/${one.id}`, payload: { name: 'Contract First' }, headers: admin })).toBe(
      200,
    );
    expect(await status('deleteTag', { url: `/admin/tags/${one.id}`, headers: admin })).toBe(409);
    expect(await status('mergeTag', { url: `/admin/tags/${two.id}/merge`, payload: { into: one.id }, headers: admin })).toBe(200);
    expect(await status('mergeTag', { url: `/admin/tags/${missing}/merge`, payload: { into: one.id }, headers: admin })).toBe(
      404,
    );
    expect(await status('deletePost', { url: `/admin/posts/${post.id}`, headers: admin })).toBe(204);
    expect(await status('deleteTag', { url: `/admin/tags/${one.id}`, headers: admin })).toBe(204);
    expect(await status('deleteCategory', { url: categoryUrl, headers: admin })).toBe(204);
    expect(await status('deleteTeamMember', { url: personUrl, headers: admin })).toBe(204);
  });
  it('content: the back office’s services - features and their order, case studies, testimonials and pricing tiers', async () => {
    const token = (role: 'admin' | 'member') =>
      `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: `${role}@example.com`, role })}`;
    const admin = { authorization: token('admin') };
    const member = { authorization: token('member') };
    const content = (operationId: string, request: Parameters<typeof call>[2]) => call('content', operationId, request);
    const status = async (operationId: string, request: Parameters<typeof call>[2]) =>
      (await content(operationId, request)).statusCode;
    const missing = crypto.randomUUID();
    const base = '/admin/services/email-marketing';

    // The six services of the demo, with their parts counted; members read.
    const services = (await content('listAdminServices', { url: '/admin/services', headers: member })).json();
    expect(services.items).toHaveLength(6);
    expect(await status('getAdminService', { url: base, headers: member })).toBe(200);
    expect(await status('getAdminService', { url: '/admin/services/no-such', headers: admin })).toBe(404);
    const { title, description } = (await content('getAdminService', { url: base, headers: admin })).json();
    expect(await status('updateService', { url: base, payload: { title, description }, headers: member })).toBe(403);
    expect(await status('updateService', { url: base, payload: { title: '' }, headers: admin })).toBe(400);
    expect((await content('updateService', { url: base, payload: { title, description }, headers: admin })).json().title).toBe(
      title,
    );

    // Features: added at a place, changed, reordered as a whole, deleted.
    expect(await status('listAdminServiceFeatures', { url: `${base}/features?q=a&pageSize=5`, headers: member })).toBe(200);
    const featureInput = { title: 'Contract feature', description: 'Checked.', displayOrder: 1 };
    expect(await status('createServiceFeature', { url: `${base}/features`, payload: featureInput, headers: member })).toBe(403);
    const feature = (
      await content('createServiceFeature', { url: `${base}/features`, payload: featureInput, headers: admin })
    ).json();
    expect(feature.displayOrder).toBe(1);
    expect(
      await status('createServiceFeature', {
        url: `${base}/features`,
        payload: { ...featureInput, displayOrder: 99 },
        headers: admin,
      }),
    ).toBe(400);
    expect(
      await status('updateServiceFeature', {
        url: `${base}/features/${feature.id}`,
        payload: { title: 'Contract feature, changed', description: 'Still checked.' },
        headers: admin,
      }),
    ).toBe(200);
    const all = (await content('listAdminServiceFeatures', { url: `${base}/features?pageSize=100`, headers: admin })).json();
    const ids = (all.items as Array<{ id: string }>).map((item) => item.id);
    const reversed = [...ids].reverse();
    const reordered = (
      await content('reorderServiceFeatures', { url: `${base}/feature-order`, payload: { ids: reversed }, headers: admin })
    ).json();
    expect(reordered.items.map((item: { id: string }) => item.id)).toEqual(reversed);
    expect(
      await status('reorderServiceFeatures', { url: `${base}/feature-order`, payload: { ids: ids.slice(1) }, headers: admin }),
    ).toBe(400);
    expect(await status('deleteServiceFeature', { url: `${base}/features/${feature.id}`, headers: member })).toBe(403);
    expect(await status('deleteServiceFeature', { url: `${base}/features/${feature.id}`, headers: admin })).toBe(204);
    expect(await status('deleteServiceFeature', { url: `${base}/features/${feature.id}`, headers: admin })).toBe(404);

    // A case study with its results and gallery.
    const caseStudyInput = {
      title: 'Contract case study',
      description: 'Checked.',
      coverImageUrl: 'https://images.example.com/cover.png',
      clientName: 'Contract Client',
      clientIndustry: 'Testing',
      projectUrl: 'https://client.example',
      challenge: 'Unchecked.',
      solution: 'Checked.',
      results: [{ key: 'checks', value: '100%' }],
      galleryImageUrls: ['https://images.example.com/one.png', 'https://images.example.com/two.png'],
    };
    expect(await status('listAdminCaseStudies', { url: `${base}/case-studies?q=contract`, headers: member })).toBe(200);
    const study = (
      await content('createCaseStudy', { url: `${base}/case-studies`, payload: caseStudyInput, headers: admin })
    ).json();
    expect(study.galleryImages).toHaveLength(2);
    const badStudy = { ...caseStudyInput, projectUrl: 'http://client.example' };
    expect(await status('createCaseStudy', { url: `${base}/case-studies`, payload: badStudy, headers: admin })).toBe(400);
    expect(
      await status('updateCaseStudy', {
        url: `${base}/case-studies/${study.id}`,
        payload: { ...caseStudyInput, projectUrl: null },
        headers: admin,
      }),
    ).toBe(200);
    expect(
      await status('updateCaseStudy', { url: `${base}/case-studies/${missing}`, payload: caseStudyInput, headers: admin }),
    ).toBe(404);
    expect(await status('deleteCaseStudy', { url: `${base}/case-studies/${study.id}`, headers: admin })).toBe(204);

    // A testimonial and a pricing tier.
    const testimonialInput = {
      quote: 'Checked.',
      authorName: 'Contract Author',
      authorRole: 'Owner',
      company: 'Contract Co.',
      photoUrl: null,
      rating: 5,
    };
    expect(await status('listAdminTestimonials', { url: `${base}/testimonials`, headers: member })).toBe(200);
    const testimonial = (
      await content('createTestimonial', { url: `${base}/testimonials`, payload: testimonialInput, headers: admin })
    ).json();
    expect(
      await status('updateTestimonial', {
        url: `${base}/testimonials/${testimonial.id}`,
        payload: { ...testimonialInput, rating: 4 },
        headers: admin,
      }),
    ).toBe(200);
    expect(await status('deleteTestimonial', { url: `${base}/testimonials/${testimonial.id}`, headers: admin })).toBe(204);
    const tierInput = { name: 'Contract tier', priceCents: 9900, interval: 'month', features: ['Checks'], highlighted: false };
    expect(await status('listAdminPricingTiers', { url: `${base}/pricing-tiers`, headers: member })).toBe(200);
    const tier = (
      await content('createPricingTier', { url: `${base}/pricing-tiers`, payload: tierInput, headers: admin })
    ).json();
    expect(
      await status('createPricingTier', {
        url: `${base}/pricing-tiers`,
        payload: { ...tierInput, priceCents: 1.5 },
        headers: admin,
      }),
    ).toBe(400);
    expect(
      await status('updatePricingTier', {
        url: `${base}/pricing-tiers/${tier.id}`,
        payload: { ...tierInput, highlighted: true },
        headers: admin,
      }),
    ).toBe(200);
    expect(await status('deletePricingTier', { url: `${base}/pricing-tiers/${tier.id}`, headers: admin })).toBe(204);
  });
});
