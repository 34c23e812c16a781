import type { ReactNode } from 'react';
import type { PostSummary } from '../../contentQueries';
import { ApiImage } from '../../../shared/ui/ApiImage';
import styles from './PostByline.module.css';

/** The author's avatar and name, then the date (given by the caller in its format). */
export function PostByline({ author, children }: { author: PostSummary['author']; children: ReactNode }) {
  const { avatar } = author;
  return (
    <p className={styles.byline}>
      {avatar && <ApiImage image={avatar} alt="" className={styles.avatar} sizes="3rem" />}
      <span className={styles.author}>{author.name}</span>
      <span aria-hidden="true">·</span>
      {children}
    </p>
  );
}
