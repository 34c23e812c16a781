import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { contentApi } from '../../../../api/clients';
import { expectOk } from '../../../../api/expectOk';
import { CheckboxField } from '../../../../forms/CheckboxField';
import { Field } from '../../../../forms/Field';
import { SelectField } from '../../../../forms/SelectField';
import { SubmitButton } from '../../../../forms/SubmitButton';
import { TextAreaField } from '../../../../forms/TextAreaField';
import { useContractForm } from '../../../../forms/useContractForm';
import { t } from '../../../../i18n/messages';
import button from '../../../../ui/button.module.css';
import fields from '../../../../forms/Field.module.css';
import type { Category, Post, PostInput, TeamMember } from '../post';
import { postsKey } from '../usePosts';
import { AuthorField } from './AuthorField';
import { ContentField } from './ContentField';
import { CoverImageField } from './CoverImageField';
import { editorMessages, inputLimits, postBody, toFormValues, type PostFormValues } from './postForm';
import { slugFromTitle } from './slug';
import styles from './PostEditor.module.css';

interface PostFormProps {
  /** The post being edited; a new post when absent. */
  post?: Post;
  members: readonly TeamMember[];
  categories: readonly Category[];
}

export function PostForm({ post, members, categories }: PostFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, onSubmit, pending } = useContractForm<PostFormValues, Post, PostInput>({
    body: postBody,
    messages: editorMessages(),
    defaultValues: toFormValues(post),
    send: (input) =>
      post
        ? expectOk(contentApi.PUT('/admin/posts/{postId}', { params: { path: { postId: post.id } }, body: input }))
        : expectOk(contentApi.POST('/admin/posts', { body: input })),
    successMessage: t(post ? 'editor.updated' : 'editor.created'),
    failureMessage: t(post ? 'posts.updateFailed' : 'editor.createFailed'),
    conflict: { field: 'slug', message: t('editor.slug.taken') },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postsKey });
      navigate('/admin/dashboard');
    },
  });
  const { errors } = form.formState;
  const [authorId, coverImage, content] = form.watch(['authorId', 'coverImage', 'content']);

  // Every change of the title makes the slug again (spec §4); the slug can still be edited after.
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('slug', slugFromTitle(event.target.value), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  });

  return (
    <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <Field
        label={t('editor.title')}
        maxLength={inputLimits.title}
        required
        registration={title}
        error={errors.title?.message}
      />
      <Field
        label={t('editor.slug')}
        hint={t('editor.slug.hint')}
        maxLength={inputLimits.slug}
        autoCapitalize="none"
        spellCheck={false}
        required
        registration={form.register('slug')}
        error={errors.slug?.message}
      />
      <AuthorField
        members={members}
        registration={form.register('authorId')}
        selectedId={authorId}
        error={errors.authorId?.message}
      />
      <CoverImageField
        registration={form.register('coverImage')}
        url={coverImage}
        error={errors.coverImage?.message}
        onUploaded={(url) => form.setValue('coverImage', url, { shouldDirty: true, shouldValidate: true })}
      />
      <TextAreaField
        label={t('editor.excerpt')}
        rows={3}
        maxLength={inputLimits.excerpt}
        required
        registration={form.register('excerpt')}
        error={errors.excerpt?.message}
      />
      <ContentField registration={form.register('content')} markdown={content} error={errors.content?.message} />

      <fieldset className={styles.group}>
        <legend>{t('editor.visibility')}</legend>
        <CheckboxField label={t('editor.published')} registration={form.register('published')} />
        <CheckboxField label={t('editor.featured')} registration={form.register('featured')} />
      </fieldset>

      <SelectField
        label={t('editor.category')}
        registration={form.register('categoryId')}
        options={[
          { value: '', label: t('editor.category.none') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        error={errors.categoryId?.message}
      />
      <Field
        label={t('editor.tags')}
        hint={t('editor.tags.hint')}
        registration={form.register('tags')}
        error={errors.tags?.message}
      />

      <fieldset className={styles.group}>
        <legend>{t('editor.seo')}</legend>
        <p className={fields.hint}>{t('editor.seo.hint')}</p>
        <Field
          label={t('editor.seoTitle')}
          maxLength={inputLimits.seoTitle}
          registration={form.register('seoTitle')}
          error={errors.seoTitle?.message}
        />
        <TextAreaField
          label={t('editor.seoDescription')}
          rows={2}
          maxLength={inputLimits.seoDescription}
          registration={form.register('seoDescription')}
          error={errors.seoDescription?.message}
        />
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
