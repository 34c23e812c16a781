import { queryRow, queryRows, type Queryable, type SqlParams } from '@agency/kit';
import type { components } from '@agency/contracts/openapi/content';
import { isoTime, optionalIsoTime } from '../../time.js';
import { joinMedia, toImage, toOptionalImage } from '../media/images.js';

type Schemas = components['schemas'];
export type PostSummary = Schemas['PostSummary'];
export type Post = Schemas['Post'];
export type PostPage = Schemas['PostPage'];

// Hot reads (DESIGN §10): SQL through the ORM's connection, no entity hydration. A post's tags come along as
// one JSON array, and its images' sizes from the media table it points to.

const tagsJson = `coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY t.name)
  FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]'::json)`;

const summaryColumns = `p.id, p.title, p.slug, p.excerpt,
  p.cover_image, cover.width AS cover_width, cover.height AS cover_height,
  p.author_name, p.author_avatar, avatar.width AS avatar_width, avatar.height AS avatar_height,
  p.published, p.featured, p.created_at, p.updated_at, p.published_at,
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug, ${tagsJson} AS tags`;

const postJoins = `LEFT JOIN categories c ON c.id = p.category_id
  ${joinMedia('cover', 'p.cover_image')} ${joinMedia('avatar', 'p.author_avatar')}`;

interface SummaryRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string;
  coverWidth: number | null;
  coverHeight: number | null;
  authorName: string;
  authorAvatar: string | null;
  avatarWidth: number | null;
  avatarHeight: number | null;
  published: boolean;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  tags: Schemas['Tag'][];
}

interface PostRow extends SummaryRow {
  content: string;
  authorId: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImage: toImage(row.coverImage, row.coverWidth, row.coverHeight),
    author: { name: row.authorName, avatar: toOptionalImage(row.authorAvatar, row.avatarWidth, row.avatarHeight) },
    published: row.published,
    featured: row.featured,
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName!, slug: row.categorySlug! },
    tags: row.tags,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    publishedAt: optionalIsoTime(row.publishedAt),
  };
}

function toPost(row: PostRow): Post {
  const { id, title, slug, excerpt, coverImage, author, published, featured, category, tags, ...times } = toSummary(row);
  return {
    id,
    title,
    slug,
    excerpt,
    content: row.content,
    coverImage,
    authorId: row.authorId,
    author,
    published,
    featured,
    category,
    tags,
    seo: { title: row.seoTitle, description: row.seoDescription },
    ...times,
  };
}

/** One post, draft or not, found by `where` (on alias `p`). */
async function findPost(db: Queryable, where: string, params: SqlParams): Promise<Post | undefined> {
  const row = await queryRow<PostRow>(
    db,
    `SELECT ${summaryColumns}, p.content, p.author_id, seo.title AS seo_title, seo.description AS seo_description
     FROM posts p ${postJoins} LEFT JOIN post_seo_meta seo ON seo.post_id = p.id
     WHERE ${where}`,
    params,
  );
  return row && toPost(row);
}

export const findPostById = (db: Queryable, id: string) => findPost(db, 'p.id = :id', { id });

/** A published post by its slug, or by an address it had before it was renamed (it comes with its current slug). */
export const findPublishedPost = (db: Queryable, slug: string) =>
  findPost(db, 'p.published AND (p.slug = :slug OR p.id = (SELECT post_id FROM post_redirects WHERE old_slug = :slug))', {
    slug,
  });

interface PageQuery {
  /** SQL conditions on alias `p` (and `c`, the category), joined with AND, and their parameters. */
  where: string[];
  params: SqlParams;
  orderBy: string;
  limit: number;
  page: number;
}

/**
 * One page of posts and the exact total, in one query: the matching ids are counted and cut to the page first
 * (the total rides on every row), and only the page's posts are joined to their category, tags and images.
 * A second query counts only when the page is past the end.
 */
async function pageOfPosts(db: Queryable, query: PageQuery): Promise<PostPage> {
  const filter = query.where.length ? `WHERE ${query.where.join(' AND ')}` : '';
  const rows = await queryRows<SummaryRow & { total: number }>(
    db,
    `WITH page AS (
       SELECT p.id, count(*) OVER ()::int AS total
       FROM posts p LEFT JOIN categories c ON c.id = p.category_id ${filter}
       ORDER BY ${query.orderBy} LIMIT :limit OFFSET :offset)
     SELECT ${summaryColumns}, page.total
     FROM page JOIN posts p ON p.id = page.id ${postJoins}
     ORDER BY ${query.orderBy}`,
    { ...query.params, limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const total =
    rows[0]?.total ??
    (query.page === 1
      ? 0
      : ((
          await queryRow<{ total: number }>(
            db,
            `SELECT count(*)::int AS total FROM posts p LEFT JOIN categories c ON c.id = p.category_id ${filter}`,
            query.params,
          )
        )?.total ?? 0));
  return { items: rows.map(toSummary), total, page: query.page, limit: query.limit };
}

export interface PublishedPostQuery {
  featured?: boolean;
  category?: string;
  tag?: string;
  limit: number;
  page: number;
}

/** Published posts, newest first by publish date, filtered by featured, category slug and tag slug. */
export function listPublishedPosts(db: Queryable, query: PublishedPostQuery): Promise<PostPage> {
  const where = ['p.published'];
  const { featured, category, tag } = query;
  if (featured !== undefined) where.push('p.featured = :featured');
  if (category !== undefined) where.push('c.slug = :category');
  if (tag !== undefined) {
    where.push('EXISTS (SELECT 1 FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id AND t.slug = :tag)');
  }
  const params = {
    ...(featured !== undefined && { featured }),
    ...(category !== undefined && { category }),
    ...(tag !== undefined && { tag }),
  };
  return pageOfPosts(db, { where, params, orderBy: 'p.published_at DESC, p.id DESC', limit: query.limit, page: query.page });
}

/** Every post, drafts included, newest first by creation time (the team's lists). */
export function listAllPosts(db: Queryable, query: { limit: number; page: number }): Promise<PostPage> {
  return pageOfPosts(db, { where: [], params: {}, orderBy: 'p.created_at DESC, p.id DESC', ...query });
}
