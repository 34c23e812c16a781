import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PostInput, PostStatus, RevisionStatus } from '@agency/contracts/openapi/content';

export type { PostStatus, PostInput };

/**
 * A blog post. The author's name and avatar are copied from the team member when the post is saved, so a
 * post keeps its byline when the member changes or leaves; the category is a plain reference (a post's
 * reads are SQL, its writes need only the id).
 */
export const Post = defineEntity({
  name: 'Post',
  tableName: 'posts',
  properties: {
    id: p.uuid().primary(),
    title: p.string(),
    slug: p.string(),
    excerpt: p.text(),
    content: p.text(),
    coverImage: p.string(),
    authorId: p.uuid().nullable(),
    authorName: p.string(),
    authorAvatar: p.string().nullable(),
    published: p.boolean(),
    featured: p.boolean(),
    categoryId: p.uuid().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    updatedAt: p.datetime().columnType('timestamptz'),
    publishedAt: p.datetime().columnType('timestamptz').nullable(),
    /** draft, in_review or published; `published` agrees with it (the public reads filter on the flag). */
    status: p.string().$type<PostStatus>(),
    submittedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The last return's comment and who sent it back when, until the writer submits again. */
    reviewComment: p.text().nullable(),
    reviewedByName: p.string().nullable(),
    reviewedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The teammate's account that wrote the post (null on posts from before writers were recorded). */
    createdByUserId: p.uuid().nullable(),
    createdByEmail: p.string().nullable(),
    createdByName: p.string().nullable(),
    /** When the unpublished post goes live by itself, and the admin who asked (null when not scheduled). */
    scheduledFor: p.datetime().columnType('timestamptz').nullable(),
    scheduledByUserId: p.uuid().nullable(),
  },
});

export type Post = InferEntity<typeof Post>;

/**
 * A member's change to a published post, waiting for review or sent back: the live post is untouched until
 * an admin publishes it. One per post.
 */
export const PostRevision = defineEntity({
  name: 'PostRevision',
  tableName: 'post_revisions',
  properties: {
    postId: p.uuid().primary(),
    fields: p.json<PostInput>(),
    status: p.string().$type<RevisionStatus>(),
    createdByUserId: p.uuid(),
    createdByEmail: p.string(),
    createdByName: p.string(),
    submittedAt: p.datetime().columnType('timestamptz'),
    reviewComment: p.text().nullable(),
    reviewedByName: p.string().nullable(),
    reviewedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type PostRevision = InferEntity<typeof PostRevision>;

/** A tag on a post. */
export const PostTag = defineEntity({
  name: 'PostTag',
  tableName: 'post_tags',
  properties: {
    postId: p.uuid().primary(),
    tagId: p.uuid().primary(),
  },
});

export type PostTag = InferEntity<typeof PostTag>;

/** What search engines and link previews show for a post; null falls back to its title and excerpt. */
export const PostSeoMeta = defineEntity({
  name: 'PostSeoMeta',
  tableName: 'post_seo_meta',
  properties: {
    postId: p.uuid().primary(),
    title: p.string().nullable(),
    description: p.string().nullable(),
  },
});

export type PostSeoMeta = InferEntity<typeof PostSeoMeta>;

/** An address a published post had before it was renamed; it answers with the post under its current slug. */
export const PostRedirect = defineEntity({
  name: 'PostRedirect',
  tableName: 'post_redirects',
  properties: {
    oldSlug: p.string().primary(),
    postId: p.uuid(),
  },
});

export type PostRedirect = InferEntity<typeof PostRedirect>;
