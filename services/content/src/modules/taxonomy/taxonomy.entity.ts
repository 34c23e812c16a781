import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a blog term, category or tag alike, holds (new builders for each entity's metadata). */
const termProperties = () => ({
  id: p.uuid().primary(),
  name: p.string(),
  slug: p.string(),
  createdAt: p.datetime().columnType('timestamptz'),
});

/** A blog category; a post has at most one. */
export const Category = defineEntity({ name: 'Category', tableName: 'categories', properties: termProperties() });

export type Category = InferEntity<typeof Category>;

/** A blog tag, created the first time a post names it. */
export const Tag = defineEntity({ name: 'Tag', tableName: 'tags', properties: termProperties() });

export type Tag = InferEntity<typeof Tag>;
