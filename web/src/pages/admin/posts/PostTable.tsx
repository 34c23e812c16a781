import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/messages';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { PostSummary } from './post';
import { useDeletePost, useSetPublished } from './usePosts';
import adminTable from '../adminTable.module.css';
import button from '../../../ui/button.module.css';
import styles from './PostTable.module.css';
import { TableFrame } from '../TableFrame';

/** Posts with their status badge (it flips Published/Draft), edit and delete; the dashboard and the list share it. */
export function PostTable({ posts }: { posts: readonly PostSummary[] }) {
  const setPublished = useSetPublished();
  const deletePost = useDeletePost();
  const [toDelete, setToDelete] = useState<PostSummary | null>(null);

  const isFlipping = (post: PostSummary) => setPublished.isPending && setPublished.variables.postId === post.id;

  return (
    <TableFrame label={t('posts.table')}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            <th scope="col">{t('posts.column.title')}</th>
            <th scope="col">{t('posts.column.author')}</th>
            <th scope="col">{t('posts.column.date')}</th>
            <th scope="col">{t('posts.column.status')}</th>
            <th scope="col">{t('posts.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => {
            const status = t(post.published ? 'posts.status.published' : 'posts.status.draft');
            return (
              <tr key={post.id}>
                <td className={styles.title}>{post.title}</td>
                <td>{post.author.name}</td>
                <td>
                  <time dateTime={post.createdAt}>{formatDate(post.createdAt, 'short')}</time>
                </td>
                <td>
                  <button
                    type="button"
                    className={`${styles.status} ${post.published ? styles.published : styles.draft}`}
                    aria-label={t(post.published ? 'posts.status.unpublish' : 'posts.status.publish', {
                      status,
                      title: post.title,
                    })}
                    disabled={isFlipping(post)}
                    onClick={() => setPublished.mutate({ postId: post.id, published: !post.published })}
                  >
                    {status}
                  </button>
                </td>
                <td>
                  <div className={styles.actions}>
                    <Link
                      to={`/admin/posts/${post.id}/edit`}
                      className={button.ghost}
                      aria-label={t('posts.editPost', { title: post.title })}
                    >
                      {t('posts.edit')}
                    </Link>
                    <button
                      type="button"
                      className={button.ghost}
                      aria-label={t('posts.deletePost', { title: post.title })}
                      onClick={() => setToDelete(post)}
                    >
                      {t('posts.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={toDelete !== null}
        question={t('posts.delete.confirm')}
        detail={toDelete ? t('posts.delete.detail', { title: toDelete.title }) : ''}
        confirmLabel={t('posts.delete')}
        cancelLabel={t('posts.delete.cancel')}
        pending={deletePost.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deletePost.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </TableFrame>
  );
}
