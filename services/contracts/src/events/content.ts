import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** What every post event carries: enough for a reader (search, page cache) to find the post again. */
const postFacts = z.object({
  postId: z.uuid(),
  slug: z.string().min(1),
  title: z.string().min(1),
  published: z.boolean(),
  occurredBy: z.uuid().nullable(),
});

export const postCreated = defineEvent('content.post.created.v1', postFacts);

/** `previousSlug` is set when the edit changed the slug, so caches keyed by the old address are cleared too. */
export const postUpdated = defineEvent(
  'content.post.updated.v1',
  postFacts.extend({ previousSlug: z.string().min(1).nullable() }),
);

/** The teammate who wrote the post or the revision (their account, not the blog's byline), where known. */
const writerFacts = {
  authorUserId: z.uuid().nullable(),
  authorEmail: z.string().min(1).max(254).optional(),
};

/**
 * `revision` when a published post's change was published: the post stays live throughout. The writer's
 * fields came later (optional, so older events still read), for the e-mail telling them.
 */
export const postPublished = defineEvent(
  'content.post.published.v1',
  postFacts.extend({
    publishedAt: z.iso.datetime({ offset: true }),
    authorUserId: writerFacts.authorUserId.optional(),
    authorEmail: writerFacts.authorEmail,
    revision: z.boolean().optional(),
  }),
);

/** A draft, or a published post's revision (`revision`), went to review. */
export const postSubmitted = defineEvent(
  'content.post.submitted.v1',
  postFacts.extend({ revision: z.boolean(), ...writerFacts }),
);

/** An admin sent the post (or its revision) back to its writer, with why. */
export const postReturned = defineEvent(
  'content.post.returned.v1',
  postFacts.extend({ revision: z.boolean(), ...writerFacts, comment: z.string().min(1).max(2000) }),
);

export const postUnpublished = defineEvent('content.post.unpublished.v1', postFacts);

export const postDeleted = defineEvent('content.post.deleted.v1', postFacts);

/**
 * An admin set when the unpublished post goes live (`scheduledFor`), or cancelled that (null). The publishing
 * job's own `content.post.published.v1` follows at the time.
 */
export const postScheduled = defineEvent(
  'content.post.scheduled.v1',
  postFacts.extend({ scheduledFor: z.iso.datetime({ offset: true }).nullable() }),
);

/**
 * A saved version of the post was brought back (the editor's Revisions): `restoredFrom` names it. The save's own
 * events come with it (updated, or submitted when a member's restore of a published post went to review).
 */
export const postRestored = defineEvent(
  'content.post.restored.v1',
  postFacts.extend({
    restoredFrom: z.object({ versionId: z.uuid(), number: z.number().int().min(1), savedAt: z.iso.datetime({ offset: true }) }),
    revision: z.boolean(),
  }),
);

/** A preview link of the post: anyone who has it sees the draft or pending change until `expiresAt`. */
export const postPreviewLinkCreated = defineEvent(
  'content.post.preview-link-created.v1',
  postFacts.extend({ linkId: z.uuid(), expiresAt: z.iso.datetime({ offset: true }) }),
);

/** A preview link was revoked before it expired: its address now answers as an unknown one. */
export const postPreviewLinkRevoked = defineEvent('content.post.preview-link-revoked.v1', postFacts.extend({ linkId: z.uuid() }));

export type PostEventData = z.infer<typeof postFacts>;
export type PostPublished = z.infer<typeof postPublished.data>;
export type PostReturned = z.infer<typeof postReturned.data>;

