import { PostSlug } from '@agency/contracts/openapi/content.schemas';
import { usePublicQuery } from '../../../shared/api/usePublicQuery';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { postQuery, previewQuery, type Post } from '../../contentQueries';
import { errorMessage } from '../../../shared/api/errorMessage';
import { t } from '../../../shared/i18n/messages';
import { formatDate, usePageTimeZone } from '../../../shared/lib/zonedFormat';
import { Seo } from '../../../app/seo/Seo';
import { useHttpStatus, useServerRender } from '../../../app/ssr/ServerRender';
import { ApiImage } from '../../../shared/ui/ApiImage';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import { blogHref } from './blogUrl';
import { PostByline } from './PostByline';
import styles from './PostArticle.module.css';

// The markdown parser is the heaviest part of the blog; only a post's page loads it.
const Markdown = lazy(() => import('../../../shared/markdown/Markdown'));

const postSlug = new RegExp(PostSlug.pattern);

export function PostArticle() {
  const { slug = '' } = useParams();
  // A slug no post can have is not asked for: it is simply not found.
  const valid = postSlug.test(slug);
  const post = usePublicQuery({ ...postQuery(slug), enabled: valid });

  if (!valid) return <PostMissing />;
  if (post.isPending) return <StatusMessage>{t('post.loading')}</StatusMessage>;
  if (post.isError) return <PostMissing message={errorMessage(post.error)} />;
  if (!post.data) return <PostMissing />;
  // An address the post had before it was renamed: the content service answers it with the post as it is now.
  if (post.data.slug !== slug) return <PostMoved slug={post.data.slug} />;
  return <Article post={post.data} />;
}

/** Sends the visitor on to the post's current address: a 301 from the server, a replaced entry in the browser. */
function PostMoved({ slug }: { slug: string }) {
  const { search } = useLocation();
  const serverRender = useServerRender();
  const to = `/blog/${slug}${search}`;
  if (serverRender) {
    serverRender.movedTo(to);
    return null;
  }
  return <Navigate to={to} replace />;
}

const previewToken = /^[A-Za-z0-9_-]{43}$/;

/**
 * The post a preview link shows, under a banner saying it is a preview; a link that does not work (unknown,
 * revoked or expired) is 'Post not found', the one answer for each.
 */
export function PreviewArticle() {
  const { token = '' } = useParams();
  const valid = previewToken.test(token);
  const preview = usePublicQuery({ ...previewQuery(token), enabled: valid });

  if (!valid) return <PostMissing />;
  if (preview.isPending) return <StatusMessage>{t('post.loading')}</StatusMessage>;
  if (preview.isError) return <PostMissing message={errorMessage(preview.error)} />;
  if (!preview.data) return <PostMissing />;
  return (
    <>
      <div className={styles.previewBanner} role="note" aria-label={t('post.preview.label')}>
        <strong>{t('post.preview.label')}</strong>
        <span>{t(preview.data.pendingChange ? 'post.preview.change' : 'post.preview.draft')}</span>
      </div>
      <Article post={preview.data.post} preview />
    </>
  );
}

/** 'Post not found' for a draft or an unknown slug; another failure's own message. */
function PostMissing({ message }: { message?: string | undefined }) {
  // A post that is not there answers 404; a failed read is not the visitor's doing.
  useHttpStatus(message ? 200 : 404);
  return (
    <>
      <Seo title={t('post.notFound')} description={t('page.blogPost.description')} noIndex />
      <BackToBlog />
      <div role="alert">
        <h1 className={styles.missing}>{message ?? t('post.notFound')}</h1>
      </div>
    </>
  );
}

function BackToBlog() {
  return (
    <Link to="/blog" className={styles.back}>
      <span aria-hidden="true">←</span>
      {t('post.back')}
    </Link>
  );
}

/** A post's page; a preview's is kept out of search engines. */
function Article({ post, preview = false }: { post: Post; preview?: boolean }) {
  const { coverImage } = post;
  // The agency's zone while the server's page is hydrated, the viewer's just after.
  const zone = usePageTimeZone();
  return (
    <article className={styles.article}>
      <Seo
        title={post.seo.title || post.title}
        description={post.seo.description || post.excerpt}
        noIndex={preview}
        breadcrumb={post.title}
        image={coverImage}
        article={{
          headline: post.title,
          datePublished: post.publishedAt ?? post.createdAt,
          dateModified: post.updatedAt,
          author: post.author.name,
          image: coverImage.url,
        }}
      />
      <BackToBlog />
      <header className={styles.header}>
        {post.category && (
          <Link to={blogHref({ category: post.category.slug })} className={styles.category}>
            {post.category.name}
          </Link>
        )}
        <h1>{post.title}</h1>
        <PostByline author={post.author}>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, 'long', zone)}</time>
        </PostByline>
      </header>
      <ApiImage image={coverImage} alt="" className={styles.cover} priority sizes="(min-width: 50rem) 48rem, 100vw" />
      <Suspense fallback={<StatusMessage>{t('post.loading')}</StatusMessage>}>
        <Markdown source={post.content} />
      </Suspense>
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <Link to={blogHref({ tag: tag.slug })}>#{tag.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
