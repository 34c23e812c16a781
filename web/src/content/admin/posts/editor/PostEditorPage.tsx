import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFailureToast } from '../../../../shared/api/useFailureToast';
import { useAuth } from '../../../../identity/auth/useAuth';
import { t } from '../../../../shared/i18n/messages';
import { notify } from '../../../../shared/lib/notify';
import { Seo } from '../../../../app/seo/Seo';
import layout from '../../../../shared/ui/layout.module.css';
import adminPage from '../../../../shared/admin/adminPage.module.css';
import { HistoryPanel } from '../../../../audit/admin/history/HistoryPanel';
import { Badge } from '../../../../shared/ui/Badge';
import hidden from '../../../../shared/ui/visuallyHidden.module.css';
import { mayChangePost } from '../post';
import { awaitsReview, statusLabel } from '../postStatus';
import { PostForm } from './PostForm';
import { PostRevisions } from './PostRevisions';
import { PreviewLinks } from './PreviewLinks';
import { ReviewActions } from './ReviewActions';
import { ReviewNote } from './ReviewNote';
import { ScheduleControl } from './ScheduleControl';
import review from './Review.module.css';
import { useCategories, usePost, useTeamMembers } from './useEditorData';

/** `/admin/posts/new` and `/admin/posts/:id/edit`: one editor for both. */
export function PostEditorPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { isAdmin, user } = useAuth();
  const post = usePost(id);
  const members = useTeamMembers();
  const categories = useCategories();
  // A restore replaces the post's fields: the form starts again from them.
  const [restores, setRestores] = useState(0);
  useFailureToast(members, t('editor.membersFailed'));

  // A post that cannot be loaded cannot be edited: say so and go back to the dashboard (spec §8).
  const postFailed = post.isError;
  useEffect(() => {
    if (!postFailed) return;
    notify.error(t('editor.fetchFailed'));
    navigate('/admin/dashboard', { replace: true });
  }, [postFailed, navigate]);

  const heading = t(id ? 'editor.edit' : 'editor.new');
  const mayChange = mayChangePost(post.data, user, isAdmin);
  // The choices must be there before the form, so a stored author and category show as chosen.
  const ready = (!id || post.isSuccess) && !members.isPending && !categories.isPending;

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={heading} description={t(id ? 'editor.edit.description' : 'editor.new.description')} noIndex />
      <div className={adminPage.header}>
        <div>
          <h1>{heading}</h1>
          {post.data && (
            <p className={review.status}>
              <span className={hidden.visuallyHidden}>{t('posts.column.status')}: </span>
              <Badge>{t(statusLabel(post.data))}</Badge>
            </p>
          )}
        </div>
      </div>
      {post.data?.review && <ReviewNote note={post.data.review} />}
      {isAdmin && post.data && awaitsReview(post.data) && <ReviewActions post={post.data} />}
      {isAdmin && post.data && !post.data.published && <ScheduleControl post={post.data} />}
      {ready ? (
        <PostForm
          key={`${id ?? 'new'}-${restores}`}
          post={post.data}
          members={members.data ?? []}
          categories={categories.data ?? []}
          isAdmin={isAdmin}
          mayChange={mayChange}
        />
      ) : (
        <p className={layout.status} role="status">
          {t('editor.loading')}
        </p>
      )}
      {/* The history and preview links are for whoever may change the post: admins, and its writer. */}
      {post.data && mayChange && (
        <PostRevisions
          post={post.data}
          isAdmin={isAdmin}
          onRestored={() => setRestores((count) => count + 1)}
          members={members.data ?? []}
          categories={categories.data ?? []}
        />
      )}
      {/* A draft, or a published post's change, can be shown before it goes live. */}
      {post.data && mayChange && (!post.data.published || post.data.revision) && <PreviewLinks post={post.data} />}
      {id && <HistoryPanel subjectType="post" subjectId={id} />}
    </section>
  );
}
