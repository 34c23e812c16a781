import { queryPage, queryRow, type Queryable, type SqlParams } from '@agency/kit';
import type {
  Post,
  PostInput,
  PostPage,
  PostRevision,
  PostStatus,
  PostSummary,
  ReviewNote,
  RevisionStatus,
  Tag,
  Writer,
} from '@agency/contracts/openapi/content';
import { isoTime, optionalIsoTime } from '../../time.js';
import { joinMedia, srcsetSql, toImage, toOptionalImage } from '../media/images.js';

export type { PostSummary, Post, PostPage };

// Hot reads (DESIGN §10): SQL through the ORM's connection, no entity hydration. A post's tags come along as
// one JSON array, and its images' sizes from the media table it points to.

const tagsJson = `coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY t.name)
  FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]'::json)`;

const summaryColumns = `p.id, p.title, p.slug, p.excerpt,
  p.cover_image, cover.width AS cover_width, cover.height AS cover_height, ${srcsetSql('cover')} AS cover_srcset,
  p.author_name, p.author_avatar, avatar.width AS avatar_width, avatar.height AS avatar_height, ${srcsetSql('avatar')} AS avatar_srcset,
  p.published, p.featured, p.created_at, p.updated_at, p.published_at,
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug, ${tagsJson} AS tags,
  p.status, p.created_by_user_id, p.created_by_email, p.created_by_name,
  coalesce(r.submitted_at, p.submitted_at) AS submitted_at, r.status AS revision_status, p.scheduled_for`;

const postJoins = `LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN post_revisions r ON r.post_id = p.id
  ${joinMedia('cover', 'p.cover_image')} ${joinMedia('avatar', 'p.author_avatar')}`;

interface SummaryRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string;
  coverWidth: number | null;
  coverHeight: number | null;
  coverSrcset: string | null;
  authorName: string;
  authorAvatar: string | null;
  avatarWidth: number | null;
  avatarHeight: number | null;
  avatarSrcset: string | null;
  published: boolean;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  tags: Tag[];
  status: PostStatus;
  createdByUserId: string | null;
  createdByEmail: string | null;
  createdByName: string | null;
  submittedAt: string | null;
  revisionStatus: RevisionStatus | null;
  scheduledFor: string | null;
}

interface PostRow extends SummaryRow {
  content: string;
  authorId: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  reviewComment: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  revisionFields: PostInput | null;
  revisionByUserId: string | null;
  revisionByEmail: string | null;
  revisionByName: string | null;
  revisionSubmittedAt: string | null;
  revisionComment: string | null;
  revisionReviewedByName: string | null;
  revisionReviewedAt: string | null;
}

function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImage: toImage(row.coverImage, row.coverWidth, row.coverHeight, row.coverSrcset),
    author: {
      name: row.authorName,
      avatar: toOptionalImage(row.authorAvatar, row.avatarWidth, row.avatarHeight, row.avatarSrcset),
    },
    published: row.published,
    featured: row.featured,
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName!, slug: row.categorySlug! },
    tags: row.tags,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    publishedAt: optionalIsoTime(row.publishedAt),
  };
}

const writerOf = (userId: string | null, email: string | null, name: string | null): Writer | null =>
  userId && email && name ? { userId, email, name } : null;

const reviewNote = (comment: string | null, by: string | null, at: string | null): ReviewNote | null =>
  comment && by && at ? { comment, by, at: isoTime(at) } : null;

/** A summary with what only the team sees: the status, the writer and the review's state. */
function toTeamSummary(row: SummaryRow): PostSummary {
  return {
    ...toSummary(row),
    status: row.status,
    writer: writerOf(row.createdByUserId, row.createdByEmail, row.createdByName),
    submittedAt: optionalIsoTime(row.submittedAt),
    revisionStatus: row.revisionStatus,
    scheduledFor: optionalIsoTime(row.scheduledFor),
  };
}

