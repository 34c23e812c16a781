import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../identity/auth/useAuth';
import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { mayChangePost, mayDeletePost, type PostSummary } from './post';
import { statusLabel } from './postStatus';
import { formatScheduled } from './scheduleTime';
import { useDeletePost, useSetPublished } from './usePosts';
import adminTable from '../../../shared/admin/adminTable.module.css';
import button from '../../../shared/ui/button.module.css';
import styles from './PostTable.module.css';
import { TableFrame } from '../../../shared/admin/TableFrame';

/**
 * Posts with their status badge (for an admin it flips Published/Draft), edit and delete; the dashboard and
 * the list share it. A member (a student) sees the status only, and edits and deletes only the posts they
 * wrote that are not published (the server holds the same rules).
 */
export function PostTable({ posts }: { posts: readonly PostSummary[] }) {
  const { isAdmin, user } = useAuth();
  const mayChange = (post: PostSummary) => mayChangePost(post, user, isAdmin);
  const mayDelete = (post: PostSummary) => mayDeletePost(post, user, isAdmin);
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
            const status = t(statusLabel(post));
            const badgeClass = `${styles.status} ${post.published ? styles.published : styles.draft}`;
            return (
              <tr key={post.id}>
                <td className={styles.title}>{post.title}</td>
                <td>{post.author.name}</td>
                <td>
                  <time dateTime={post.createdAt}>{formatDate(post.createdAt, 'short')}</time>
                </td>
                <td>
                  {isAdmin ? (
                    <button
                      type="button"
                      className={badgeClass}
                      aria-label={t(post.published ? 'posts.status.unpublish' : 'posts.status.publish', {
                        status,
                        title: post.title,
                      })}
                      disabled={isFlipping(post)}
                      onClick={() => setPublished.mutate({ postId: post.id, published: !post.published })}
                    >
                      {status}
                    </button>
                  ) : (
                    <span className={badgeClass}>{status}</span>
                  )}
                  {post.scheduledFor && (
                    <p className={styles.scheduled}>
                      <time dateTime={post.scheduledFor}>{t('schedule.for', { when: formatScheduled(post.scheduledFor) })}</time>
                    </p>
                  )}
                </td>
                <td>
                  <div className={styles.actions}>
                    {mayChange(post) && (
                      <Link
                        to={`/admin/posts/${post.id}/edit`}
                        className={button.ghost}
                        aria-label={t('posts.editPost', { title: post.title })}
                      >
                        {t('posts.edit')}
                      </Link>
                    )}
                    {mayDelete(post) && (
                      <button
                        type="button"
                        className={button.ghost}
                        aria-label={t('posts.deletePost', { title: post.title })}
                        onClick={() => setToDelete(post)}
                      >
                        {t('posts.delete')}
                      </button>
                    )}
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
