import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, openDatabase, queryRows, type Orm } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { contentContract } from '../src/contract.js';
import { entities } from '../src/entities.js';
import { migrations } from '../src/migrations/0001-content.js';
import { migrations as redirectMigrations } from '../src/migrations/0003-post-redirects.js';
import { migrations as reviewMigrations } from '../src/migrations/0004-post-review.js';
import { extensionOf } from '../src/modules/media/media.service.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'content'),
    entities,
    migrations: [...migrations, ...redirectMigrations, ...reviewMigrations],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

/** The CHECK constraints on a column, as PostgreSQL writes them back. */
async function checksOn(table: string, column: string): Promise<string> {
  const rows = await queryRows<{ definition: string }>(
    orm,
    `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'c' AND c.conrelid = :table::regclass AND a.attname = :column`,
    { table, column },
  );
  return rows.map((row) => row.definition).join('\n');
}

type Bounded = { maxLength?: number; pattern?: string; minimum?: number; maximum?: number };
const schemas = contentSchemas as unknown as Record<string, { properties: Record<string, Bounded> } & Bounded>;
const property = (schema: string, name: string): Bounded => schemas[schema]!.properties[name]!;

const contract = loadContract(contentContract.file);
const responseTypes = (path: string) =>
  Object.keys(
    (contract.document.paths as Record<string, { get: { responses: Record<string, { content: object }> } }>)[path]!.get.responses[
      '200'
    ]!.content,
  );

describe('the content database, migrated, against the contract', () => {
  it('allows exactly the pricing intervals of the contract', async () => {
    expect((await checkedValues(orm, 'service_pricing_tiers', 'interval')).sort()).toEqual(
      [...contentSchemas.PricingTier.properties.interval.enum].sort(),
    );
  });

  it('allows exactly the post and revision statuses of the contract', async () => {
    // The status also appears in the rule that keeps `published` in step with it: each value counts once.
    expect([...new Set(await checkedValues(orm, 'posts', 'status'))].sort()).toEqual([...contentSchemas.PostStatus.enum].sort());
    expect((await checkedValues(orm, 'post_revisions', 'status')).sort()).toEqual([...contentSchemas.RevisionStatus.enum].sort());
  });

  it('stores exactly the image types getMedia serves, under the extensions MediaFileName allows', async () => {
    const served = responseTypes('/media/{fileName}').sort();
    expect((await checkedValues(orm, 'media', 'content_type')).sort()).toEqual(served);
    expect(Object.keys(extensionOf).sort()).toEqual(served);
    const extensions = /\\\.\((.+)\)\$$/.exec(contentSchemas.MediaFileName.pattern)?.[1]?.split('|');
    expect(Object.values(extensionOf).sort()).toEqual(extensions?.sort());
  });

  const bounds: Array<[table: string, column: string, schema: Bounded]> = [
    ['media', 'name', contentSchemas.MediaFileName],
    ['categories', 'slug', contentSchemas.Slug],
    ['categories', 'name', contentSchemas.Label],
    ['tags', 'slug', contentSchemas.Slug],
    ['tags', 'name', contentSchemas.Label],
    ['services', 'slug', contentSchemas.Slug],
    ['posts', 'slug', contentSchemas.PostSlug],
    ['post_redirects', 'old_slug', contentSchemas.PostSlug],
    ['posts', 'title', property('Post', 'title')],
    ['posts', 'excerpt', property('Post', 'excerpt')],
    ['posts', 'content', property('Post', 'content')],
    ['posts', 'cover_image', contentSchemas.ImageUrl],
    ['posts', 'author_avatar', contentSchemas.ImageUrl],
    ['posts', 'author_name', property('Author', 'name')],
    ['post_seo_meta', 'title', property('SeoMeta', 'title')],
    ['post_seo_meta', 'description', property('SeoMeta', 'description')],
    ['team_members', 'avatar_url', contentSchemas.ImageUrl],
    ['team_members', 'name', property('TeamMember', 'name')],
    ['partners', 'logo_url', contentSchemas.ImageUrl],
    ['partners', 'name', property('Partner', 'name')],
    ['services', 'title', property('Service', 'title')],
    ['services', 'description', property('Service', 'description')],
    ['service_features', 'display_order', property('ServiceFeature', 'displayOrder')],
    ['service_case_studies', 'cover_image', contentSchemas.ImageUrl],
    ['service_case_studies', 'challenge', property('CaseStudy', 'challenge')],
    ['service_testimonials', 'rating', property('Testimonial', 'rating')],
    ['service_pricing_tiers', 'price_cents', property('PricingTier', 'priceCents')],
    ['media', 'width', contentSchemas.Image.properties.width],
    ['posts', 'review_comment', contentSchemas.ReviewComment],
    ['post_revisions', 'review_comment', contentSchemas.ReviewComment],
    ['posts', 'created_by_name', property('Writer', 'name')],
    ['posts', 'created_by_email', property('Writer', 'email')],
    ['post_revisions', 'created_by_name', property('Writer', 'name')],
  ];
  it.each(bounds)('holds %s.%s to the contract’s pattern and bounds', async (table, column, schema) => {
    const checks = await checksOn(table, column);
    if (schema.pattern) expect(checks).toContain(`'${schema.pattern}'`);
    if (schema.maxLength) expect(checks).toContain(`<= ${schema.maxLength})`);
    if (schema.maximum !== undefined) expect(checks).toContain(`<= ${schema.maximum})`);
    if (schema.minimum !== undefined) expect(checks).toContain(`>= ${schema.minimum})`);
  });
});
