import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '@agency/kit/testing';
import type { operations } from '@agency/contracts/openapi/content';
import { contentContract } from '../src/contract.js';
import { loadContract } from '@agency/kit';
import { pngOf } from './fixtures/images.js';
import { contentTestService, postInput, type Caller } from './support.js';
import { checkCallersFirst } from '@agency/kit/caller-checks';

const t = await contentTestService();

interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  json?: unknown;
  upload?: ReturnType<typeof multipartFile>;
  /** What an admin gets (every caller, on a public route). */
  status: number;
  /** What a member (a student) gets, when it differs from an admin: its own request, status and error code. */
  member?: { url?: string; json?: unknown; status: number; code?: string };
}

const memberRefused = { status: 403, code: 'AUTH_FORBIDDEN' };
const web = '/admin/services/web-development';

let author: string;
let postId: string;
let doomedId: string;
/** A student's draft they submit, an admin's they submit, and a student's post already waiting for review. */
let studentDraft: string;
let adminDraft: string;
let queuedId: string;
/** A category admins rename, one they delete, and tags to rename, merge and delete. */
let renamedCategory: string;
let doomedCategory: string;
let renamedTag: string;
let mergedTag: string;
let doomedTag: string;
/** A partner and a team member to change, and one of each to delete (no post names that member). */
let partnerId: string;
let doomedPartnerId: string;
let teammateId: string;
let doomedTeammateId: string;
/** A service's parts to change and to delete, and the features of another service to reorder. */
let featureId: string;
let doomedFeatureId: string;
let reorderedFeatureIds: string[];
let caseStudyId: string;
let doomedCaseStudyId: string;
let testimonialId: string;
let doomedTestimonialId: string;
let tierId: string;
let doomedTierId: string;
/** A version of the kept post; a student's draft with preview links: one the admin revokes, one its writer does, one to open. */
let keptVersion: string;
let previewDraft: string;
let adminRevokedLink: string;
let memberRevokedLink: string;
let previewToken: string;
/** An image nothing shows, for the library's delete. */
let doomedImage: string;

