import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest } from '@agency/kit';
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
  await em.execute(
    `INSERT INTO tags (id, name, slug, created_at) VALUES ${slugs.map(() => '(?, ?, ?, now())').join(', ')}
     ON CONFLICT (slug) DO NOTHING`,
    slugs.flatMap((slug) => [randomUUID(), bySlug.get(slug), slug]),
  );
  const rows = await em.execute<{ id: string }[]>(
    `SELECT id FROM tags WHERE slug IN (${slugs.map(() => '?').join(', ')})`,
    slugs,
  );
  return rows.map((row) => row.id);
}
