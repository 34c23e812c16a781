import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
  },
});

export type Post = InferEntity<typeof Post>;

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