beforeAll(async () => {
  await t.addMedia('cover-one.svg', 1200, 630);
  await t.addMedia('unused-image.svg', 100, 100);
  doomedImage = 'unused-image.svg';
  author = await t.addMember('Ada Lovelace');
  const publish = async (slug: string) => {
    const response = await t.call('POST', '/admin/posts', postInput(author, { slug, published: true }));
    return response.json<{ id: string }>().id;
  };
  postId = await publish('kept');
  doomedId = await publish('doomed');
  const draft = async (slug: string, caller: Caller) =>
    (await t.call('POST', '/admin/posts', postInput(author, { slug }), caller)).json<{ id: string }>().id;
  studentDraft = await draft('student-draft', 'member');
  adminDraft = await draft('admin-draft', 'admin');
  queuedId = await draft('queued', 'member');
  expect((await t.call('POST', `/admin/posts/${queuedId}/submit`, undefined, 'member')).statusCode).toBe(200);
  const partner = async (name: string) =>
    (await t.call('POST', '/admin/partners', { name, logoUrl: '/api/content/media/cover-one.svg', active: true })).json<{
      id: string;
    }>().id;
  partnerId = await partner('Northwind Timber');
  doomedPartnerId = await partner('Gone Gardens');
  teammateId = await t.addMember('Grace Hopper');
  doomedTeammateId = await t.addMember('Leaving Soon');
  await t.sql(
    "INSERT INTO services (id, slug, title, description) VALUES (gen_random_uuid(), 'chatbot', 'Chatbots', 'Answers.')",
  );
  await t.sql(
    "INSERT INTO services (id, slug, title, description) VALUES (gen_random_uuid(), 'web-development', 'Web Development', 'Sites.')",
  );
  const part = async (path: string, body: unknown) => {
    const response = await t.call('POST', `/admin/services/${path}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const feature = (slug: string, title: string) => part(`${slug}/features`, { title, description: `${title}.` });
  featureId = await feature('web-development', 'Fast');
  doomedFeatureId = await feature('web-development', 'Gone');
  reorderedFeatureIds = [await feature('chatbot', 'Night and day'), await feature('chatbot', 'Many languages')].reverse();
  caseStudyId = await part('web-development/case-studies', caseStudyInput);
  doomedCaseStudyId = await part('web-development/case-studies', caseStudyInput);
  testimonialId = await part('web-development/testimonials', testimonialInput);
  doomedTestimonialId = await part('web-development/testimonials', testimonialInput);
  tierId = await part('web-development/pricing-tiers', tierInput);
  doomedTierId = await part('web-development/pricing-tiers', tierInput);
  renamedCategory = await t.addCategory('Notes', 'notes');
  doomedCategory = await t.addCategory('Old news', 'old-news');
  renamedTag = await t.addTag('Maps');
  mergedTag = await t.addTag('Map');
  doomedTag = await t.addTag('Stale');
  keptVersion = (await t.call('GET', `/admin/posts/${postId}/versions`)).json<{ items: Array<{ id: string }> }>().items[0]!.id;
  previewDraft = await draft('preview-draft', 'member');
  const link = async () =>
    (await t.call('POST', `/admin/posts/${previewDraft}/preview-links`, {})).json<{ link: { id: string }; token: string }>();
  adminRevokedLink = (await link()).link.id;
  memberRevokedLink = (await link()).link.id;
  previewToken = (await link()).token;
});

const caseStudyInput = {
  title: 'A booking site',
  description: 'Bookings online.',
  coverImageUrl: '/api/content/media/cover-one.svg',
  clientName: 'Northern Lights Physio',
  clientIndustry: 'Healthcare',
  projectUrl: 'https://physio.example',
  challenge: 'Phone only.',
  solution: 'A site.',
  results: [{ key: 'bookings', value: '+240%' }],
  galleryImageUrls: ['/api/content/media/cover-one.svg'],
};
const testimonialInput = { quote: 'Great.', authorName: 'Maya', authorRole: 'Owner', company: null, photoUrl: null, rating: 5 };
const tierInput = { name: 'Growth', priceCents: 150000, interval: 'month', features: ['Reports'], highlighted: false };

/** One valid request per operation, keyed by the contract, so a new operation must be added here to compile. */
const probes = (): Record<Exclude<keyof operations, 'healthz' | 'readyz'>, Probe> => {
  return {
    listPublishedPosts: { method: 'GET', url: '/posts', status: 200 },
    getPublishedPost: { method: 'GET', url: '/posts/kept', status: 200 },
    listCategories: { method: 'GET', url: '/categories', status: 200 },
    listTags: { method: 'GET', url: '/tags', status: 200 },
    listPartners: { method: 'GET', url: '/partners', status: 200 },
    listTeamMembers: { method: 'GET', url: '/team-members', status: 200 },
    getService: { method: 'GET', url: '/services/chatbot', status: 200 },
    searchSite: { method: 'GET', url: '/search?q=map', status: 200 },
    getSiteMap: { method: 'GET', url: '/site-map', status: 200 },
    getSitemapXml: { method: 'GET', url: '/sitemap.xml', status: 200 },
    getRobotsTxt: { method: 'GET', url: '/robots.txt', status: 200 },
    getMedia: { method: 'GET', url: '/media/cover-one.svg', status: 200 },
    getDocumentLink: { method: 'GET', url: '/documents/mission-paper/link', status: 200 },
    getDocument: { method: 'GET', url: '', status: 200 }, // filled with a fresh link below
    listAllPosts: { method: 'GET', url: '/admin/posts', status: 200 },
    createPost: {
      method: 'POST',
      url: '/admin/posts',
      json: postInput(author, { slug: 'by-the-team' }),
      status: 201,
      member: { json: postInput(author, { slug: 'by-a-student' }), status: 201 },
    },
    getPost: { method: 'GET', url: `/admin/posts/${postId}`, status: 200 },
    updatePost: {
      method: 'PUT',
      url: `/admin/posts/${postId}`,
      json: postInput(author, { slug: 'kept' }),
      status: 200,
      // Members change only the posts they wrote.
      member: { status: 403, code: 'CONTENT_POST_NOT_YOURS' },
    },
    deletePost: {
      method: 'DELETE',
      url: `/admin/posts/${doomedId}`,
      status: 204,
      member: { status: 403, code: 'CONTENT_POST_DELETE_FORBIDDEN' },
    },
    setPostPublished: {
      method: 'PUT',
      url: `/admin/posts/${postId}/published`,
      json: { published: true },
      status: 200,
      member: memberRefused,
    },
    schedulePost: {
      method: 'PUT',
      url: `/admin/posts/${adminDraft}/schedule`,
      json: { scheduledFor: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() },
      status: 200,
      // Members submit for review; only admins set when a post goes live.
      member: memberRefused,
    },
    submitPost: {
      method: 'POST',
      url: `/admin/posts/${adminDraft}/submit`,
      status: 200,
      member: { url: `/admin/posts/${studentDraft}/submit`, status: 200 },
    },
    publishPost: { method: 'POST', url: `/admin/posts/${studentDraft}/publish`, status: 200, member: memberRefused },
    returnPost: {
      method: 'POST',
      url: `/admin/posts/${queuedId}/return`,
      json: { comment: 'Add a closing paragraph.' },
      status: 200,
      member: memberRefused,
    },
    // A post's history and preview links: the team's, a member's for the posts they wrote.
    listPostVersions: {
      method: 'GET',
      url: `/admin/posts/${postId}/versions`,
      status: 200,
      member: { status: 403, code: 'CONTENT_POST_NOT_YOURS' },
    },
    getPostVersion: {
      method: 'GET',
      url: `/admin/posts/${postId}/versions/${keptVersion}`,
      status: 200,
      member: { status: 403, code: 'CONTENT_POST_NOT_YOURS' },
    },
    restorePostVersion: {
      method: 'POST',
      url: `/admin/posts/${postId}/versions/${keptVersion}/restore`,
      status: 200,
      member: { status: 403, code: 'CONTENT_POST_NOT_YOURS' },
    },
    listPreviewLinks: { method: 'GET', url: `/admin/posts/${previewDraft}/preview-links`, status: 200 },
    createPreviewLink: { method: 'POST', url: `/admin/posts/${previewDraft}/preview-links`, json: { days: 2 }, status: 201 },
    revokePreviewLink: {
      method: 'DELETE',
      url: `/admin/posts/${previewDraft}/preview-links/${adminRevokedLink}`,
      status: 204,
      member: { url: `/admin/posts/${previewDraft}/preview-links/${memberRevokedLink}`, status: 204 },
    },
    getPostPreview: { method: 'GET', url: `/preview/${previewToken}`, status: 200 },
    createCategory: {
      method: 'POST',
      url: '/admin/categories',
      json: { name: 'Guides' },
      status: 201,
      // Members write posts, so they add categories; their own name, as a category's is taken once.
      member: { json: { name: 'Student Guides' }, status: 201 },
    },
    listCategoryUsage: { method: 'GET', url: '/admin/categories?q=no', status: 200 },
    renameCategory: {
      method: 'PUT',
      url: `/admin/categories/${renamedCategory}`,
      json: { name: 'Notes' },
      status: 200,
      member: memberRefused,
    },
    deleteCategory: { method: 'DELETE', url: `/admin/categories/${doomedCategory}`, status: 204, member: memberRefused },
    listTagUsage: { method: 'GET', url: '/admin/tags?page=1', status: 200 },
    renameTag: { method: 'PUT', url: `/admin/tags/${renamedTag}`, json: { name: 'Maps' }, status: 200, member: memberRefused },
    mergeTag: {
      method: 'POST',
      url: `/admin/tags/${mergedTag}/merge`,
      json: { into: renamedTag },
      status: 200,
      member: memberRefused,
    },
    deleteTag: { method: 'DELETE', url: `/admin/tags/${doomedTag}`, status: 204, member: memberRefused },
    uploadImage: {
      method: 'POST',
      url: '/admin/media',
      upload: multipartFile('file', 'cover.png', 'image/png', pngOf(40, 30)),
      // Members upload the images of the posts they write.
      status: 201,
    },
    // The media library: the team sees it, admins delete what nothing shows.
    listMedia: { method: 'GET', url: '/admin/media?q=cover&type=image/svg%2Bxml&page=1&pageSize=10', status: 200 },
    deleteMedia: { method: 'DELETE', url: `/admin/media/${doomedImage}`, status: 204, member: memberRefused },
    // Admins manage the partners and the site's team members; members see them.
    listAdminPartners: { method: 'GET', url: '/admin/partners?q=north&page=1&pageSize=10', status: 200 },
    createPartner: {
      method: 'POST',
      url: '/admin/partners',
      json: { name: 'Harbour Bakery', logoUrl: 'https://images.example.com/harbour.png', active: true },
      status: 201,
      member: memberRefused,
    },
    updatePartner: {
      method: 'PUT',
      url: `/admin/partners/${partnerId}`,
      json: { name: 'Northwind Timber Co.', logoUrl: '/api/content/media/cover-one.svg', active: false },
      status: 200,
      member: memberRefused,
    },
    deletePartner: { method: 'DELETE', url: `/admin/partners/${doomedPartnerId}`, status: 204, member: memberRefused },
    listAdminTeamMembers: { method: 'GET', url: '/admin/team-members', status: 200 },
    createTeamMember: {
      method: 'POST',
      url: '/admin/team-members',
      json: { name: 'Katherine Johnson', role: 'Analyst', avatarUrl: null, active: true },
      status: 201,
      member: memberRefused,
    },
    updateTeamMember: {
      method: 'PUT',
      url: `/admin/team-members/${teammateId}`,
      json: { name: 'Grace B. Hopper', role: 'Engineer', avatarUrl: null, active: true },
      status: 200,
      member: memberRefused,
    },
    deleteTeamMember: { method: 'DELETE', url: `/admin/team-members/${doomedTeammateId}`, status: 204, member: memberRefused },
    // Admins manage the services' parts; members see them.
    listAdminServices: { method: 'GET', url: '/admin/services', status: 200 },
    getAdminService: { method: 'GET', url: `${web}`, status: 200 },
    updateService: {
      method: 'PUT',
      url: `${web}`,
      json: { title: 'Web Development', description: 'Sites that load fast.' },
      status: 200,
      member: memberRefused,
    },
    listAdminServiceFeatures: { method: 'GET', url: `${web}/features?q=fa&page=1&pageSize=10`, status: 200 },
    createServiceFeature: {
      method: 'POST',
      url: `${web}/features`,
      json: { title: 'Secure', description: 'Safe.', displayOrder: 1 },
      status: 201,
      member: memberRefused,
    },
    updateServiceFeature: {
      method: 'PUT',
      url: `${web}/features/${featureId}`,
      json: { title: 'Faster', description: 'Quick.' },
      status: 200,
      member: memberRefused,
    },
    deleteServiceFeature: { method: 'DELETE', url: `${web}/features/${doomedFeatureId}`, status: 204, member: memberRefused },
    reorderServiceFeatures: {
      method: 'PUT',
      url: '/admin/services/chatbot/feature-order',
      json: { ids: reorderedFeatureIds },
      status: 200,
      member: memberRefused,
    },
    listAdminCaseStudies: { method: 'GET', url: `${web}/case-studies?q=booking`, status: 200 },
    createCaseStudy: { method: 'POST', url: `${web}/case-studies`, json: caseStudyInput, status: 201, member: memberRefused },
    updateCaseStudy: {
      method: 'PUT',
      url: `${web}/case-studies/${caseStudyId}`,
      json: { ...caseStudyInput, projectUrl: null },
      status: 200,
      member: memberRefused,
    },
    deleteCaseStudy: { method: 'DELETE', url: `${web}/case-studies/${doomedCaseStudyId}`, status: 204, member: memberRefused },
    listAdminTestimonials: { method: 'GET', url: `${web}/testimonials`, status: 200 },
    createTestimonial: { method: 'POST', url: `${web}/testimonials`, json: testimonialInput, status: 201, member: memberRefused },
    updateTestimonial: {
      method: 'PUT',
      url: `${web}/testimonials/${testimonialId}`,
      json: { ...testimonialInput, company: 'Physio Ltd' },
      status: 200,
      member: memberRefused,
    },
    deleteTestimonial: {
      method: 'DELETE',
      url: `${web}/testimonials/${doomedTestimonialId}`,
      status: 204,
      member: memberRefused,
    },
    listAdminPricingTiers: { method: 'GET', url: `${web}/pricing-tiers`, status: 200 },
    createPricingTier: { method: 'POST', url: `${web}/pricing-tiers`, json: tierInput, status: 201, member: memberRefused },
    updatePricingTier: {
      method: 'PUT',
      url: `${web}/pricing-tiers/${tierId}`,
      json: { ...tierInput, highlighted: true },
      status: 200,
      member: memberRefused,
    },
    deletePricingTier: { method: 'DELETE', url: `${web}/pricing-tiers/${doomedTierId}`, status: 204, member: memberRefused },
  };
};

const send = (probe: Probe, caller: Caller) =>
  t.app.inject({
    method: probe.method,
    url: probe.url,
    headers: {
      ...t.headersOf(caller),
      ...(probe.json !== undefined && { 'content-type': 'application/json' }),
      ...probe.upload?.headers,
    },
    ...(probe.json !== undefined && { payload: JSON.stringify(probe.json) }),
    ...(probe.upload && { payload: probe.upload.payload }),
  });

const secured = new Map(
  [...loadContract(contentContract.file).operations.values()].map((operation) => [operation.id, operation.secured]),
);

describe('who may call what', () => {
  it('opens every public route to anyone, every team route to the team only (401 anonymous, 403 client), and members what a student may do', async () => {
    const all = probes();
    all.getDocument.url = (await t.call('GET', '/documents/mission-paper/link', undefined, 'anonymous'))
      .json()
      .url.replace('/api/content', '');
    expect(Object.keys(all).length).toBe(secured.size - 2);
    for (const [id, probe] of Object.entries(all)) {
      const isSecured = secured.get(id);
      expect(isSecured, id).toBeDefined();
      const anonymous = await send(probe, 'anonymous');
      const client = await send(probe, 'client');
      if (isSecured) {
        expect(anonymous.statusCode, `${id} anonymous`).toBe(401);
        expect(anonymous.json().code, id).toBe('AUTH_REQUIRED');
        expect(client.statusCode, `${id} client`).toBe(403);
        expect(client.json().code, id).toBe('AUTH_FORBIDDEN');
      } else {
        expect(anonymous.statusCode, `${id} anonymous`).toBe(probe.status);
        expect(client.statusCode, `${id} client`).toBe(probe.status);
      }
      const asMember = { ...probe, ...probe.member };
      const member = await send(asMember, 'member');
      expect(member.statusCode, `${id} member: ${member.body.slice(0, 200)}`).toBe(asMember.status);
      if (probe.member?.code) expect(member.json().code, `${id} member`).toBe(probe.member.code);
      const admin = await send(probe, 'admin');
      expect(admin.statusCode, `${id} admin: ${admin.body.slice(0, 200)}`).toBe(probe.status);
    }
    // The refused calls changed nothing: the admin and the member created one post each, the admin deleted one,
    // the admin and the member created a category and an image each, and the admin deleted a category, merged a
    // tag away and deleted another.
    expect(await t.count('posts')).toBe(7);
    expect(await t.count('categories')).toBe(3);
    expect(await t.count('tags')).toBe(1);
    expect(await t.count('media')).toBe(3);
    // Only the admin's partner and team member were added, and one of each deleted.
    expect(await t.count('partners')).toBe(2);
    expect(await t.count('team_members')).toBe(3);
    // Only the admin added one of each part of a service, and deleted one of each.
    expect(await t.count('service_features')).toBe(4);
    expect(await t.count('service_case_studies')).toBe(2);
    expect(await t.count('service_testimonials')).toBe(2);
    expect(await t.count('service_pricing_tiers')).toBe(2);
    // The admin and the member made one preview link each; each revoked one of the three made before.
    expect(await t.count('post_preview_links')).toBe(5);
    expect(await t.sql('SELECT id FROM post_preview_links WHERE revoked_at IS NOT NULL')).toHaveLength(2);
  });
});

describe('who calls, checked before what was sent', () => {
  it('refuses nobody with 401 and every caller the roles leave out with 403, whatever the request carries', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, contentContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});
