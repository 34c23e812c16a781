import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError, notFound, queryRow, queryRows, recordEvent, type Queryable } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { Category, NewPreviewLink, PostInput, PostPreview, PreviewLink, Tag } from '@agency/contracts/openapi/content';
import { slugOf } from '../../slugs.js';
import { isoTime } from '../../time.js';
import { joinMedia, toImage, toOptionalImage } from '../media/images.js';
import { Post as PostEntity, PostRevision } from './post.entity.js';
import { checkMayChange, type Editor } from './post-editors.js';
import { checkMayRead } from './post-history.service.js';
import { PostPreviewLink } from './post-preview-link.entity.js';
import { findPreviewedPost } from './posts.reads.js';
import { facts, postNotFound, source, type PostDeps } from './posts.service.js';

// Preview links: the team shows a draft, or a published post's pending change, to someone without an account.
// The token is 256 random bits, shown once; only its SHA-256 is stored, so the table gives no working link away.

export const defaultPreviewDays = 7;
const day = 24 * 60 * 60 * 1000;

const previewNotFound = () => notFound('CONTENT_PREVIEW_NOT_FOUND', 'This preview link does not work: it may have expired.');
const linkNotFound = () => notFound('CONTENT_PREVIEW_LINK_NOT_FOUND', 'This post has no such preview link.');
const nothingToPreview = () =>
  new AppError(
    409,
    'CONTENT_POST_NOTHING_TO_PREVIEW',
    'The post is published with no change waiting: its page shows it as it is.',
  );

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const previewPath = (token: string) => `/blog/preview/${token}`;

interface LinkRow {
  id: string;
  createdAt: string | Date;
  expiresAt: string | Date;
  createdByName: string;
}

const toLink = (row: LinkRow): PreviewLink => ({
  id: row.id,
  createdAt: isoTime(row.createdAt),
  expiresAt: isoTime(row.expiresAt),
  createdBy: row.createdByName,
});

/**
 * A new link to the post for `days` days; `content.post.preview-link-created.v1`. Only a draft or a published
 * post with a change pending has something to preview.
 */
export async function createPreviewLink(
  deps: PostDeps,
  postId: string,
  days: number,
  editor: Editor,
  now = new Date(),
): Promise<NewPreviewLink> {
  const token = randomBytes(32).toString('base64url');
  const link = await deps.orm.em.fork().transactional(async (em) => {
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    checkMayChange(editor, post);
    if (post.published && !(await em.findOne(PostRevision, { postId }))) throw nothingToPreview();
    const created = em.create(PostPreviewLink, {
      id: randomUUID(),
      postId,
      tokenHash: hashOf(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + days * day),
      revokedAt: null,
      createdByUserId: editor.userId,
      createdByName: editor.name,
    });
    recordEvent(em, source, contentEvents.postPreviewLinkCreated, {
      ...facts(post, editor),
      linkId: created.id,
      expiresAt: created.expiresAt.toISOString(),
    });
    return created;
  });
  deps.relay.wake();
  return { link: toLink(link), token, path: previewPath(token) };
}

/** The post's links that still work, newest first. */
export async function listPreviewLinks(db: Queryable, postId: string, editor: Editor): Promise<PreviewLink[]> {
  await checkMayRead(db, postId, editor);
  const rows = await queryRows<LinkRow>(
    db,
    `SELECT id, created_at, expires_at, created_by_name FROM post_preview_links
     WHERE post_id = :postId AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id`,
    { postId },
  );
  return rows.map(toLink);
}

