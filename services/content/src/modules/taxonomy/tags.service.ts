import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest, execute, queryRows } from '@agency/kit';
import { slugOf } from '../../slugs.js';

/**
 * The ids of the tags a post names, creating the new ones, each with a slug made from its name. Names that
 * make the same slug ("SEO", "seo") are one tag. Safe beside another transaction adding the same tag.
 */
export async function ensureTags(em: EntityManager, names: readonly string[]): Promise<string[]> {
  const bySlug = new Map<string, string>();
  names.forEach((name, index) => {
    const slug = slugOf(name);
    if (!slug) {
      throw badRequest('CONTENT_TAG_INVALID', 'A tag needs at least one letter or digit.', [
        { path: `body/tags/${index}`, message: 'has no letter or digit' },
      ]);
    }
    if (!bySlug.has(slug)) bySlug.set(slug, name.trim());
  });
  if (bySlug.size === 0) return [];
  const slugs = [...bySlug.keys()];
  await execute(
    em,
    `INSERT INTO tags (id, name, slug, created_at)
     SELECT id, name, slug, now() FROM unnest(:ids::uuid[], :names::text[], :slugs::text[]) AS tag (id, name, slug)
     ON CONFLICT (slug) DO NOTHING`,
    { ids: slugs.map(() => randomUUID()), names: slugs.map((slug) => bySlug.get(slug)), slugs },
  );
  // A slug a tag has now is its own, no longer an old address of another.
  await execute(em, 'DELETE FROM tag_slug_redirects WHERE slug = ANY(:slugs::text[])', { slugs });
  const rows = await queryRows<{ id: string }>(em, 'SELECT id FROM tags WHERE slug = ANY(:slugs::text[])', { slugs });
  return rows.map((row) => row.id);
}
