import { t } from '../../../shared/i18n/messages';
import layout from '../../../shared/ui/layout.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import type { PostSummary } from './post';
import { PostTable } from './PostTable';

interface PostListProps {
  posts: readonly PostSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** A list of posts in its states: loading, could not load, none, or the table. */
export function PostList({ posts, isPending, isError }: PostListProps) {
  if (isPending) {
    return (
      <p className={layout.status} role="status">
        {t('posts.loading')}
      </p>
    );
  }
  if (!posts) return isError ? <p className={adminPage.empty}>{t('posts.loadFailed')}</p> : null;
  if (posts.length === 0) return <p className={adminPage.empty}>{t('posts.empty')}</p>;
  return <PostTable posts={posts} />;
}
