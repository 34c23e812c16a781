import { Link } from 'react-router-dom';
import type { PostSummary } from '../../contentQueries';
import { t } from '../../../shared/i18n/messages';
import { formatDate, usePageTimeZone } from '../../../shared/lib/zonedFormat';
import { ApiImage } from '../../../shared/ui/ApiImage';
import { Badge } from '../../../shared/ui/Badge';
import cards from '../../../shared/ui/cards.module.css';
import stretched from '../../../shared/ui/stretched.module.css';
import { blogHref } from './blogUrl';
import { PostByline } from './PostByline';
import styles from './PostCard.module.css';

interface PostCardProps {
  post: PostSummary;
  /** The larger first card. */
  featured?: boolean;
  /** Loads the cover at once: it is the first thing on the screen. */
  eager?: boolean;
}

/** A post in the list: the whole card links to it; its category and tags link to the filtered list. */
export function PostCard({ post, featured = false, eager = featured }: PostCardProps) {
  const { coverImage, category } = post;
  // The agency's zone while the server's page is hydrated, the viewer's just after.
  const zone = usePageTimeZone();
  return (
    <article className={`${cards.card} ${styles.card}${featured ? ` ${styles.featured}` : ''}`}>
      <ApiImage
        image={coverImage}
        alt=""
        className={styles.cover}
        priority={eager}
        sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          {featured && <Badge>{t('blog.featured')}</Badge>}
          {category && (
            <Link to={blogHref({ category: category.slug })} className={styles.above}>
              {category.name}
            </Link>
          )}
        </p>
        <h2 className={styles.title}>
          <Link to={`/blog/${post.slug}`} className={stretched.stretched}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <PostByline author={post.author}>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, 'short', zone)}</time>
        </PostByline>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={blogHref({ tag: tag.slug })} className={styles.above}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