function toRevision(row: PostRow): PostRevision | null {
  if (!row.revisionFields || !row.revisionStatus) return null;
  return {
    status: row.revisionStatus,
    fields: row.revisionFields,
    writer: writerOf(row.revisionByUserId, row.revisionByEmail, row.revisionByName)!,
    submittedAt: isoTime(row.revisionSubmittedAt!),
    review: reviewNote(row.revisionComment, row.revisionReviewedByName, row.revisionReviewedAt),
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

/** A post with the team's view of it: the summary's team fields, the last return's comment and a pending revision. */
function toTeamPost(row: PostRow): Post {
  const { status, writer, submittedAt, revisionStatus, scheduledFor } = toTeamSummary(row);
  const revision = toRevision(row);
  return {
    ...toPost(row),
    status,
    writer,
    submittedAt,
    revisionStatus,
    scheduledFor,
    review: revision ? revision.review : reviewNote(row.reviewComment, row.reviewedByName, row.reviewedAt),
    revision,
  };
}

/** One post row, draft or not, found by `where` (on alias `p`). */
const findPostRow = (db: Queryable, where: string, params: SqlParams) =>
  queryRow<PostRow>(
    db,
    `SELECT ${summaryColumns}, p.content, p.author_id, seo.title AS seo_title, seo.description AS seo_description,
       p.review_comment, p.reviewed_by_name, p.reviewed_at,
       r.fields AS revision_fields, r.created_by_user_id AS revision_by_user_id, r.created_by_email AS revision_by_email,
       r.created_by_name AS revision_by_name, r.submitted_at AS revision_submitted_at, r.review_comment AS revision_comment,
       r.reviewed_by_name AS revision_reviewed_by_name, r.reviewed_at AS revision_reviewed_at
     FROM posts p ${postJoins} LEFT JOIN post_seo_meta seo ON seo.post_id = p.id
     WHERE ${where}`,
    params,
  );

/** One post by id, draft or not, as the team sees it. */
export async function findPostById(db: Queryable, id: string): Promise<Post | undefined> {
  const row = await findPostRow(db, 'p.id = :id', { id });
  return row && toTeamPost(row);
}

/** A post by id as visitors would see it, draft or not, with a published post's pending change (a preview). */
export async function findPreviewedPost(
  db: Queryable,
  id: string,
): Promise<{ post: Post; pendingChange: PostInput | null } | undefined> {
  const row = await findPostRow(db, 'p.id = :id', { id });
  return row && { post: toPost(row), pendingChange: row.published ? row.revisionFields : null };
}

/** A published post by its slug, or by an address it had before it was renamed (it comes with its current slug). */
export async function findPublishedPost(db: Queryable, slug: string): Promise<Post | undefined> {
  const row = await findPostRow(
    db,
    'p.published AND (p.slug = :slug OR p.id = (SELECT post_id FROM post_redirects WHERE old_slug = :slug))',
    { slug },
  );
  return row && toPost(row);
}

interface PageQuery {
  /** SQL conditions on alias `p` (and `c`, the category), joined with AND, and their parameters. */
  where: string[];
  params: SqlParams;
  orderBy: string;
  limit: number;
  page: number;
  /** How a row is shown: as the public sees it unless the team's mapper is given. */
  toItem?: (row: SummaryRow) => PostSummary;
}

/**
 * One page of posts and the exact total, in one query: the matching ids are counted and cut to the page first
 * (the total rides on every row), and only the page's posts are joined to their category, tags and images.
 */
async function pageOfPosts(db: Queryable, query: PageQuery): Promise<PostPage> {
  const { items, total } = await queryPage(
    db,
    {
      columns: 'p.id',
      from: 'posts p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN post_revisions r ON r.post_id = p.id',
      where: query.where,
      orderBy: query.orderBy,
      pageRows: { columns: summaryColumns, from: `page JOIN posts p ON p.id = page.id ${postJoins}` },
      toItem: query.toItem ?? toSummary,
    },
    { params: query.params, limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items, total, page: query.page, limit: query.limit };
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
  if (category !== undefined) {
    // A renamed category's old slug still filters to it (category_slug_redirects).
    where.push('(c.slug = :category OR c.id = (SELECT r.category_id FROM category_slug_redirects r WHERE r.slug = :category))');
  }
  if (tag !== undefined) {
    // A renamed or merged-away tag's old slug still filters to the tag it leads to (tag_slug_redirects).
    where.push(
      `EXISTS (SELECT 1 FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id
         AND (t.slug = :tag OR t.id = (SELECT r.tag_id FROM tag_slug_redirects r WHERE r.slug = :tag)))`,
    );
  }
  const params = {
    ...(featured !== undefined && { featured }),
    ...(category !== undefined && { category }),
    ...(tag !== undefined && { tag }),
  };
  return pageOfPosts(db, { where, params, orderBy: 'p.published_at DESC, p.id DESC', limit: query.limit, page: query.page });
}

export interface TeamPostQuery {
  status?: PostStatus;
  limit: number;
  page: number;
}

/**
 * Every post, drafts included, newest first by creation time (the team's lists). In review: the review queue,
 * posts and published posts' revisions waiting, the longest waiting first.
 */
export function listAllPosts(db: Queryable, query: TeamPostQuery): Promise<PostPage> {
  const { status, limit, page } = query;
  const paging = { limit, page, toItem: toTeamSummary };
  if (status === 'in_review') {
    return pageOfPosts(db, {
      where: ["(p.status = 'in_review' OR r.status = 'in_review')"],
      params: {},
      orderBy: 'coalesce(r.submitted_at, p.submitted_at) ASC, p.id ASC',
      ...paging,
    });
  }
  const where = status ? ['p.status = :status'] : [];
  return pageOfPosts(db, { where, params: status ? { status } : {}, orderBy: 'p.created_at DESC, p.id DESC', ...paging });
}
