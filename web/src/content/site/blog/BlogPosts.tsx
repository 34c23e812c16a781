import { usePublicQuery } from '../../../shared/api/usePublicQuery';
import { Link, useSearchParams } from 'react-router-dom';
import { categoriesQuery, postsQuery, type PostSummary } from '../../contentQueries';
import { errorMessage } from '../../../shared/api/errorMessage';
import { t } from '../../../shared/i18n/messages';
import { useHttpStatus } from '../../../app/ssr/ServerRender';
import cards from '../../../shared/ui/cards.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import { BlogFilters } from './BlogFilters';
import { blogHref, readBlogView, type BlogView } from './blogUrl';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import styles from './BlogPosts.module.css';

/** Posts per page: the featured card and two rows of three, or three rows on later pages. */
export const BLOG_PAGE_SIZE = 9;

/** The blog list: filters, the featured post as the larger first card, a grid of the rest, and pages. */
export function BlogPosts() {
  const [params] = useSearchParams();
  const view = readBlogView(params);
  const { page, category, tag } = view;
  const posts = usePublicQuery(postsQuery({ category, tag, page, limit: BLOG_PAGE_SIZE }));
  // The newest post flagged featured leads the first page; without one, the newest post does.
  const featured = usePublicQuery({ ...postsQuery({ category, tag, featured: true, page: 1, limit: 1 }), enabled: page === 1 });
  const categories = usePublicQuery(categoriesQuery({ published: true }));

  if (posts.isPending || (page === 1 && featured.isPending)) return <StatusMessage>{t('blog.loading')}</StatusMessage>;
  if (posts.isError) {
    const message = errorMessage(posts.error);
    return <StatusMessage failed>{message ? t('blog.error', { message }) : t('content.error')}</StatusMessage>;
  }

  const { items, total } = posts.data;
  const filtered = Boolean(category || tag);
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > pages) return <NoSuchPage view={view} pages={pages} />;
  if (total === 0 && !filtered) {
    return (
      <div className={styles.empty}>
        <h2>{t('blog.empty.title')}</h2>
        <p>{t('blog.empty.text')}</p>
      </div>
    );
  }

  const lead = page === 1 ? (featured.data?.items[0] ?? items[0]) : undefined;
  const rest = items.filter((post) => post.id !== lead?.id);

  return (
    <>
      <BlogFilters view={view} categories={categories.data ?? []} tagName={tagName(tag, items)} />
      {total === 0 && <p className={styles.noMatches}>{t('blog.noMatches')}</p>}
      {lead && <PostCard post={lead} featured />}
      {rest.length > 0 && (
        <ul className={cards.grid}>
          {rest.map((post) => (
            <li key={post.id}>
              <PostCard post={post} eager={!lead && post === rest[0]} />
            </li>
          ))}
        </ul>
      )}
      {(pages > 1 || page > 1) && <Pagination view={view} pages={pages} />}
    </>
  );
}

/** A page past the last one is not there: the server answers 404, and the visitor is offered the last page. */
function NoSuchPage({ view, pages }: { view: BlogView; pages: number }) {
  useHttpStatus(404);
  return (
    <div className={styles.empty} role="alert">
      <meta name="robots" content="noindex" />
      <h2>{t('blog.noSuchPage.title')}</h2>
      <p>{t('blog.noSuchPage.text', { page: view.page, pages })}</p>
      <Link to={blogHref({ ...view, page: pages })}>{t('blog.noSuchPage.last')}</Link>
    </div>
  );
}

/** A tag's name from the posts that carry it, else its slug. */
function tagName(tag: BlogView['tag'], posts: PostSummary[]) {
  if (!tag) return undefined;
  return posts.flatMap((post) => post.tags).find((candidate) => candidate.slug === tag)?.name ?? tag;
}
