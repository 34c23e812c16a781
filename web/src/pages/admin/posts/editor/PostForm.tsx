import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../../../forms/FormField';
import { SubmitButton } from '../../../../forms/SubmitButton';
import { useContractForm } from '../../../../forms/useContractForm';
import { t } from '../../../../i18n/messages';
import button from '../../../../ui/button.module.css';
import fields from '../../../../forms/Field.module.css';
import type { Category, Post, PostInput, TeamMember } from '../post';
import { AuthorField } from './AuthorField';
import { ContentField } from './ContentField';
import { CoverImageField } from './CoverImageField';
import { editorMessages, postBody, toFormValues, type PostFormValues } from './postForm';
import { slugFromTitle } from './slug';
import { savePost, useReloadPosts } from './useEditorData';
import styles from './PostEditor.module.css';

interface PostFormProps {
  /** The post being edited; a new post when absent. */
  post?: Post;
  members: readonly TeamMember[];
  categories: readonly Category[];
}

export function PostForm({ post, members, categories }: PostFormProps) {
  const navigate = useNavigate();
  const reloadPosts = useReloadPosts();
  const { form, onSubmit, pending } = useContractForm<PostFormValues, Post, PostInput>({
    body: postBody,
    messages: editorMessages(),
    defaultValues: toFormValues(post),
    send: (input) => savePost(input, post?.id),
    successMessage: t(post ? 'editor.updated' : 'editor.created'),
    failureMessage: t(post ? 'posts.updateFailed' : 'editor.createFailed'),
    conflict: { field: 'slug', message: t('editor.slug.taken') },
    onSuccess: () => {
      void reloadPosts();
      navigate('/admin/dashboard');
    },
  });
  const [authorId, coverImage, content, slug] = form.watch(['authorId', 'coverImage', 'content', 'slug']);
  // A post that has been out in public changes its address with its slug (the old one then leads to the new).
  const addressMoves = post?.publishedAt != null && slug.trim() !== post.slug;

  // Every change of the title makes the slug again (spec §4); the slug can still be edited after.
  const remakeSlug = (event: { target: { value: string } }) =>
    form.setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate>
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
        <FormField form={form} name="published" label={t('editor.published')} as="checkbox" />
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
        <SubmitButton label={t('editor.save')} pendingLabel={t('editor.saving')} pending={pending} />
        <Link to="/admin/dashboard" className={button.ghost}>
          {t('editor.back')}
        </Link>
      </div>
    </form>
  );
}