/** Revokes a link; one already revoked or expired stays as it is. `content.post.preview-link-revoked.v1`. */
export async function revokePreviewLink(deps: PostDeps, postId: string, linkId: string, editor: Editor, now = new Date()) {
  const revoked = await deps.orm.em.fork().transactional(async (em) => {
    const post = await em.findOne(PostEntity, { id: postId });
    if (!post) throw postNotFound();
    checkMayChange(editor, post);
    const link = await em.findOne(PostPreviewLink, { id: linkId, postId });
    if (!link) throw linkNotFound();
    if (link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return false;
    link.revokedAt = now;
    recordEvent(em, source, contentEvents.postPreviewLinkRevoked, { ...facts(post, editor), linkId });
    return true;
  });
  if (revoked) deps.relay.wake();
}

interface PreviewParts {
  author: { name: string; avatarUrl: string | null; avatarWidth: number | null; avatarHeight: number | null } | null;
  cover: { width: number | null; height: number | null } | null;
  category: Category | null;
  tags: Tag[];
}

/** What a pending change names (its author, cover, category and tags) as visitors would see them. */
async function partsOf(db: Queryable, change: PostInput): Promise<PreviewParts> {
  const row = await queryRow<{
    authorName: string | null;
    avatarUrl: string | null;
    avatarWidth: number | null;
    avatarHeight: number | null;
    coverWidth: number | null;
    coverHeight: number | null;
    categoryId: string | null;
    categoryName: string | null;
    categorySlug: string | null;
  }>(
    db,
    `SELECT m.name AS author_name, m.avatar_url, avatar.width AS avatar_width, avatar.height AS avatar_height,
       cover.width AS cover_width, cover.height AS cover_height, c.id AS category_id, c.name AS category_name,
       c.slug AS category_slug
     FROM (SELECT :coverImage::text AS cover_image) AS v
     LEFT JOIN team_members m ON m.id = :authorId::uuid
     LEFT JOIN categories c ON c.id = :categoryId::uuid
     ${joinMedia('cover', 'v.cover_image')} ${joinMedia('avatar', 'm.avatar_url')}`,
    { coverImage: change.coverImage, authorId: change.authorId, categoryId: change.categoryId ?? null },
  );
  const names = change.tags ?? [];
  const known = await queryRows<Tag>(db, 'SELECT id, name, slug FROM tags WHERE slug = ANY(:slugs::text[])', {
    slugs: names.map(slugOf),
  });
  // A tag the change adds does not exist until it is published: shown with a stand-in id.
  const tags = names.map(
    (name) => known.find((tag) => tag.slug === slugOf(name)) ?? { id: randomUUID(), name, slug: slugOf(name) },
  );
  return {
    author: row?.authorName
      ? { name: row.authorName, avatarUrl: row.avatarUrl, avatarWidth: row.avatarWidth, avatarHeight: row.avatarHeight }
      : null,
    cover: row ? { width: row.coverWidth, height: row.coverHeight } : null,
    category: row?.categoryId ? { id: row.categoryId, name: row.categoryName!, slug: row.categorySlug! } : null,
    tags: [...tags].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The post a working link shows: a draft as it stands, or a published post with its pending change applied.
 * Unknown, revoked and expired tokens are one answer (404), so a guess learns nothing.
 */
export async function findPreview(db: Queryable, token: string): Promise<PostPreview> {
  const link = await queryRow<{ postId: string }>(
    db,
    'SELECT post_id FROM post_preview_links WHERE token_hash = :hash AND revoked_at IS NULL AND expires_at > now()',
    { hash: hashOf(token) },
  );
  const found = link && (await findPreviewedPost(db, link.postId));
  if (!found) throw previewNotFound();
  const { post, pendingChange } = found;
  if (!pendingChange) return { post, pendingChange: false };
  const parts = await partsOf(db, pendingChange);
  return {
    pendingChange: true,
    post: {
      ...post,
      title: pendingChange.title,
      slug: pendingChange.slug,
      excerpt: pendingChange.excerpt,
      content: pendingChange.content,
      coverImage: toImage(pendingChange.coverImage, parts.cover?.width ?? null, parts.cover?.height ?? null),
      authorId: pendingChange.authorId,
      author: parts.author
        ? {
            name: parts.author.name,
            avatar: toOptionalImage(parts.author.avatarUrl, parts.author.avatarWidth, parts.author.avatarHeight),
          }
        : post.author,
      featured: pendingChange.featured,
      category: parts.category,
      tags: parts.tags,
      seo: { title: pendingChange.seoTitle?.trim() || null, description: pendingChange.seoDescription?.trim() || null },
    },
  };
}
