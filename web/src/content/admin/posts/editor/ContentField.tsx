import { lazy, Suspense, useState } from 'react';
import { FormField } from '../../../../shared/forms/FormField';
import { t } from '../../../../shared/i18n/messages';
import button from '../../../../shared/ui/button.module.css';
import type { PostForm } from './postForm';
import styles from './PostEditor.module.css';

// react-markdown is fetched only when the preview is first opened.
const Markdown = lazy(() => import('../../../../shared/markdown/Markdown'));

interface ContentFieldProps {
  form: PostForm;
  markdown: string;
}

/** The post's markdown (15 rows, spec §2) and a preview of it rendered as the blog will show it. */
export function ContentField({ form, markdown }: ContentFieldProps) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className={styles.content}>
      <FormField form={form} name="content" label={t('editor.content')} as="textarea" hint={t('editor.content.hint')} rows={15} />
      <button type="button" className={button.outline} aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
        {t('editor.preview')}
      </button>
      {previewing && (
        <section className={styles.preview} aria-label={t('editor.preview')}>
          {markdown.trim() ? (
            <Suspense fallback={<p role="status">{t('editor.preview.loading')}</p>}>
              <Markdown source={markdown} />
            </Suspense>
          ) : (
            <p>{t('editor.preview.empty')}</p>
          )}
        </section>
      )}
    </div>
  );
}
