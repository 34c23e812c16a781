import { t } from '../../../shared/i18n/messages';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { PostList } from './PostList';
import { useRecentPosts } from './usePosts';
import styles from './RecentPosts.module.css';

/** The dashboard's table of the latest posts by creation time. */
export function RecentPosts() {
  const { data, isPending, isError } = useRecentPosts();
  return (
    <section className={`${adminPage.card} ${styles.recent}`} aria-labelledby="recent-posts">
      <h2 id="recent-posts">{t('posts.recent')}</h2>
      <PostList posts={data?.items} isPending={isPending} isError={isError} />
    </section>
  );
}
