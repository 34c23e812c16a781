import type { EntityManager } from '@mikro-orm/core';
import { queryRows, type Orm } from '@agency/kit';
import { staticPages, type StaticPage } from '../site/pages.js';
import { postPath } from '../site/site-map.js';
import { markdownToText } from './markdown-text.js';
import { searchDocumentId, type SearchDocument } from './search-document.js';

type Db = Orm | EntityManager;

interface PostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
}

interface ServiceRow {
  slug: string;
  title: string;
  description: string;
  features: string | null;
}

const postColumns = 'id, title, slug, excerpt, content';

/** A published post as search finds it: its excerpt is the description, its markdown's words the body. */
function postDocument(post: PostRow): SearchDocument {
  return {
    id: searchDocumentId.post(post.id),
    type: 'post',
    title: post.title,
    description: post.excerpt,
    body: markdownToText(post.content),
    url: postPath(post.slug),
  };
}

/** The post as search should hold it now, or null when it is not there to find (a draft, or deleted). */
export async function currentPostDocument(db: Db, postId: string): Promise<SearchDocument | null> {
  const [post] = await queryRows<PostRow>(db, `SELECT ${postColumns} FROM posts WHERE id = :postId AND published`, { postId });
  return post ? postDocument(post) : null;
}

const servicePath = /^\/services\/([a-z0-9-]+)$/;

/**
 * The six service pages are pages of the static catalogue (its title and description, as the page and
 * the site map show them) whose words also include the service's own record and its features, by order.
 */
function serviceDocument(page: StaticPage, slug: string, service: ServiceRow | undefined): SearchDocument {
  return {
    ...pageDocument(page),
    id: searchDocumentId.service(slug),
    type: 'service',
    body: [page.body, service?.title, service?.description, service?.features].filter(Boolean).join('\n'),
  };
}

function pageDocument(page: StaticPage): SearchDocument {
  return {
    id: searchDocumentId.page(page.path),
    type: 'page',
    title: page.title,
    description: page.description,
    body: page.body,
    url: page.path,
  };
}

/** Everything the site search should hold: published posts, the service pages and the other static pages. */
export async function siteDocuments(db: Db): Promise<SearchDocument[]> {
  const posts = await queryRows<PostRow>(db, `SELECT ${postColumns} FROM posts WHERE published`);
  const services = await queryRows<ServiceRow>(
    db,
    `SELECT s.slug, s.title, s.description,
            string_agg(f.title || '. ' || f.description, E'\\n' ORDER BY f.display_order) AS features
     FROM services s LEFT JOIN service_features f ON f.service_id = s.id
     WHERE s.active
     GROUP BY s.id`,
  );
  const serviceBySlug = new Map(services.map((service) => [service.slug, service]));
  const pages = staticPages.map((page) => {
    const slug = servicePath.exec(page.path)?.[1];
    return slug ? serviceDocument(page, slug, serviceBySlug.get(slug)) : pageDocument(page);
  });
  return [...pages, ...posts.map(postDocument)];
}
