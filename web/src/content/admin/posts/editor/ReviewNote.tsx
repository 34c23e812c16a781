import { t } from '../../../../shared/i18n/messages';
import { formatMoment } from '../../../../shared/lib/viewerTime';
import type { Post } from '../post';
import styles from './Review.module.css';

type Note = NonNullable<Post['review']>;

/** The last return's comment, at the top of the editor until the writer submits again. */
export function ReviewNote({ note }: { note: Note }) {
  return (
    <section className={styles.returned} aria-labelledby="review-returned">
      <h2 id="review-returned">{t('review.returned')}</h2>
      <p className={styles.comment}>{note.comment}</p>
      <p className={styles.by}>{t('review.returned.by', { name: note.by, when: formatMoment(note.at) })}</p>
    </section>
  );
}