/** A teammate added a blog category (members file their posts under one when none fits). */
export const categoryCreated = defineEvent(
  'content.category.created.v1',
  z.object({
    categoryId: z.uuid(),
    name: z.string().min(1),
    slug: z.string().min(1),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);

/** A category or tag as events name it: `name` is the label the audit log shows. */
const termFacts = { name: z.string().min(1), slug: z.string().min(1) };

/** A rename's two sides (the audit log's before/after); the old slug is kept for the blog's filter. */
const renameFacts = {
  before: z.string().min(1),
  after: z.string().min(1),
  previousSlug: z.string().min(1),
  ...termFacts,
};

export const categoryRenamed = defineEvent('content.category.renamed.v1', z.object({ categoryId: z.uuid(), ...renameFacts }));

/** `movedTo` is the category its `movedPosts` posts were moved to before the delete, when it had any. */
export const categoryDeleted = defineEvent(
  'content.category.deleted.v1',
  z.object({
    categoryId: z.uuid(),
    ...termFacts,
    movedPosts: z.number().int().min(0),
    movedTo: z.object({ categoryId: z.uuid(), ...termFacts }).nullable(),
  }),
);

export const tagRenamed = defineEvent('content.tag.renamed.v1', z.object({ tagId: z.uuid(), ...renameFacts }));

/** The tag `tagId` was merged into `into` and deleted; `movedPosts` posts carried it. */
export const tagMerged = defineEvent(
  'content.tag.merged.v1',
  z.object({
    tagId: z.uuid(),
    ...termFacts,
    into: z.object({ tagId: z.uuid(), ...termFacts }),
    movedPosts: z.number().int().min(0),
  }),
);

export const tagDeleted = defineEvent('content.tag.deleted.v1', z.object({ tagId: z.uuid(), ...termFacts }));

/**
 * A teammate uploaded an image for the site. `imageId` is the stored file's name, which is its address
 * (`url`, under `/api/content/media/`): an image is never changed, only added.
 */
export const imageUploaded = defineEvent(
  'content.image.uploaded.v1',
  z.object({
    imageId: z.string().min(1),
    url: z.string().min(1),
    contentType: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    uploadedAt: z.iso.datetime({ offset: true }),
  }),
);

/**
 * An admin removed an image nothing showed any more, with its WebP copies; `imageId` is the file's name, which
 * is also its `label` on the record.
 */
export const imageDeleted = defineEvent(
  'content.image.deleted.v1',
  z.object({
    imageId: z.string().min(1),
    url: z.string().min(1),
    label: z.string().min(1),
    contentType: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive().nullable(),
    deletedAt: z.iso.datetime({ offset: true }),
  }),
);

/** What a partner event carries: the partner as it stands (as it stood, for a deletion); `name` is its label. */
const partnerFacts = z.object({
  partnerId: z.uuid(),
  name: z.string().min(1),
  logoUrl: z.string().min(1),
  active: z.boolean(),
});

/** A teammate added a partner (the home page's marquee shows the active ones). */
export const partnerCreated = defineEvent('content.partner.created.v1', partnerFacts);
export const partnerUpdated = defineEvent('content.partner.updated.v1', partnerFacts);
export const partnerDeleted = defineEvent('content.partner.deleted.v1', partnerFacts);

/** What a team-member event carries (the public author, not an account); `name` is its label. */
const teamMemberFacts = z.object({
  teamMemberId: z.uuid(),
  name: z.string().min(1),
  role: z.string().min(1),
  avatarUrl: z.string().min(1).nullable(),
  active: z.boolean(),
});

/** A teammate added a team member (an active one is offered as a post's author). */
export const teamMemberCreated = defineEvent('content.team-member.created.v1', teamMemberFacts);
export const teamMemberUpdated = defineEvent('content.team-member.updated.v1', teamMemberFacts);
export const teamMemberDeleted = defineEvent('content.team-member.deleted.v1', teamMemberFacts);

/** Which service a part of the catalogue belongs to (its page is the one to refresh). */
const serviceOf = { serviceId: z.uuid(), serviceSlug: z.string().min(1) };

/** What a service-feature event carries; `title` is its label, `displayOrder` its place (1 first). */
const serviceFeatureFacts = z.object({
  serviceFeatureId: z.uuid(),
  ...serviceOf,
  title: z.string().min(1),
  displayOrder: z.number().int().min(1),
});

/** A teammate added, changed or removed a feature of a service page (the rest of the list renumbered with it). */
export const serviceFeatureCreated = defineEvent('content.service-feature.created.v1', serviceFeatureFacts);
export const serviceFeatureUpdated = defineEvent('content.service-feature.updated.v1', serviceFeatureFacts);
export const serviceFeatureDeleted = defineEvent('content.service-feature.deleted.v1', serviceFeatureFacts);

/** A teammate changed a service's title or description (the portfolio's heading, the site search). */
export const serviceUpdated = defineEvent(
  'content.service.updated.v1',
  z.object({ ...serviceOf, title: z.string().min(1), description: z.string().min(1) }),
);

/** A teammate put a service's features in a new order; `title` is the service's, `featureIds` first to last. */
export const serviceFeaturesReordered = defineEvent(
  'content.service.features-reordered.v1',
  z.object({ ...serviceOf, title: z.string().min(1), featureIds: z.array(z.uuid()) }),
);

/** What a case-study event carries; `title` is its label. */
const caseStudyFacts = z.object({
  caseStudyId: z.uuid(),
  ...serviceOf,
  title: z.string().min(1),
  clientName: z.string().min(1),
  coverImageUrl: z.string().min(1),
  galleryImageUrls: z.array(z.string().min(1)),
});

/** A teammate added, changed or removed a case study (the service page and the portfolio show them). */
export const caseStudyCreated = defineEvent('content.case-study.created.v1', caseStudyFacts);
export const caseStudyUpdated = defineEvent('content.case-study.updated.v1', caseStudyFacts);
export const caseStudyDeleted = defineEvent('content.case-study.deleted.v1', caseStudyFacts);

/** What a testimonial event carries; `name` (the author's) is its label. */
const testimonialFacts = z.object({
  testimonialId: z.uuid(),
  ...serviceOf,
  name: z.string().min(1),
  company: z.string().min(1).nullable(),
  photoUrl: z.string().min(1).nullable(),
  rating: z.number().int().min(1).max(5),
});

export const testimonialCreated = defineEvent('content.testimonial.created.v1', testimonialFacts);
export const testimonialUpdated = defineEvent('content.testimonial.updated.v1', testimonialFacts);
export const testimonialDeleted = defineEvent('content.testimonial.deleted.v1', testimonialFacts);

/** What a pricing-tier event carries; `name` is its label, the price in integer cents. */
const pricingTierFacts = z.object({
  pricingTierId: z.uuid(),
  ...serviceOf,
  name: z.string().min(1),
  priceCents: z.number().int().min(0),
  interval: z.enum(['month', 'project']),
  highlighted: z.boolean(),
});

export const pricingTierCreated = defineEvent('content.pricing-tier.created.v1', pricingTierFacts);
export const pricingTierUpdated = defineEvent('content.pricing-tier.updated.v1', pricingTierFacts);
export const pricingTierDeleted = defineEvent('content.pricing-tier.deleted.v1', pricingTierFacts);
