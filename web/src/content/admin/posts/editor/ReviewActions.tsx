import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../../shared/i18n/messages';
import { formatMoment } from '../../../../shared/lib/viewerTime';
import button from '../../../../shared/ui/button.module.css';
import type { Post } from '../post';
import { SendBackDialog } from './SendBackDialog';
import { usePublishPost } from './useReview';
import styles from './Review.module.css';

/**
 * For an admin opening a post that waits for review: Publish, or Send Back with a comment. A published
 * post's pending change says who sent it and when; publishing copies it onto the live post.
 */
export function ReviewActions({ post }: { post: Post }) {
  const navigate = useNavigate();
  const leave = () => navigate('/admin/dashboard');
  const publish = usePublishPost(leave);
  const [sendingBack, setSendingBack] = useState(false);
  const revision = post.revision?.status === 'in_review' ? post.revision : null;

  return (
    <section className={styles.actions} aria-labelledby="review-actions">
      <h2 id="review-actions">{t('review.actions')}</h2>
      {revision && (
        <p>{t('review.revision.pending', { name: revision.writer.name, when: formatMoment(revision.submittedAt) })}</p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={button.primary} disabled={publish.isPending} onClick={() => publish.mutate(post.id)}>
          {publish.isPending ? t('review.publishing') : t('review.publish')}
        </button>
        <button type="button" className={button.outline} aria-haspopup="dialog" onClick={() => setSendingBack(true)}>
          {t('review.sendBack')}
        </button>
      </div>
      {sendingBack && <SendBackDialog postId={post.id} open onClose={() => setSendingBack(false)} onSentBack={leave} />}
    </section>
  );
}
