import { Link } from 'react-router-dom';
import { useAuth } from '../../../identity/auth/useAuth';
import { t } from '../../../shared/i18n/messages';
import { formatMoment } from '../../../shared/lib/viewerTime';
import layout from '../../../shared/ui/layout.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import type { PostSummary } from './post';
import { useReviewQueue } from './usePosts';
import styles from './ReviewQueueCard.module.css';

/** Who wrote what waits: the student's name where the post records it, else the blog's byline. */
const writerName = (post: PostSummary) => post.writer?.name ?? post.author.name;

/** The dashboard's review queue, for admins: the posts waiting for them, each a link to its editor. */
export function ReviewQueueCard() {
  const { isAdmin } = useAuth();
  const { data, isPending, isError } = useReviewQueue({ enabled: isAdmin });
  if (!isAdmin) return null;
  return (
    <section className={`${adminPage.card} ${styles.queue}`} aria-labelledby="review-queue">
      <h2 id="review-queue">{t('review.queue')}</h2>
      {isPending ? (
        <p className={layout.status} role="status">
          {t('posts.loading')}
        </p>
      ) : isError || !data ? (
        <p className={adminPage.empty}>{t('review.queue.failed')}</p>
      ) : data.items.length === 0 ? (
        <p className={adminPage.empty}>{t('review.queue.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((post) => (
            <li key={post.id} className={styles.item}>
              <Link to={`/admin/posts/${post.id}/edit`} className={styles.title}>
                {post.title}
              </Link>
              <span className={styles.meta}>
                {t('review.queue.item', {
                  author: writerName(post),
                  when: post.submittedAt ? formatMoment(post.submittedAt) : '',
                })}
                {post.revisionStatus === 'in_review' && ` · ${t('review.queue.changes')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
