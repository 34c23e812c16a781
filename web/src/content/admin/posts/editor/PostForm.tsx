import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../../../shared/forms/FormField';
import { SubmitButton } from '../../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../../shared/forms/useContractForm';
import { useLeaveGuard } from '../../../../shared/forms/useLeaveGuard';
import { t } from '../../../../shared/i18n/messages';
import button from '../../../../shared/ui/button.module.css';
import fields from '../../../../shared/forms/Field.module.css';
import type { Category, Post, PostInput, TeamMember } from '../post';
import { AuthorField } from './AuthorField';
import { ContentField } from './ContentField';
import { CoverImageField } from './CoverImageField';
import { editorMessages, postBody, toFormValues, type PostFormValues } from './postForm';
import { slugFromTitle } from './slug';
import { savePost, useReloadPosts } from './useEditorData';
import { submitPost } from './useReview';
import { awaitsReview } from '../postStatus';
import styles from './PostEditor.module.css';
import review from './Review.module.css';
import { failureWithReason } from '../../../../shared/admin/refusal';

interface PostFormProps {
  /** The post being edited; a new post when absent. */
  post?: Post;
  members: readonly TeamMember[];
  categories: readonly Category[];
  /** An admin publishes; a member (a student) saves drafts and submits them for review. */
  isAdmin: boolean;
  /** Whether the server would take a change from this teammate (`mayChangePost`); a classmate's post is read only. */
  mayChange: boolean;
}

/**
 * What the form lets its user do: an admin everything, directly; a member write a draft and submit it, send
 * a change to their published post to review, or wait while the post is in review; nothing on a classmate's post.
 */
type EditorMode = 'admin' | 'draft' | 'revision' | 'waiting' | 'readOnly';

function modeOf(post: Post | undefined, isAdmin: boolean, mayChange: boolean): EditorMode {
  if (isAdmin) return 'admin';
  if (!mayChange) return 'readOnly';
  if (post?.status === 'in_review') return 'waiting';
  return post?.published ? 'revision' : 'draft';
}

export function PostForm({ post, members, categories, isAdmin, mayChange }: PostFormProps) {
  const navigate = useNavigate();
  const reloadPosts = useReloadPosts();
  const mode = modeOf(post, isAdmin, mayChange);
  // Which of a draft's two buttons sent the form: Save Draft, or Submit for Review (saved, then submitted).
  const intent = useRef<'save' | 'submit'>('save');
  const { form, onSubmit, pending } = useContractForm<PostFormValues, Post, PostInput>({
    body: postBody,
    messages: editorMessages(),
    defaultValues: toFormValues(post),
    send: async (input) => {
      const saved = await savePost(input, post?.id);
      return mode === 'draft' && intent.current === 'submit' ? submitPost(saved.id) : saved;
    },
    successMessage: (saved) => (awaitsReview(saved) ? t('review.submitted') : t(post ? 'editor.updated' : 'editor.created')),
    failureMessage: (error) =>
      failureWithReason(t(post ? 'posts.updateFailed' : 'editor.createFailed'), error, { 409: t('editor.slug.taken') }),
    conflict: { field: 'slug', message: t('editor.slug.taken') },
    onSuccess: (saved) => {
      void reloadPosts();
      // Save Draft keeps the writer in the editor, at the saved post's address; everything else is done with it.
      const staying = mode === 'draft' && intent.current === 'save';
      form.reset(toFormValues(saved));
      leaveGuard.release();
      if (!staying) navigate('/admin/dashboard');
      else if (!post) navigate(`/admin/posts/${saved.id}/edit`, { replace: true });
    },
  });
  // Only changes the teammate can save are guarded: a post in review or a classmate's has nothing to lose.
  const leaveGuard = useLeaveGuard(
    form.formState.isDirty && mode !== 'readOnly' && mode !== 'waiting',
    t('editor.leave.confirm'),
  );
  const [authorId, coverImage, content, slug] = form.watch(['authorId', 'coverImage', 'content', 'slug']);
  // A post that has been out in public changes its address with its slug (the old one then leads to the new).
  const addressMoves = post?.publishedAt != null && slug.trim() !== post.slug;

  // Every change of the title makes the slug again (spec §4); the slug can still be edited after.
  const remakeSlug = (event: { target: { value: string } }) =>
    form.setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate>
      {mode === 'waiting' && <p className={review.note}>{t('review.waiting')}</p>}
      {mode === 'revision' && <p className={review.note}>{t('review.revision')}</p>}
      {mode === 'readOnly' && <p className={review.note}>{t('review.notYours')}</p>}
      <FormField form={form} name="title" label={t('editor.title')} registerOptions={{ onChange: remakeSlug }} />
      <FormField
        form={form}
        name="slug"
        label={t('editor.slug')}
        hint={t('editor.slug.hint')}
        autoCapitalize="none"
        spellCheck={false}
      />
      {/* Always there, so screen readers announce the note when it appears; its text stays the same as the title is typed. */}
      <div role="status" className={styles.addressNote}>
        {addressMoves && <p>{t('editor.slug.moves', { from: `/blog/${post.slug}` })}</p>}
      </div>
      <AuthorField form={form} members={members} selectedId={authorId} />
      <CoverImageField
        form={form}
        url={coverImage}
        onUploaded={(url) => form.setValue('coverImage', url, { shouldDirty: true, shouldValidate: true })}
      />
      <FormField form={form} name="excerpt" label={t('editor.excerpt')} as="textarea" rows={3} />
      <ContentField form={form} markdown={content} />

      <fieldset className={styles.group}>
        <legend>{t('editor.visibility')}</legend>
        {mode === 'admin' && <FormField form={form} name="published" label={t('editor.published')} as="checkbox" />}
        <FormField form={form} name="featured" label={t('editor.featured')} as="checkbox" />
      </fieldset>

      <FormField
        form={form}
        name="categoryId"
        label={t('editor.category')}
        as="select"
        options={[
          { value: '', label: t('editor.category.none') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <FormField form={form} name="tags" label={t('editor.tags')} hint={t('editor.tags.hint')} />

      <fieldset className={styles.group}>
        <legend>{t('editor.seo')}</legend>
        <p className={fields.hint}>{t('editor.seo.hint')}</p>
        <FormField form={form} name="seoTitle" label={t('editor.seoTitle')} />
        <FormField form={form} name="seoDescription" label={t('editor.seoDescription')} as="textarea" rows={2} />
      </fieldset>

      <div className={styles.actions}>
        {mode === 'admin' && <SubmitButton label={t('editor.save')} pendingLabel={t('editor.saving')} pending={pending} />}
        {mode === 'draft' && (
          <>
            <SubmitButton
              label={t('review.saveDraft')}
              pendingLabel={t('editor.saving')}
              pending={pending}
              className={button.outline}
              onClick={() => (intent.current = 'save')}
            />
            <SubmitButton
              label={t('review.submit')}
              pendingLabel={t('review.submitting')}
              pending={pending}
              onClick={() => (intent.current = 'submit')}
            />
          </>
        )}
        {mode === 'revision' && (
          <SubmitButton label={t('review.submitChanges')} pendingLabel={t('review.submitting')} pending={pending} />
        )}
        <Link to="/admin/dashboard" className={button.ghost}>
          {t('editor.back')}
        </Link>
      </div>
    </form>
  );
}
